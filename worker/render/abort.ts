import type { Context } from 'hono';
import { log } from '../log';

/**
 * What stops a render: the visitor's connection (`request.signal`, live with the
 * `enable_request_signal` compatibility flag), so a visitor who gave up costs no more CPU; none
 * for a render detached from any visitor (the page cache's background refresh of a stale copy,
 * worker/render/pageCache.ts).
 */
export function renderSignal(c: Context): AbortSignal | undefined {
  return c.get('detached') ? undefined : c.req.raw.signal;
}

const left = (c: Context) => renderSignal(c)?.aborted === true;

/** React's onError: a render stopped because the visitor left is not an error of the page. */
export function onRenderError(c: Context, message: string): (error: unknown) => void {
  const requestId = c.get('requestId');
  return (error) => {
    if (!left(c)) log('error', message, { requestId, error: error instanceof Error ? error.message : String(error) });
  };
}

/** For a failed render: `null` when it failed because the visitor left, else the error again. */
export function leftOrThrow(c: Context): (error: unknown) => null {
  return (error) => {
    if (left(c)) return null;
    throw error;
  };
}

/** The answer to nobody: 499 (client closed request) in the request log, no error page rendered. */
export function visitorLeft(c: Context): Response {
  log('info', 'render stopped: the visitor left', { requestId: c.get('requestId') });
  return new Response(null, { status: 499 });
}
