import { marketIds, type MarketId } from '../markets/config';

/**
 * Every feature the code reads (SPEC §6, §9, §3 "Geolocation"), its GrowthBook key, its
 * value type and the value used when the payload lacks the feature or carries a value of
 * the wrong shape. Client-safe: no zod, no GrowthBook import (both would weigh on bundles).
 */

/** Talk-to-us switches of one country (SPEC §6: separate header and footer switches). */
export interface TalkToUsSwitches {
  header: boolean;
  footer: boolean;
}

/** One entry of the geolocation map (SPEC §3 "Geolocation"). */
export interface GeolocationRule {
  /** Visitor countries (ISO 3166-1 alpha-2, from request.cf.country) the entry applies to. */
  addressFrom: string[];
  /** False keeps needsRedirect but never opens the redirect modal. */
  showRedirectPopup: boolean;
  /** Market the visitor is offered. */
  redirectDestination: MarketId;
}

/** Entry name → rule; entries keyed by a market id apply first on that market's site. */
export type GeolocationMap = Record<string, GeolocationRule>;

export interface FeatureValues {
  wishlist: boolean;
  'talk-to-us': Record<string, TalkToUsSwitches>;
  'meili-sort': boolean;
  'search-tab-travels': boolean;
  'geolocation-map': GeolocationMap;
  'ai-search': boolean;
  'booking-all-in': boolean;
}

export type FeatureKey = keyof FeatureValues;

const isBoolean = (value: unknown): value is boolean => typeof value === 'boolean';

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const countryPattern = /^[A-Z]{2}$/;

function isTalkToUsMap(value: unknown): value is Record<string, TalkToUsSwitches> {
  if (!isRecord(value)) return false;
  return Object.entries(value).every(
    ([country, switches]) =>
      (countryPattern.test(country) || country === 'default') &&
      isRecord(switches) &&
      isBoolean(switches.header) &&
      isBoolean(switches.footer),
  );
}

function isGeolocationMap(value: unknown): value is GeolocationMap {
  if (!isRecord(value)) return false;
  return Object.values(value).every(
    (rule) =>
      isRecord(rule) &&
      Array.isArray(rule.addressFrom) &&
      rule.addressFrom.every((country) => typeof country === 'string' && countryPattern.test(country)) &&
      isBoolean(rule.showRedirectPopup) &&
      (marketIds as readonly unknown[]).includes(rule.redirectDestination),
  );
}

export interface FeatureDefinition<K extends FeatureKey> {
  key: K;
  description: string;
  /** Value when the payload has no (valid) definition of the feature. */
  fallback: FeatureValues[K];
  /** Shape check for every value the payload may produce (default, forced, variations). */
  isValid(value: unknown): value is FeatureValues[K];
}

/** The geolocation map the site shipped with before it became a flag. */
export const fallbackGeolocationMap: GeolocationMap = {
  it: { addressFrom: ['IT', 'SM', 'VA'], showRedirectPopup: true, redirectDestination: 'it' },
  us: { addressFrom: ['US'], showRedirectPopup: true, redirectDestination: 'us' },
  es: { addressFrom: ['ES'], showRedirectPopup: true, redirectDestination: 'es' },
  fr: { addressFrom: ['FR', 'BE', 'LU'], showRedirectPopup: true, redirectDestination: 'fr' },
  de: { addressFrom: ['DE', 'AT'], showRedirectPopup: true, redirectDestination: 'de' },
};

export const featureDefinitions: { [K in FeatureKey]: FeatureDefinition<K> } = {
  wishlist: {
    key: 'wishlist',
    description: 'Header wishlist link with the heart icon (SPEC §2 wishlist page, §6).',
    fallback: true,
    isValid: isBoolean,
  },
  'talk-to-us': {
    key: 'talk-to-us',
    description: 'Talk-to-us button per market country code, header and footer switched separately (SPEC §6).',
    fallback: {},
    isValid: isTalkToUsMap,
  },
  'meili-sort': {
    key: 'meili-sort',
    description: 'Search relevance sorts with meili instead of score:desc (SPEC §9 sort orders).',
    fallback: false,
    isValid: isBoolean,
  },
  'search-tab-travels': {
    key: 'search-tab-travels',
    description: 'Experiment: searches for a month or "whenever" period open the travels tab (SPEC §9).',
    fallback: false,
    isValid: isBoolean,
  },
  'geolocation-map': {
    key: 'geolocation-map',
    description: 'Visitor country → addressFrom list, showRedirectPopup, redirectDestination (SPEC §3).',
    fallback: fallbackGeolocationMap,
    isValid: isGeolocationMap,
  },
  'ai-search': {
    key: 'ai-search',
    description: 'AI-assisted search page (Italy only, SPEC §1, §2).',
    fallback: false,
    isValid: isBoolean,
  },
  'booking-all-in': {
    key: 'booking-all-in',
    description: 'Experiment: the booking box shows the all-in estimate beside the price (README example, measured by begin_checkout).',
    fallback: false,
    isValid: isBoolean,
  },
};

export const featureKeys = Object.keys(featureDefinitions) as FeatureKey[];

export function isFeatureKey(key: string): key is FeatureKey {
  return Object.prototype.hasOwnProperty.call(featureDefinitions, key);
}
