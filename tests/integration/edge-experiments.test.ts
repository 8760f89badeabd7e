// Issue 32 items 2 and 3 in workerd: URL-redirect and visual-editor experiments written only in
// the GrowthBook payload (no code), applied at the edge; the page cache never serves one
// variation's HTML to another visitor, and pages no experiment targets keep one copy.
import { env } from 'cloudflare:test';
import type { AutoExperiment, FeatureApiResponse } from '@growthbook/growthbook';
import { beforeEach, describe, expect, it } from 'vitest';
import { createApp } from '../../worker/app';
import { clearRenderCache, pageCacheSettled } from '../../worker/render/pageCache';
import { storeExposures, storedExposures } from '../../worker/flags/exposureCounts';
import { benchPayload } from '../../flags/benchPayload';
import { bootOf } from './helpers';
import { defaultPayload } from '../../flags/defaultPayload';
import { FlagEvaluator } from '../../flags/evaluator';
import { clientPayload } from '../../flags/payload';
import { kvApiLastGoodKey, kvPayloadKey, resetPayloadStores } from '../../flags/source';

const app = createApp();
const device = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

/** A landing-page split: /come-funziona stays (0) or goes to /viaggi (1). */
export const landingExperiment: AutoExperiment = {
  key: 'landing-how-vs-trips',
  changeId: 'landing-1',
  hashAttribute: 'id',
  hashVersion: 2,
  seed: 'landing-how-vs-trips',
  weights: [0.5, 0.5],
  urlPatterns: [{ include: true, type: 'simple', pattern: '/come-funziona' }],
  variations: [{}, { urlRedirect: 'https://www.caravan.example/viaggi' }],
};

/** A visual-editor change on the same kind of page: the heading's text, a class, an attribute. */
export const headingExperiment: AutoExperiment = {
  key: 'faq-heading-copy',
  changeId: 'visual-1',
  hashAttribute: 'id',
  hashVersion: 2,
  seed: 'faq-heading-copy',
  weights: [0.5, 0.5],
  urlPatterns: [{ include: true, type: 'regex', pattern: '^https?://[^/]+/(domande-frequenti|cerca)' }],
  variations: [
    {},
    {
      domMutations: [
        { selector: 'h1', action: 'set', attribute: 'html', value: 'Tutte le risposte, in un posto' },
        { selector: 'main', action: 'append', attribute: 'class', value: 'exp-faq-b' },
        { selector: 'h1', action: 'set', attribute: 'data-exp', value: 'faq-b' },
        { selector: '[data-fragment-region="results"]', action: 'append', attribute: 'class', value: 'exp-results-b' },
      ],
    },
  ],
};

function payloadWith(...experiments: AutoExperiment[]): FeatureApiResponse {
  return { ...structuredClone(defaultPayload), experiments };
}

async function usePayload(payload: FeatureApiResponse) {
  await env.FLAGS.put(kvPayloadKey, JSON.stringify(payload));
  resetPayloadStores();
  clearRenderCache();
}

/** What GrowthBook itself assigns a device (independent of the worker's plumbing). */
function variationOf(experiment: AutoExperiment, id: string, url: string): number {
  const evaluator = new FlagEvaluator({
    payload: clientPayload(defaultPayload),
    attributes: { id, deviceId: id, country: null, language: 'it', market: 'it', loggedIn: false, url },
  });
  return evaluator.runAuto(experiment).variationId;
}

function devicesIn(experiment: AutoExperiment, url: string, variation: number, count: number): string[] {
  const out: string[] = [];
  for (let n = 0; out.length < count && n < 500; n++) if (variationOf(experiment, device(n), url) === variation) out.push(device(n));
  return out;
}

async function visit(path: string, id: string, headers: Record<string, string> = {}, host = 'it.localhost') {
  const request = new Request(`http://${host}${path}`, {
    headers: { ...headers, cookie: [`caravan_did=${id}`, headers.cookie].filter(Boolean).join('; ') },
    redirect: 'manual',
  });
  const res = await app.request(request, undefined, env);
  const html = await res.text();
  await pageCacheSettled();
  return { res, html, cache: res.headers.get('x-render-cache') };
}

const exposuresIn = (html: string) => {
  const match = /<script type="application\/json" id="__caravan_edge_exp">(.*?)<\/script>/s.exec(html);
  return match ? (JSON.parse(match[1]!) as Array<{ experimentKey: string; variationId: number; kind: string }>) : [];
};
const h1 = (html: string) => /<h1[^>]*>(.*?)<\/h1>/s.exec(html)?.[0] ?? '';

