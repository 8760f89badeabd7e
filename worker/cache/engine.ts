/**
 * The cache engine (issue 35 item 1): one implementation of fresh / stale-while-revalidate /
 * stale-if-error, used by every layer that keeps catalogue answers or pages.
 *
 * - `worth` is the one verdict on a kept copy: fresh (served as is), stale (served while a
 *   refresh replaces it), a stand-in only when loading fails (stale-if-error), or nothing. A copy
 *   stored before the latest purge of one of its tags (./purge.ts; the same millisecond counts
 *   as before) is never fresh or stale, only a stand-in. The page cache (render/pageCache.ts)
 *   judges its copies with it too.
 * - `IsolateFront` is the per-isolate front of a layer: copies with when they were stored and
 *   the tags of what they were built from. Values are plain data, never promises (workerd
 *   forbids sharing I/O objects between requests), handed out frozen (one shared object) or as
 *   JSON (every reader its own copy).
 * - `EdgeStore` is the layer behind it on the Workers Cache API (per data centre, shared by the
 *   isolates there), the stored time and tags in headers.
 * - `readThrough` reads a key through a front and, where there is one, an edge store.
 *
 * - A copy is never fresher than what it was built from (`Provenance`): a copy built from
 *   another copy is fresh until the earlier of its own window's end and that copy's. Windows do
 *   not add up through the layers: an unannounced change shows once the longest fresh window of
 *   the layers a page reads has passed (README, "Data, API and benchmarks"), not after their sum.
 *
 * Pure memos of immutable things (compiled tables, formatters: ./memo.ts `Memo`) are not caches
 * of changing data and do not go through here.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import { Memo } from './memo';
import type { Freshness } from './strategies';

export type Worth = 'fresh' | 'stale' | 'if-error' | 'none';

/**
 * What a copy stored at `storedAt` (ms) is worth at `now` (ms), its tags last purged at
 * `purgedAt` (ms; 0: never). `freshUntil` (ms): the end of the fresh window of what it was built
 * from, when that comes before its own. Without `ifError` a copy is never a stand-in.
 */
export function worth(storedAt: number, freshness: Freshness, now: number, purgedAt = 0, freshUntil = Infinity): Worth {
  const age = (now - storedAt) / 1000;
  const purged = purgedAt >= storedAt;
  if (!purged && age <= freshness.fresh && now <= freshUntil) return 'fresh';
  if (!purged && age <= freshness.fresh + freshness.stale) return 'stale';
  if (freshness.ifError && age <= freshness.fresh + freshness.stale + freshness.ifError) return 'if-error';
  return 'none';
}

/**
 * A kept copy: the value, when it was stored (ms), the tags of what it was built from and, when
 * it was built from other copies, when the first of them stops being fresh (ms).
 */
export interface Copy<V> {
  value: V;
  storedAt: number;
  tags: readonly string[];
  freshUntil?: number;
}

/**
 * What a load or a render read through the engine: the earliest end of a fresh window among
 * the copies it was given (Infinity: none, it read the source itself). Carried through the
 * load's awaits by an AsyncLocalStorage, so concurrent loads of one request each keep their own.
 */
export class Provenance {
  freshUntil = Infinity;

  /**
   * Runs `work` so that every copy served within it is noted here. A nested load notes in its
   * own provenance; `readThrough` notes what it loaded in the enclosing one.
   */
  run<T>(work: () => Promise<T>): Promise<T> {
    return reading.run(this, work);
  }

  note(freshUntil: number): void {
    this.freshUntil = Math.min(this.freshUntil, freshUntil);
  }
}

const reading = new AsyncLocalStorage<Provenance>();

/** Notes a copy served to the load or render in progress (if any) at the end of its fresh window. */
export function served(freshUntil: number): void {
  reading.getStore()?.note(freshUntil);
}

/**
 * `{ freshUntil }` when it is a time, else nothing (Infinity: built from no copy): what a copy,
 * its edge headers and the page cache's heads carry.
 */
export function freshUntilOf(freshUntil: number | undefined): { freshUntil?: number } {
  return freshUntil !== undefined && Number.isFinite(freshUntil) ? { freshUntil } : {};
}

