import { describe, expect, it } from 'vitest';
import { defaultPayload } from './defaultPayload';
import { kvApiLastGoodKey, kvPayloadKey, PayloadStore, type MetricsSink, type PayloadKv, type UpstreamTiming } from './source';
import { payloadVersion } from './payload';

class FakeKv implements PayloadKv {
  readonly data = new Map<string, string>();
  reads = 0;
  async get(key: string) {
    this.reads++;
    return this.data.get(key) ?? null;
  }
  async put(key: string, value: string) {
    this.data.set(key, value);
  }
}

class Metrics implements MetricsSink {
  hits = 0;
  misses = 0;
  upstreams: UpstreamTiming[] = [];
  cacheHit() {
    this.hits++;
  }
  cacheMiss() {
    this.misses++;
  }
  upstream(timing: UpstreamTiming) {
    this.upstreams.push(timing);
  }
}

function payloadWith(wishlist: boolean, dateUpdated: string) {
  return { ...defaultPayload, dateUpdated, features: { ...defaultPayload.features, wishlist: { defaultValue: wishlist } } };
}

/** A GrowthBook API double: answers from a script, counts calls. */
function api(script: Array<() => Response | Promise<Response>>) {
  let calls = 0;
  const fetcher = (async (input: RequestInfo | URL) => {
    const step = script[Math.min(calls, script.length - 1)]!;
    calls++;
    expect(String(input)).toBe('https://gb.example/api/features/sdk-key');
    return step();
  }) as typeof fetch;
  return { fetcher, calls: () => calls };
}

const json = (body: unknown, status = 200) => () => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

describe('PayloadStore, KV mode', () => {
  it('seeds an empty KV with the embedded default', async () => {
    const kv = new FakeKv();
    const store = new PayloadStore();
    const snapshot = await store.get({ kv });
    expect(snapshot.origin).toBe('default');
    expect(snapshot.version).toBe(payloadVersion(defaultPayload));
    expect(JSON.parse(kv.data.get(kvPayloadKey)!)).toEqual(defaultPayload);
  });

  it('serves the KV payload, cached for the TTL, then re-read', async () => {
    let now = 1_000;
    const kv = new FakeKv();
    kv.data.set(kvPayloadKey, JSON.stringify(payloadWith(false, 'v1')));
    const store = new PayloadStore({ ttlMs: 30_000, now: () => now });
    const metrics = new Metrics();
    expect((await store.get({ kv, metrics })).payload.features?.wishlist).toEqual({ defaultValue: false });
    await store.get({ kv, metrics });
    expect(kv.reads).toBe(1);
    expect(metrics).toMatchObject({ hits: 1, misses: 1 });
    kv.data.set(kvPayloadKey, JSON.stringify(payloadWith(true, 'v2')));
    now += 30_000;
    const refreshed = await store.get({ kv, metrics });
    expect(refreshed.dateUpdated).toBe('v2');
    expect(kv.reads).toBe(2);
  });

  it('keeps the last good payload when KV holds garbage', async () => {
    let now = 0;
    const kv = new FakeKv();
    kv.data.set(kvPayloadKey, JSON.stringify(payloadWith(false, 'good')));
    const warnings: string[] = [];
    const store = new PayloadStore({ ttlMs: 10, now: () => now });
    await store.get({ kv });
    kv.data.set(kvPayloadKey, '{"features": "nope"}');
    now = 100;
    const kept = await store.get({ kv, warn: (msg) => warnings.push(msg) });
    expect(kept.dateUpdated).toBe('good');
    expect(warnings).toContain('flags payload in KV is invalid');
  });
});

