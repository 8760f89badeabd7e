import { beforeEach, describe, expect, it } from 'vitest';
import { clearMemoryCache, swr, type CacheOutcome } from '../../../worker/data/cache';
import { CacheContent } from '../../../worker/cache/strategies';

/** The Cache API's two calls swr uses, over a Map (Node has no caches.default). */
function memoryCache(): Cache {
  const stored = new Map<string, Response>();
  return {
    match: async (key: RequestInfo | URL) => stored.get(String(key))?.clone(),
    put: async (key: RequestInfo | URL, response: Response) => void stored.set(String(key), response.clone()),
  } as unknown as Cache;
}

beforeEach(() => clearMemoryCache());

describe('swr: purges reach the upstream answers (issue 35)', () => {
  it('a copy stored before a purge of its tags is loaded again; one stored after is served', async () => {
    const cache = memoryCache();
    let price = 1000;
    let purgedAt = 0;
    let now = 1_000_000;
    const outcomes: CacheOutcome[] = [];
    const read = () =>
      swr({
        cache,
        key: 'https://upstream.test/travels/show?slug=japan',
        freshness: CacheContent,
        now: () => now,
        load: async () => ({ price }),
        purgedAt: async () => purgedAt,
        onOutcome: (outcome) => outcomes.push(outcome),
      });
    expect(await read()).toEqual({ price: 1000 });
    price = 1200;
    now += 1000;
    // Fresh and not purged: the kept copy, although the upstream changed.
    expect(await read()).toEqual({ price: 1000 });
    purgedAt = now;
    now += 1000;
    // Purged after it was stored (in memory and on the Cache API): loaded again at once.
    expect(await read()).toEqual({ price: 1200 });
    now += 1000;
    expect(await read()).toEqual({ price: 1200 });
    expect(outcomes).toEqual(['miss', 'hit', 'miss', 'hit']);
  });

  it('a purged copy is not served stale either; it still stands in when loading fails', async () => {
    const cache = memoryCache();
    let fail = false;
    let purgedAt = 0;
    let now = 1_000_000;
    const outcomes: CacheOutcome[] = [];
    const read = () =>
      swr({
        cache,
        key: 'https://upstream.test/tours',
        freshness: CacheContent,
        now: () => now,
        load: async () => {
          if (fail) throw new Error('upstream down');
          return { at: now };
        },
        purgedAt: async () => purgedAt,
        onOutcome: (outcome) => outcomes.push(outcome),
      });
    await read();
    // Stale (past its fresh minute) and purged: not served while a refresh runs, loaded inline.
    now += (CacheContent.fresh + 10) * 1000;
    purgedAt = now - 1;
    expect(await read()).toEqual({ at: now });
    purgedAt = now + 1;
    now += 2000;
    fail = true;
    expect(await read()).toEqual({ at: now - 2000 });
    expect(outcomes).toEqual(['miss', 'miss', 'miss', 'stale-if-error']);
  });
});