/** When a copy stops being fresh (ms): its own window's end, or what it was built from's, the earlier. */
export function freshEnd(copy: Pick<Copy<unknown>, 'storedAt' | 'freshUntil'>, freshness: Freshness): number {
  return Math.min(copy.storedAt + freshness.fresh * 1000, copy.freshUntil ?? Infinity);
}

/** Freezes a plain value all the way down (objects and arrays); returns it. */
export function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const inner of Object.values(value)) deepFreeze(inner);
  }
  return value;
}

/**
 * How a front hands out its copies: `frozen`, one deep-frozen copy shared by every reader (a
 * consumer that tried to decorate it throws instead of leaking into another request; copying
 * on every hit was a tenth of a render's CPU, issue 12); `json`, kept as JSON text, each reader
 * parsing its own.
 */
export type Handout = 'frozen' | 'json';

/** A layer's per-isolate copies (see above). */
export class IsolateFront<V> {
  private readonly copies: Memo<{ stored: string | V; storedAt: number; tags: readonly string[]; freshUntil?: number }>;

  constructor(
    readonly name: string,
    keepMs: number,
    maxEntries: number,
    private readonly handout: Handout,
  ) {
    this.copies = new Memo(keepMs, maxEntries);
  }

  get(key: string, now?: number): Copy<V> | undefined {
    const kept = this.copies.get(key, now);
    if (!kept) return undefined;
    const { stored, ...about } = kept;
    const value = this.handout === 'json' ? (JSON.parse(stored as string) as V) : (stored as V);
    return { value, ...about };
  }

  set(key: string, copy: Copy<V>, now?: number): void {
    const { value, ...about } = copy;
    const stored = this.handout === 'json' ? JSON.stringify(value) : deepFreeze(structuredClone(value));
    this.copies.set(key, { stored, ...about }, now);
  }

  clear(): void {
    this.copies.clear();
  }
}

const storedAtHeader = 'x-caravan-stored-at';
const tagsHeader = 'x-caravan-tags';
const freshUntilHeader = 'x-caravan-fresh-until';

/** A layer's copies on the Cache API, as JSON, for as long as any of them may still serve. */
export class EdgeStore<V> {
  constructor(private readonly cache: Cache) {}

  /** The copy under `key`, whatever its age; null when absent or unreadable. */
  async get(key: string): Promise<Copy<V> | null> {
    try {
      const cached = await this.cache.match(key);
      if (!cached) return null;
      const value = (await cached.json()) as V | null;
      if (value === null) return null;
      const tags = cached.headers.get(tagsHeader);
      const freshUntil = cached.headers.get(freshUntilHeader);
      return {
        value,
        storedAt: Number(cached.headers.get(storedAtHeader) ?? 0),
        tags: tags ? tags.split(' ') : [],
        ...freshUntilOf(freshUntil ? Number(freshUntil) : undefined),
      };
    } catch {
      return null;
    }
  }

  put(key: string, copy: Copy<V>, freshness: Freshness): Promise<void> {
    const { freshUntil } = freshUntilOf(copy.freshUntil);
    const response = new Response(JSON.stringify(copy.value), {
      headers: {
        'content-type': 'application/json',
        'cache-control': `public, max-age=${freshness.fresh + freshness.stale + (freshness.ifError ?? 0)}`,
        [storedAtHeader]: String(copy.storedAt),
        [tagsHeader]: copy.tags.join(' '),
        ...(freshUntil !== undefined ? { [freshUntilHeader]: String(freshUntil) } : {}),
      },
    });
    return this.cache.put(key, response);
  }
}

export type CacheOutcome = 'hit' | 'stale' | 'miss' | 'bypass' | 'stale-if-error';

export interface ReadThrough<V> {
  key: string;
  freshness: Freshness;
  /** The tags of what the value is built from, kept with it. */
  tags: readonly string[];
  /** Loads the value; throws when it cannot (nothing is kept then). */
  load: () => Promise<V>;
  front: IsolateFront<V>;
  /** The Cache API behind the front; none: the front alone. */
  edge?: EdgeStore<V> | null;
  /** Latest purge (ms) of any of these tags (./purge.ts); none: never purged. */
  purgedAt?: (tags: readonly string[]) => Promise<number>;
  /** Whether a loaded value may be kept (not a "not found", not one loaded while another call failed). */
  keep?: (value: V) => boolean;
  waitUntil?: (promise: Promise<unknown>) => void;
  now?: () => number;
  onOutcome?: (outcome: CacheOutcome) => void;
  /** A load failed: inline (this request waited for it) or in a background refresh. */
  onLoadError?: (error: unknown, when: 'inline' | 'background') => void;
}

