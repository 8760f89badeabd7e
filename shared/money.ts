import type { CurrencyCode, MarketId } from '../markets/config';

/** Currency as listed in site settings (SPEC §3). */
export interface Currency {
  isoCode: string;
  symbol?: string;
  name?: string;
}

/** Prices keyed by currency iso code, in integer cents (SPEC §3 Tour basePrice/price). */
export type PriceByCurrency = Partial<Record<CurrencyCode, number>>;

export const currencyCodes = ['EUR', 'USD', 'GBP'] as const satisfies readonly CurrencyCode[];

/** True when the value is a currency the storefront can display. */
export function isCurrencyCode(value: unknown): value is CurrencyCode {
  return typeof value === 'string' && (currencyCodes as readonly string[]).includes(value);
}

interface PriceStyle {
  symbol: string;
  decimal: string;
  group: string;
  symbolFirst: boolean;
}

const symbols: Record<CurrencyCode, string> = { EUR: '€', USD: '$', GBP: '£' };

/**
 * SPEC §9 formats, written out rather than taken from Intl: Intl disagrees with them
 * (it-IT/es-ES drop the group separator under 10.000, fr-FR groups with a narrow space,
 * it-IT writes "USD") and its output changes with the ICU version of each runtime.
 */
function priceStyle(currency: CurrencyCode, marketId: MarketId): PriceStyle {
  const symbol = symbols[currency] ?? String(currency);
  if (currency === 'EUR') {
    // en-WE keeps the euro after the amount but writes numbers the English way.
    return marketId === 'we'
      ? { symbol, decimal: '.', group: ',', symbolFirst: false }
      : { symbol, decimal: ',', group: '.', symbolFirst: false };
  }
  return { symbol, decimal: '.', group: ',', symbolFirst: true };
}

function groupDigits(digits: string, separator: string): string {
  return digits.replace(/\B(?=(\d{3})+(?!\d))/g, separator);
}

/**
 * Formats a price in cents (SPEC §9): "1.234 €", "1,234.50 €" (en-WE), "$1,234", "£1,234.50".
 * Precision 0 rounds half away from zero to whole units. Spaces are plain U+0020.
 * '' for a value that is not a finite number.
 */
export function formatPrice(
  cents: number,
  currency: CurrencyCode,
  marketId: MarketId,
  options: { precision?: 0 | 2 } = {},
): string {
  if (typeof cents !== 'number' || !Number.isFinite(cents)) return '';
  const style = priceStyle(currency, marketId);
  const precision = options.precision === 2 ? 2 : 0;
  // BigInt keeps huge amounts exact past Number.MAX_SAFE_INTEGER instead of printing "1e+21".
  const whole = BigInt(Math.round(Math.abs(cents)));
  const negative = cents < 0 && whole > 0n;
  const units = precision === 2 ? whole / 100n : (whole + 50n) / 100n;
  let amount = groupDigits(units.toString(), style.group);
  if (precision === 2) amount += style.decimal + (whole % 100n).toString().padStart(2, '0');
  const sign = negative && (precision === 2 || units > 0n) ? '-' : '';
  return style.symbolFirst ? `${sign}${style.symbol}${amount}` : `${sign}${amount} ${style.symbol}`;
}

function isoCodes(list: readonly (Currency | string)[] | null | undefined): string[] {
  if (!Array.isArray(list)) return [];
  return list
    .map((entry) => (typeof entry === 'string' ? entry : entry?.isoCode))
    .filter((c) => typeof c === 'string')
    .map((c) => c.trim().toUpperCase());
}

/**
 * Currency to display (SPEC §9): the stored preference, else the geolocated currency, each
 * only if the settings list offers it and the storefront can format it; otherwise the
 * market's default.
 */
export function displayCurrency(input: {
  stored?: string | null;
  geolocated?: string | null;
  settingsCurrencies: readonly (Currency | string)[] | null | undefined;
  marketDefault: CurrencyCode;
}): CurrencyCode {
  const offered = isoCodes(input.settingsCurrencies);
  for (const candidate of [input.stored, input.geolocated]) {
    const code = typeof candidate === 'string' ? candidate.trim().toUpperCase() : null;
    if (isCurrencyCode(code) && offered.includes(code)) return code;
  }
  return input.marketDefault;
}

