// Issue 12 item 4 in workerd: anonymous pages are kept in the Cache API (shared by every
// isolate of a data centre), not only in the isolate's memory; a stale copy is served while a
// new render replaces it; signed-in pages are never kept; a purge by tag (the development
// endpoint, a departure changed, the alert job) makes the next request render afresh.
import { env } from 'cloudflare:test';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { clearRenderCache, forgetIsolateCopies, pageCacheSettled, refreshOnce, refreshTally } from '../../worker/render/pageCache';
import { clearPurgeStamps, pageTags, purgedAt, purgeTags } from '../../worker/cache/purge';
import { CachePage } from '../../worker/cache/strategies';
import { createSession } from '../../worker/account/sessionStore';
import { runAlertJob } from '../../worker/alerts/job';
import { FlagEvaluator } from '../../flags/evaluator';
import { clientPayload } from '../../flags/payload';
import { defaultPayload } from '../../flags/defaultPayload';
import { cookieNames, type Session } from '../../worker/account/cookies';
import { assets } from '../../worker/render/assets';
import { bootOf, get, withoutBoot } from './helpers';

/** One device throughout: the same visitor (its experiment assignments) on every visit. */
const device = '__Host-caravan_did=33333333-3333-4333-8333-333333333333';

/** One visit, read whole, with the page cache's background store done: its X-Render-Cache. */
async function visit(market: string, path: string, init: RequestInit & { headers?: Record<string, string>; cf?: Record<string, unknown> } = {}): Promise<string | null> {
  const cookie = [device, init.headers?.cookie].filter(Boolean).join('; ');
  const res = await get(market, path, { ...init, headers: { ...init.headers, cookie } });
  await res.text();
  await pageCacheSettled();
  return res.headers.get('x-render-cache');
}

afterEach(() => {
  vi.useRealTimers();
});

async function trips(): Promise<{ slug: string; tourId: number; code: string }[]> {
  const { results } = await env.DB.prepare(
    `SELECT tr.slug AS slug, t.id AS tourId, t.code AS code FROM tours t JOIN travels tr ON tr.id = t.travel_id
     WHERE t.starting_date > date('now') AND t.is_published = 1 ORDER BY t.id LIMIT 40`,
  ).all<{ slug: string; tourId: number; code: string }>();
  // One departure per trip.
  return results.filter((row, i) => results.findIndex((other) => other.slug === row.slug) === i);
}

async function firstTrip(): Promise<{ slug: string; tourId: number; code: string }> {
  return (await trips())[0]!;
}

/** The experiment the home page varies on, as GrowthBook assigns it to a device. */
function variation(deviceId: string): number {
  const evaluator = new FlagEvaluator({
    payload: clientPayload(defaultPayload),
    attributes: { id: deviceId, deviceId, country: null, language: 'it', market: 'it', loggedIn: false, url: 'http://it.localhost/' },
  });
  return evaluator.allAssignments()['search-tab-travels']!;
}

