/** Local-storage key under which recent searches are kept (SPEC §9). */
export const searchHistoryStorageKey = 'caravan.searchHistory';

/** Most entries kept (SPEC §9). */
export const searchHistoryLimit = 100;

/** Entries shown by default by `recent` (the search widget asks for 5). */
export const recentSearchesDefault = 4;

/** One stored search (SPEC §3 "Search history entry"). */
export interface SearchHistoryEntry {
  /** When the search was made, ISO date-time. */
  date: string;
  userStatus: 'logged-in' | 'anonymous';
  values: {
    destinationName: string;
    params: { dateFrom?: string | null; dateTo?: string | null };
    /** Tracking parameters sent with the search event. */
    gtm?: Record<string, string | number | boolean | null>;
  };
  title: string;
  description: string;
  url: string;
}

// This module runs in the browser on every page with the search widget: a hand-written guard
// keeps zod (~90 KB gzip with its locales) out of the home page's JavaScript.
function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function optionalDay(value: unknown): string | null | undefined {
  return typeof value === 'string' || value === null || value === undefined ? value : undefined;
}

/** A stored entry, or null when it is not one (tampered or older storage). */
export function toSearchHistoryEntry(item: unknown): SearchHistoryEntry | null {
  if (!isRecord(item) || !isRecord(item.values)) return null;
  const { date, userStatus, title, url } = item;
  if (typeof date !== 'string' || typeof title !== 'string' || typeof url !== 'string') return null;
  if (userStatus !== 'logged-in' && userStatus !== 'anonymous') return null;
  // Rendered as a link: only a same-site path, so a tampered storage cannot inject javascript: or another host.
  if (!/^\/(?![/\\])/.test(url)) return null;
  const values = item.values;
  const params = isRecord(values.params) ? values.params : {};
  const dateFrom = optionalDay(params.dateFrom);
  const dateTo = optionalDay(params.dateTo);
  const entry: SearchHistoryEntry = {
    date,
    userStatus,
    values: {
      destinationName: typeof values.destinationName === 'string' ? values.destinationName : '',
      params: dateFrom === undefined && dateTo === undefined && !isRecord(values.params) ? {} : { dateFrom, dateTo },
    },
    title,
    description: typeof item.description === 'string' ? item.description : '',
    url,
  };
  if (isRecord(values.gtm)) {
    const gtm = Object.entries(values.gtm).filter(([, v]) => v === null || ['string', 'number', 'boolean'].includes(typeof v));
    if (gtm.length === Object.keys(values.gtm).length) entry.values.gtm = Object.fromEntries(gtm) as Record<string, string | number | boolean | null>;
  }
  return entry;
}

/** A search is remembered only with a destination name or a date (SPEC §5). */
export function shouldStore(entry: SearchHistoryEntry): boolean {
  const { destinationName, params } = entry.values;
  return destinationName.trim() !== '' || Boolean(params.dateFrom) || Boolean(params.dateTo);
}

function dedupeKey(entry: SearchHistoryEntry): string {
  const { destinationName, params } = entry.values;
  return JSON.stringify([destinationName.trim().toUpperCase(), params.dateFrom ?? '', params.dateTo ?? '']);
}

/**
 * Adds a search to the front of the history, dropping an older one with the same
 * destination (case-insensitive) and dates, and keeping at most 100. Entries that
 * shouldStore rejects leave the list as it was. Returns a new list.
 */
export function addEntry(list: readonly SearchHistoryEntry[], entry: SearchHistoryEntry): SearchHistoryEntry[] {
  if (!shouldStore(entry)) return [...list];
  const key = dedupeKey(entry);
  return [entry, ...list.filter((existing) => dedupeKey(existing) !== key)].slice(0, searchHistoryLimit);
}

/** The newest n searches (default 4). */
export function recent(list: readonly SearchHistoryEntry[], n: number = recentSearchesDefault): SearchHistoryEntry[] {
  const count = Number.isNaN(n) ? recentSearchesDefault : Math.max(0, Math.floor(n));
  return list.slice(0, count);
}

/**
 * Reads the stored history; never throws. Anything that is not a JSON list gives [],
 * unreadable entries are skipped, duplicates dropped and the list capped at 100.
 */
export function parseStoredHistory(raw: string | null | undefined): SearchHistoryEntry[] {
  if (typeof raw !== 'string' || raw === '') return [];
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    return [];
  }
  if (!Array.isArray(parsed)) return [];
  const entries: SearchHistoryEntry[] = [];
  const seen = new Set<string>();
  for (const item of parsed) {
    if (entries.length >= searchHistoryLimit) break;
    const entry = toSearchHistoryEntry(item);
    if (!entry || !shouldStore(entry)) continue;
    const key = dedupeKey(entry);
    if (seen.has(key)) continue;
    seen.add(key);
    entries.push(entry);
  }
  return entries;
}

/** The history as written to storage. */
export function serialiseHistory(list: readonly SearchHistoryEntry[]): string {
  return JSON.stringify(list.slice(0, searchHistoryLimit));
}
