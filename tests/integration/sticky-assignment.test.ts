// Issue 32 item 4, through the worker with real D1: a visitor who signs in keeps the variations
// of the device they signed in on; the account keeps them on another device in another market
// (its own domain, its own device id); the browser gets the same documents to evaluate with.
import { env } from 'cloudflare:test';
import type { FeatureApiResponse } from '@growthbook/growthbook';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { defaultPayload } from '../../flags/defaultPayload';
import { kvPayloadKey, resetPayloadStores } from '../../flags/source';
import { clearRenderCache } from '../../worker/render/pageCache';
import { cookieNames, type Session } from '../../worker/account/cookies';
import { createSession } from '../../worker/account/sessionStore';
import { deviceIdCookie } from '../../worker/middleware/deviceId';
import { get } from './helpers';

interface BootFlags {
  attributes: { id: string; deviceId: string; loggedIn: boolean };
  assignments: Record<string, number>;
  sticky?: Record<string, { attributeName: string; attributeValue: string; assignments: Record<string, string> }>;
}

function bootFlags(html: string): BootFlags {
  return JSON.parse(/<script id="__caravan" type="application\/json" nonce="[^"]+">(.*?)<\/script>/s.exec(html)![1]!).flags;
}

const device = (n: number) => `${n.toString(16).padStart(8, '0')}-5555-4000-8000-000000000032`;

async function page(market: string, cookie: string): Promise<BootFlags> {
  const res = await get(market, '/', { headers: { cookie } });
  expect(res.status).toBe(200);
  return bootFlags(await res.text());
}

async function signIn(userId: string): Promise<string> {
  const session: Session = {
    sub: `sub-${userId}`, contactId: `c-${userId}`, user: { id: userId, firstName: 'Ada', lastName: 'L', pictureUrl: null },
    accessToken: 'a', accessExpiresAt: Date.now() + 3_600_000, refreshToken: null, idToken: null, createdAt: Date.now(),
  };
  return (await createSession(env.DB, env.SESSION_SECRET, session)).id;
}

async function storedDoc(userId: string): Promise<Record<string, string> | null> {
  const row = await env.DB.prepare('SELECT assignments FROM flag_sticky_buckets WHERE attribute_key = ?1').bind(`id||${userId}`).first<{ assignments: string }>();
  return row ? (JSON.parse(row.assignments) as Record<string, string>) : null;
}

describe('sticky assignment: device id, then user id', () => {
  it('signing in changes no variation, and the account keeps them on another device in another market', async () => {
    const first = device(1);
    const anonymous = await page('it', `${deviceIdCookie}=${first}`);
    expect(anonymous.attributes.id).toBe(first);
    expect(anonymous.sticky).toBeUndefined();

    // A second device whose own hash gives other variations (found among a few, deterministically).
    let second = '';
    let secondAnonymous: BootFlags | null = null;
    for (let n = 2; n < 40 && !second; n++) {
      const candidate = await page('us', `${deviceIdCookie}=${device(n)}`);
      if (JSON.stringify(candidate.assignments) !== JSON.stringify(anonymous.assignments)) {
        second = device(n);
        secondAnonymous = candidate;
      }
    }
    expect(secondAnonymous, 'a device with other variations').not.toBeNull();

    const userId = 'u-sticky-32';
    expect(await storedDoc(userId)).toBeNull();
    const onFirst = await page('it', `${deviceIdCookie}=${first}; ${cookieNames.session}=${await signIn(userId)}`);
    expect(onFirst.attributes).toMatchObject({ id: userId, deviceId: first, loggedIn: true });
    expect(onFirst.assignments).toEqual(anonymous.assignments);
    expect(onFirst.sticky?.[`id||${userId}`]?.assignments).toMatchObject(
      Object.fromEntries(Object.entries(anonymous.assignments).map(([key, variation]) => [`${key}__0`, String(variation)])),
    );
    // Stored once the response is out (waitUntil).
    await vi.waitFor(async () => expect(await storedDoc(userId)).toEqual(onFirst.sticky![`id||${userId}`]!.assignments), { timeout: 5000 });

    // The same account on the second device, in the US: the account's variations, not the device's.
    const onSecond = await page('us', `${deviceIdCookie}=${second}; ${cookieNames.session}=${await signIn(userId)}`);
    expect(onSecond.attributes).toMatchObject({ id: userId, deviceId: second, loggedIn: true });
    expect(onSecond.assignments).toEqual(anonymous.assignments);
    expect(onSecond.assignments).not.toEqual(secondAnonymous!.assignments);

    // Signed out again, the second device is itself once more: anonymous visitors are hashed on the device.
    expect((await page('us', `${deviceIdCookie}=${second}`)).assignments).toEqual(secondAnonymous!.assignments);
  });

  it('a corrupted stored document reads as empty: the device’s variations, written back whole', async () => {
    const id = device(77);
    const anonymous = await page('fr', `${deviceIdCookie}=${id}`);
    const session = await signIn('u-sticky-broken');
    await env.DB.prepare('INSERT INTO flag_sticky_buckets (attribute_key, assignments, updated_at) VALUES (?1, ?2, ?3)')
      .bind('id||u-sticky-broken', '{not json', Date.now())
      .run();
    const signedIn = await page('fr', `${deviceIdCookie}=${id}; ${cookieNames.session}=${session}`);
    // A broken row reads as empty: the device’s variations, written back whole.
    expect(signedIn.assignments).toEqual(anonymous.assignments);
    await vi.waitFor(async () => expect(Object.keys((await storedDoc('u-sticky-broken')) ?? {}).length).toBeGreaterThan(0), { timeout: 5000 });
  });
});

