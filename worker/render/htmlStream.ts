import type { ReactNode } from 'react';
import { renderToPipeableStream } from 'react-dom/server.node';

/**
 * A page's HTML as React streams it (issue 12 item 3), shaped for a Workers response.
 *
 * React's Node build, not its edge build: the edge build encodes every piece of markup into its
 * own array (`TextEncoder.encode`, a tenth of a render) and hands the runtime one chunk per 4 KB.
 * The Node build writes the markup into shared 4 KB buffers (`encodeInto`) and says when a flush
 * ends (`flush()`): what it wrote since the runtime last read leaves as one chunk (the shell,
 * then each streamed part), so the runtime moves two or three chunks a page instead of twenty.
 * (`nodejs_compat` gives the build the `util`, `stream`, `crypto` and `async_hooks` modules and
 * `setImmediate` it imports.)
 *
 * The stream also keeps what it sent: `html()` gives the whole page for the page cache
 * (worker/render/pageCache.ts), without a second copy of the stream to read, and without
 * decoding it unless asked (a page stored at the edge is sent on as bytes). It resolves when the
 * runtime asks for more after the last chunk: the body is pulled (the runtime reads the next
 * chunk once it has written the last one to the connection), so a store that starts then does
 * not hold back the end of the response. Started when React ended instead, the store held the
 * last bytes back by about 2 ms a page in wrangler dev (rendered/static 0.33 → 0.39 on a trip).
 */
export interface HtmlStream {
  body: ReadableStream<Uint8Array>;
  /** Resolves when every part of the page has rendered (Suspense boundaries included). */
  allReady: Promise<void>;
  /** The whole page as sent, once the runtime has read all of it; rejects if it was cancelled or failed. */
  html(): Promise<SentHtml>;
}

/**
 * A page as it was sent: the bytes and long strings React wrote, in order (a store sends them
 * on as they are, `new Blob(parts)`), and their text, decoded only if someone asks for it.
 */
export interface SentHtml {
  parts: readonly HtmlPart[];
  text(): string;
}

export interface HtmlStreamOptions {
  nonce?: string;
  /** Stops the render (the visitor left). */
  signal?: AbortSignal;
  onError?: (error: unknown) => void;
}

/** What React writes: a buffer it no longer touches, or a long string. */
type HtmlPart = Uint8Array<ArrayBuffer> | string;

const encoder = new TextEncoder();

/** One chunk of the bytes and strings React wrote during a flush. */
function joined(parts: readonly HtmlPart[]): Uint8Array {
  const bytes = parts.map((part) => (typeof part === 'string' ? encoder.encode(part) : part));
  const chunk = new Uint8Array(bytes.reduce((sum, part) => sum + part.byteLength, 0));
  let at = 0;
  for (const part of bytes) {
    chunk.set(part, at);
    at += part.byteLength;
  }
  return chunk;
}

/**
 * The text of what React wrote. A buffer never ends inside a character where a string follows:
 * React sends its buffer, whole characters encoded into it, before it writes a string.
 */
function decoded(parts: readonly HtmlPart[]): string {
  const decoder = new TextDecoder();
  return parts.map((part) => (typeof part === 'string' ? part : decoder.decode(part, { stream: true }))).join('') + decoder.decode();
}

/** What was sent, as the page cache keeps it (decoded once, if asked). */
export function sentHtml(parts: readonly HtmlPart[]): SentHtml {
  let text: string | undefined;
  return { parts, text: () => (text ??= decoded(parts)) };
}

/** A promise and its two ends. A rejection nobody waits for is not reported as unhandled. */
function settling(): { promise: Promise<void>; resolve: () => void; reject: (error: unknown) => void } {
  let resolve!: () => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<void>((done, fail) => {
    resolve = done;
    reject = fail;
  });
  promise.catch(() => undefined);
  return { promise, resolve, reject };
}

/**
 * Renders `tree`; resolves once the shell is ready (rejects when the shell fails, like
 * `renderToReadableStream`). The body streams the shell at once and the rest as it resolves.
 */
export function renderHtmlStream(tree: ReactNode, options: HtmlStreamOptions = {}): Promise<HtmlStream> {
  let controller!: ReadableStreamDefaultController<Uint8Array>;
  let closed = false;
  // Everything written, in order (for html()); what was written since the runtime last read.
  const written: HtmlPart[] = [];
  let pending: HtmlPart[] = [];
  // React has written its last part.
  let ended = false;
  // The whole page read by the runtime (html()), or the stream cancelled or failed.
  const whole = settling();
  // A read waiting for React's next flush.
  let waiting: (() => void) | null = null;
  const wakeReader = () => {
    waiting?.();
    waiting = null;
  };
  // What React's pipe writes into (a Node Writable, as far as React uses one). Each write is a
  // 4 KB buffer React no longer touches, or a long string; nothing waits for room (React
  // renders the page whole anyway; the runtime takes the chunks as the connection allows).
  const destination = {
    write(chunk: HtmlPart) {
      written.push(chunk);
      pending.push(chunk);
      return true;
    },
    flush: wakeReader,
    end() {
      ended = true;
      wakeReader();
    },
    destroy(error: unknown) {
      if (!closed) controller.error(error);
      closed = true;
      wakeReader();
      whole.reject(error);
    },
    // 'drain', 'error', 'close': this writable never fills, fails or closes on its own.
    on() {
      return destination;
    },
  };

  // A render stopped mid-page (the visitor left) is said through onError, never left unhandled.
  const allReady = settling();

  return new Promise<HtmlStream>((resolve, reject) => {
    const render = renderToPipeableStream(tree, {
      nonce: options.nonce,
      onError: options.onError,
      onAllReady: allReady.resolve,
      onShellError(error) {
        allReady.reject(error);
        reject(error);
      },
      onShellReady() {
        // Pulled: nothing is queued ahead of the runtime's reads (highWaterMark 0), so a read
        // after the last chunk says the runtime has taken the whole page.
        const body = new ReadableStream<Uint8Array>(
          {
            start(streamController) {
              controller = streamController;
            },
            async pull() {
              while (!closed) {
                if (pending.length) {
                  controller.enqueue(joined(pending));
                  pending = [];
                  return;
                }
                if (ended) {
                  closed = true;
                  controller.close();
                  whole.resolve();
                  return;
                }
                await new Promise<void>((resolve) => (waiting = resolve));
              }
            },
            cancel(reason) {
              closed = true;
              wakeReader();
              whole.reject(reason);
              render.abort(reason);
            },
          },
          { highWaterMark: 0 },
        );
        render.pipe(destination as never);
        resolve({ body, allReady: allReady.promise, html: () => whole.promise.then(() => sentHtml(written)) });
      },
    });
    const { signal } = options;
    if (signal?.aborted) render.abort(signal.reason);
    else signal?.addEventListener('abort', () => render.abort(signal.reason), { once: true });
  });
}
