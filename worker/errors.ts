import { HTTPException } from 'hono/http-exception';

/** Message of the unknown-route 404 (SPEC §8). */
export const unknownRouteMessage = 'This page could not be found';

/** 404 for a page whose data does not exist (rendered as the "not on the map" page). */
export function notFound(message = unknownRouteMessage): HTTPException {
  return new HTTPException(404, { message });
}

/**
 * An upstream answer of status 418 carries where to go instead (SPEC §8):
 * `{ meta: { httpStatusCode, redirectTo } }`. Thrown by loaders (login too), turned into a
 * redirect by onError after worker/redirectTarget.ts checked the target.
 */
export class UpstreamRedirect extends Error {
  constructor(
    readonly location: string,
    readonly status: 301 | 302 | 303 | 307 | 308,
  ) {
    super(`redirect to ${location}`);
    this.name = 'UpstreamRedirect';
  }

  /** Builds the redirect from a 418 meta object; null when the meta is unusable. */
  static fromMeta(meta: unknown): UpstreamRedirect | null {
    if (!meta || typeof meta !== 'object') return null;
    const { httpStatusCode, redirectTo } = meta as { httpStatusCode?: unknown; redirectTo?: unknown };
    if (typeof redirectTo !== 'string' || !redirectTo) return null;
    // Where it may point is decided when the redirect is sent (redirectTarget in worker/app.ts).
    const allowed = [301, 302, 303, 307, 308] as const;
    const status = allowed.find((s) => s === httpStatusCode) ?? 302;
    return new UpstreamRedirect(redirectTo, status);
  }
}

/** A route declared a middleware name nobody registered (SPEC §8 "Unknown middleware"). */
export class UnknownMiddlewareError extends HTTPException {
  constructor(name: string) {
    super(500, { message: 'Unknown middleware', cause: name });
  }
}
