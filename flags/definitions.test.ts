import { describe, expect, it } from 'vitest';
import { defaultPayload } from './defaultPayload';
import { featureDefinitions, featureKeys, fallbackGeolocationMap } from './definitions';
import { dropInvalidFeatures } from './payload';

describe('feature definitions and the embedded default payload', () => {
  it('the default payload defines every feature the code reads, with valid values only', () => {
    expect(Object.keys(defaultPayload.features ?? {}).sort()).toEqual([...featureKeys].sort());
    expect(dropInvalidFeatures(defaultPayload).dropped).toEqual([]);
  });

  it('every fallback passes its own shape check', () => {
    for (const key of featureKeys) {
      const definition = featureDefinitions[key] as { fallback: unknown; isValid(v: unknown): boolean };
      expect(definition.isValid(definition.fallback), key).toBe(true);
    }
  });

  it.each([
    ['wishlist', 'yes'],
    ['talk-to-us', { IT: { header: true } }],
    ['talk-to-us', { Italy: { header: true, footer: true } }],
    ['geolocation-map', { it: { addressFrom: ['it'], showRedirectPopup: true, redirectDestination: 'it' } }],
    ['geolocation-map', { it: { addressFrom: ['IT'], showRedirectPopup: true, redirectDestination: 'xx' } }],
    ['geolocation-map', []],
    ['search-tab-travels', 1],
  ] as const)('%s rejects %j', (key, value) => {
    expect(featureDefinitions[key].isValid(value)).toBe(false);
  });

  it('the geolocation fallback keeps the pre-flag country map', () => {
    const pairs = Object.values(fallbackGeolocationMap).flatMap((rule) => rule.addressFrom.map((c) => `${c}->${rule.redirectDestination}`));
    expect(pairs.sort()).toEqual(
      ['IT->it', 'SM->it', 'VA->it', 'US->us', 'ES->es', 'FR->fr', 'BE->fr', 'LU->fr', 'DE->de', 'AT->de'].sort(),
    );
  });
});
