import type { FeatureApiResponse } from '@growthbook/growthbook';
import { describe, expect, it } from 'vitest';
import { defaultPayload } from './defaultPayload';
import { clientPayload, dropInvalidFeatures, experimentKeysOf, payloadVersion, withVariationKeys } from './payload';

describe('payload helpers', () => {
  it('version is a stable fingerprint that changes with the rules', () => {
    const copy = JSON.parse(JSON.stringify(defaultPayload)) as FeatureApiResponse;
    expect(payloadVersion(copy)).toBe(payloadVersion(defaultPayload));
    copy.features!.wishlist = { defaultValue: false };
    expect(payloadVersion(copy)).not.toBe(payloadVersion(defaultPayload));
    expect(payloadVersion(defaultPayload)).toMatch(/^[0-9a-f]{8}$/);
  });

  it('lists experiment keys (rule key, else feature key)', () => {
    const payload: FeatureApiResponse = {
      features: {
        a: { rules: [{ variations: [1, 2] }] },
        b: { rules: [{ key: 'exp-b', variations: [true, false] }, { force: true }] },
      },
    };
    expect(experimentKeysOf(payload).sort()).toEqual(['a', 'exp-b']);
    expect(experimentKeysOf(defaultPayload)).toEqual(['search-tab-travels', 'booking-all-in']);
  });

  it('drops known features that could produce a value of the wrong shape, keeps the rest', () => {
    const payload: FeatureApiResponse = {
      features: {
        wishlist: { defaultValue: true, rules: [{ force: 'yes' }] },
        'meili-sort': { defaultValue: false, rules: [{ variations: [false, 1] }] },
        'ai-search': { defaultValue: true },
        'mobile-app-thing': { defaultValue: 'anything' },
      },
    };
    const { payload: kept, dropped } = dropInvalidFeatures(payload);
    expect(dropped.sort()).toEqual(['meili-sort', 'wishlist']);
    expect(Object.keys(kept.features!).sort()).toEqual(['ai-search', 'mobile-app-thing']);
  });

  it('client payload: known features and their prerequisites, referenced saved groups only, no auto experiments', () => {
    const payload: FeatureApiResponse = {
      features: {
        wishlist: {
          defaultValue: false,
          rules: [
            { condition: { id: { $inGroup: 'beta-devices' } }, force: true },
            { parentConditions: [{ id: 'parent-gate', condition: { value: true } }], force: true },
          ],
        },
        'parent-gate': { defaultValue: true, rules: [{ condition: { $savedGroup: { id: 'cond-group' } }, force: false }] },
        'mobile-only': { defaultValue: 1, rules: [{ condition: { id: { $inGroup: 'other-people' } }, force: 2 }] },
      },
      savedGroups: {
        'beta-devices': ['d1', 'd2'],
        'cond-group': { type: 'condition', condition: { country: { $inGroup: 'countries' } } },
        countries: ['IT'],
        'other-people': ['someone@example.com'],
      },
      experiments: [{ key: 'visual', variations: [{}, {}] }],
    };
    const client = clientPayload(payload);
    expect(Object.keys(client.features!).sort()).toEqual(['parent-gate', 'wishlist']);
    expect(Object.keys(client.savedGroups!).sort()).toEqual(['beta-devices', 'cond-group', 'countries']);
    expect(client.experiments).toBeUndefined();
    expect(JSON.stringify(client)).not.toContain('someone@example.com');
  });
});

describe('withVariationKeys', () => {
  it('gives every variation the key GrowthBook would report (its index) where the payload has none, and changes nothing else', () => {
    expect(withVariationKeys(defaultPayload)).toEqual(defaultPayload);
    const byHand: FeatureApiResponse = {
      features: {
        'meili-sort': { defaultValue: false, rules: [{ key: 's', variations: [false, true, true], meta: [{ key: 'a', name: 'A' }, { name: 'B' }] }, { force: true }] },
      },
      experiments: [{ key: 'landing', variations: [{}, { urlRedirect: '/viaggi' }] }],
    };
    const keyed = withVariationKeys(byHand);
    expect(keyed.features!['meili-sort']!.rules).toEqual([
      { key: 's', variations: [false, true, true], meta: [{ key: 'a', name: 'A' }, { key: '1', name: 'B' }, { key: '2' }] },
      { force: true },
    ]);
    expect(keyed.experiments![0]!.meta).toEqual([{ key: '0' }, { key: '1' }]);
    // The input is not changed.
    expect(byHand.experiments![0]!.meta).toBeUndefined();
  });
});
