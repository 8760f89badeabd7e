import { describe, expect, it } from 'vitest';
import { definePage, loadPage, type LoadContext } from '../../../worker/routes/types';
import { settleable } from '../../lib/settleable';

const ctx = {} as LoadContext;

function route(order: string[], extras: Promise<string[]>, critical: () => Promise<{ title: string }>) {
  return definePage<{ title: string }, { reviews: string[] }>({
    pageType: 'travel',
    load: async () => {
      order.push('critical');
      return critical();
    },
    defer: {
      reviews: {
        load: () => {
          order.push('deferred');
          return extras;
        },
        fallback: [],
      },
    },
    meta: (data) => ({ title: data.title }),
    View: () => null,
  });
}

describe('loadPage: critical and deferred data in the route contract (issue 35 item 3)', () => {
  it('starts the deferred load beside the critical one and answers before it has arrived', async () => {
    const order: string[] = [];
    const reviews = settleable<string[]>();
    const data = await loadPage(route(order, reviews.promise, async () => ({ title: 'Giappone' })), ctx, false);
    expect(data.title).toBe('Giappone');
    expect(order.sort()).toEqual(['critical', 'deferred']);
    expect(data.reviews).toBeInstanceOf(Promise);
    reviews.resolve(['Bellissimo']);
    expect(await data.reviews).toEqual(['Bellissimo']);
  });

  it('the deferred load runs while the critical one waits (not after it)', async () => {
    const order: string[] = [];
    const critical = settleable<{ title: string }>();
    const page = loadPage(route(order, Promise.resolve(['ok']), () => critical.promise), ctx, false);
    await Promise.resolve();
    await Promise.resolve();
    expect(order).toContain('deferred');
    critical.resolve({ title: 'Perù' });
    expect((await page).title).toBe('Perù');
  });

  it('a failed deferred load gives its fallback, never a rejection', async () => {
    const data = await loadPage(route([], Promise.reject(new Error('reviews down')), async () => ({ title: 'x' })), ctx, false);
    expect(await data.reviews).toEqual([]);
  });

  it('a robot gets the deferred data awaited, in place', async () => {
    const data = await loadPage(route([], Promise.resolve(['Top']), async () => ({ title: 'x' })), ctx, true);
    expect(data.reviews).toEqual(['Top']);
  });

  it('a critical failure is the page’s (not found), and the deferred one is not left rejecting unhandled', async () => {
    const unhandled: unknown[] = [];
    const onUnhandled = (reason: unknown) => unhandled.push(reason);
    process.on('unhandledRejection', onUnhandled);
    try {
      await expect(
        loadPage(route([], Promise.reject(new Error('reviews down')), async () => Promise.reject(new Error('not found'))), ctx, false),
      ).rejects.toThrow('not found');
      await new Promise<void>((resolve) => setImmediate(resolve));
      expect(unhandled).toEqual([]);
    } finally {
      process.off('unhandledRejection', onUnhandled);
    }
  });

  it('a page without deferred loads gets its critical data as it is', async () => {
    const page = definePage<{ n: number }>({ pageType: 'home', load: async () => ({ n: 1 }), meta: () => ({ title: '' }), View: () => null });
    expect(await loadPage(page, ctx, false)).toEqual({ n: 1 });
  });
});
