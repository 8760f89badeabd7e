// Issue 7 in workerd: GrowthBook per request, payload sources, QA forcing, the ops endpoint
// and the request log line. Requests go through createApp().request() so each test can set
// its own vars (FLAGS_FORCE_ALLOWED, OPS_TOKEN, GROWTHBOOK_*) over the real bindings.
import { env } from 'cloudflare:test';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createApp } from '../../worker/app';
import { forgetIsolateCopies, pageCacheSettled } from '../../worker/render/pageCache';
import { defaultPayload } from '../../flags/defaultPayload';
import { FlagEvaluator } from '../../flags/evaluator';
import { clientPayload, payloadVersion } from '../../flags/payload';
import { kvApiLastGoodKey, kvPayloadKey, resetPayloadStores } from '../../flags/source';
import type { FlagsBoot } from '../../flags/boot';
import { bootOf } from './helpers';

const app = createApp();
const opsToken = 'test-ops-token-7f3a';

interface CallOptions {
  host?: string;
  headers?: Record<string, string>;
  country?: string;
  vars?: Partial<Env>;
}

function call(path: string, { host = 'it.localhost', headers = {}, country, vars = {} }: CallOptions = {}) {
  const request = new Request(`http://${host}${path}`, {
    headers,
    redirect: 'manual',
    ...(country ? { cf: { country } as unknown as IncomingRequestCfProperties } : {}),
  });
  return app.request(request, undefined, { ...env, ...vars });
}

async function flagsOf(path: string, options: CallOptions = {}): Promise<FlagsBoot> {
  const res = await call(path, options);
  const boot = bootOf(await res.text());
  if (!boot.flags) throw new Error('no flags in the boot data');
  return boot.flags;
}

const device = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
const cookieFor = (id: string) => ({ cookie: `caravan_did=${id}` });

/** What GrowthBook itself says for a device id (independent of the worker's plumbing). */
function expectedVariation(deviceId: string): number {
  const evaluator = new FlagEvaluator({
    payload: clientPayload(defaultPayload),
    attributes: { id: deviceId, deviceId, country: null, language: 'it', market: 'it', loggedIn: false, url: 'http://it.localhost/' },
  });
  return evaluator.allAssignments()['search-tab-travels']!;
}
const controlDevice = Array.from({ length: 50 }, (_, i) => device(i)).find((id) => expectedVariation(id) === 0)!;
const treatedDevice = Array.from({ length: 50 }, (_, i) => device(i)).find((id) => expectedVariation(id) === 1)!;

beforeEach(async () => {
  resetPayloadStores();
  await env.FLAGS.delete(kvPayloadKey);
  await env.FLAGS.delete(kvApiLastGoodKey);
});

afterEach(() => {
  vi.restoreAllMocks();
  vi.useRealTimers();
});

