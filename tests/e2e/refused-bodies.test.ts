/**
 * Refused bodies through the local runtime's proxy (wrangler dev), as a careless client sends
 * them (issue 34, items 1 and 2): a body over the limit, declared or chunked, is told 413 with
 * the limit — never a 503 or a reset connection — and the very next request answers within 1 s.
 * No browser: plain HTTP from Node, without `Expect: 100-continue`, so the whole body is on its
 * way when the worker answers.
 */
import http from 'node:http';
import { describe, expect, it } from 'vitest';
import { maxRequestBodyBytes } from '../../worker/middleware/bodyLimit';
import { httpGet, marketHosts, sitePort } from './lib';

interface Answer {
  status: number;
  body: string;
  ms: number;
  /** Settles once the request is over: its body sent or cut off, its connection closed. */
  closed: Promise<void>;
}

/** Sends `size` bytes to `path`, with a Content-Length or chunked, and reads the answer. */
function send(method: string, path: string, size: number, { chunked }: { chunked: boolean }): Promise<Answer> {
  const port = sitePort();
  const host = `${marketHosts.it}:${port}`;
  return new Promise((resolve, reject) => {
    const started = Date.now();
    let closed = (): void => undefined;
    const over = new Promise<void>((settle) => (closed = settle));
    const request = http.request(
      {
        host: '127.0.0.1',
        port,
        path,
        method,
        agent: false,
        headers: {
          host,
          origin: `http://${host}`,
          'sec-fetch-site': 'same-origin',
          'content-type': 'application/json',
          ...(chunked ? {} : { 'content-length': String(size) }),
        },
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8'), ms: Date.now() - started, closed: over }));
        response.on('error', reject);
      },
    );
    request.setTimeout(30_000, () => request.destroy(new Error(`${method} ${path} timed out`)));
    // A reset while the body is still going out is the failure this test exists for.
    request.on('error', (error) => resolve({ status: 0, body: error.message, ms: Date.now() - started, closed: over }));
    request.on('close', () => closed());
    const chunk = Buffer.alloc(64 * 1024, 0x78);
    let sent = 0;
    const write = () => {
      while (sent < size) {
        const piece = chunk.subarray(0, Math.min(chunk.length, size - sent));
        sent += piece.length;
        if (!request.write(piece)) {
          request.once('drain', write);
          return;
        }
      }
      request.end();
    };
    write();
  });
}

/** The routes that read a body, one of each kind (the integration suite covers every route in workerd). */
const bodyRoutes: [string, string][] = [
  ['POST', '/api/travels'],
  ['POST', '/api/tours'],
  ['POST', '/api/travels/paginated'],
  ['PUT', '/api/wishlist/1'],
  ['POST', '/api/assistant'],
  ['POST', '/api/csp-report'],
  ['POST', '/api/rum'],
];

const cases = bodyRoutes.flatMap(([method, path]) => [
  { method, path, size: 2 * 1024 * 1024, chunked: false, label: '2 MB with Content-Length' },
  { method, path, size: 8 * 1024 * 1024, chunked: true, label: '8 MB chunked' },
]);

describe('refused bodies through the local proxy', () => {
  it.each(cases)('$method $path, $label: a 413 with the limit, then the next request within 1 s', async ({ method, path, size, chunked }) => {
    const refused = await send(method, path, size, { chunked });
    expect(refused.status, refused.body).toBe(413);
    // The one limit for every body, before any route: a JSON error in the market's language.
    expect(JSON.parse(refused.body)).toMatchObject({
      success: false,
      error: { code: 'payloadTooLarge', message: 'La richiesta è troppo grande: al massimo 32.768 byte.', maxBytes: maxRequestBodyBytes },
    });
    // The next request once this one is over, as a client that posted the body and then asks
    // again (curl, a retry): the 413 comes before the whole body has gone out, and the time this
    // client spends still sending it on a busy machine is not the site's.
    await refused.closed;
    const started = Date.now();
    const next = await httpGet(sitePort(), marketHosts.it, '/robots.txt', { timeoutMs: 5000 });
    expect(next.status).toBe(200);
    expect(Date.now() - started).toBeLessThan(1000);
  });

  it('15 chunked 8 MB bodies in a row are all told 413 (none turned into a 503 or a reset)', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 15; i++) statuses.push((await send('POST', '/api/travels', 8 * 1024 * 1024, { chunked: true })).status);
    expect(statuses).toEqual(Array(15).fill(413));
  });
});