beforeEach(async () => {
  resetPayloadStores();
  await env.FLAGS.delete(kvPayloadKey);
  await env.FLAGS.delete(kvApiLastGoodKey);
  clearRenderCache();
});

describe('URL redirect experiments from the payload', () => {
  it('splits /come-funziona at the edge with a 302 that keeps the query, sticky per visitor, never for crawlers', async () => {
    await usePayload(payloadWith(landingExperiment));
    const url = 'http://it.localhost/come-funziona';
    const [stay] = devicesIn(landingExperiment, url, 0, 1);
    const [go] = devicesIn(landingExperiment, url, 1, 1);

    const redirected = await visit('/come-funziona?utm_source=news&x=1', go!);
    expect(redirected.res.status).toBe(302);
    expect(redirected.res.headers.get('location')).toBe('http://it.localhost/viaggi?utm_source=news&x=1');
    expect(redirected.res.headers.get('cache-control')).toBe('private, no-store');
    expect(redirected.res.headers.get('vary')).toContain('Cookie');
    const carried = /caravan_gb_redirected=([^;]+)/.exec(redirected.res.headers.get('set-cookie') ?? '')?.[1];
    expect(decodeURIComponent(carried ?? '')).toBe('landing-how-vs-trips:1');
    // Later visits, another market's host: the same variation (hashed on the device id).
    expect((await visit('/come-funziona', go!)).res.status).toBe(302);
    expect((await visit('/come-funziona', go!, {}, 'es.localhost')).res.status).not.toBe(200);

    // The page it leads to reports the exposure the redirect carried.
    const landed = await visit('/viaggi?utm_source=news&x=1', go!, { cookie: `caravan_gb_redirected=${carried}` });
    expect(landed.res.status).toBe(200);
    expect(exposuresIn(landed.html)).toEqual([{ experimentKey: 'landing-how-vs-trips', variationId: 1, kind: 'redirect' }]);

    const stayed = await visit('/come-funziona?utm_source=news', stay!);
    expect(stayed.res.status).toBe(200);
    expect(exposuresIn(stayed.html)).toEqual([{ experimentKey: 'landing-how-vs-trips', variationId: 0, kind: 'redirect' }]);

    const crawler = await visit('/come-funziona', go!, { 'user-agent': 'Mozilla/5.0 (compatible; Googlebot/2.1)' });
    expect(crawler.res.status).toBe(200);
    expect(exposuresIn(crawler.html)).toEqual([]);
  });

  it('never redirects to another origin, nor an API call or a results fragment', async () => {
    const offsite = structuredClone(landingExperiment);
    offsite.variations[1] = { urlRedirect: 'https://evil.example/viaggi?from=exp' };
    await usePayload(payloadWith(offsite));
    const [go] = devicesIn(offsite, 'http://it.localhost/come-funziona', 1, 1);
    const res = await visit('/come-funziona', go!);
    expect(res.res.headers.get('location')).toBe('http://it.localhost/viaggi?from=exp');
    const fragment = await visit('/come-funziona', go!, { 'X-Caravan-Fragment': 'results' });
    expect(fragment.res.status).not.toBe(302);
  });
});