describe('flags in the page', () => {
  it('serialises payload version, attributes and assignments; seeds KV with the embedded default', async () => {
    const flags = await flagsOf('/come-funziona?utm_source=x#frag', { headers: cookieFor(controlDevice), country: 'IT' });
    expect(flags.version).toBe(payloadVersion(defaultPayload));
    expect(flags.attributes).toEqual({
      id: controlDevice, deviceId: controlDevice, country: 'IT', language: 'it', market: 'it', loggedIn: false,
      url: 'http://it.localhost/come-funziona?utm_source=x',
    });
    expect(Object.keys(flags.payload.features ?? {}).sort()).toEqual(Object.keys(defaultPayload.features ?? {}).sort());
    expect(flags.forcedVariations).toEqual({});
    expect(flags.assignments).toEqual({ 'search-tab-travels': 0, 'booking-all-in': expect.any(Number) });
    expect(JSON.parse((await env.FLAGS.get(kvPayloadKey))!)).toEqual(defaultPayload);
  });

  it('assigns a device id deterministically across requests, paths and markets', async () => {
    for (const id of [controlDevice, treatedDevice]) {
      const seen = new Set<number>();
      for (const [host, path] of [['it.localhost', '/'], ['it.localhost', '/viaggi'], ['de.localhost', '/'], ['it.localhost', '/']]) {
        seen.add((await flagsOf(path!, { host, headers: cookieFor(id) })).assignments['search-tab-travels']!);
      }
      expect([...seen]).toEqual([expectedVariation(id)]);
    }
    expect(expectedVariation(controlDevice)).not.toBe(expectedVariation(treatedDevice));
  });

  it('market attributes drive rules: AI search only in Italy', async () => {
    const italy = await call('/__ops/flags?market=it', { headers: { authorization: `Bearer ${opsToken}` }, vars: { OPS_TOKEN: opsToken } });
    const de = await call('/__ops/flags?market=de', { headers: { authorization: `Bearer ${opsToken}` }, vars: { OPS_TOKEN: opsToken } });
    expect(((await italy.json()) as { flags: { aiSearch: boolean } }).flags.aiSearch).toBe(true);
    expect(((await de.json()) as { flags: { aiSearch: boolean } }).flags.aiSearch).toBe(false);
  });

  it('HTML carrying assignments is private to the visitor', async () => {
    const res = await call('/');
    expect(res.headers.get('cache-control')).toBe('private, no-cache');
  });

  it('FLAGS_DISABLED=1 serves code fallbacks and no flags in the page', async () => {
    const res = await call('/', { vars: { FLAGS_DISABLED: '1' } });
    expect(bootOf(await res.text()).flags).toBeNull();
  });

  it('the bench header switches evaluation off only with BENCH_ROUTES=1', async () => {
    const headers = { 'x-caravan-bench-flags': 'off' };
    expect(bootOf(await (await call('/', { headers, vars: { BENCH_ROUTES: '1' } })).text()).flags).toBeNull();
    expect(bootOf(await (await call('/', { headers, vars: { BENCH_ROUTES: '' } })).text()).flags).not.toBeNull();
  });
});

describe('QA forcing', () => {
  const attempts: Array<[string, string, Record<string, string>]> = [
    ['query parameter', '/?gb_force=search-tab-travels:1', {}],
    ['cookie', '/', { cookie: 'caravan_gb_force=search-tab-travels:1' }],
    ["GrowthBook's own ?<key>=<n>", '/?search-tab-travels=1', {}],
  ];

  it.each(attempts)('is refused when FLAGS_FORCE_ALLOWED is not "true" (%s)', async (_label, path, headers) => {
    for (const allowed of [undefined, 'false', '1', 'TRUE']) {
      const res = await call(path, {
        headers: { ...headers, cookie: [headers.cookie, `caravan_did=${controlDevice}`].filter(Boolean).join('; ') },
        vars: { FLAGS_FORCE_ALLOWED: allowed as string },
      });
      const flags = bootOf(await res.text()).flags!;
      expect(flags.assignments['search-tab-travels'], `FLAGS_FORCE_ALLOWED=${allowed}`).toBe(0);
      expect(flags.forcedVariations).toEqual({});
      expect(flags.attributes.url).toBe('http://it.localhost/');
      expect(res.headers.get('set-cookie') ?? '').not.toContain('caravan_gb_force');
    }
  });

  it.each(attempts)('applies when FLAGS_FORCE_ALLOWED=true (%s)', async (_label, path, headers) => {
    const res = await call(path, {
      headers: { ...headers, cookie: [headers.cookie, `caravan_did=${controlDevice}`].filter(Boolean).join('; ') },
      vars: { FLAGS_FORCE_ALLOWED: 'true' },
    });
    const flags = bootOf(await res.text()).flags!;
    expect(flags.assignments['search-tab-travels']).toBe(1);
    expect(flags.forceAllowed).toBe(true);
  });

  it('is refused in production even with FLAGS_FORCE_ALLOWED=true (every way), and said once in the log', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const production = {
      ENVIRONMENT: 'production',
      OPS_TOKEN: 'a-real-ops-token-9f3c1e',
      SESSION_SECRET: 'a-real-session-secret-0123456789abcdefghijklmnopqrstuv',
      OIDC_CLIENT_SECRET: 'a-real-client-secret-77a1',
      FLAGS_FORCE_ALLOWED: 'true',
    };
    for (const [label, path, headers] of [...attempts, ...attempts]) {
      const res = await call(path, {
        headers: { ...headers, cookie: [headers.cookie, `caravan_did=${controlDevice}`].filter(Boolean).join('; ') },
        vars: production,
      });
      expect(res.status, label).toBe(200);
      const flags = bootOf(await res.text()).flags!;
      expect(flags.assignments['search-tab-travels'], label).toBe(0);
      expect(flags.forcedVariations, label).toEqual({});
      expect(flags.forceAllowed, label).toBe(false);
      expect(res.headers.get('set-cookie') ?? '', label).not.toContain('caravan_gb_force');
    }
    expect(warn.mock.calls.filter((args) => String(args[0]).includes('FLAGS_FORCE_ALLOWED ignored in production')).length).toBe(1);
    warn.mockRestore();
  });

  it('the query parameter is remembered in a session cookie and cleared by an empty value', async () => {
    const vars = { FLAGS_FORCE_ALLOWED: 'true' };
    const set = await call('/?gb_force=search-tab-travels:1', { headers: cookieFor(controlDevice), vars });
    expect(set.headers.get('set-cookie')).toMatch(/caravan_gb_force=search-tab-travels%3A1; Path=\/; HttpOnly; Secure; SameSite=Lax/);
    expect(bootOf(await set.text()).flags!.forcedVariations).toEqual({ 'search-tab-travels': 1 });
    const cleared = await call('/?gb_force=', { headers: { cookie: `caravan_did=${controlDevice}; caravan_gb_force=search-tab-travels:1` }, vars });
    expect(cleared.headers.get('set-cookie')).toMatch(/caravan_gb_force=; Max-Age=0/);
    expect(bootOf(await cleared.text()).flags!.assignments['search-tab-travels']).toBe(0);
  });
});

