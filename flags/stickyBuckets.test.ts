// Issue 32 item 4: sticky bucketing, device id then user id. A visitor who signs in keeps the
// variations of the device they are on; the account then keeps them on any other device and in
// any market (each market is its own domain with its own device id); a weight change later does
// not move anyone already assigned.
import type { AutoExperiment, FeatureApiResponse, StickyAssignmentsDocument } from '@growthbook/growthbook';
import { describe, expect, it } from 'vitest';
import type { FlagAttributes } from './attributes';
import { defaultPayload } from './defaultPayload';
import { FlagEvaluator } from './evaluator';
import { clientPayload } from './payload';
import { parseStickyAssignments, signedInStickyDoc, stickyChanged, stickyKey, stickyKeysOf } from './stickyBuckets';

const redirect: AutoExperiment = {
  key: 'landing', hashAttribute: 'id', hashVersion: 2, seed: 'landing', weights: [0.5, 0.5],
  urlPatterns: [{ include: true, type: 'simple', pattern: '/come-funziona' }],
  variations: [{}, { urlRedirect: '/viaggi' }],
  meta: [{ key: '0' }, { key: '1' }],
};
const payload: FeatureApiResponse = { ...clientPayload(structuredClone(defaultPayload)), experiments: [redirect] };

const device = (n: number) => `${n.toString(16).padStart(8, '0')}-0000-4000-8000-000000000000`;
const attributesOf = (deviceId: string, over: Partial<FlagAttributes> = {}): FlagAttributes => ({
  id: deviceId, deviceId, country: 'IT', language: 'it', market: 'it', loggedIn: false, url: 'https://it.caravan.example/come-funziona', ...over,
});

function assignments(evaluator: FlagEvaluator): Record<string, number> {
  return { ...evaluator.allAssignments(), landing: evaluator.runAuto(redirect).variationId };
}

/** What the worker does for a signed-in request (worker/middleware/flags.ts RequestFlags.start). */
function signedIn(p: FeatureApiResponse, deviceId: string, userId: string, stored: Record<string, string>, over: Partial<FlagAttributes> = {}) {
  const attributes = attributesOf(deviceId, { loggedIn: true, ...over });
  let deviceEvaluations = 0;
  let doc = signedInStickyDoc(p, attributes, userId, stored, (options) => {
    deviceEvaluations++;
    return new FlagEvaluator({ payload: p, ...options });
  });
  const evaluator = new FlagEvaluator({
    payload: p,
    attributes: { ...attributes, id: userId },
    stickyDocs: { [stickyKey('id', userId)]: doc },
    onStickySave: (next: StickyAssignmentsDocument) => (doc = next),
  });
  const result = assignments(evaluator);
  return { result, doc: () => doc, evaluator, deviceEvaluations };
}

