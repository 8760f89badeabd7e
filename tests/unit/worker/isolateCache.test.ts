import { beforeEach, describe, expect, it } from 'vitest';
import type { CatalogueSource } from '../../../worker/data/catalogue';
import { clearIsolateCache, deepFreeze, isolateCached } from '../../../worker/data/isolateCache';
import { letTimePass } from '../../lib/time';

/** A source that counts its calls and answers a fresh object each time (only `travelExtras` is used). */
function countingSource() {
  let calls = 0;
  const source = {
    kind: 'embedded',
    travelExtras: async () => {
      calls++;
      return { reviews: [], related: [{ id: 1, title: 'Giappone' }] };
    },
  } as unknown as CatalogueSource;
  return { source, calls: () => calls };
}

beforeEach(() => clearIsolateCache());

const it_ = { key: 'it:embedded:score', market: 'it' };
const es = { key: 'es:embedded:score', market: 'es' };
/** A purge clock over a table of stamps (tag → ms), as worker/cache/purge.ts keeps them in D1. */
function clock(stamps: Map<string, number>) {
  const asked: string[][] = [];
  return {
    asked,
    purges: async (tags: readonly string[]) => {
      asked.push([...tags]);
      return Math.max(0, ...tags.map((tag) => stamps.get(tag) ?? 0));
    },
  };
}

describe('isolateCached: one shared copy per isolate', () => {
  it('the first request keeps its own answer; later ones share a frozen copy, without copying it again', async () => {
    const { source, calls } = countingSource();
    const first = await isolateCached(source, it_).travelExtras('japan');
    // The first request may go on with its answer as it likes: the kept copy is another object.
    (first.related as { title: string }[])[0]!.title = 'changed by request 1';
    const second = await isolateCached(source, it_).travelExtras('japan');
    const third = await isolateCached(source, it_).travelExtras('japan');
    expect(calls()).toBe(1);
    expect(second.related[0]!.title).toBe('Giappone');
    expect(third).toBe(second);
    // A request that tried to decorate the shared copy fails loudly instead of leaking into the next.
    expect(() => {
      (second.related as { title: string }[])[0]!.title = 'leak';
    }).toThrow(TypeError);
    expect(() => (second.related as unknown[]).push({})).toThrow(TypeError);
  });

  it('another scope (market, source) is another copy', async () => {
    const { source, calls } = countingSource();
    await isolateCached(source, it_).travelExtras('japan');
    await isolateCached(source, es).travelExtras('japan');
    expect(calls()).toBe(2);
  });
});

describe('isolateCached: purges reach the kept answers (issue 35)', () => {
  it("a purge of a trip's tag after its answer was kept makes the next request load it again", async () => {
    const { source, calls } = countingSource();
    const stamps = new Map<string, number>();
    const { purges, asked } = clock(stamps);
    const scope = { ...it_, purges };
    await isolateCached(source, scope).travelExtras('japan');
    await isolateCached(source, scope).travelExtras('japan');
    expect(calls()).toBe(1);
    // The kept answer names what it was built from: the trip and its market.
    expect(asked.at(-1)).toEqual(['market:it', 'travel:japan']);
    stamps.set('travel:japan', Date.now());
    await letTimePass(5, 'the next load is stored after the purge, not in its millisecond');
    await isolateCached(source, scope).travelExtras('japan');
    expect(calls()).toBe(2);
    // Loaded after the purge: kept again.
    await isolateCached(source, scope).travelExtras('japan');
    expect(calls()).toBe(2);
  });

  it("another trip's purge, or the lists', leaves the answer; its market's retires it", async () => {
    const { source, calls } = countingSource();
    const stamps = new Map<string, number>();
    const scope = { ...it_, purges: clock(stamps).purges };
    await isolateCached(source, scope).travelExtras('japan');
    stamps.set('travel:iceland', Date.now() + 1);
    stamps.set('list', Date.now() + 1);
    stamps.set('market:es', Date.now() + 1);
    await isolateCached(source, scope).travelExtras('japan');
    expect(calls()).toBe(1);
    stamps.set('market:it', Date.now() + 1);
    await isolateCached(source, scope).travelExtras('japan');
    expect(calls()).toBe(2);
  });
});

describe('deepFreeze', () => {
  it('freezes nested objects and arrays and gives the value back', () => {
    const value = { a: { b: [1, { c: 2 }] } };
    expect(deepFreeze(value)).toBe(value);
    expect(Object.isFrozen(value.a.b[1])).toBe(true);
    expect(Object.isFrozen(value.a.b)).toBe(true);
  });
});
