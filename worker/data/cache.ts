/**
 * Stale-while-revalidate on the Cache API: a fresh entry is served as is; a stale one is
 * served at once while a background refresh (waitUntil) replaces it; an expired or missing
 * one is fetched inline. Only successful values are stored. Fresh entries are also kept in
 * this isolate's memory (as JSON text, so every reader gets its own copy): a hot key costs no
 * I/O at all.
 */
import { Memo } from './memo';

const memory = new Memo<{ storedAt: number; json: string }>(60 * 60_000, 300);

/** Forgets the in-memory layer (tests). */
export function clearMemoryCache(): void {
  memory.clear();
}

export interface Freshness {
  /** Seconds an entry is served without refreshing. */
  fresh: number;
  /** Further seconds a stale entry may be served while it is refreshed in the background. */
  stale: number;
}

const storedAtHeader = 'x-caravan-stored-at';

export type CacheOutcome = 'hit' | 'stale' | 'miss' | 'bypass';

export interface SwrOptions<T> {
  cache: Cache | null;
  key: string;
  freshness: Freshness;
  /** Loads the value; null means "failed, do not store". */
  load: () => Promise<T | null>;
  waitUntil?: (promise: Promise<unknown>) => void;
  now?: () => number;
  onOutcome?: (outcome: CacheOutcome) => void;
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
      'cache-control': `public, max-age=${freshness.fresh + freshness.stale}`,
      [storedAtHeader]: String(now),
    },
  });
  await cache.put(key, response);
}

export async function swr<T>(options: SwrOptions<T>): Promise<T | null> {
  const now = options.now ?? Date.now;
  const { cache, key, freshness } = options;
  if (!cache) {
    options.onOutcome?.('bypass');
    return options.load();
  }
  const remembered = memory.get(key);
  if (remembered && (now() - remembered.storedAt) / 1000 <= freshness.fresh) {
    options.onOutcome?.('hit');
    return JSON.parse(remembered.json) as T;
  }
  let cached: Response | undefined;
  try {
    cached = await cache.match(key);
  } catch {
    cached = undefined;
  }
  if (cached) {
    const storedAt = Number(cached.headers.get(storedAtHeader) ?? 0);
    const age = (now() - storedAt) / 1000;
    if (age <= freshness.fresh + freshness.stale) {
      let value: T | null = null;
      try {
        value = (await cached.json()) as T;
      } catch {
        value = null;
      }
      if (value !== null) {
        if (age > freshness.fresh) {
          options.onOutcome?.('stale');
          const refresh = refreshInBackground(options, now);
          if (options.waitUntil) options.waitUntil(refresh);
          else void refresh;
        } else {
          options.onOutcome?.('hit');
          memory.set(key, { storedAt, json: JSON.stringify(value) });
        }
        return value;
      }
    }
  }
  options.onOutcome?.('miss');
  const value = await options.load();
  if (value !== null) {
    const put = store(cache, key, value, freshness, now()).catch(() => undefined);
    if (options.waitUntil) options.waitUntil(put);
    else await put;
  }
  return value;
}

async function refreshInBackground<T>(options: SwrOptions<T>, now: () => number): Promise<void> {
  try {
    const value = await options.load();
    if (value !== null && options.cache) await store(options.cache, options.key, value, options.freshness, now());
  } catch {
    // The stale value was served; the next request tries again.
  }
}

/** Hex SHA-256 of a string: POST bodies become part of a GET cache key. */
export async function sha256(text: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  return [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, '0')).join('');
}