describe('the same variation across markets: the country dialog carries the device id', () => {
  const carried = device(500);
  const cookieOf = (res: Response) => res.headers.getSetCookie().find((line) => line.startsWith(`${deviceIdCookie}=`));

  it('a visitor who switches market keeps their device id, and with it every variation', async () => {
    const inItaly = await page('it', `${deviceIdCookie}=${carried}`);
    const hop = await get('it', `/api/market-switch?to=${encodeURIComponent('http://us.localhost/search?sort=price:asc#top')}`, { headers: { cookie: `${deviceIdCookie}=${carried}` } });
    expect(hop.status).toBe(302);
    expect(hop.headers.get('cache-control')).toBe('no-store');
    const next = new URL(hop.headers.get('location')!);
    expect(next.origin).toBe('http://us.localhost');
    expect(next.pathname).toBe('/search');
    expect(next.searchParams.get('sort')).toBe('price:asc');
    expect(next.hash).toBe('');
    // Sealed, not readable in the address.
    const sealed = next.searchParams.get('cv_did')!;
    expect(sealed).not.toContain(carried);

    const arrival = await get('us', `${next.pathname}${next.search}`);
    expect(arrival.status).toBe(302);
    expect(arrival.headers.get('location')).toBe('/search?sort=price%3Aasc');
    expect(arrival.headers.get('cache-control')).toBe('no-store');
    expect(cookieOf(arrival)).toContain(`${deviceIdCookie}=${carried};`);

    const inTheUs = await page('us', `${deviceIdCookie}=${carried}`);
    expect(inTheUs.attributes.deviceId).toBe(carried);
    expect(inTheUs.assignments).toEqual(inItaly.assignments);

    // A visitor who already has an id in the other market keeps it; the address is cleaned either way.
    const own = device(501);
    const again = await get('us', `/?cv_did=${encodeURIComponent(sealed)}`, { headers: { cookie: `${deviceIdCookie}=${own}` } });
    expect(again.status).toBe(302);
    expect(again.headers.get('location')).toBe('/');
    expect(cookieOf(again)).toBeUndefined();
  });

  it('a forged or tampered id is not adopted; an address that is not a market is refused in the store’s language', async () => {
    for (const forged of ['x', 'eyJhbGciOiJkaXIiLCJlbmMiOiJBMjU2R0NNIn0..AAAA.BBBB.CCCC', 'a'.repeat(5000)]) {
      const res = await get('de', `/suchen?cv_did=${encodeURIComponent(forged)}&sort=price:asc`);
      expect(res.status, forged.slice(0, 20)).toBe(302);
      expect(res.headers.get('location')).toBe('/suchen?sort=price%3Aasc');
      expect(cookieOf(res)).toBeUndefined();
    }
    for (const to of ['', 'https://evil.example/', 'javascript:alert(1)', '//evil.example/', 'http://us.localhost@evil.example/', 'http://user:pw@us.localhost/', 'http://us.localhost.evil.example/']) {
      const res = await get('it', `/api/market-switch?to=${encodeURIComponent(to)}`);
      expect(res.status, to).toBe(400);
      expect(res.headers.get('location')).toBeNull();
      expect(((await res.json()) as { error: string }).error).toBe('Questo indirizzo non è uno dei nostri negozi.');
    }
    expect((await get('it', '/api/market-switch')).status).toBe(400);
  });
});

describe('sticky assignment of an edge experiment written by hand (no variation keys)', () => {
  afterAll(async () => {
    await env.FLAGS.delete(kvPayloadKey);
    resetPayloadStores();
    clearRenderCache();
  });

  it('a signed-in visitor is redirected, or not, as their account was on the device they signed in on', async () => {
    const payload: FeatureApiResponse = {
      ...structuredClone(defaultPayload),
      experiments: [{
        key: 'landing-by-hand', hashAttribute: 'id', hashVersion: 2, seed: 'landing-by-hand', weights: [0.5, 0.5],
        urlPatterns: [{ include: true, type: 'simple', pattern: '/come-funziona' }],
        variations: [{}, { urlRedirect: 'https://www.caravan.example/viaggi' }],
      }],
    };
    await env.FLAGS.put(kvPayloadKey, JSON.stringify(payload));
    resetPayloadStores();
    clearRenderCache();
    const redirected = async (cookie: string) => (await get('it', '/come-funziona', { headers: { cookie } })).status === 302;

    // Devices on both sides of the split, found deterministically.
    const byOutcome = new Map<boolean, string>();
    for (let n = 600; n < 640 && byOutcome.size < 2; n++) {
      const outcome = await redirected(`${deviceIdCookie}=${device(n)}`);
      if (!byOutcome.has(outcome)) byOutcome.set(outcome, device(n));
    }
    expect(byOutcome.size).toBe(2);
    for (const first of [true, false]) {
      const userId = `u-edge-${String(first)}`;
      expect(await redirected(`${deviceIdCookie}=${byOutcome.get(first)!}; ${cookieNames.session}=${await signIn(userId)}`), `${userId} where they signed in`).toBe(first);
      await vi.waitFor(async () => expect((await storedDoc(userId))?.['landing-by-hand__0']).toBe(first ? '1' : '0'), { timeout: 5000 });
      // On the device that went the other way anonymously: the account's outcome.
      expect(await redirected(`${deviceIdCookie}=${byOutcome.get(!first)!}; ${cookieNames.session}=${await signIn(userId)}`), `${userId} elsewhere`).toBe(first);
    }
  });
});
