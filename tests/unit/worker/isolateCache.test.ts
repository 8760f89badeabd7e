import { beforeEach, describe, expect, it } from 'vitest';
import type { CatalogueSource } from '../../../worker/data/catalogue';
import { clearIsolateCache, deepFreeze, isolateCached } from '../../../worker/data/isolateCache';

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

describe('isolateCached: one shared copy per isolate', () => {
  it('the first request keeps its own answer; later ones share a frozen copy, without copying it again', async () => {
    const { source, calls } = countingSource();
    const first = await isolateCached(source, 'it').travelExtras('japan');
    // The first request may go on with its answer as it likes: the kept copy is another object.
    (first.related as { title: string }[])[0]!.title = 'changed by request 1';
    const second = await isolateCached(source, 'it').travelExtras('japan');
    const third = await isolateCached(source, 'it').travelExtras('japan');
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
    await isolateCached(source, 'it').travelExtras('japan');
    await isolateCached(source, 'es').travelExtras('japan');
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
