import { describe, expect, it } from 'vitest';
import type { FlagAttributes } from './attributes';
import { sanitizeUrl } from './attributes';
import { defaultPayload } from './defaultPayload';
import { FlagEvaluator, type Exposure } from './evaluator';
import { clientPayload, experimentKeysOf } from './payload';

const payload = clientPayload(defaultPayload);
const deviceIds = Array.from({ length: 40 }, (_, i) => `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`);

function attributes(deviceId: string, overrides: Partial<FlagAttributes> = {}): FlagAttributes {
  return {
    id: deviceId, deviceId, country: 'IT', language: 'it', market: 'it', loggedIn: false,
    url: 'https://www.caravan.it/', ...overrides,
  };
}

function variationOf(deviceId: string, overrides: Partial<FlagAttributes> = {}, forced?: Record<string, number>) {
  const evaluator = new FlagEvaluator({ payload, attributes: attributes(deviceId, overrides), forcedVariations: forced });
  return evaluator.allAssignments()['search-tab-travels'];
}

describe('FlagEvaluator', () => {
  it('assigns a device id to the same variation every time, and splits devices across variations', () => {
    const first = deviceIds.map((id) => variationOf(id));
    const second = deviceIds.map((id) => variationOf(id, { url: 'https://www.caravan.it/viaggi' }));
    expect(second).toEqual(first);
    expect(new Set(first)).toEqual(new Set([0, 1]));
  });

  it('typed accessors follow the payload rules (AI search only in Italy)', () => {
    expect(new FlagEvaluator({ payload, attributes: attributes(deviceIds[0]!) }).aiSearch()).toBe(true);
    expect(new FlagEvaluator({ payload, attributes: attributes(deviceIds[0]!, { market: 'de', language: 'de' }) }).aiSearch()).toBe(false);
  });

  it('ruleValues: the values a matching targeting rule set, by feature (not defaults, not experiments)', () => {
    expect(new FlagEvaluator({ payload, attributes: attributes(deviceIds[0]!) }).ruleValues()).toEqual({ 'ai-search': true });
    expect(new FlagEvaluator({ payload, attributes: attributes(deviceIds[0]!, { market: 'de', language: 'de' }) }).ruleValues()).toEqual({});
  });

  it('experimentsRead: the experiments of the features the page read (peeks are not reads); assignmentsOf gives the visitor\'s', () => {
    const evaluator = new FlagEvaluator({ payload, attributes: attributes(deviceIds[0]!) });
    evaluator.wishlist();
    evaluator.talkToUs('IT');
    evaluator.peek('search-tab-travels');
    evaluator.allAssignments();
    expect(evaluator.experimentsRead()).toEqual([]);
    evaluator.searchTabTravels();
    expect(evaluator.experimentsRead()).toEqual(['search-tab-travels']);
    expect(evaluator.assignmentsOf(['search-tab-travels', 'no-such-experiment'])).toEqual([variationOf(deviceIds[0]!), null]);
  });

  it('reports exposure once per experiment per evaluator, only when the page uses the flag', () => {
    const seen: Exposure[] = [];
    const evaluator = new FlagEvaluator({ payload, attributes: attributes(deviceIds[0]!), onExposure: (e) => seen.push(e) });
    evaluator.allAssignments();
    evaluator.peek('search-tab-travels');
    evaluator.wishlist();
    expect(seen).toEqual([]);
    const on = evaluator.searchTabTravels();
    evaluator.searchTabTravels();
    evaluator.evaluate('search-tab-travels');
    expect(seen).toHaveLength(1);
    expect(seen[0]).toMatchObject({ experimentKey: 'search-tab-travels', featureKey: 'search-tab-travels', variationId: on ? 1 : 0 });
    expect(evaluator.usedExperimentFeatures()).toEqual(['search-tab-travels']);
    expect(evaluator.usedAssignments()).toEqual({ 'search-tab-travels': { variationId: on ? 1 : 0, forced: false } });
  });

  it('forced variations apply but never count as exposure', () => {
    const id = deviceIds.find((d) => variationOf(d) === 0)!;
    const seen: Exposure[] = [];
    const evaluator = new FlagEvaluator({ payload, attributes: attributes(id), forcedVariations: { 'search-tab-travels': 1 }, onExposure: (e) => seen.push(e) });
    expect(evaluator.searchTabTravels()).toBe(true);
    expect(seen).toEqual([]);
    expect(evaluator.usedAssignments()['search-tab-travels']).toEqual({ variationId: 1, forced: true });
  });

  it("GrowthBook's ?<experiment>=<n> override is neutralised by sanitizeUrl unless forcing is allowed", () => {
    const id = deviceIds.find((d) => variationOf(d) === 0)!;
    const raw = 'https://www.caravan.it/cerca?search-tab-travels=1';
    const keys = experimentKeysOf(payload);
    expect(variationOf(id, { url: sanitizeUrl(raw, keys, false) })).toBe(0);
    expect(variationOf(id, { url: sanitizeUrl(raw, keys, true) })).toBe(1);
  });

  it('updateAttributes re-evaluates with the new facts', () => {
    const evaluator = new FlagEvaluator({ payload, attributes: attributes(deviceIds[0]!, { market: 'de' }) });
    expect(evaluator.aiSearch()).toBe(false);
    evaluator.updateAttributes({ market: 'it' });
    expect(evaluator.aiSearch()).toBe(true);
    expect(evaluator.attributes.market).toBe('it');
  });
});
