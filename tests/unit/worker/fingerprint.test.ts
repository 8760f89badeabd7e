import { afterEach, describe, expect, it, vi } from 'vitest';
import { inputsFingerprint } from '../../../worker/render/fingerprint';

const layout = () => ({ menu: [{ label: 'Viaggi', href: '/viaggi' }], footer: { links: ['/faq'] } });

describe('inputsFingerprint: what a page was rendered from', () => {
  afterEach(() => vi.useRealTimers());

  it('is the same for the same data, loaded again as new objects, deferred parts included', async () => {
    const first = await inputsFingerprint(layout(), { trip: { id: 1, price: 1200 }, reviews: Promise.resolve([{ stars: 5 }]) });
    const again = await inputsFingerprint(layout(), { trip: { id: 1, price: 1200 }, reviews: Promise.resolve([{ stars: 5 }]) });
    expect(first).toMatch(/^[0-9a-f]{64}$/);
    expect(again).toBe(first);
  });

  it('changes with any part: a price, a deferred part, the layout, a loader more, a Map entry, the day', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-27T10:00:00Z'));
    const base = await inputsFingerprint(layout(), { trip: { id: 1, price: 1200 }, seats: new Map([['T1', 4]]) });
    const variants = await Promise.all([
      inputsFingerprint(layout(), { trip: { id: 1, price: 1100 }, seats: new Map([['T1', 4]]) }),
      inputsFingerprint(layout(), { trip: Promise.resolve({ id: 1, price: 1100 }), seats: new Map([['T1', 4]]) }),
      inputsFingerprint({ ...layout(), footer: { links: [] } }, { trip: { id: 1, price: 1200 }, seats: new Map([['T1', 4]]) }),
      inputsFingerprint(layout(), { trip: { id: 1, price: 1200 }, seats: new Map([['T1', 4]]), extra: 1 }),
      inputsFingerprint(layout(), { trip: { id: 1, price: 1200 }, seats: new Map([['T1', 3]]) }),
    ]);
    for (const variant of variants) expect(variant).not.toBe(base);
    expect(new Set(variants).size).toBe(variants.length - 1); // the price change, direct or deferred, is one change
    vi.setSystemTime(new Date('2026-11-28T10:00:00Z'));
    expect(await inputsFingerprint(layout(), { trip: { id: 1, price: 1200 }, seats: new Map([['T1', 4]]) })).not.toBe(base);
  });

  it('digests an object once: the same cached object in the next render, or a new one built around it, costs no new digest', async () => {
    const trips = Array.from({ length: 50 }, (_, id) => ({ id, name: `trip ${id}` }));
    const cached = { trips };
    const stringify = vi.spyOn(JSON, 'stringify');
    const writes = () => stringify.mock.calls.filter(([value]) => value === cached || value === trips).length;
    const first = await inputsFingerprint(layout(), { list: cached });
    expect(writes()).toBe(1);
    expect(await inputsFingerprint(layout(), { list: cached })).toBe(first);
    // A loader's value assembled for this render out of cached parts: the parts are not written again.
    const wrapped = await inputsFingerprint(layout(), { home: { offers: trips, title: 'Offerte' } });
    await inputsFingerprint(layout(), { home: { offers: trips, title: 'Offerte' } });
    expect(writes()).toBe(1);
    stringify.mockRestore();
    // …and the digest still follows the members: another title or another list is another digest.
    expect(await inputsFingerprint(layout(), { home: { offers: trips, title: 'Offerte!' } })).not.toBe(wrapped);
    expect(await inputsFingerprint(layout(), { home: { offers: trips.slice(1), title: 'Offerte' } })).not.toBe(wrapped);
    expect(await inputsFingerprint(layout(), { home: [trips, 'Offerte'] })).not.toBe(wrapped);
  });

  it('gives an object the same digest whichever role a render saw it in first (a member, then a part)', async () => {
    const section = { offers: [{ id: 1 }], title: 'Offerte' };
    await inputsFingerprint(layout(), { home: { section } }); // seen as a member of a part
    const seenBefore = await inputsFingerprint(layout(), { page: section });
    const fresh = await inputsFingerprint(layout(), { page: structuredClone(section) });
    expect(seenBefore).toBe(fresh);
  });

  it('is null for data JSON cannot write (a cycle, a BigInt): such a page renders again on refresh', async () => {
    const cycle: Record<string, unknown> = { id: 1 };
    cycle.self = cycle;
    expect(await inputsFingerprint(layout(), { trip: cycle })).toBeNull();
    expect(await inputsFingerprint(layout(), { count: 10n })).toBeNull();
    expect(await inputsFingerprint(layout(), { trip: { count: 10n } })).toBeNull();
  });
});