describe('sticky bucketing: device id, then user id', () => {
  const pairs = Array.from({ length: 120 }, (_, i) => ({ first: device(i * 3 + 1), second: device(i * 3 + 2), user: `u-${i}` }));

  it('signing in changes no variation; the account keeps them on another device and in another market', () => {
    let otherDeviceDiffered = 0;
    let userHashDiffered = 0;
    for (const { first, second, user } of pairs) {
      const anonymous = assignments(new FlagEvaluator({ payload, attributes: attributesOf(first) }));
      const onFirst = signedIn(payload, first, user, {});
      expect(onFirst.result, `${user} on the device they signed in on`).toEqual(anonymous);
      const stored = onFirst.doc().assignments;
      expect(Object.keys(stored).sort()).toEqual(['booking-all-in__0', 'landing__0', 'search-tab-travels__0']);

      // Another device, in another market: the account's document decides, not that device.
      const elsewhere = { market: 'us', language: 'en', country: 'US', url: 'https://us.caravan.example/come-funziona' } as const;
      const onSecond = signedIn(payload, second, user, stored, elsewhere);
      expect(onSecond.result, `${user} on a second device in the US`).toEqual(anonymous);
      expect(stickyChanged(stored, onSecond.doc())).toBe(false);
      // The stored document holds every experiment: the device is not evaluated again.
      expect([onFirst.deviceEvaluations, onSecond.deviceEvaluations]).toEqual([1, 0]);

      const secondAnonymous = assignments(new FlagEvaluator({ payload, attributes: attributesOf(second, elsewhere) }));
      if (JSON.stringify(secondAnonymous) !== JSON.stringify(anonymous)) otherDeviceDiffered++;
      const byUserHash = assignments(new FlagEvaluator({ payload, attributes: attributesOf(second, { id: user }) }));
      if (JSON.stringify(byUserHash) !== JSON.stringify(anonymous)) userHashDiffered++;
    }
    // Not vacuous: without the document most of these visitors would have changed variation.
    expect(otherDeviceDiffered).toBeGreaterThan(60);
    expect(userHashDiffered).toBeGreaterThan(60);
  });

  it('a browser given the documents the server left computes the same variations and stores nothing', () => {
    for (const { first, user } of pairs.slice(0, 30)) {
      const server = signedIn(payload, first, user, {});
      const saved: StickyAssignmentsDocument[] = [];
      const browser = new FlagEvaluator({
        payload,
        attributes: server.evaluator.attributes,
        stickyDocs: server.evaluator.stickyDocs()!,
        onStickySave: (doc) => saved.push(doc),
      });
      expect(assignments(browser)).toEqual(server.result);
      expect(saved).toEqual([]);
    }
  });

  it('an experiment started after the account was stored is added to it, and the weights moving later move nobody', () => {
    const { first, second, user } = pairs[0]!;
    const stored = signedIn(payload, first, user, {}).doc().assignments;
    const started: FeatureApiResponse = structuredClone(payload);
    started.features!['meili-sort'] = {
      defaultValue: false,
      rules: [{ id: 'sort', key: 'sort', hashAttribute: 'id', hashVersion: 2, seed: 'sort', coverage: 1, weights: [0.5, 0.5], variations: [false, true], meta: [{ key: '0' }, { key: '1' }] }],
    };
    expect(stickyKeysOf(started).sort()).toEqual(['booking-all-in__0', 'landing__0', 'search-tab-travels__0', 'sort__0']);
    const withNew = signedIn(started, second, user, stored);
    expect(withNew.deviceEvaluations, 'a new experiment: the device is asked again').toBe(1);
    const kept = withNew.doc().assignments;
    expect(kept['sort__0']).toBe(String(new FlagEvaluator({ payload: started, attributes: attributesOf(second) }).allAssignments()['sort']));
    expect(stickyChanged(stored, withNew.doc())).toBe(true);

    // The team moves every new visitor to one arm: those already assigned stay where they were.
    const ramped: FeatureApiResponse = structuredClone(started);
    for (const feature of ['booking-all-in', 'search-tab-travels', 'meili-sort']) {
      const rule = ramped.features![feature]!.rules![0]!;
      rule.weights = kept[`${rule.key}__0`] === '1' ? [1, 0] : [0, 1];
    }
    const after = signedIn(ramped, device(999), user, kept).result;
    expect(after['booking-all-in']).toBe(Number(kept['booking-all-in__0']));
    expect(after['search-tab-travels']).toBe(Number(kept['search-tab-travels__0']));
    expect(after['sort']).toBe(Number(kept['sort__0']));
  });

  it('a stored document read back keeps only short string assignments', () => {
    expect(parseStickyAssignments({ 'a__0': '1', b: 2, c: null, ['x'.repeat(200)]: '1', d: 'y'.repeat(200) })).toEqual({ 'a__0': '1' });
    expect(parseStickyAssignments(['a'])).toEqual({});
    expect(parseStickyAssignments('nope')).toEqual({});
    expect(Object.keys(parseStickyAssignments(Object.fromEntries(Array.from({ length: 500 }, (_, i) => [`e${i}__0`, '0']))))).toHaveLength(200);
  });
});