describe('visual-editor experiments from the payload, applied with HTMLRewriter', () => {
  it('the page arrives changed for variation 1 only; one cached copy serves both variations, each its own', async () => {
    await usePayload(payloadWith(headingExperiment));
    const url = 'http://it.localhost/domande-frequenti';
    const [a1, a2] = devicesIn(headingExperiment, url, 0, 2);
    const [b1, b2] = devicesIn(headingExperiment, url, 1, 2);

    const first = await visit('/domande-frequenti', a1!);
    expect(first.res.status).toBe(200);
    expect(first.cache).toBe('miss');
    const original = h1(first.html);
    expect(original).not.toContain('Tutte le risposte');
    expect(exposuresIn(first.html)).toEqual([{ experimentKey: 'faq-heading-copy', variationId: 0, kind: 'visual' }]);

    // The other variation is served from the same copy (no split), changed on the way out.
    const second = await visit('/domande-frequenti', b1!);
    expect(second.cache).toBe('hit');
    expect(h1(second.html)).toMatch(/^<h1[^>]* data-exp="faq-b"[^>]*>Tutte le risposte, in un posto<\/h1>$/);
    expect(second.html).toMatch(/<main[^>]*class="[^"]*exp-faq-b/);
    expect(exposuresIn(second.html)).toEqual([{ experimentKey: 'faq-heading-copy', variationId: 1, kind: 'visual' }]);

    // Never another's variation, whichever visitor stored the copy.
    const third = await visit('/domande-frequenti', a2!);
    expect(third.cache).toBe('hit');
    expect(h1(third.html)).toBe(original);
    expect(third.html).not.toContain('exp-faq-b');
    const fourth = await visit('/domande-frequenti', b2!);
    expect(fourth.cache).toBe('hit');
    expect(fourth.html).toContain('Tutte le risposte, in un posto');
  });

  it('the results fragment swapped in place gets the same mutations; untargeted pages are untouched and keep one copy', async () => {
    await usePayload(payloadWith(headingExperiment));
    const [b1] = devicesIn(headingExperiment, 'http://it.localhost/cerca', 1, 1);
    const [a1] = devicesIn(headingExperiment, 'http://it.localhost/cerca', 0, 1);
    const fragment = await visit('/cerca?textSearch=giappone', b1!, { 'X-Caravan-Fragment': 'results' });
    expect(fragment.res.status).toBe(200);
    expect(fragment.html).toMatch(/data-fragment-region="results"[^>]*class="[^"]*exp-results-b|class="[^"]*exp-results-b[^"]*"[^>]*data-fragment-region="results"/);
    expect(exposuresIn(fragment.html)).toEqual([]);

    // /viaggi is not targeted: no change, no exposure, one copy for both variations.
    const one = await visit('/viaggi', a1!);
    const other = await visit('/viaggi', b1!);
    expect([one.cache, other.cache]).toEqual(['miss', 'hit']);
    expect(other.html).not.toContain('exp-faq-b');
    expect(exposuresIn(other.html)).toEqual([]);
  });
});

describe('sample-ratio check in /__ops/flags', () => {
  const opsToken = 'test-ops-token-32';
  const ops = async (query = '') => {
    const res = await app.request(new Request(`http://it.localhost/__ops/flags${query}`, { headers: { authorization: `Bearer ${opsToken}` } }), undefined, { ...env, OPS_TOKEN: opsToken });
    expect(res.status).toBe(200);
    return ((await res.json()) as { experiments: Array<{ key: string; kind: string; weights: number[]; countsFrom: string; srm: { counts: number[]; total: number; verdict: string; pValue: number } }> }).experiments;
  };

  it('lists every running experiment (code, redirect, visual) with its split checked', async () => {
    await usePayload(payloadWith(landingExperiment, headingExperiment));
    const before = (await ops()).find((e) => e.key === 'landing-how-vs-trips')!.srm.total;
    for (let n = 0; n < 6; n++) await visit('/come-funziona', device(300 + n));
    // Crawlers are not counted.
    await visit('/come-funziona', device(400), { 'user-agent': 'Googlebot/2.1' });
    const experiments = await ops();
    expect(experiments.map((e) => `${e.key}:${e.kind}`)).toEqual(['search-tab-travels:code', 'booking-all-in:code', 'landing-how-vs-trips:redirect', 'faq-heading-copy:visual']);
    const landing = experiments.find((e) => e.key === 'landing-how-vs-trips')!;
    expect(landing).toMatchObject({ weights: [0.5, 0.5], countsFrom: 'stored', windowDays: 30 });
    expect(landing.srm.total - before).toBe(6);

    // Every isolate's counts add up in D1: another isolate's batch (and one from long ago, outside the window).
    const now = Date.now();
    await storeExposures(env.DB, new Map([['landing-how-vs-trips', [5000, 4000]]]), now);
    await storeExposures(env.DB, new Map([['landing-how-vs-trips', [7, 3]]]), now);
    await storeExposures(env.DB, new Map([['landing-how-vs-trips', [100_000, 0]]]), now - 40 * 86_400_000);
    const summed = (await ops()).find((e) => e.key === 'landing-how-vs-trips')!;
    expect(summed.srm.counts).toEqual([landing.srm.counts[0]! + 5007, landing.srm.counts[1]! + 4003]);
    expect(summed.srm.verdict).toBe('mismatch');
    expect(await storedExposures(env.DB, now)).toMatchObject({ 'landing-how-vs-trips': [expect.any(Number), expect.any(Number)] });

    const fromReport = await ops('?srm=landing-how-vs-trips:5120,4610;search-tab-travels:5003,4997');
    expect(fromReport.find((e) => e.key === 'landing-how-vs-trips')!.srm).toMatchObject({ counts: [5120, 4610], verdict: 'mismatch' });
    expect(fromReport.find((e) => e.key === 'search-tab-travels')!.srm).toMatchObject({ verdict: 'ok' });
  });
});