describe('GET /__ops/flags', () => {
  const vars = { OPS_TOKEN: opsToken };

  it('does not exist without the OPS_TOKEN secret', async () => {
    const res = await call('/__ops/flags', { headers: { authorization: `Bearer ${opsToken}` }, vars: { OPS_TOKEN: '' } });
    expect(res.status).toBe(404);
  });

  it('401 without a bearer token', async () => {
    for (const authorization of [undefined, 'Basic dXNlcjpwYXNz', 'Bearer', `bearer`]) {
      const res = await call('/__ops/flags', { headers: authorization ? { authorization } : {}, vars });
      expect(res.status, String(authorization)).toBe(401);
      expect(res.headers.get('www-authenticate')).toContain('Bearer');
    }
  });

  it('403 with a wrong token, and the wrong token is not logged', async () => {
    const lines = captureLogs();
    for (const token of ['nope', `${opsToken}x`, opsToken.slice(0, -1)]) {
      const res = await call('/__ops/flags', { headers: { authorization: `Bearer ${token}` }, vars });
      expect(res.status).toBe(403);
    }
    expect(lines.join('\n')).not.toContain('nope');
    expect(lines.join('\n')).not.toContain(opsToken.slice(0, -1));
  });

  it('200 with the token: payload version and every feature evaluated for the given attributes', async () => {
    const page = await flagsOf('/', { headers: cookieFor(treatedDevice) });
    const res = await call(`/__ops/flags?deviceId=${treatedDevice}&country=de&market=de&loggedIn=true`, {
      headers: { authorization: `Bearer ${opsToken}` },
      vars,
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('private, no-store');
    const body = (await res.json()) as {
      version: string; source: string; attributes: Record<string, unknown>;
      features: Record<string, { value: unknown; experiment?: { key: string; variationId: number } }>;
      flags: Record<string, unknown>;
    };
    expect(body.version).toBe(page.version);
    expect(body.source).toBe('default');
    expect(body.attributes).toMatchObject({ deviceId: treatedDevice, country: 'DE', market: 'de', language: 'de', loggedIn: true });
    expect(body.features['search-tab-travels']!.experiment).toMatchObject({
      key: 'search-tab-travels', variationId: page.assignments['search-tab-travels'],
    });
    expect(body.flags).toMatchObject({ aiSearch: false, wishlist: true, talkToUs: { header: true, footer: true } });
    expect(Object.keys(body.features).sort()).toEqual(Object.keys(defaultPayload.features ?? {}).sort());
  });

  it('400 for malformed attributes', async () => {
    const res = await call('/__ops/flags?market=xx&url=javascript:alert(1)', { headers: { authorization: `Bearer ${opsToken}` }, vars });
    expect(res.status).toBe(400);
  });
});

describe('payload sources', () => {
  it('a payload edited in KV takes effect (geolocation map flag drives the redirect offer)', async () => {
    // Before: Switzerland is not in the default map.
    let html = await (await call('/', { country: 'CH' })).text();
    expect(html).not.toContain('data-island="GeoRedirect"');

    const edited = structuredClone(defaultPayload);
    edited.features!['geolocation-map'] = {
      defaultValue: {
        ch: { addressFrom: ['CH'], showRedirectPopup: true, redirectDestination: 'de' },
        at: { addressFrom: ['AT'], showRedirectPopup: false, redirectDestination: 'de' },
      },
    };
    await env.FLAGS.put(kvPayloadKey, JSON.stringify(edited));
    resetPayloadStores();

    html = await (await call('/', { country: 'CH' })).text();
    expect(html).toContain('data-island="GeoRedirect"');
    expect(html).toContain('"show":true');
    expect(bootOf(html).flags!.version).toBe(payloadVersion(edited));
    // needsRedirect but no popup.
    html = await (await call('/', { country: 'AT' })).text();
    expect(html).toContain('"show":false');
  });

  it('a rule on the URL\'s campaign changes the page, and the page cache keeps the two apart', async () => {
    const edited = structuredClone(defaultPayload);
    const quiet = { IT: { header: false, footer: false } };
    edited.features!['talk-to-us'] = { ...edited.features!['talk-to-us']!, rules: [{ id: 'quiet-campaign', condition: { url: { $regex: 'utm_campaign=quiet' } }, force: quiet }] };
    await env.FLAGS.put(kvPayloadKey, JSON.stringify(edited));
    resetPayloadStores();
    const visit = async (query: string) => {
      const res = await call(`/come-funziona?campaign-rule=1&${query}`, { headers: cookieFor(controlDevice) });
      const html = await res.text();
      await pageCacheSettled();
      return { cache: res.headers.get('x-render-cache'), talkToUs: html.includes('talk-to-us-link') };
    };
    expect(await visit('utm_campaign=loud')).toEqual({ cache: 'miss', talkToUs: true });
    // The campaign parameter is not in the page's key; the value the rule set is.
    expect(await visit('utm_campaign=quiet')).toEqual({ cache: 'miss', talkToUs: false });
    expect(await visit('utm_campaign=quiet&gclid=click-2')).toEqual({ cache: 'hit', talkToUs: false });
    expect(await visit('utm_campaign=other&gclid=click-3')).toEqual({ cache: 'hit', talkToUs: true });
  });

  it('a page that reads an experiment\'s feature is kept once per variation, here and at the edge', async () => {
    const edited = structuredClone(defaultPayload);
    const shown = { IT: { header: true, footer: true } };
    const hidden = { IT: { header: false, footer: false } };
    edited.features!['talk-to-us'] = {
      defaultValue: shown,
      rules: [{ id: 'talk-exp', key: 'talk-exp', hashAttribute: 'id', hashVersion: 2, seed: 'talk-exp', coverage: 1, weights: [0.5, 0.5], variations: [shown, hidden] }],
    };
    await env.FLAGS.put(kvPayloadKey, JSON.stringify(edited));
    resetPayloadStores();
    const variationOf = (id: string) => new FlagEvaluator({
      payload: clientPayload(edited),
      attributes: { id, deviceId: id, country: null, language: 'it', market: 'it', loggedIn: false, url: 'http://it.localhost/' },
    }).allAssignments()['talk-exp'];
    const ids = Array.from({ length: 60 }, (_, i) => device(100 + i));
    const [a1, a2, a3] = ids.filter((id) => variationOf(id) === 0);
    const [b1, b2] = ids.filter((id) => variationOf(id) === 1);
    const visit = async (id: string) => {
      const res = await call('/come-funziona?talk-exp=1', { headers: cookieFor(id) });
      const html = await res.text();
      await pageCacheSettled();
      return { cache: res.headers.get('x-render-cache'), talkToUs: html.includes('talk-to-us-link') };
    };
    expect(await visit(a1!)).toEqual({ cache: 'miss', talkToUs: true });
    expect(await visit(b1!)).toEqual({ cache: 'miss', talkToUs: false });
    expect(await visit(a2!)).toEqual({ cache: 'hit', talkToUs: true });
    expect(await visit(b2!)).toEqual({ cache: 'hit', talkToUs: false });
    // A new isolate finds both at the edge: the key says which experiment to look up.
    forgetIsolateCopies();
    expect(await visit(b1!)).toEqual({ cache: 'hit', talkToUs: false });
    expect(await visit(a3!)).toEqual({ cache: 'hit', talkToUs: true });
  });

  it('an invalid value in KV falls back to the code value for that feature only', async () => {
    const edited = structuredClone(defaultPayload);
    edited.features!.wishlist = { defaultValue: 'yes please' };
    edited.features!['meili-sort'] = { defaultValue: true };
    await env.FLAGS.put(kvPayloadKey, JSON.stringify(edited));
    const res = await call('/__ops/flags', { headers: { authorization: `Bearer ${opsToken}` }, vars: { OPS_TOKEN: opsToken } });
    const body = (await res.json()) as { droppedFeatures: string[]; flags: { wishlist: boolean; meiliSort: boolean } };
    expect(body.droppedFeatures).toEqual(['wishlist']);
    expect(body.flags).toMatchObject({ wishlist: true, meiliSort: true });
  });

  describe('GrowthBook API (mocked at the network edge)', () => {
    const vars = { GROWTHBOOK_API_HOST: 'https://cdn.growthbook.example', GROWTHBOOK_CLIENT_KEY: 'sdk-test-key' };
    const apiPayload = (meili: boolean, dateUpdated: string) => {
      const payload = structuredClone(defaultPayload);
      payload.dateUpdated = dateUpdated;
      payload.features!['meili-sort'] = { defaultValue: meili };
      return payload;
    };

    function mockApi(answers: Array<() => Response | Promise<Response>>) {
      let calls = 0;
      const realFetch = globalThis.fetch;
      const spy = vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
        const url = String(input instanceof Request ? input.url : input);
        if (!url.startsWith('https://cdn.growthbook.example/')) return realFetch(input, init);
        expect(url).toBe('https://cdn.growthbook.example/api/features/sdk-test-key');
        return answers[Math.min(calls++, answers.length - 1)]!();
      });
      return { spy, calls: () => calls };
    }

    const ok = (payload: unknown) => () => Response.json(payload);

    it('uses the API payload and keeps the last good one when the API fails', async () => {
      vi.useFakeTimers({ toFake: ['Date'] });
      vi.setSystemTime(new Date('2026-06-01T10:00:00Z'));
      const good = apiPayload(true, '2026-06-01T09:00:00Z');
      const { calls } = mockApi([ok(good), () => new Response('upstream down', { status: 502 })]);
      const lines = captureLogs();

      const first = await flagsOf('/', { vars });
      expect(first.version).toBe(payloadVersion(good));
      expect(JSON.parse((await env.FLAGS.get(kvApiLastGoodKey))!).dateUpdated).toBe(good.dateUpdated);

      vi.setSystemTime(new Date('2026-06-01T10:05:00Z')); // past the TTL: refresh, which fails
      const second = await flagsOf('/', { vars });
      expect(calls()).toBe(2);
      expect(second.version).toBe(payloadVersion(good));
      expect(second.payload.features?.['meili-sort']).toEqual({ defaultValue: true });

      const log = lines.map((l) => JSON.parse(l) as Record<string, unknown>);
      expect(log.find((l) => l.msg === 'flags payload fetch failed, keeping the last good payload')).toMatchObject({
        level: 'warn', failure: 'http', keptVersion: payloadVersion(good),
      });
      const requests = log.filter((l) => l.msg === 'request');
      expect(requests.at(-1)).toMatchObject({
        flagsVersion: payloadVersion(good), flagsSource: 'api', upstreamFailures: 1,
        upstream: [expect.objectContaining({ name: 'growthbook', ok: false, status: 502, error: 'http' })],
      });
      expect(lines.join('\n')).not.toContain('sdk-test-key');
    });

    it('a fresh isolate whose first API call fails serves the last good payload saved in KV', async () => {
      const good = apiPayload(true, 'saved-earlier');
      await env.FLAGS.put(kvApiLastGoodKey, JSON.stringify(good));
      mockApi([() => Promise.reject(new TypeError('network connection lost'))]);
      const flags = await flagsOf('/', { vars });
      expect(flags.version).toBe(payloadVersion(good));
    });
  });
});

