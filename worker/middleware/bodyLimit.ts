import type { Context, MiddlewareHandler } from 'hono';
import type { AppEnv } from '../context';

/**
 * The largest request body any route reads: filter objects, account and alert forms, ratings,
 * reports are a few kB at most. Routes may keep a tighter limit of their own.
 */
export const maxRequestBodyBytes = 32 * 1024;

/**
 * What is left of a refused body is read and thrown away up to this much, within
 * `refusedBodyDrainMs`; past either the rest is cancelled. A body left unread while the answer
 * goes out stalls the client's connection (the local runtime's proxy held the next request for
 * 30–40 s after a 2 MB body was refused) and a body still streaming in when the worker answers
 * is cut off with a 503 instead of the 413 (issue 34, items 1 and 2). Draining lets the
 * refusal reach any sender of a plausible body; cancelling bounds what a hostile one costs.
 */
export const refusedBodyDrainBytes = 16 * 1024 * 1024;
export const refusedBodyDrainMs = 2000;

/** Reads and discards the rest of a refused body (bounded, see above), then cancels what is left. */
export async function discardBody(reader: ReadableStreamDefaultReader<Uint8Array>, alreadyRead = 0): Promise<void> {
  const deadline = Date.now() + refusedBodyDrainMs;
  let read = alreadyRead;
  let timer: ReturnType<typeof setTimeout> | undefined;
  try {
    while (read <= refusedBodyDrainBytes) {
      const left = deadline - Date.now();
      if (left <= 0) break;
      const next = await Promise.race([
        reader.read(),
        new Promise<'late'>((resolve) => {
          timer = setTimeout(() => resolve('late'), left);
        }),
      ]);
      if (timer !== undefined) clearTimeout(timer);
      if (next === 'late') break;
      if (next.done) return;
      read += next.value.byteLength;
    }
    await reader.cancel('request body refused');
  } catch {
    // The sender went away: nothing left to discard.
  } finally {
    if (timer !== undefined) clearTimeout(timer);
  }
}

export interface LimitBodyOptions {
  maxSize: number;
  /** The refusal (a 413); the body has been discarded when it is called. */
  onError: (c: Context<AppEnv>) => Response | Promise<Response>;
}

/**
 * A size limit for the request body, checked before a handler reads it: a declared
 * Content-Length over the limit is refused from the header; a body without one (chunked) is
 * counted as it streams and refused as soon as it passes the limit. Hono's `bodyLimit` does the
 * same but leaves the refused body unread and its reader locked, which is what stalled or cut
 * off the sender (see `refusedBodyDrainBytes`); this one discards it before answering.
 */
export function limitBody({ maxSize, onError }: LimitBodyOptions): MiddlewareHandler<AppEnv> {
  return async function limitBody(c, next) {
    const body = c.req.raw.body;
    if (!body) return next();
    const declared = c.req.raw.headers.get('content-length');
    if (declared !== null && !c.req.raw.headers.has('transfer-encoding')) {
      if (Number(declared) <= maxSize) return next();
      await discardBody(body.getReader());
      return onError(c);
    }
    const reader = body.getReader();
    const chunks: Uint8Array[] = [];
    let size = 0;
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      size += value.byteLength;
      if (size > maxSize) {
        await discardBody(reader, size);
        return onError(c);
      }
      chunks.push(value);
    }
    const whole = new Uint8Array(size);
    let offset = 0;
    for (const chunk of chunks) {
      whole.set(chunk, offset);
      offset += chunk.byteLength;
    }
    c.req.raw = new Request(c.req.raw, { body: whole });
    return next();
  };
}

export interface RequestBodyLimitOptions {
  maxBytes?: number;
}

/**
 * One size limit for every request body (any route, any method). The refusal is a 413 with a
 * JSON error in the market's language and the limit (`maxBytes`).
 */
export function requestBodyLimit({ maxBytes = maxRequestBodyBytes }: RequestBodyLimitOptions = {}): MiddlewareHandler<AppEnv> {
  return limitBody({
    maxSize: maxBytes,
    onError: (c) =>
      c.json(
        { success: false, error: { code: 'payloadTooLarge', message: c.get('i18n').t('errors.requestTooLarge', { maxBytes }), maxBytes } },
        413,
        { 'Cache-Control': 'no-store' },
      ),
  });
}