/**
 * Reads `key`: a fresh copy of the front, else the edge's (fresh: served and put in front;
 * stale: served while a background refresh replaces it), else loads it inline. A load that
 * fails is answered by the best stand-in (the edge's copy, else the front's) while its worth
 * is at least `if-error`. A loaded value is kept as of when loading began: a purge while it
 * loaded may have changed what it read.
 */
export async function readThrough<V>(options: ReadThrough<V>): Promise<V> {
  const now = options.now ?? Date.now;
  const { key, freshness, front, edge } = options;
  // A copy is judged by its own tags and this read's (a copy an older worker stored may have
  // none); each set asked once a read, and only when there is a copy to judge.
  const asked = new Map<string, Promise<number>>();
  const purgedAt = (copy: Copy<V>): Promise<number> => {
    if (!options.purgedAt) return Promise.resolve(0);
    const tags = [...new Set([...copy.tags, ...options.tags])].sort();
    const id = tags.join(' ');
    let at = asked.get(id);
    if (!at) asked.set(id, (at = options.purgedAt(tags)));
    return at;
  };
  const judged = async (copy: Copy<V> | null | undefined): Promise<Worth> =>
    copy ? worth(copy.storedAt, freshness, now(), await purgedAt(copy), copy.freshUntil) : 'none';
  // What is served is noted in the enclosing load or render: it is no fresher than this copy.
  const serve = (copy: Copy<V>): V => {
    served(freshEnd(copy, freshness));
    return copy.value;
  };

  const remembered = front.get(key, now());
  if ((await judged(remembered)) === 'fresh') {
    options.onOutcome?.('hit');
    return serve(remembered!);
  }
  const found = edge ? await edge.get(key) : null;
  const foundWorth = await judged(found);
  if (found && foundWorth === 'fresh') {
    options.onOutcome?.('hit');
    front.set(key, found, now());
    return serve(found);
  }
  if (found && foundWorth === 'stale') {
    options.onOutcome?.('stale');
    const refresh = refreshInBackground(options, now);
    if (options.waitUntil) options.waitUntil(refresh);
    else void refresh;
    return serve(found);
  }
  options.onOutcome?.('miss');
  let loaded: Loaded<V>;
  try {
    loaded = await load(options, now);
  } catch (error) {
    options.onLoadError?.(error, 'inline');
    for (const standIn of [found, remembered]) {
      if (standIn && (await judged(standIn)) !== 'none') {
        options.onOutcome?.('stale-if-error');
        return serve(standIn);
      }
    }
    throw error;
  }
  served(freshEnd(loaded, freshness));
  const put = keep(options, loaded);
  if (options.waitUntil) options.waitUntil(put);
  else await put;
  return loaded.value;
}

type Loaded<V> = Omit<Copy<V>, 'tags'>;

/**
 * Loads the value, as of when loading began (a purge while it loaded may have changed what it
 * read), no fresher than the copies the load was given.
 */
async function load<V>(options: ReadThrough<V>, now: () => number): Promise<Loaded<V>> {
  const storedAt = now();
  const provenance = new Provenance();
  const value = await provenance.run(options.load);
  return { value, storedAt, ...freshUntilOf(provenance.freshUntil) };
}

/** Keeps a loaded value in front and at the edge (a failed edge write only costs a later miss). */
async function keep<V>(options: ReadThrough<V>, loaded: Loaded<V>): Promise<void> {
  if (options.keep && !options.keep(loaded.value)) return;
  const copy: Copy<V> = { ...loaded, tags: options.tags };
  options.front.set(options.key, copy);
  await options.edge?.put(options.key, copy, options.freshness).catch(() => undefined);
}

async function refreshInBackground<V>(options: ReadThrough<V>, now: () => number): Promise<void> {
  try {
    await keep(options, await load(options, now));
  } catch (error) {
    // The stale copy was served; the next request tries again.
    options.onLoadError?.(error, 'background');
  }
}
