// Issue 32 item 4: assignment the growth team can trust. 10,000 simulated visitors land within
// ±2 % of each experiment's weights (code, redirect); a visitor keeps their variation across
// markets, languages, later visits and after signing in; the sample-ratio check tells a fair
// split from a broken one.
import type { AutoExperiment, FeatureApiResponse } from '@growthbook/growthbook';
import { describe, expect, it } from 'vitest';
import { defaultPayload } from './defaultPayload';
import { FlagEvaluator } from './evaluator';
import { clientPayload } from './payload';
import type { FlagAttributes } from './attributes';
import { parseCounts, sampleRatioCheck } from './srm';

/** Deterministic v4 uuids (mulberry32): the same 10,000 visitors on every run. */
function visitors(count: number, seed = 32): string[] {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const hex = (n: number) => Array.from({ length: n }, () => Math.floor(next() * 16).toString(16)).join('');
  return Array.from({ length: count }, () => `${hex(8)}-${hex(4)}-4${hex(3)}-${'89ab'[Math.floor(next() * 4)]}${hex(3)}-${hex(12)}`);
}

const threeWay: FeatureApiResponse = {
  ...structuredClone(defaultPayload),
  features: {
    ...structuredClone(defaultPayload.features),
    'meili-sort': {
      defaultValue: false,
      rules: [{ id: 'sort-3', key: 'sort-3', hashAttribute: 'id', hashVersion: 2, seed: 'sort-3', coverage: 1, weights: [0.2, 0.3, 0.5], variations: [false, true, true] }],
    },
  },
};
const payload = clientPayload(threeWay);
const redirect: AutoExperiment = {
  key: 'landing', hashAttribute: 'id', hashVersion: 2, seed: 'landing', weights: [0.5, 0.5],
  urlPatterns: [{ include: true, type: 'simple', pattern: '/come-funziona' }],
  variations: [{}, { urlRedirect: '/viaggi' }],
};

function evaluatorFor(id: string, over: Partial<FlagAttributes> = {}) {
  return new FlagEvaluator({
    payload,
    attributes: { id, deviceId: id, country: 'IT', language: 'it', market: 'it', loggedIn: false, url: 'https://www.caravan.example/come-funziona', ...over },
  });
}

function assignmentsOf(id: string, over: Partial<FlagAttributes> = {}) {
  const evaluator = evaluatorFor(id, over);
  return { ...evaluator.allAssignments(), landing: evaluator.runAuto(redirect).variationId };
}

describe('10,000 simulated visitors', () => {
  const ids = visitors(10_000);
  const counts: Record<string, number[]> = { 'search-tab-travels': [0, 0], 'booking-all-in': [0, 0], 'sort-3': [0, 0, 0], landing: [0, 0] };
  for (const id of ids) {
    for (const [key, variation] of Object.entries(assignmentsOf(id))) counts[key]![variation]!++;
  }
  const weights: Record<string, number[]> = { 'search-tab-travels': [0.5, 0.5], 'booking-all-in': [0.5, 0.5], 'sort-3': [0.2, 0.3, 0.5], landing: [0.5, 0.5] };

  it.each(Object.keys(weights))('%s splits within 2 points of its weights, and passes the sample-ratio check', (key) => {
    const shares = counts[key]!.map((n) => n / ids.length);
    shares.forEach((share, i) => expect(Math.abs(share - weights[key]![i]!), `${key} variation ${i}: ${share}`).toBeLessThanOrEqual(0.02));
    expect(sampleRatioCheck(counts[key]!, weights[key]!).verdict).toBe('ok');
  });

  it('the sample-ratio check flags a split that lost visitors in one arm', () => {
    const [a, b] = counts['search-tab-travels']!;
    // A redirect arm that loses 8 % of its visitors before they count.
    const broken = sampleRatioCheck([a!, Math.round(b! * 0.92)], [0.5, 0.5]);
    expect(broken.verdict).toBe('mismatch');
    expect(broken.pValue).toBeLessThan(0.001);
    expect(sampleRatioCheck([50, 40], [0.5, 0.5]).verdict).toBe('too-few');
    // Known value: 1,000 vs 1,100 at 50/50 is chi² 4.762, p 0.0291.
    expect(sampleRatioCheck([1000, 1100], [0.5, 0.5])).toMatchObject({ chiSquare: 4.762, pValue: 0.0291, verdict: 'ok' });
    expect(parseCounts('a:1,2;bad;b:3,4,5')).toEqual({ a: [1, 2], b: [3, 4, 5] });
  });
});

describe('sticky assignment', () => {
  it('the same variation in every market and language, on later visits and after signing in', () => {
    for (const id of visitors(200, 7)) {
      const first = assignmentsOf(id);
      expect(assignmentsOf(id, { market: 'es', language: 'es', country: 'ES', url: 'https://es.caravan.example/come-funziona' })).toEqual(first);
      expect(assignmentsOf(id, { market: 'us', language: 'en', country: 'US' })).toEqual(first);
      expect(assignmentsOf(id, { loggedIn: true })).toEqual(first);
    }
  });
});

describe('exposure tally of one isolate', () => {
  it('hands its counts over for storing at most once an interval, and takes back what could not be stored', async () => {
    const { ExposureTally } = await import('./srm');
    const tally = new ExposureTally();
    const start = Date.now();
    expect(tally.takeDue(start + 60_000, 30_000)).toBeNull();
    tally.add('a', 0);
    tally.add('a', 1);
    tally.add('a', 1);
    tally.add('a', 25);
    expect(tally.takeDue(start + 10_000, 30_000)).toBeNull();
    const taken = tally.takeDue(start + 31_000, 30_000)!;
    expect(taken.get('a')).toEqual([1, 2]);
    expect(tally.get('a', 2)).toEqual([0, 0]);
    tally.add('a', 0);
    expect(tally.takeDue(start + 40_000, 30_000)).toBeNull();
    tally.restore(taken);
    expect(tally.get('a', 3)).toEqual([2, 2, 0]);
  });
});
