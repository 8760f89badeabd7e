/** Market configuration: one entry per storefront (SPEC §1, §3 "Market config per locale", §9). */

export const marketIds = ['it', 'us', 'we', 'es', 'fr', 'de'] as const;
export type MarketId = (typeof marketIds)[number];

export const languages = ['it', 'en', 'es', 'fr', 'de'] as const;
export type Language = (typeof languages)[number];

export type CurrencyCode = 'EUR' | 'USD' | 'GBP';

export interface Market {
  id: MarketId;
  /** BCP 47 tag used for hreflang and <html lang>. */
  locale: string;
  /** Locale used by Intl for numbers and dates. */
  intlLocale: string;
  language: Language;
  currency: CurrencyCode;
  /** date-fns pattern for short dates. */
  dateFormat: string;
  /** 0 = Sunday, 1 = Monday. */
  weekStartsOn: 0 | 1;
  timeZone: string;
  /** Production host; overridable with the MARKET_DOMAINS var. */
  domain: string;
  /** Host used locally (resolves to loopback). */
  localHost: string;
  label: string;
  languageLabel: string;
  communityMessage: string;
  countryCode: string;
  icon: string;
  mandatoryTaxCode: boolean;
  disabled: boolean;
}

export const defaultMarketId: MarketId = 'it';
/** The world locale: target of hreflang x-default. */
export const worldMarketId: MarketId = 'we';

export const markets: Record<MarketId, Market> = {
  it: {
    id: 'it', locale: 'it-IT', intlLocale: 'it-IT', language: 'it', currency: 'EUR',
    dateFormat: 'dd/MM/yyyy', weekStartsOn: 1, timeZone: 'Europe/Rome',
    domain: 'www.caravan.it', localHost: 'it.localhost',
    label: 'Italia', languageLabel: 'Italiano',
    communityMessage: 'La community di viaggiatori più grande d’Italia',
    countryCode: 'IT', icon: '/icons/flags/it.svg', mandatoryTaxCode: true, disabled: false,
  },
  us: {
    id: 'us', locale: 'en-US', intlLocale: 'en-US', language: 'en', currency: 'USD',
    dateFormat: 'MM/dd/yyyy', weekStartsOn: 0, timeZone: 'America/New_York',
    domain: 'www.caravan.com', localHost: 'us.localhost',
    label: 'United States', languageLabel: 'English (US)',
    communityMessage: 'Join a global community of travellers',
    countryCode: 'US', icon: '/icons/flags/us.svg', mandatoryTaxCode: false, disabled: false,
  },
  we: {
    id: 'we', locale: 'en-WE', intlLocale: 'en-IE', language: 'en', currency: 'EUR',
    dateFormat: 'dd/MM/yyyy', weekStartsOn: 0, timeZone: 'Europe/London',
    domain: 'www.caravan.travel', localHost: 'en.localhost',
    label: 'International', languageLabel: 'English',
    communityMessage: 'Travel the world with people like you',
    countryCode: 'WE', icon: '/icons/flags/we.svg', mandatoryTaxCode: false, disabled: false,
  },
  es: {
    id: 'es', locale: 'es-ES', intlLocale: 'es-ES', language: 'es', currency: 'EUR',
    dateFormat: 'dd/MM/yyyy', weekStartsOn: 1, timeZone: 'Europe/Madrid',
    domain: 'www.caravan.es', localHost: 'es.localhost',
    label: 'España', languageLabel: 'Español',
    communityMessage: 'Viaja con gente como tú',
    countryCode: 'ES', icon: '/icons/flags/es.svg', mandatoryTaxCode: true, disabled: false,
  },
  fr: {
    id: 'fr', locale: 'fr-FR', intlLocale: 'fr-FR', language: 'fr', currency: 'EUR',
    dateFormat: 'dd/MM/yyyy', weekStartsOn: 1, timeZone: 'Europe/Paris',
    domain: 'www.caravan.fr', localHost: 'fr.localhost',
    label: 'France', languageLabel: 'Français',
    communityMessage: 'Voyagez avec des gens comme vous',
    countryCode: 'FR', icon: '/icons/flags/fr.svg', mandatoryTaxCode: false, disabled: false,
  },
  de: {
    id: 'de', locale: 'de-DE', intlLocale: 'de-DE', language: 'de', currency: 'EUR',
    dateFormat: 'dd.MM.yyyy', weekStartsOn: 1, timeZone: 'Europe/Berlin',
    domain: 'www.caravan.de', localHost: 'de.localhost',
    label: 'Deutschland', languageLabel: 'Deutsch',
    communityMessage: 'Reise mit Menschen wie dir',
    countryCode: 'DE', icon: '/icons/flags/de.svg', mandatoryTaxCode: false, disabled: false,
  },
};

export function isMarketId(value: unknown): value is MarketId {
  return typeof value === 'string' && (marketIds as readonly string[]).includes(value);
}

/**
 * Country menu (SPEC §9): no disabled countries, never the US, the current market first.
 */
export function countryMenu(current: MarketId, all: Record<MarketId, Market> = markets): Market[] {
  const visible = marketIds
    .map((id) => all[id])
    .filter((m) => !m.disabled && m.id !== 'us');
  const first = visible.filter((m) => m.id === current);
  return [...first, ...visible.filter((m) => m.id !== current)];
}

/**
 * Stores the country / language dialog offers beside the country menu (issue 30 item 11). The
 * spec's country menu leaves the US out (SPEC §9), yet a traveller in Rome wanting the US store
 * (dollars, US dates) had no way there. Decision: the country list stays as the spec says, and
 * the US store is offered on a line of its own under it ("United States · English (US) ·
 * USD"), in every market's dialog, marked current on the US store itself. So every market is
 * reachable from every market's dialog, and the country list itself is unchanged.
 */
export function otherStores(all: Record<MarketId, Market> = markets): Market[] {
  return marketIds.map((id) => all[id]).filter((m) => !m.disabled && !countryMenu(m.id, all).some((listed) => listed.id === m.id));
}
