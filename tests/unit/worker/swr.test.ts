import { beforeEach, describe, expect, it } from 'vitest';
import { clearMemoryCache, swr, type CacheOutcome } from '../../../worker/cache/swr';
import { CacheContent } from '../../../worker/cache/strategies';
import { memoryCache } from '../../lib/memoryCache';

beforeEach(() => clearMemoryCache());

/**
 * One key read through swr with a CacheContent freshness, a clock and a purge stamp the test
 * moves (`at.now`, `at.purgedAt`), recording each outcome.
 */
function purgeableRead<T>(key: string, load: (now: number) => Promise<T>) {
  const cache = memoryCache();
  const at = { now: 1_000_000, purgedAt: 0 };
  const outcomes: CacheOutcome[] = [];
  const read = () =>
    swr({
      cache,
      key,
      freshness: CacheContent,
      now: () => at.now,
      load: () => load(at.now),
      purgedAt: async () => at.purgedAt,
      onOutcome: (outcome) => outcomes.push(outcome),
    });
  return { read, at, outcomes };
}

describe('swr: purges reach the upstream answers (issue 35)', () => {
  it('a copy stored before a purge of its tags is loaded again; one stored after is served', async () => {
    let price = 1000;
    const { read, at, outcomes } = purgeableRead('https://upstream.test/travels/show?slug=japan', async () => ({ price }));
    expect(await read()).toEqual({ price: 1000 });
    price = 1200;
    at.now += 1000;
    // Fresh and not purged: the kept copy, although the upstream changed.
    expect(await read()).toEqual({ price: 1000 });
    at.purgedAt = at.now;
    at.now += 1000;
    // Purged after it was stored (in memory and on the Cache API): loaded again at once.
    expect(await read()).toEqual({ price: 1200 });
    at.now += 1000;
    expect(await read()).toEqual({ price: 1200 });
    expect(outcomes).toEqual(['miss', 'hit', 'miss', 'hit']);
  });

  it('a purged copy is not served stale either; it still stands in when loading fails', async () => {
    let fail = false;
    const { read, at, outcomes } = purgeableRead('https://upstream.test/tours', async (now) => {
      if (fail) throw new Error('upstream down');
      return { at: now };
    });
    await read();
    // Stale (past its fresh minute) and purged: not served while a refresh runs, loaded inline.
    at.now += (CacheContent.fresh + 10) * 1000;
    at.purgedAt = at.now - 1;
    expect(await read()).toEqual({ at: at.now });
    at.purgedAt = at.now + 1;
    at.now += 2000;
    fail = true;
    expect(await read()).toEqual({ at: at.now - 2000 });
    expect(outcomes).toEqual(['miss', 'miss', 'miss', 'stale-if-error']);
  });
});
