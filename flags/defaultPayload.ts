import type { FeatureApiResponse } from '@growthbook/growthbook';
import { fallbackGeolocationMap } from './definitions';

/**
 * The embedded GrowthBook payload: what the worker serves when no GrowthBook API is
 * configured and KV holds nothing yet (it seeds KV `FLAGS` under `payload`). Same format as
 * the GrowthBook SDK endpoint (`GET {apiHost}/api/features/{clientKey}`), so it can be
 * pasted into GrowthBook or replaced in KV without a deploy:
 *
 *   npx wrangler kv key put --binding FLAGS payload "$(cat payload.json)"
 */
export const defaultPayload: FeatureApiResponse = {
  dateUpdated: '2026-04-01T00:00:00.000Z',
  features: {
    wishlist: { defaultValue: true },
    'talk-to-us': {
      defaultValue: {
        IT: { header: true, footer: true },
        ES: { header: true, footer: true },
        FR: { header: true, footer: true },
        DE: { header: true, footer: true },
        US: { header: false, footer: true },
        WE: { header: false, footer: true },
      },
    },
    'meili-sort': { defaultValue: false },
    'search-tab-travels': {
      defaultValue: false,
      rules: [
        {
          id: 'exp-search-tab-travels',
          key: 'search-tab-travels',
          name: 'Search: travels tab for month and whenever periods',
          hashAttribute: 'id',
          hashVersion: 2,
          seed: 'search-tab-travels',
          phase: '0',
          coverage: 1,
          weights: [0.5, 0.5],
          variations: [false, true],
          meta: [
            { key: '0', name: 'Tours tab' },
            { key: '1', name: 'Travels tab' },
          ],
        },
      ],
    },
    'geolocation-map': { defaultValue: fallbackGeolocationMap },
    // The README's example experiment: measured by begin_checkout per variation.
    'booking-all-in': {
      defaultValue: false,
      rules: [
        {
          id: 'exp-booking-all-in',
          key: 'booking-all-in',
          name: 'Booking box: all-in estimate beside the price',
          hashAttribute: 'id',
          hashVersion: 2,
          seed: 'booking-all-in',
          phase: '0',
          coverage: 1,
          weights: [0.5, 0.5],
          variations: [false, true],
          meta: [
            { key: '0', name: 'Price only' },
            { key: '1', name: 'Price and all-in estimate' },
          ],
        },
      ],
    },
    'ai-search': {
      defaultValue: false,
      rules: [{ id: 'ai-search-italy', condition: { market: 'it' }, force: true }],
    },
  },
};
