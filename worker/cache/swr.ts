/**
 * The upstream answers' layer of the cache engine (./engine.ts): stale-while-revalidate on the
 * Cache API, fresh copies also in this isolate (as JSON text, so every reader gets its own
 * copy: a hot key costs no I/O at all). A fresh copy is served as is; a stale one at once while a
 * background refresh (waitUntil) replaces it; an expired or missing one is loaded inline. Only
 * successful values are kept; when loading fails, an old copy still answers (stale-if-error)
 * up to `ifError` seconds more. Each copy carries the tags of what it was built from: one
 * stored before a purge of one of them is only a stand-in when loading fails.
 */
import { EdgeStore, IsolateFront, readThrough, type CacheOutcome } from './engine';
import type { Freshness } from './strategies';

export type { CacheOutcome, Freshness };

const front = new IsolateFront<unknown>('upstream', 60 * 60_000, 300, 'json');

/** Forgets the in-memory layer (tests). */
export function clearMemoryCache(): void {
  front.clear();
}

export interface SwrOptions<T> {
  cache: Cache | null;
  key: string;
  freshness: Freshness;
  /** The tags of what the answer is built from (./purge.ts answerTags). */
  tags?: readonly string[];
  /** Loads the value; throws when it cannot (nothing is stored then). */
  load: () => Promise<T>;
  waitUntil?: (promise: Promise<unknown>) => void;
  now?: () => number;
  onOutcome?: (outcome: CacheOutcome) => void;
  /** A load failed: inline (this request waited for it) or in a background refresh. */
  onLoadError?: (error: unknown, when: 'inline' | 'background') => void;
  /** When these tags were last purged (ms; ./purge.ts). */
  purgedAt?: (tags: readonly string[]) => Promise<number>;
}

/** The default cache of this runtime, or null where there is none (Node unit tests). */
export function defaultCache(): Cache | null {
  const storage = (globalThis as { caches?: CacheStorage & { default?: Cache } }).caches;
  return storage?.default ?? null;
}

export async function swr<T>(options: SwrOptions<T>): Promise<T> {
  if (!options.cache) {
    options.onOutcome?.('bypass');
    try {
      return await options.load();
    } catch (error) {
      options.onLoadError?.(error, 'inline');
      throw error;
    }
  }
  const { cache, tags = [], ...read } = options;
  return readThrough<T>({ ...read, tags, front: front as IsolateFront<T>, edge: new EdgeStore<T>(cache) });
}

/** Hex SHA-256 of a string: POST bodies become part of a GET cache key. */
export async function sha256(text: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  return [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, '0')).join('');
}
