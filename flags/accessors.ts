import {
  featureDefinitions,
  type FeatureKey,
  type FeatureValues,
  type GeolocationMap,
  type TalkToUsSwitches,
} from './definitions';

/**
 * Typed accessors for every flag the spec names. The worker (per request) and the browser
 * (per page view) implement them over their own GrowthBook instance; components read them
 * through `useFlags()` (flags/react.tsx) and never name a feature key themselves.
 */
export interface FlagAccessors {
  /** Header wishlist link with the heart icon (SPEC §2, §6). */
  wishlist(): boolean;
  /** Talk-to-us switches for a market country code (IT, US, WE, ES, FR, DE). */
  talkToUs(countryCode: string): TalkToUsSwitches;
  /** Relevance sort by meili (SPEC §9). */
  meiliSort(): boolean;
  /** Experiment: month / whenever searches open the travels tab (SPEC §9). Use searchTabFor(). */
  searchTabTravels(): boolean;
  /** Visitor country → redirect offer (SPEC §3 "Geolocation"). */
  geolocationMap(): GeolocationMap;
  /** AI search page (Italy only). */
  aiSearch(): boolean;
  /** Experiment: the booking box shows the all-in estimate beside the price (README example). */
  bookingAllIn(): boolean;
}

/** Reads one feature's evaluated value (null/undefined when the payload has no such feature). */
export type FeatureReader = (key: FeatureKey) => unknown;

const off: TalkToUsSwitches = { header: false, footer: false };

/** Accessors over a reader; a value of the wrong shape gives the definition's fallback. */
export function createAccessors(read: FeatureReader): FlagAccessors {
  function value<K extends FeatureKey>(key: K): FeatureValues[K] {
    const definition = featureDefinitions[key];
    let raw: unknown;
    try {
      raw = read(key);
    } catch {
      // A payload GrowthBook cannot evaluate must not take the page down.
      raw = undefined;
    }
    return raw !== null && raw !== undefined && definition.isValid(raw) ? raw : definition.fallback;
  }
  return {
    wishlist: () => value('wishlist'),
    talkToUs(countryCode) {
      const map = value('talk-to-us');
      return map[countryCode.toUpperCase()] ?? map.default ?? off;
    },
    meiliSort: () => value('meili-sort'),
    searchTabTravels: () => value('search-tab-travels'),
    geolocationMap: () => value('geolocation-map'),
    aiSearch: () => value('ai-search'),
    bookingAllIn: () => value('booking-all-in'),
  };
}

/** Accessors answering every flag with its code fallback (flags disabled, or no payload). */
export function fallbackAccessors(): FlagAccessors {
  return createAccessors(() => undefined);
}

/** A selected search period (SPEC §3 "Period"): a period or date range, or -1 (or none) for whenever. */
export type SelectedPeriod = { type?: string } | -1 | null | undefined;

/**
 * SPEC §9: the experiment adds tab=travels to the search query for month or whenever
 * periods. Returns the tab to add, or null to leave the query alone.
 */
export function searchTabFor(experimentOn: boolean, period: SelectedPeriod): 'travels' | null {
  if (!experimentOn) return null;
  const whenever = period === -1 || period === null || period === undefined;
  return whenever || period.type === 'month' ? 'travels' : null;
}

/** Sort used for relevance (SPEC §9): tours → date:asc; travels → meili when the flag is on. */
export function relevanceSort(kind: 'tours' | 'travels', meiliOn: boolean): 'date:asc' | 'meili' | 'score:desc' {
  if (kind === 'tours') return 'date:asc';
  return meiliOn ? 'meili' : 'score:desc';
}
