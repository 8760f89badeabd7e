import type { MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import type { AppEnv } from '../context';

/**
 * The largest request body any route reads: filter objects, account and alert forms, ratings,
 * reports are a few kB at most. Routes may keep a tighter limit of their own.
 */
export const maxRequestBodyBytes = 32 * 1024;

export interface RequestBodyLimitOptions {
  maxBytes?: number;
}

/**
 * One size limit for every request body (any route, any method), applied before a handler
 * reads it: a declared Content-Length over the limit is refused without reading a byte; a body
 * without one (chunked) is counted as it streams and cut off as soon as it passes the limit.
 * Hono's `bodyLimit`; the refusal is a 413 with a JSON error.
 */
export function requestBodyLimit({ maxBytes = maxRequestBodyBytes }: RequestBodyLimitOptions = {}): MiddlewareHandler<AppEnv> {
  return bodyLimit({
    maxSize: maxBytes,
    onError: (c) =>
      c.json({ success: false, error: { code: 'payloadTooLarge', message: `The request body is too large: at most ${maxBytes} bytes`, maxBytes } }, 413, {
        'Cache-Control': 'no-store',
      }),
  });
}
