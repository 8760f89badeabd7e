import { describe, expect, it } from 'vitest';
import { RequestMetrics, redact, requestLogFields, scrubFields } from '../../../worker/metrics';

describe('request log line builder', () => {
  it('has the fields ops needs: request, market, route, status, duration, caches, upstreams, flags', async () => {
    const metrics = new RequestMetrics();
    metrics.cacheHit('flags-payload');
    metrics.cacheMiss('catalogue');
    metrics.cacheMiss('catalogue');
    metrics.upstream({ name: 'growthbook', durMs: 12.4, ok: false, status: 503, error: 'http' });
    await metrics.time('catalogue-api', async () => new Response('ok'), (r) => r.status);
    await expect(metrics.time('content-api', async () => Promise.reject(new DOMException('t', 'TimeoutError')))).rejects.toThrow();
    const line = requestLogFields({
      requestId: 'req-1', market: 'it', route: 'index', method: 'GET', status: 200, durMs: 40, metrics,
      flags: { flagsVersion: 'abcd1234', flagsSource: 'kv', experiments: { 'search-tab-travels': 1 } },
    });
    expect(line).toMatchObject({
      requestId: 'req-1', market: 'it', route: 'index', method: 'GET', status: 200, durMs: 40,
      flagsVersion: 'abcd1234', flagsSource: 'kv', experiments: { 'search-tab-travels': 1 },
      cacheHits: 1, cacheMisses: 2, caches: { 'flags-payload': { hits: 1, misses: 0 }, catalogue: { hits: 0, misses: 2 } },
      upstreamFailures: 2,
    });
    expect(line.upstream).toEqual([
      { name: 'growthbook', durMs: 12, ok: false, status: 503, error: 'http' },
      expect.objectContaining({ name: 'catalogue-api', ok: true, status: 200 }),
      expect.objectContaining({ name: 'content-api', ok: false, error: 'timeout' }),
    ]);
  });

  it('never carries tokens, cookies or emails, whatever a caller passes', () => {
    const line = JSON.stringify(
      requestLogFields({
        requestId: 'r', market: 'it', route: 'x', method: 'GET', status: 500, durMs: 1,
        flags: {
          error: 'user mario.rossi@example.com failed with Authorization: Bearer sk_live_abc.def and ?token=s3cr3t&x=1',
          jwt: 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIn0.c2lnbmF0dXJl',
          cookie: 'caravan_did=1234',
          nested: { email: 'a@b.co', deviceId: '4c1f…', note: 'ok' },
        },
      }),
    );
    for (const secret of ['mario.rossi@example.com', 'sk_live_abc.def', 's3cr3t', 'eyJhbGciOiJIUzI1NiJ9', 'caravan_did', 'a@b.co', '4c1f']) {
      expect(line).not.toContain(secret);
    }
    expect(line).toContain('[email]');
    expect(line).toContain('"note":"ok"');
  });

  it('redact masks each kind on its own, whatever its case', () => {
    expect(redact('BASIC dXNlcjpwYXNz')).toBe('BASIC [redacted]');
    expect(redact('auth: bearer abc.def')).toBe('auth: bearer [redacted]');
    expect(redact('x eyJabcde.fghij.klm')).toBe('x [token]');
    expect(redact('/login?code=123&state=1')).toBe('/login?code=[redacted]&state=1');
    expect(redact('sent to ann@site.travel')).toBe('sent to [email]');
  });

  it('redact leaves ordinary text alone', () => {
    expect(redact('GET /viaggi/giappone 200 in 12 ms')).toBe('GET /viaggi/giappone 200 in 12 ms');
    expect(scrubFields({ a: [1, 'x@y.io'] })).toEqual({ a: [1, '[email]'] });
  });
});
