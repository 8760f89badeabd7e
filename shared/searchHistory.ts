import { z } from 'zod';

// This module parses in the browser, where the CSP forbids eval: zod must not probe for it.
z.config({ jitless: true });

/** Local-storage key under which recent searches are kept (SPEC §9). */
export const searchHistoryStorageKey = 'caravan.searchHistory';

/** Most entries kept (SPEC §9). */
export const searchHistoryLimit = 100;

/** Entries shown by default by `recent` (the search widget asks for 5). */
export const recentSearchesDefault = 4;

const dateParam = z.string().nullish();
const gtmValue = z.union([z.string(), z.number(), z.boolean(), z.null()]);

/** One stored search (SPEC §3 "Search history entry"). */
export const searchHistoryEntrySchema = z.object({
  /** When the search was made, ISO date-time. */
  date: z.string(),
  userStatus: z.enum(['logged-in', 'anonymous']),
  values: z.object({
    destinationName: z.string().catch(''),
    params: z.object({ dateFrom: dateParam, dateTo: dateParam }).catch({}),
    /** Tracking parameters sent with the search event. */
    gtm: z.record(z.string(), gtmValue).optional().catch(undefined),
  }),
  title: z.string(),
  description: z.string().catch(''),
  // Rendered as a link: only a same-site path, so a tampered storage cannot inject javascript: or another host.
  url: z.string().regex(/^\/(?![/\\])/),
});
export type SearchHistoryEntry = z.infer<typeof searchHistoryEntrySchema>;

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
    const result = searchHistoryEntrySchema.safeParse(item);
    if (!result.success || !shouldStore(result.data)) continue;
    const key = dedupeKey(result.data);
    if (seen.has(key)) continue;
    seen.add(key);
    entries.push(result.data);
  }
  return entries;
}

/** The history as written to storage. */
export function serialiseHistory(list: readonly SearchHistoryEntry[]): string {
  return JSON.stringify(list.slice(0, searchHistoryLimit));
}
