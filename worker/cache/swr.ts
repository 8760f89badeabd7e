/**
 * Stale-while-revalidate on the Cache API: a fresh entry is served as is; a stale one is
 * served at once while a background refresh (waitUntil) replaces it; an expired or missing
 * one is fetched inline. Only successful values are stored; when loading fails, an old copy
 * still answers (stale-if-error) up to `ifError` seconds more. Fresh entries are also kept in
 * this isolate's memory (as JSON text, so every reader gets its own copy): a hot key costs no
 * I/O at all.
 */
import { Memo } from './memo';

const memory = new Memo<{ storedAt: number; json: string }>(60 * 60_000, 300);

/** Forgets the in-memory layer (tests). */
export function clearMemoryCache(): void {
  memory.clear();
}

import type { Freshness } from './strategies';

/** A named strategy of ../cache/strategies.ts. */
export type { Freshness };

const storedAtHeader = 'x-caravan-stored-at';

export type CacheOutcome = 'hit' | 'stale' | 'miss' | 'bypass' | 'stale-if-error';

export interface SwrOptions<T> {
  cache: Cache | null;
  key: string;
  freshness: Freshness;
  /** Loads the value; throws when it cannot (nothing is stored then). */
  load: () => Promise<T>;
  waitUntil?: (promise: Promise<unknown>) => void;
  now?: () => number;
  onOutcome?: (outcome: CacheOutcome) => void;
  /** A load failed: inline (this request waited for it) or in a background refresh. */
  onLoadError?: (error: unknown, when: 'inline' | 'background') => void;
  /**
   * When the value's tags were last purged (ms; worker/cache/purge.ts): a copy stored before
   * is neither fresh nor stale, only a stale-if-error fallback (issue 35: a purge reaches
   * this layer too).
   */
  purgedAt?: () => Promise<number>;
}

/** The default cache of this runtime, or null where there is none (Node unit tests). */
export function defaultCache(): Cache | null {
  const storage = (globalThis as { caches?: CacheStorage & { default?: Cache } }).caches;
  return storage?.default ?? null;
}

async function store<T>(cache: Cache, key: string, value: T, freshness: Freshness, now: number): Promise<void> {
  const json = JSON.stringify(value);
  memory.set(key, { storedAt: now, json });
  const response = new Response(json, {
    headers: {
      'content-type': 'application/json',
      'cache-control': `public, max-age=${freshness.fresh + freshness.stale + (freshness.ifError ?? 0)}`,
      [storedAtHeader]: String(now),
    },
  });
  await cache.put(key, response);
}

/** The Cache API copy of a key, whatever its age; null when absent or unreadable. */
async function cachedCopy<T>(cache: Cache, key: string): Promise<{ storedAt: number; value: T } | null> {
  try {
    const cached = await cache.match(key);
    if (!cached) return null;
    const value = (await cached.json()) as T | null;
    return value === null ? null : { storedAt: Number(cached.headers.get(storedAtHeader) ?? 0), value };
  } catch {
    return null;
  }
}

export async function swr<T>(options: SwrOptions<T>): Promise<T> {
  const now = options.now ?? Date.now;
  const { cache, key, freshness } = options;
  const ageOf = (storedAt: number) => (now() - storedAt) / 1000;
  const load = async (): Promise<T> => {
    try {
      return await options.load();
    } catch (error) {
      options.onLoadError?.(error, 'inline');
      throw error;
    }
  };
  if (!cache) {
    options.onOutcome?.('bypass');
    return load();
  }
  // Copies stored before a purge of their tags (in the same millisecond counts as before) only
  // stand in when loading fails. Asked once, and only when there is a copy to judge.
  let purge: Promise<number> | undefined;
  const purgedSince = async (storedAt: number) => options.purgedAt !== undefined && (await (purge ??= options.purgedAt())) >= storedAt;
  const remembered = memory.get(key);
  if (remembered && ageOf(remembered.storedAt) <= freshness.fresh && !(await purgedSince(remembered.storedAt))) {
    options.onOutcome?.('hit');
    return JSON.parse(remembered.json) as T;
  }
  const found = await cachedCopy<T>(cache, key);
  const copy = found && !(await purgedSince(found.storedAt)) ? found : null;
  if (copy && ageOf(copy.storedAt) <= freshness.fresh) {
    options.onOutcome?.('hit');
    memory.set(key, { storedAt: copy.storedAt, json: JSON.stringify(copy.value) });
    return copy.value;
  }
  if (copy && ageOf(copy.storedAt) <= freshness.fresh + freshness.stale) {
    options.onOutcome?.('stale');
    const refresh = refreshInBackground(options, now);
    if (options.waitUntil) options.waitUntil(refresh);
    else void refresh;
    return copy.value;
  }
  options.onOutcome?.('miss');
  let value: T;
  // Stored as of when loading began: a purge while it loaded may have changed what it read.
  const loadStarted = now();
  try {
    value = await load();
  } catch (error) {
    // Stale-if-error: an old copy (Cache API, else this isolate's memory) beats no answer,
    // even one stored before a purge.
    const fallback = found ?? (remembered ? { storedAt: remembered.storedAt, value: JSON.parse(remembered.json) as T } : null);
    if (fallback && ageOf(fallback.storedAt) <= freshness.fresh + freshness.stale + (freshness.ifError ?? 0)) {
      options.onOutcome?.('stale-if-error');
      return fallback.value;
    }
    throw error;
  }
  const put = store(cache, key, value, freshness, loadStarted).catch(() => undefined);
  if (options.waitUntil) options.waitUntil(put);
  else await put;
  return value;
}

async function refreshInBackground<T>(options: SwrOptions<T>, now: () => number): Promise<void> {
  try {
    const loadStarted = now();
    const value = await options.load();
    if (options.cache) await store(options.cache, options.key, value, options.freshness, loadStarted);
  } catch (error) {
    // The stale value was served; the next request tries again.
    options.onLoadError?.(error, 'background');
  }
}

/** Hex SHA-256 of a string: POST bodies become part of a GET cache key. */
export async function sha256(text: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  return [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, '0')).join('');
}
