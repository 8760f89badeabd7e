import type { CurrencyCode, MarketId } from '../markets/config';
import type { SalesStatus } from './tourStatus';
import { pluralRules } from '../markets/intlFormats';

/** Most departures one live request asks about (a trip page shows a few dozen at most). */
export const maxLiveIds = 50;

/** What the live availability endpoint answers per departure (GET /api/tours/live). */
export interface LiveTour {
  id: number;
  salesStatus: SalesStatus;
  freeSeats: number;
  seatsToConfirm: number;
  /** Price in cents by currency code. */
  price: Record<string, number>;
}

export interface LiveAnswer {
  /** When the catalogue was read (ms since the epoch). */
  checkedAt: number;
  /** The departures asked about that still exist (an unknown or past id is left out). */
  tours: LiveTour[];
}

export type AgeUnit = 'minute' | 'hour' | 'day';

/**
 * How old data read at `fromMs` is at `nowMs`, in the largest whole unit (for
 * Intl.RelativeTimeFormat); null under a minute ("just now"). A clock behind counts as now.
 */
export function ageOf(fromMs: number, nowMs: number): { value: number; unit: AgeUnit } | null {
  const minutes = Math.floor((nowMs - fromMs) / 60_000);
  if (!(minutes >= 1)) return null;
  if (minutes < 60) return { value: minutes, unit: 'minute' };
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return { value: hours, unit: 'hour' };
  return { value: Math.floor(hours / 24), unit: 'day' };
}

/** Marks the freshness line (worker/render/ui/LiveAvailability.tsx, client/ui/freshness.ts). */
export const freshnessAttr = 'data-freshness';
/** Set on the freshness line once the page has asked for live data (`checked`) at least once. */
export const liveStateAttr = 'data-live';

/** Copy templates as i18next stores them (`{{name}}`, plural keys `_one`, `_other`, …). */
export type CopyBundle = Record<string, string>;

/** What the freshness line needs in the browser, in the JSON script just before it. */
export interface FreshnessProps {
  /** The departures the page shows (their rows and boxes carry `data-tour-id`). */
  tourIds: number[];
  /** When the page's catalogue data was read (ms since the epoch); null: unknown (an old copy). */
  readAt: number | null;
  marketId: MarketId;
  /** Display currency of the page. */
  currency: CurrencyCode;
  /** Intl locale of the market (plurals, relative time). */
  locale: string;
  /** The market's copy for the line, the departures' status and seats. */
  copy: { freshness: CopyBundle; status: CopyBundle; seat: CopyBundle };
}

/**
 * One piece of copy: the key's plural form for `count` (Intl plural rules, as i18next picks
 * it), its `{{name}}` placeholders filled. A missing key reads as the key.
 */
export function copyText(bundle: CopyBundle, key: string, locale: string, values: Record<string, string | number> = {}): string {
  const count = values.count;
  const plural = typeof count === 'number' ? bundle[`${key}_${pluralRules(locale).select(count)}`] ?? bundle[`${key}_other`] : undefined;
  const template = plural ?? bundle[key] ?? key;
  return template.replace(/\{\{\s*(\w+)\s*\}\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));
}