describe('GET /__ops/page?url= (QA sees what a visitor sees)', () => {
  const opsToken = 'test-ops-token-32';
  interface QaView {
    status: number;
    location: string | null;
    renderCache: string | null;
    fromPageCache: boolean;
    flags: {
      features: Record<string, { value: unknown; source: string; rule: string | null; readByPage: boolean; experiment?: { key: string; variationId: number; forced: boolean } }>;
      experiments: Array<{ key: string; kind: string; inExperiment: boolean; variationId: number; rule: string; redirect: string | null; mutations: number }>;
    };
    forceLinks: Record<string, string[]>;
  }
  const qa = async (query: string, vars: Partial<Env> = {}, headers: Record<string, string> = {}) =>
    app.request(new Request(`http://it.localhost/__ops/page${query}`, { headers }), undefined, { ...env, OPS_TOKEN: opsToken, FLAGS_FORCE_ALLOWED: 'false', ...vars });

  it('is closed without the ops token where forcing is not allowed, open where it is', async () => {
    expect((await qa('?url=/domande-frequenti')).status).toBe(401);
    expect((await qa('?url=/domande-frequenti', {}, { authorization: 'Bearer wrong' })).status).toBe(403);
    expect((await qa('?url=/domande-frequenti', { FLAGS_FORCE_ALLOWED: 'true' })).status).toBe(200);
    expect((await qa('?url=https://evil.example/', { FLAGS_FORCE_ALLOWED: 'true' })).status).toBe(400);
    expect((await qa('?url=/x&deviceId=nope', { FLAGS_FORCE_ALLOWED: 'true' })).status).toBe(400);
  });

  it('lists every feature and experiment with its variation and rule, the page cache outcome, and forces per experiment', async () => {
    await usePayload(payloadWith(landingExperiment, headingExperiment));
    const auth = { authorization: `Bearer ${opsToken}` };
    const [a] = devicesIn(headingExperiment, 'http://it.localhost/domande-frequenti', 0, 1);
    const look = async (query: string) => {
      const res = await qa(query, {}, auth);
      expect(res.status).toBe(200);
      await pageCacheSettled();
      return (await res.json()) as QaView;
    };
    const first = await look(`?url=/domande-frequenti&deviceId=${a}`);
    expect(first).toMatchObject({ status: 200, renderCache: 'miss', fromPageCache: false });
    expect(Object.keys(first.flags.features)).toEqual(expect.arrayContaining(['search-tab-travels', 'ai-search', 'wishlist']));
    expect(first.flags.features['ai-search']).toMatchObject({ value: true, source: 'force', rule: 'ai-search-italy' });
    expect(first.flags.features['search-tab-travels']!.experiment).toMatchObject({ key: 'search-tab-travels', forced: false });
    expect(first.flags.experiments.find((e) => e.key === 'faq-heading-copy')).toMatchObject({ kind: 'visual', inExperiment: true, variationId: 0, rule: 'hash of id (device id)', mutations: 0 });
    expect(first.flags.experiments.find((e) => e.key === 'landing-how-vs-trips')).toMatchObject({ inExperiment: false, rule: 'not targeted (URL, condition or coverage)' });
    expect(first.forceLinks['faq-heading-copy']).toHaveLength(2);

    // Again: from the page cache. Then forced into variation 1 through the listed link.
    expect(await look(`?url=/domande-frequenti&deviceId=${a}`)).toMatchObject({ renderCache: 'hit', fromPageCache: true });
    const forced = await look(first.forceLinks['faq-heading-copy']![1]!.replace('/__ops/page', ''));
    expect(forced.flags.experiments.find((e) => e.key === 'faq-heading-copy')).toMatchObject({ variationId: 1, rule: 'forced (gb_force)', mutations: 4 });

    // A redirect experiment forced: the 302 and where it leads.
    const redirected = await look(`?url=/come-funziona%3Fref%3Dqa&force=landing-how-vs-trips:1&deviceId=${a}`);
    expect(redirected).toMatchObject({ status: 302 });
    expect(redirected.location).toMatch(/^http:\/\/it\.localhost\/viaggi\?ref=qa/);
  });
});

