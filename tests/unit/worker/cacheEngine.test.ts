import { describe, expect, it } from 'vitest';
import { EdgeStore, IsolateFront, readThrough, worth, type CacheOutcome, type Handout } from '../../../worker/cache/engine';
import type { Freshness } from '../../../worker/cache/strategies';
import { memoryCache } from '../../lib/memoryCache';

const minute: Freshness = { fresh: 60, stale: 300, ifError: 3600 };

describe('worth: the one verdict on a kept copy', () => {
  const storedAt = 1_000_000;
  const at = (seconds: number) => storedAt + seconds * 1000;
  it.each([
    [0, 0, 'fresh'],
    [60, 0, 'fresh'],
    [61, 0, 'stale'],
    [360, 0, 'stale'],
    [361, 0, 'if-error'],
    [3960, 0, 'if-error'],
    [3961, 0, 'none'],
    // Purged after (or in the same millisecond as) it was stored: only a stand-in.
    [1, storedAt, 'if-error'],
    [1, storedAt + 1, 'if-error'],
    // Purged before it was stored: the purge does not touch it.
    [1, storedAt - 1, 'fresh'],
  ] as const)('%i s old, tags purged at %i: %s', (age, purgedAt, expected) => {
    expect(worth(storedAt, minute, at(age), purgedAt)).toBe(expected);
  });

  it('without ifError a copy is never a stand-in', () => {
    expect(worth(storedAt, { fresh: 60, stale: 0 }, at(61))).toBe('none');
    expect(worth(storedAt, { fresh: 60, stale: 0 }, at(1), storedAt)).toBe('none');
  });
});

/** A key read through a front and an edge store, with a clock and purge stamps per tag that the test moves. */
function layer(options: { handout?: Handout; edge?: boolean; freshness?: Freshness; tags?: string[] } = {}) {
  const front = new IsolateFront<{ price: number }>('test', 60 * 60_000, 10, options.handout ?? 'json');
  const edge = options.edge === false ? null : new EdgeStore<{ price: number }>(memoryCache());
  const clock = { now: 1_000_000 };
  const purges = new Map<string, number>();
  const outcomes: CacheOutcome[] = [];
  const background: Promise<unknown>[] = [];
  const upstream = { price: 100, fail: false, loads: 0 };
  const read = (key = 'k', tags = options.tags ?? ['travel:japan']) =>
    readThrough({
      key,
      freshness: options.freshness ?? minute,
      tags,
      load: async () => {
        upstream.loads++;
        if (upstream.fail) throw new Error('down');
        return { price: upstream.price };
      },
      front,
      edge,
      purgedAt: async (asked) => Math.max(0, ...asked.map((tag) => purges.get(tag) ?? 0)),
      now: () => clock.now,
      waitUntil: (promise) => void background.push(promise),
      onOutcome: (outcome) => outcomes.push(outcome),
    });
  return { front, read, clock, purges, outcomes, upstream, settle: () => Promise.all(background) };
}

describe('readThrough', () => {
  it('fresh from the front; stale from the edge while a refresh replaces it; then the new value', async () => {
    const { front, read, clock, outcomes, upstream, settle } = layer();
    expect(await read()).toEqual({ price: 100 });
    upstream.price = 120;
    clock.now += 30_000;
    expect(await read()).toEqual({ price: 100 });
    // Past the fresh minute: the edge copy is stale (the front's is not served stale).
    clock.now += 60_000;
    front.clear();
    expect(await read()).toEqual({ price: 100 });
    await settle();
    expect(await read()).toEqual({ price: 120 });
    expect(outcomes).toEqual(['miss', 'hit', 'stale', 'hit']);
    expect(upstream.loads).toBe(2);
  });

  it('a purge of one of the copy’s tags retires it in the front and at the edge at once', async () => {
    const { read, clock, purges, outcomes, upstream, settle } = layer();
    await read();
    await settle();
    upstream.price = 150;
    purges.set('travel:japan', clock.now);
    clock.now += 1;
    expect(await read()).toEqual({ price: 150 });
    // Another tag purged: no effect on this copy.
    purges.set('travel:peru', clock.now + 5);
    clock.now += 10;
    expect(await read()).toEqual({ price: 150 });
    expect(outcomes).toEqual(['miss', 'miss', 'hit']);
  });

  it('a copy is judged by its own tags too, not only by the reader’s', async () => {
    const { read, clock, purges, upstream } = layer();
    await read('k', ['travel:japan', 'list']);
    upstream.price = 130;
    purges.set('list', clock.now);
    clock.now += 1;
    // This reader names only the trip; the copy was built from the list as well.
    expect(await read('k', ['travel:japan'])).toEqual({ price: 130 });
  });

  it('a value loaded across a purge counts as stored before it', async () => {
    const { front, read, clock, purges, upstream } = layer({ edge: false });
    const first = read();
    // The purge lands while the load runs (same clock reading as the load's start).
    purges.set('travel:japan', clock.now);
    await first;
    upstream.price = 200;
    clock.now += 1;
    expect(await read()).toEqual({ price: 200 });
    expect(front.get('k')?.value).toEqual({ price: 200 });
  });

  it('a failed load is answered by a purged or old copy within ifError, and only then', async () => {
    const { read, clock, purges, outcomes, upstream } = layer();
    await read();
    purges.set('travel:japan', clock.now);
    clock.now += 1000;
    upstream.fail = true;
    expect(await read()).toEqual({ price: 100 });
    clock.now += (minute.fresh + minute.stale + minute.ifError!) * 1000;
    await expect(read()).rejects.toThrow('down');
    expect(outcomes).toEqual(['miss', 'miss', 'stale-if-error', 'miss']);
  });

  it('without ifError (a front alone, as the per-isolate copies) a failure is the caller’s', async () => {
    const { read, clock, purges, upstream } = layer({ edge: false, freshness: { fresh: 60, stale: 0 } });
    await read();
    purges.set('travel:japan', clock.now);
    clock.now += 1;
    upstream.fail = true;
    await expect(read()).rejects.toThrow('down');
  });

  it('keep: a value it refuses is not kept', async () => {
    const front = new IsolateFront<number | null>('test', 60_000, 10, 'frozen');
    let loads = 0;
    const read = () => readThrough<number | null>({ key: 'k', freshness: minute, tags: [], front, load: async () => (loads++, null), keep: (value) => value !== null });
    await read();
    await read();
    expect(loads).toBe(2);
  });
});