describe('edge page cache', () => {
  it('a copy stored by the previous build is not served after a deploy: it names scripts the new build does not have', async () => {
    clearRenderCache();
    expect(await visit('es', '/como-funciona')).toBe('miss');
    forgetIsolateCopies();
    expect(await visit('es', '/como-funciona')).toBe('hit');
    const previous = { ...assets };
    try {
      // The next deployment: other hashed names, isolates that start empty, the same Cache API.
      assets.entry = '/build/entry-NEXTBUILD.js';
      forgetIsolateCopies();
      const res = await get('es', '/como-funciona', { headers: { cookie: device } });
      const html = await res.text();
      await pageCacheSettled();
      expect(res.headers.get('x-render-cache')).toBe('miss');
      expect(html).toContain('/build/entry-NEXTBUILD.js');
      expect(html).not.toContain(previous.entry);
    } finally {
      Object.assign(assets, previous);
    }
    // The previous build's copy is still there for the previous build's isolates.
    forgetIsolateCopies();
    expect(await visit('es', '/como-funciona')).toBe('hit');
  });

  it('a copy an older worker rendered is not served after a deploy that changed the worker alone', async () => {
    clearRenderCache();
    expect(await visit('es', '/como-funciona')).toBe('miss');
    forgetIsolateCopies();
    expect(await visit('es', '/como-funciona')).toBe('hit');
    const version = env.CF_VERSION_METADATA;
    expect(version.id).toMatch(/\S/);
    try {
      // The next deployment, same client build (same hashed names): a new version id.
      Object.defineProperty(env, 'CF_VERSION_METADATA', { value: { ...version, id: 'next-version' }, configurable: true });
      forgetIsolateCopies();
      expect(await visit('es', '/como-funciona')).toBe('miss');
      forgetIsolateCopies();
      expect(await visit('es', '/como-funciona')).toBe('hit');
    } finally {
      Object.defineProperty(env, 'CF_VERSION_METADATA', { value: version, configurable: true });
    }
    // The previous version's copy is still there for its isolates (a gradual deployment).
    forgetIsolateCopies();
    expect(await visit('es', '/como-funciona')).toBe('hit');
  });

  it('a visit landing on a new isolate is served from the Cache API copy (its own nonce and boot data)', async () => {
    clearRenderCache();
    expect(await visit('es', '/como-funciona')).toBe('miss');
    // A new isolate: its memory is empty, the data centre's Cache API is not.
    forgetIsolateCopies();
    expect(await visit('es', '/como-funciona')).toBe('hit');
  });

  it('a purge by tag makes the next visit a miss; other pages keep their copies', async () => {
    clearRenderCache();
    const trip = await firstTrip();
    await visit('it', `/viaggi/${trip.slug}`);
    await visit('it', '/come-funziona');
    expect(await visit('it', `/viaggi/${trip.slug}`)).toBe('hit');
    const purge = await get('it', `/__dev/cache/purge?tag=travel:${trip.slug}`, { method: 'POST', headers: { origin: 'http://it.localhost' } });
    expect(purge.status).toBe(200);
    expect(await visit('it', `/viaggi/${trip.slug}`)).toBe('miss');
    expect(await visit('it', '/come-funziona')).toBe('hit');
  });

  it('a changed departure purges its trip and the lists', async () => {
    clearRenderCache();
    const trip = await firstTrip();
    await visit('it', `/viaggi/${trip.slug}`);
    await visit('it', '/partenze-confermate');
    expect(await visit('it', '/partenze-confermate')).toBe('hit');
    const change = await get('it', `/__dev/tours/${trip.tourId}`, {
      method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ salesStatus: 'CONFIRMED' }),
    });
    expect(change.status).toBe(200);
    expect(await visit('it', `/viaggi/${trip.slug}`)).toBe('miss');
    expect(await visit('it', '/partenze-confermate')).toBe('miss');
  });

  it('purge stamps are shared through D1: another isolate sees them once its memory of them expires', async () => {
    clearPurgeStamps();
    const before = Date.now();
    await purgeTags(env.DB, ['travel:somewhere'], before + 5);
    clearPurgeStamps();
    expect(await purgedAt(env.DB, ['market:it', 'travel:somewhere'])).toBe(before + 5);
    expect(await purgedAt(env.DB, ['travel:elsewhere'])).toBe(0);
  });

  it('another isolate\'s purge is read from the purge log within 10 s, one query for every tag known, none in between', async () => {
    clearPurgeStamps();
    const asked: string[] = [];
    // The same database, each statement this isolate sends noted.
    const db = new Proxy(env.DB, {
      get(target, key) {
        if (key === 'prepare') return (sql: string) => (asked.push(sql), target.prepare(sql));
        const value = Reflect.get(target, key);
        return typeof value === 'function' ? value.bind(target) : value;
      },
    });
    const t0 = Date.now();
    const tags = Array.from({ length: 600 }, (_, i) => `travel:log-${t0}-${i}`);
    expect(await purgedAt(db, tags, t0)).toBe(0);
    // D1 binds at most 100 values: six statements, one round trip.
    expect(asked).toHaveLength(6);
    // Another isolate purges one of them (written straight to D1: this isolate's memory is not told).
    await env.DB.prepare('INSERT INTO cache_purges (tag, purged_at) VALUES (?1, ?2)').bind(tags[599], t0 + 1_000).run();
    asked.length = 0;
    // Within 10 s: every tag answered from memory, none read again (600 tags: more than the 500 kept before).
    expect(await purgedAt(db, tags, t0 + 9_000)).toBe(0);
    expect(await purgedAt(db, [tags[0]!], t0 + 9_500)).toBe(0);
    expect(asked).toEqual([]);
    // Past 10 s: one read of the log, and the purge is seen.
    expect(await purgedAt(db, tags, t0 + 10_001)).toBe(t0 + 1_000);
    expect(await purgedAt(db, [tags[599]!], t0 + 10_002)).toBe(t0 + 1_000);
    expect(asked).toHaveLength(1);
    expect(asked[0]).toMatch(/purged_at >= \?1/);
    // A tag never asked about is read on its own.
    expect(await purgedAt(db, ['travel:never-asked'], t0 + 10_003)).toBe(0);
    expect(asked).toHaveLength(2);
    // The log is read by time: SQLite uses the index, not a scan of every tag ever purged.
    const plan = await env.DB.prepare('EXPLAIN QUERY PLAN SELECT tag, purged_at FROM cache_purges WHERE purged_at >= ?1').bind(0).all<{ detail: string }>();
    expect(plan.results.map((row) => row.detail).join(' ')).toMatch(/USING (COVERING )?INDEX cache_purges_by_time/);
    clearPurgeStamps();
  });

  it('pages carry their market, route, layout and trip tags', () => {
    expect(pageTags('it', 'travels-travel', { travel: 'iceland' })).toEqual(['market:it', 'route:travels-travel', 'layout', 'travel:iceland']);
    expect(pageTags('de', 'index', {})).toEqual(['market:de', 'route:index', 'layout']);
  });

  it('the tour page carries its departure tag (from its loader): purging it leaves the trip page', async () => {
    clearRenderCache();
    const trip = await firstTrip();
    const tourPath = `/viaggi/${trip.slug}/${trip.code}`;
    expect(await visit('it', tourPath)).toBe('miss');
    await visit('it', `/viaggi/${trip.slug}`);
    expect(await visit('it', tourPath)).toBe('hit');
    const purge = await get('it', `/__dev/cache/purge?tag=tour:${trip.code}`, { method: 'POST', headers: { origin: 'http://it.localhost' } });
    expect(purge.status).toBe(200);
    expect(await visit('it', tourPath)).toBe('miss');
    expect(await visit('it', `/viaggi/${trip.slug}`)).toBe('hit');
  });

  it('the home and the results carry the list tag', async () => {
    clearRenderCache();
    await visit('it', '/');
    await visit('it', '/cerca?textSearch=asia');
    await visit('it', '/come-funziona?list=1');
    expect(await visit('it', '/')).toBe('hit');
    expect(await visit('it', '/cerca?textSearch=asia')).toBe('hit');
    await purgeTags(env.DB, ['list']);
    expect(await visit('it', '/')).toBe('miss');
    expect(await visit('it', '/cerca?textSearch=asia')).toBe('miss');
  });

  it('another currency is another entry', async () => {
    clearRenderCache();
    expect(await visit('de', '/angebote')).toBe('miss');
    expect(await visit('de', '/angebote', { headers: { cookie: 'caravan_currency=GBP' } })).toBe('miss');
    expect(await visit('de', '/angebote', { headers: { cookie: 'caravan_currency=GBP' } })).toBe('hit');
    expect(await visit('de', '/angebote')).toBe('hit');
    // A made-up currency is no choice: the page without one, not a copy per value.
    for (const value of ['XYZ', 'usd', '%3Cscript%3E', 'GBPGBPGBP']) {
      expect(await visit('de', '/angebote', { headers: { cookie: `caravan_currency=${value}` } }), value).toBe('hit');
    }
  });

  it('a campaign or ad click is the page itself: its tracking parameters are no other entry', async () => {
    clearRenderCache();
    const trip = await firstTrip();
    const path = `/viaggi/${trip.slug}`;
    expect(await visit('it', `${path}?utm_source=newsletter&utm_medium=email&utm_campaign=nov`)).toBe('miss');
    // Every ad click has its own id: still the same page.
    expect(await visit('it', `${path}?gclid=Cj0KCQ-one-click`)).toBe('hit');
    expect(await visit('it', `${path}?fbclid=IwAR-another&UTM_Content=hero`)).toBe('hit');
    expect(await visit('it', path)).toBe('hit');
    // A parameter the page reads is another page, whatever tracking comes with it.
    expect(await visit('it', `${path}?more=departures&utm_source=newsletter`)).toBe('miss');
    expect(await visit('it', `${path}?more=departures`)).toBe('hit');
    // And one no page reads is the page itself too, whatever its value (worker/cache/pageQuery.ts).
    expect(await visit('it', `${path}?ref=partner`)).toBe('hit');
    for (const junk of ['x=1', `bust=${Date.now()}`, 'bench=1', 'Sort=price', 'more%5Bx%5D=1', '%ZZ=1', 'a&&b=&=c']) {
      expect(await visit('it', `${path}?${junk}`), junk).toBe('hit');
    }
  });

  it('a parameter no page reads is never seen by the page: the first visitor\'s junk is not in the copy the next one gets', async () => {
    clearRenderCache();
    const trip = await firstTrip();
    const marker = 'zqjunk';
    // Where a value of the marker shows, with its name (the page parameter's own links carry it on).
    const shown = (html: string) => [...new Set(withoutBoot(html).match(/[\w%]+=zqjunk/g) ?? [])];
    const first = await get('it', `/viaggi/${trip.slug}?${marker}=${marker}&sort=${marker}&utm_source=${marker}`, { headers: { cookie: device } });
    expect(first.headers.get('x-render-cache')).toBe('miss');
    const html = await first.text();
    expect(html).toContain(`href="?sort=${marker}&amp;more=departures#departures"`);
    expect(shown(html)).toEqual(['sort=zqjunk']);
    await pageCacheSettled();
    const next = await get('it', `/viaggi/${trip.slug}?sort=${marker}`, { headers: { cookie: device } });
    expect(next.headers.get('x-render-cache')).toBe('hit');
    expect(shown(await next.text())).toEqual(['sort=zqjunk']);
  });

  it('no page renders its tracking parameters (so sharing it across them is safe): only the boot data knows the URL', async () => {
    const trip = await firstTrip();
    const pages = ['/', '/viaggi', `/viaggi/${trip.slug}`, `/viaggi/${trip.slug}/${trip.code}`, '/cerca?textSearch=asia', '/partenze-confermate'];
    for (const path of pages) {
      const tagged = `${path}${path.includes('?') ? '&' : '?'}utm_source=zqsource&utm_campaign=zqcampaign&fbclid=zqclick`;
      const res = await get('it', tagged, { headers: { cookie: device } });
      expect(res.status, tagged).toBe(200);
      const html = await res.text();
      // GrowthBook's url attribute is this request's URL, as sent (experiments may target a campaign).
      expect(JSON.stringify(bootOf(html)), tagged).toContain('utm_source=zqsource');
      // Where a tracking value shows outside it, with some context (null: nowhere).
      expect(/.{0,80}(zqsource|zqcampaign|zqclick).{0,20}/s.exec(withoutBoot(html))?.[0] ?? null, tagged).toBeNull();
    }
  });

  it('an experiment the page does not read (the search tab, read by the search island in the browser) does not split its copies', async () => {
    clearRenderCache();
    const ids = Array.from({ length: 60 }, (_, i) => `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`);
    const control = ids.find((id) => variation(id) === 0)!;
    const treated = ids.find((id) => variation(id) === 1)!;
    const as = async (id: string) => {
      const res = await get('it', '/?flags=1', { headers: { cookie: `caravan_did=${id}` } });
      const html = await res.text();
      await pageCacheSettled();
      return { cache: res.headers.get('x-render-cache'), variation: bootOf(html).flags!.assignments['search-tab-travels'] };
    };
    expect(await as(control)).toEqual({ cache: 'miss', variation: 0 });
    // The same HTML; the boot data is this visitor's: the island reads its own variation.
    expect(await as(treated)).toEqual({ cache: 'hit', variation: 1 });
    forgetIsolateCopies();
    expect(await as(treated)).toEqual({ cache: 'hit', variation: 1 });
  });

  it('visitors from countries the market serves as it is share its copy; an offer of another market or a currency of their own does not', async () => {
    clearRenderCache();
    const from = (country: string) => visit('we', '/?geo=1', { cf: { country } });
    expect(await from('BR')).toBe('miss');
    expect(await from('JP')).toBe('hit');
    expect(await from('AU')).toBe('hit');
    // Italy and San Marino are offered the Italian site, each by its own name.
    expect(await from('IT')).toBe('miss');
    expect(await from('SM')).toBe('miss');
    expect(await from('IT')).toBe('hit');
    const html = await (await get('we', '/?geo=1', { cf: { country: 'SM' }, headers: { cookie: device } })).text();
    expect(html).toContain('data-island="GeoRedirect"');
    expect(html).toContain('San Marino');
    // A British visitor sees pounds where the market offers them: another page.
    expect(await from('GB')).toBe('miss');
    expect(await from('BR')).toBe('hit');
  });

  it('the alert job purges the pages of a departure whose price changed, not the others', async () => {
    clearRenderCache();
    const [changed, other] = await trips();
    await visit('it', `/viaggi/${changed!.slug}`);
    await visit('it', `/viaggi/${other!.slug}`);
    expect(await visit('it', `/viaggi/${changed!.slug}`)).toBe('hit');
    await env.DB.prepare('UPDATE tours SET price_eur = price_eur + 5000 WHERE id = ?1').bind(changed!.tourId).run();
    await runAlertJob(env);
    expect(await visit('it', `/viaggi/${changed!.slug}`)).toBe('miss');
    expect(await visit('it', `/viaggi/${other!.slug}`)).toBe('hit');
  });

  it('a stale copy is served at once and replaced in the background', async () => {
    clearRenderCache();
    expect(await visit('fr', '/comment-ca-marche?stale=1')).toBe('miss');
    // Later than the fresh window, within the stale one.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + (CachePage.fresh + 5) * 1000);
    expect(await visit('fr', '/comment-ca-marche?stale=1')).toBe('stale');
    // The background render replaced it: the next visitor gets a fresh copy.
    expect(await visit('fr', '/comment-ca-marche?stale=1')).toBe('hit');
  });

  it("a stale copy whose data has not changed is kept for another window without a render; changed data is rendered", async () => {
    clearRenderCache();
    const trip = await firstTrip();
    const path = `/viaggi/${trip.slug}`;
    expect(await visit('it', path)).toBe('miss');
    const before = { ...refreshTally };
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + (CachePage.fresh + 5) * 1000);
    // Stale: the refresh loads the trip again, finds the same data, renders nothing.
    expect(await visit('it', path)).toBe('stale');
    expect(refreshTally).toEqual({ renewed: before.renewed + 1, rendered: before.rendered });
    // Renewed where the next isolate looks too (the edge copy), fresh for another window.
    forgetIsolateCopies();
    expect(await visit('it', path)).toBe('hit');
    // A change nobody announced (no purge): once the window has passed, the refresh renders it.
    await env.DB.prepare('UPDATE tours SET price_eur = price_eur + 700 WHERE id = ?1').bind(trip.tourId).run();
    vi.setSystemTime(Date.now() + (CachePage.fresh + 5) * 1000);
    expect(await visit('it', path)).toBe('stale');
    expect(refreshTally).toEqual({ renewed: before.renewed + 1, rendered: before.rendered + 1 });
    await env.DB.prepare('UPDATE tours SET price_eur = price_eur - 700 WHERE id = ?1').bind(trip.tourId).run();
  });

  it("a copy's refresh runs after the stale view's answer, and once at a time: stale views meanwhile start none", async () => {
    const ran: string[] = [];
    let finish = () => {};
    const held = new Promise<void>((resolveHeld) => (finish = resolveHeld));
    const first = refreshOnce('page-a', async () => {
      ran.push('a');
      await held;
    });
    // Nothing has run yet: the answer that started it goes out first.
    expect(ran).toEqual([]);
    const again = refreshOnce('page-a', async () => void ran.push('a again'));
    const other = refreshOnce('page-b', async () => void ran.push('b'));
    await other;
    await again;
    expect(ran).toEqual(['a', 'b']);
    finish();
    await first;
    // Once it is over, the next stale view refreshes the copy again.
    await refreshOnce('page-a', async () => void ran.push('a later'));
    expect(ran).toEqual(['a', 'b', 'a later']);
  });

  it('a refresh that fails is let go: the next stale view refreshes again', async () => {
    await refreshOnce('page-failing', () => Promise.reject(new Error('D1 is down')));
    let ran = false;
    await refreshOnce('page-failing', async () => void (ran = true));
    expect(ran).toBe(true);
  });

  it('a refresh still running after 30 s no longer holds its copy back', async () => {
    let finish = () => {};
    const stuck = refreshOnce('page-stuck', () => new Promise<void>((resolveStuck) => (finish = resolveStuck)));
    let ran = 0;
    await refreshOnce('page-stuck', async () => void ran++);
    expect(ran).toBe(0);
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 31_000);
    await refreshOnce('page-stuck', async () => void ran++);
    expect(ran).toBe(1);
    finish();
    await stuck;
  });

  it('never keeps a signed-in page', async () => {
    clearRenderCache();
    const session: Session = {
      sub: 'edge', contactId: 'c', user: { id: 'e', firstName: 'Edge', lastName: 'C', pictureUrl: null },
      accessToken: 'a', accessExpiresAt: Date.now() + 3_600_000, refreshToken: null, idToken: null, createdAt: Date.now(),
    };
    const { id } = await createSession(env.DB, env.SESSION_SECRET, session);
    const headers = { cookie: `${cookieNames.session}=${id}` };
    expect(await visit('it', '/come-funziona?signed=1', { headers })).toBe('bypass');
    expect(await visit('it', '/come-funziona?signed=1', { headers })).toBe('bypass');
    // The anonymous visitor after them renders afresh: nothing personal was stored.
    expect(await visit('it', '/come-funziona?signed=1')).toBe('miss');
  });
});
