import type { Context } from 'hono';
import { getCookie } from 'hono/cookie';
import { displayCurrency, isCurrencyCode } from '../../shared/money';
import { markets, type CurrencyCode } from '../../markets/config';
import type { AppEnv } from '../context';
import type { Layout } from '../data/types';
import type { RequestProfile } from './profile';

/** Cookie holding the visitor's chosen display currency. */
export const currencyCookie = 'caravan_currency';

const countryCurrency: Record<string, CurrencyCode> = { US: 'USD', GB: 'GBP' };

/** The currency a visitor's country is shown in where the market offers it (none for most countries). */
export function geolocatedCurrency(country: string | null): CurrencyCode | undefined {
  return country ? countryCurrency[country] : undefined;
}

/** The visitor's stored currency choice, if it is a currency at all. */
export function storedCurrency(c: Context<AppEnv>): CurrencyCode | undefined {
  const stored = getCookie(c, currencyCookie);
  return stored && isCurrencyCode(stored) ? stored : undefined;
}

/**
 * Display currency (SPEC §9): stored preference, else geolocated currency, if the market's
 * settings offer it; otherwise the market default. Read from the request profile (./profile.ts).
 */
export function resolveCurrency(profile: Pick<RequestProfile, 'market' | 'currency' | 'countryCurrency'>, layout: Layout | null): CurrencyCode {
  const market = markets[profile.market];
  const settings = layout?.settings.currencies.map((currency) => currency.isoCode).filter(isCurrencyCode) ?? [market.currency];
  return displayCurrency({
    stored: profile.currency ?? undefined,
    geolocated: profile.countryCurrency ?? undefined,
    settingsCurrencies: settings,
    marketDefault: market.currency,
  });
}