describe('a copy is no fresher than what it was built from (Provenance)', () => {
  /** An outer front-only layer (fresh 60 s, as the per-isolate copies) whose loads read `inner`. */
  function outerOver(inner: ReturnType<typeof layer>) {
    const front = new IsolateFront<{ price: number }>('outer', 60 * 60_000, 10, 'json');
    let loads = 0;
    const read = (key = 'o', innerKey = 'k') =>
      readThrough({
        key,
        freshness: { fresh: 60, stale: 0 },
        tags: [],
        load: async () => (loads++, { ...(await inner.read(innerKey)) }),
        front,
        now: () => inner.clock.now,
      });
    return { read, loads: () => loads };
  }

  it('an unannounced change shows once the longest fresh window has passed, not after the layers’ windows added up', async () => {
    const inner = layer();
    const outer = outerOver(inner);
    expect(await outer.read()).toEqual({ price: 100 });
    inner.upstream.price = 120;
    // Past the inner minute: its copy is stale, served once while it is refreshed.
    inner.clock.now += 65_000;
    expect(await outer.read()).toEqual({ price: 100 });
    await inner.settle();
    // The outer copy built from that stale copy is not fresh: the next read loads again and
    // meets the refreshed inner copy. (Kept as fresh from its own load, it said 100 until 125 s.)
    inner.clock.now += 1_000;
    expect(await outer.read()).toEqual({ price: 120 });
    expect(outer.loads()).toBe(3);
  });

  it('a copy built from a fresh copy with 10 s left is fresh for those 10 s only', async () => {
    const inner = layer();
    const outer = outerOver(inner);
    await inner.read();
    inner.clock.now += 50_000;
    await outer.read();
    inner.clock.now += 9_000;
    await outer.read();
    expect(outer.loads()).toBe(1);
    inner.clock.now += 2_000;
    await outer.read();
    expect(outer.loads()).toBe(2);
  });

  it('concurrent loads each keep what they read: one built from a stale copy does not age the other', async () => {
    const inner = layer();
    const outer = outerOver(inner);
    await inner.read('old');
    inner.clock.now += 65_000;
    await inner.read('new');
    // Both at once: 'a' reads the stale inner copy, 'b' a fresh one.
    await Promise.all([outer.read('a', 'old'), outer.read('b', 'new')]);
    await inner.settle();
    inner.clock.now += 1_000;
    await outer.read('b', 'new');
    expect(outer.loads()).toBe(2);
    await outer.read('a', 'old');
    expect(outer.loads()).toBe(3);
  });
});

describe('IsolateFront handouts', () => {
  it('json: every reader its own copy', () => {
    const front = new IsolateFront<{ list: number[] }>('test', 60_000, 10, 'json');
    front.set('k', { value: { list: [1] }, storedAt: 0, tags: [] });
    front.get('k')!.value.list.push(2);
    expect(front.get('k')!.value).toEqual({ list: [1] });
  });

  it('frozen: one shared copy that cannot be changed, not the object it was given', () => {
    const front = new IsolateFront<{ list: number[] }>('test', 60_000, 10, 'frozen');
    const given = { list: [1] };
    front.set('k', { value: given, storedAt: 0, tags: [] });
    given.list.push(2);
    const kept = front.get('k')!.value;
    expect(kept).toEqual({ list: [1] });
    expect(() => kept.list.push(3)).toThrow(TypeError);
    expect(front.get('k')!.value).toBe(kept);
  });
});
