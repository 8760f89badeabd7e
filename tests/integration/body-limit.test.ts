/** Bounded input: every route that reads a body refuses an oversized one (413) before reading it. */
import { createExecutionContext, env, SELF, waitOnExecutionContext } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { maxRequestBodyBytes, refusedBodyDrainBytes } from '../../worker/middleware/bodyLimit';
import worker from '../../worker/index';
import { bodyRoutes } from './bodyRoutes';

const site = 'http://it.localhost';
const twoMegabytes = 'x'.repeat(2 * 1024 * 1024);

function send(method: string, path: string, body: BodyInit, headers: Record<string, string> = {}) {
  return SELF.fetch(`${site}${path}`, {
    method,
    body,
    redirect: 'manual',
    headers: { 'content-type': 'application/json', origin: site, 'sec-fetch-site': 'same-origin', ...headers },
  });
}

describe('request body limit', () => {
  it('covers the routes the issue names', () => {
    const lines = bodyRoutes.map(([method, path]) => `${method} ${path}`);
    for (const expected of [
      /^POST \/api\/tours$/, /^POST \/api\/travels$/, /^POST \/api\/travels\/paginated$/, /^POST \/api\/account\/codes/,
      /^PUT \/api\/wishlist\//, /^DELETE \/api\/wishlist\//, /^POST \/api\/alerts/, /^POST \/api\/session\//, /^POST \/api\/ai-search\//,
    ]) {
      expect(lines.some((line) => expected.test(line)), String(expected)).toBe(true);
    }
  });

  it.each(bodyRoutes)('%s %s: a 2 MB body is a 413 with a JSON error in the market\'s language', async (method, path) => {
    const response = await send(method, path, twoMegabytes);
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual({
      success: false,
      error: { code: 'payloadTooLarge', message: 'La richiesta è troppo grande: al massimo 32.768 byte.', maxBytes: maxRequestBodyBytes },
    });
  });

  it.each([
    ['http://us.localhost', 'The request is too large: at most 32,768 bytes.'],
    ['http://de.localhost', 'Die Anfrage ist zu groß: höchstens 32.768 Byte.'],
  ])('%s: the refusal speaks the market\'s language', async (origin, message) => {
    const response = await SELF.fetch(`${origin}/api/travels`, { method: 'POST', body: twoMegabytes, headers: { 'content-type': 'application/json' } });
    expect(response.status).toBe(413);
    expect(((await response.json()) as { error: { message: string } }).error.message).toBe(message);
  });

  it.each(bodyRoutes)('%s %s: a normal body is not refused', async (method, path) => {
    const response = await send(method, path, JSON.stringify({ email: 'someone@example.com', sort: 'price:asc' }), { 'cf-connecting-ip': '10.9.9.9' });
    await response.body?.cancel();
    expect(response.status).not.toBe(413);
    expect(response.status).toBeLessThan(500);
  });

  it('normal bodies still get their answers', async () => {
    const tours = await send('POST', '/api/tours', JSON.stringify({ sort: 'price:asc', perPage: 3 }));
    expect(tours.status).toBe(200);
    expect(((await tours.json()) as { data: unknown[] }).data).toHaveLength(3);
    // Just under the limit: read and judged by the route (not a 413).
    const underLimit = await send('POST', '/api/travels/paginated', JSON.stringify({ tab: 'travels', padding: 'y'.repeat(maxRequestBodyBytes - 100) }));
    expect([200, 400]).toContain(underLimit.status);
  });

  /** A body that counts what the worker pulls from it. */
  function countingStream(total: number) {
    const chunk = new Uint8Array(64 * 1024).fill(120);
    const seen = { pulled: 0 };
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (seen.pulled >= total) return controller.close();
        seen.pulled += chunk.length;
        controller.enqueue(chunk);
      },
    }, { highWaterMark: 0 });
    return { stream, seen };
  }

  async function direct(request: Request): Promise<Response> {
    const ctx = createExecutionContext();
    const response = await worker.fetch(request as Parameters<typeof worker.fetch>[0], env, ctx);
    await waitOnExecutionContext(ctx);
    return response;
  }

  it('a declared 90 MB body is refused from its Content-Length; at most the drain budget of it is read, then it is cancelled', async () => {
    const { stream, seen } = countingStream(90 * 1024 * 1024);
    const response = await direct(new Request(`${site}/api/tours`, {
      method: 'POST', body: stream, headers: { 'content-type': 'application/json', 'content-length': String(90 * 1024 * 1024) },
    }));
    expect(response.status).toBe(413);
    expect(seen.pulled).toBeLessThanOrEqual(refusedBodyDrainBytes + 128 * 1024);
  });

  it('a chunked body without Content-Length is cut off once past the limit', async () => {
    const { stream, seen } = countingStream(2 * 1024 * 1024);
    const request = new Request(`${site}/api/travels`, { method: 'POST', body: stream, headers: { 'content-type': 'application/json' } });
    expect(request.headers.has('content-length')).toBe(false);
    const response = await direct(request);
    expect(response.status).toBe(413);
    expect(seen.pulled).toBeGreaterThan(maxRequestBodyBytes);
    // The rest of a small refused body is read and thrown away (so the sender hears the 413).
    expect(seen.pulled).toBe(2 * 1024 * 1024);
  });

  it('a chunked body that never ends is read for at most the drain budget, then cancelled', async () => {
    const { stream, seen } = countingStream(Number.POSITIVE_INFINITY);
    const response = await direct(new Request(`${site}/api/travels`, { method: 'POST', body: stream, headers: { 'content-type': 'application/json' } }));
    expect(response.status).toBe(413);
    expect(seen.pulled).toBeGreaterThan(maxRequestBodyBytes);
    expect(seen.pulled).toBeLessThanOrEqual(refusedBodyDrainBytes + 128 * 1024);
  });
});
