import { describe, expect, it } from 'vitest';
import { createAccessors, fallbackAccessors, relevanceSort, searchTabFor } from './accessors';
import { fallbackGeolocationMap } from './definitions';

describe('typed accessors', () => {
  it('return payload values of the right shape', () => {
    const values: Record<string, unknown> = {
      wishlist: false,
      'meili-sort': true,
      'search-tab-travels': true,
      'ai-search': true,
      'talk-to-us': { IT: { header: true, footer: false }, default: { header: false, footer: true } },
      'geolocation-map': { x: { addressFrom: ['CH'], showRedirectPopup: false, redirectDestination: 'de' } },
    };
    const flags = createAccessors((key) => values[key]);
    expect(flags.wishlist()).toBe(false);
    expect(flags.meiliSort()).toBe(true);
    expect(flags.searchTabTravels()).toBe(true);
    expect(flags.aiSearch()).toBe(true);
    expect(flags.talkToUs('it')).toEqual({ header: true, footer: false });
    expect(flags.talkToUs('DE')).toEqual({ header: false, footer: true });
    expect(flags.geolocationMap().x?.redirectDestination).toBe('de');
  });

  it('fall back to the code value for missing, wrongly shaped or failing features', () => {
    const wrong = createAccessors((key) => (key === 'wishlist' ? 'on' : key === 'talk-to-us' ? { IT: true } : undefined));
    expect(wrong.wishlist()).toBe(true);
    expect(wrong.talkToUs('IT')).toEqual({ header: false, footer: false });
    expect(wrong.geolocationMap()).toEqual(fallbackGeolocationMap);
    const throwing = createAccessors(() => {
      throw new Error('bad payload');
    });
    expect(throwing.meiliSort()).toBe(false);
    expect(fallbackAccessors().aiSearch()).toBe(false);
  });
});

describe('searchTabFor (SPEC §9)', () => {
  it.each([
    [true, { type: 'month' }, 'travels'],
    [true, -1, 'travels'],
    [true, null, 'travels'],
    [true, { type: 'event' }, null],
    [true, { type: 'other' }, null],
    [true, {}, null],
    [false, { type: 'month' }, null],
    [false, -1, null],
  ] as const)('experiment %s, period %j → %s', (on, period, tab) => {
    expect(searchTabFor(on, period)).toBe(tab);
  });

  it('relevance sort: tours by date, travels by meili only with the flag', () => {
    expect(relevanceSort('tours', true)).toBe('date:asc');
    expect(relevanceSort('travels', true)).toBe('meili');
    expect(relevanceSort('travels', false)).toBe('score:desc');
  });
});
