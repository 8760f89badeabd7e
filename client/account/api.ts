/** JSON calls to the account API (worker/routes/account/api.ts), same origin only. */

/** An API answer that was not 2xx: status, machine code and the server's localised message. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly body: Record<string, unknown>,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export async function api<T>(method: 'GET' | 'POST' | 'PUT' | 'DELETE', path: string, body?: unknown): Promise<T> {
  let response: Response;
  try {
    response = await fetch(path, {
      method,
      credentials: 'same-origin',
      headers: body === undefined ? { accept: 'application/json' } : { accept: 'application/json', 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  } catch {
    throw new ApiError(0, 'network', '', {});
  }
  let json: Record<string, unknown> = {};
  try {
    json = (await response.json()) as Record<string, unknown>;
  } catch {
    // empty or non-JSON answer
  }
  if (!response.ok) {
    throw new ApiError(response.status, typeof json.error === 'string' ? json.error : 'error', typeof json.message === 'string' ? json.message : '', json);
  }
  return json as T;
}

/** True when a failed call is worth repeating as it was: the network or the server failed, not the input. */
export function retryable(caught: unknown): boolean {
  return !(caught instanceof ApiError) || caught.status === 0 || caught.status >= 500;
}