/** Captures every JSON log line the worker writes (console.log / warn / error). */
function captureLogs(): string[] {
  const lines: string[] = [];
  const capture = (...args: unknown[]) => {
    lines.push(args.map(String).join(' '));
  };
  vi.spyOn(console, 'log').mockImplementation(capture);
  vi.spyOn(console, 'warn').mockImplementation(capture);
  vi.spyOn(console, 'error').mockImplementation(capture);
  return lines;
}

describe('request log line', () => {
  it('is one JSON object with the ops fields and no personal data', async () => {
    const lines = captureLogs();
    const secrets = {
      email: 'mario.rossi@example.com',
      token: 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJtYXJpbyJ9.c2lnbmF0dXJlLXZhbHVl',
      session: 'sess-9d8c7b6a5f4e',
    };
    const res = await call(`/come-funziona?email=${encodeURIComponent(secrets.email)}&token=${secrets.token}`, {
      headers: {
        cookie: `caravan_did=${treatedDevice}; session=${secrets.session}; newsletter_email=${secrets.email}`,
        authorization: `Bearer ${secrets.token}`,
      },
      country: 'IT',
    });
    await res.text();
    const parsed = lines.map((line) => JSON.parse(line) as Record<string, unknown>);
    const request = parsed.find((l) => l.msg === 'request')!;
    expect(request).toMatchObject({
      level: 'info', market: 'it', route: 'how-it-works', method: 'GET', status: 200,
      flagsVersion: payloadVersion(defaultPayload), flagsSource: 'default',
      // Other caches (isolate content cache, render cache) report here too.
      caches: expect.objectContaining({ 'flags-payload': { hits: 0, misses: 1 } }),
      upstreamFailures: 0,
    });
    expect(request.cacheMisses).toBeGreaterThanOrEqual(1);
    expect(typeof request.requestId).toBe('string');
    expect(typeof request.durMs).toBe('number');
    expect(typeof request.ts).toBe('string');
    expect(request.experiments).toEqual({});
    expect(request.upstream).toEqual([expect.objectContaining({ name: 'flags-kv', ok: true })]);

    const all = lines.join('\n');
    for (const secret of [secrets.email, 'mario.rossi', secrets.token, secrets.session, treatedDevice, 'caravan_did', 'Bearer']) {
      expect(all, secret).not.toContain(secret);
    }
  });

  it('records experiments the page used and refused QA forcing', async () => {
    const lines = captureLogs();
    const probe = createApp((a) => {
      a.get('/__test/uses-experiment', (c) => c.text(String(c.get('flags').searchTabTravels())));
    });
    const res = await probe.request(
      new Request('http://it.localhost/__test/uses-experiment?gb_force=search-tab-travels:0', { headers: cookieFor(treatedDevice) }),
      undefined,
      env,
    );
    expect(await res.text()).toBe('true');
    const request = lines.map((l) => JSON.parse(l) as Record<string, unknown>).find((l) => l.msg === 'request')!;
    expect(request).toMatchObject({ experiments: { 'search-tab-travels': 1 }, flagsForce: 'refused' });
  });
});