describe('the README example: the booking box with the all-in estimate (feature booking-all-in)', () => {
  it('variation 1 shows the estimate beside the price; the trip page is kept once per variation, never crossed', async () => {
    const { results } = await env.DB.prepare(
      `SELECT tr.slug AS slug FROM tours t JOIN travels tr ON tr.id = t.travel_id
       WHERE t.starting_date > date('now') AND t.is_published = 1 AND t.flights_min_price_eur IS NOT NULL ORDER BY t.starting_date LIMIT 1`,
    ).all<{ slug: string }>();
    const path = `/viaggi/${results[0]!.slug}`;
    const variationOfDevice = (id: string) =>
      new FlagEvaluator({
        payload: clientPayload(defaultPayload),
        attributes: { id, deviceId: id, country: null, language: 'it', market: 'it', loggedIn: false, url: `http://it.localhost${path}` },
      }).allAssignments()['booking-all-in'];
    const ids = Array.from({ length: 80 }, (_, i) => device(600 + i));
    const [a1, a2] = ids.filter((id) => variationOfDevice(id) === 0);
    const [b1, b2] = ids.filter((id) => variationOfDevice(id) === 1);
    const box = (html: string) => /<aside class="booking-box"[\s\S]*?<\/aside>/.exec(html)?.[0] ?? '';

    const control = await visit(path, a1!);
    expect(control.res.status).toBe(200);
    expect(box(control.html)).not.toContain('booking-box__all-in');
    expect(box(control.html)).toContain('data-ga-checkout=');
    const treated = await visit(path, b1!);
    expect(treated.cache).toBe('miss');
    expect(box(treated.html)).toMatch(/<p class="booking-box__all-in" data-experiment="booking-all-in"><strong>Stima tutto compreso: [\d.]+ €<\/strong>/);
    // The exposure the browser reports (experiment_viewed) is the server's: the feature is in the
    // boot data's used list, and its exposure for this visitor is there, evaluated (no GrowthBook
    // needs to load in the browser to report it).
    expect(treated.html).toContain('"used":["booking-all-in"');
    const exposure = (html: string) => bootOf(html).flags!.exposures;
    expect(exposure(treated.html)).toEqual([{ featureKey: 'booking-all-in', experimentKey: 'booking-all-in', experimentName: 'Booking box: all-in estimate beside the price', variationId: 1, variationKey: '1', variationName: 'Price and all-in estimate' }]);
    expect(exposure(control.html)).toEqual([expect.objectContaining({ experimentKey: 'booking-all-in', variationId: 0 })]);
    const opsToken = 'test-ops-token-32';
    const tally = async () => {
      const res = await app.request(new Request('http://it.localhost/__ops/flags', { headers: { authorization: `Bearer ${opsToken}` } }), undefined, { ...env, OPS_TOKEN: opsToken });
      const body = (await res.json()) as { experiments: Array<{ key: string; srm: { counts: number[] } }> };
      return body.experiments.find((e) => e.key === 'booking-all-in')!.srm.counts;
    };
    const before = await tally();
    const again = [await visit(path, a2!), await visit(path, b2!)];
    expect(again.map((v) => v.cache)).toEqual(['hit', 'hit']);
    // Visitors served from the page cache count for the sample-ratio check too, each in their arm.
    const after = await tally();
    expect([after[0]! - before[0]!, after[1]! - before[1]!]).toEqual([1, 1]);
    expect(box(again[0]!.html)).not.toContain('booking-box__all-in');
    expect(box(again[1]!.html)).toContain('booking-box__all-in');
    // A copy served from the page cache reports each visitor's own variation, not its first visitor's.
    expect(again.map((v) => exposure(v.html).map((e) => e.variationId))).toEqual([[0], [1]]);
    // A page no experiment was rendered with reports none.
    expect(exposure((await visit('/partenze-confermate', a2!)).html)).toEqual([]);
  });
});

describe('the page cache of pages no experiment targets', () => {
  it('keeps the same hit ratio with 14 redirect and visual experiments running elsewhere', async () => {
    // 7 redirect and 7 visual experiments on the home page (the bench's), none on these pages.
    const elsewhere = benchPayload().experiments!;
    const pages = ['/viaggi', '/come-funziona', '/domande-frequenti', '/viaggi-asia', '/partenze-confermate'];
    const hitRatios = async () => {
      const ratios: Record<string, number> = {};
      for (const path of pages) {
        let hits = 0;
        const visitors = 40;
        for (let n = 0; n < visitors; n++) {
          const { res, cache } = await visit(path, device(700 + n));
          expect(res.status, path).toBe(200);
          if (cache === 'hit') hits++;
        }
        ratios[path] = hits / visitors;
      }
      return ratios;
    };
    await usePayload(structuredClone(defaultPayload));
    const without = await hitRatios();
    await usePayload(payloadWith(...elsewhere));
    const withExperiments = await hitRatios();
    console.log(JSON.stringify({ untargetedHitRatio: { without, withExperiments } }));
    expect(withExperiments).toEqual(without);
    // Every visitor after the first is served the stored copy.
    for (const path of pages) expect(withExperiments[path], path).toBe(39 / 40);
  });
});