describe('PayloadStore, GrowthBook API mode', () => {
  const config = { apiHost: 'https://gb.example/', clientKey: 'sdk-key', ttlMs: 60_000, retryMs: 15_000 };

  it('uses the API payload and saves it to KV as the last good one', async () => {
    const kv = new FakeKv();
    const { fetcher } = api([json({ status: 200, ...payloadWith(false, 'api-1') })]);
    const metrics = new Metrics();
    const snapshot = await new PayloadStore(config).get({ kv, fetcher, metrics });
    expect(snapshot.origin).toBe('api');
    expect(snapshot.dateUpdated).toBe('api-1');
    expect(JSON.parse(kv.data.get(kvApiLastGoodKey)!).dateUpdated).toBe('api-1');
    expect(metrics.upstreams).toEqual([expect.objectContaining({ name: 'growthbook', ok: true, status: 200 })]);
  });

  it.each([
    ['an HTTP 500', () => new Response('boom', { status: 500 })],
    ['invalid JSON', () => new Response('<html>', { status: 200 })],
    ['an invalid payload', json({ features: { wishlist: { rules: 'x' } } })],
    ['an encrypted payload', json({ features: {}, encryptedFeatures: 'abc' })],
    ['a network error', () => Promise.reject(new TypeError('fetch failed'))],
    ['a timeout', () => Promise.reject(new DOMException('timed out', 'TimeoutError'))],
  ])('keeps the last good payload after %s, and retries later', async (_label, failure) => {
    let now = 0;
    const { fetcher, calls } = api([json(payloadWith(false, 'good')), failure, json(payloadWith(true, 'recovered'))]);
    const store = new PayloadStore({ ...config, now: () => now });
    const metrics = new Metrics();
    expect((await store.get({ fetcher, metrics })).dateUpdated).toBe('good');

    now = 61_000; // stale → refresh fails
    const kept = await store.get({ fetcher, metrics });
    expect(kept.dateUpdated).toBe('good');
    expect(kept.origin).toBe('api');
    expect(calls()).toBe(2);
    expect(metrics.upstreams.at(-1)).toMatchObject({ name: 'growthbook', ok: false });
    expect(JSON.stringify(metrics.upstreams)).not.toContain('sdk-key');

    now = 61_000 + 5_000; // within retryMs: no new call
    expect((await store.get({ fetcher })).dateUpdated).toBe('good');
    expect(calls()).toBe(2);

    now = 61_000 + 15_000; // retry succeeds
    expect((await store.get({ fetcher })).dateUpdated).toBe('recovered');
    expect(calls()).toBe(3);
  });

  it('a cold isolate whose first fetch fails uses the last good payload from KV, else the default', async () => {
    const kv = new FakeKv();
    kv.data.set(kvApiLastGoodKey, JSON.stringify(payloadWith(false, 'from-kv')));
    const failing = api([() => new Response('down', { status: 503 })]);
    expect((await new PayloadStore(config).get({ kv, fetcher: failing.fetcher })).dateUpdated).toBe('from-kv');
    expect((await new PayloadStore(config).get({ kv: new FakeKv(), fetcher: failing.fetcher })).origin).toBe('default');
  });

  it('serves the stale payload at once and refreshes in the background when waitUntil exists', async () => {
    let now = 0;
    const { fetcher } = api([json(payloadWith(false, 'old')), json(payloadWith(true, 'new'))]);
    const store = new PayloadStore({ ...config, now: () => now });
    await store.get({ fetcher });
    now = 70_000;
    const pending: Promise<unknown>[] = [];
    const stale = await store.get({ fetcher, waitUntil: (p) => pending.push(p) });
    expect(stale.dateUpdated).toBe('old');
    expect(pending).toHaveLength(1);
    await Promise.all(pending);
    expect((await store.get({ fetcher })).dateUpdated).toBe('new');
  });

  it('drops a known feature of the wrong shape and says so', async () => {
    const warnings: Array<Record<string, unknown>> = [];
    const bad = { features: { ...defaultPayload.features, wishlist: { defaultValue: 'yes' } } };
    const { fetcher } = api([json(bad)]);
    const snapshot = await new PayloadStore(config).get({ fetcher, warn: (_m, f) => warnings.push(f) });
    expect(snapshot.dropped).toEqual(['wishlist']);
    expect(snapshot.payload.features?.wishlist).toBeUndefined();
    expect(warnings).toEqual([{ dropped: ['wishlist'] }]);
  });
});