/** The currency switch shows only when settings offer more than one currency. */
export function showCurrencySwitch(currencies: readonly unknown[] | null | undefined): boolean {
  return Array.isArray(currencies) && currencies.length > 1;
}

/**
 * Currencies a booking is charged in. Product decision (issue 30 item 3), from SPEC §1 ("payment
 * is in EUR or GBP depending on the home address in checkout") and from the checkout link itself:
 * `{BOOKING_BASE_URL}/booking/{id}/start` carries no currency, so the storefront never chooses
 * what is charged — the booking site does, from the home address the traveller gives there. No
 * market charges in USD (the US store's "You pay in USD" was untrue); its dollar prices are a guide.
 */
export const chargeCurrencies = ['EUR', 'GBP'] as const satisfies readonly CurrencyCode[];

/** The one statement of the currency charged, as a copy key and its values (locale namespace `charge`). */
export interface ChargeStatement {
  key: 'charge.payable' | 'charge.approximate';
  values: { display: CurrencyCode };
}

/**
 * What every page (booking box, departure list, calculator, dossier, footer) says about the
 * currency charged, for prices shown in `display`: amounts in a currency that can be charged are
 * what the traveller pays when charged in it; any other is approximate. The same for every market.
 */
export function chargeStatement(display: CurrencyCode): ChargeStatement {
  return (chargeCurrencies as readonly CurrencyCode[]).includes(display)
    ? { key: 'charge.payable', values: { display } }
    : { key: 'charge.approximate', values: { display } };
}

/** The footer currency message shows when the display currency differs from the market's. */
export function showCurrencyMessage(display: CurrencyCode, marketCurrency: CurrencyCode): boolean {
  return display !== marketCurrency;
}

/**
 * An amount in content (banners, trip texts): `{{money EUR:15000 USD:16000 GBP:13000}}`, cents per
 * currency, written out at render time in the page's display currency (issue 30 item 11: a "€150"
 * typed into copy stayed in euros on dollar and pound pages).
 */
const moneyTokenPattern = /\{\{money((?:\s+[A-Z]{3}:-?\d+)+)\s*\}\}/g;

/** The content token of an amount per currency (the seed writes these; see fillMoney). */
export function moneyToken(amounts: PriceByCurrency): string {
  const parts = currencyCodes.filter((code) => typeof amounts[code] === 'number').map((code) => `${code}:${Math.round(amounts[code]!)}`);
  return `{{money ${parts.join(' ')}}}`;
}

/** The amounts of every money token in a text, in order (for data checks). */
export function moneyTokens(text: string): PriceByCurrency[] {
  return [...text.matchAll(moneyTokenPattern)].map((match) => parseAmounts(match[1]!));
}

function parseAmounts(list: string): PriceByCurrency {
  const amounts: PriceByCurrency = {};
  for (const part of list.trim().split(/\s+/)) {
    const [code, cents] = part.split(':');
    if (isCurrencyCode(code)) amounts[code] = Number(cents);
  }
  return amounts;
}

/**
 * Writes out the money tokens of a text in the display currency. A token without that currency
 * falls back to the market's, then to the first amount it has: content missing a currency shows
 * another one rather than a raw token. Output is plain text safe inside HTML (digits, separators
 * and a symbol).
 */
export function fillMoney(text: string, display: CurrencyCode, marketId: MarketId, marketCurrency: CurrencyCode = display): string {
  if (!text.includes('{{money')) return text;
  return text.replace(moneyTokenPattern, (token: string, list: string) => {
    const amounts = parseAmounts(list);
    const code = [display, marketCurrency, ...currencyCodes].find((candidate) => typeof amounts[candidate] === 'number');
    return code ? formatPrice(amounts[code]!, code, marketId) : token;
  });
}
