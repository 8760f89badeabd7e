// Issue 32 item 1: GA4 events read from the server's data-ga-* attributes and the edge
// experiments' exposure block, each once per page view, all in the one schema.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createEcommerce, edgeExposuresId, gaCheckoutAttr, gaItemAttr, gaViewItemAttr } from '../../../client/analytics/ecommerce';
import { dataLayerEvent } from '../../../shared/analyticsEvents';

/** The few DOM calls the module makes, over plain objects. */
class Element {
  constructor(
    readonly attrs: Record<string, string>,
    readonly text = '',
    readonly parent: Element | null = null,
    readonly tag = 'article',
  ) {}
  getAttribute(name: string) {
    return this.attrs[name] ?? null;
  }
  get textContent() {
    return this.text;
  }
  closest(selector: string): Element | null {
    const attr = /^\[([\w-]+)\]$/.exec(selector)?.[1];
    const matches = attr ? attr in this.attrs : this.tag === selector;
    return matches ? this : (this.parent?.closest(selector) ?? null);
  }
}

const item = (id: number, travel: number, price: number) =>
  JSON.stringify({ item_id: String(id), item_name: `Trip ${travel}`, item_group_id: String(travel), item_category: 'Giappone', price, currency: 'EUR' });

function page(elements: Element[]) {
  return {
    querySelectorAll: (selector: string) => elements.filter((el) => /^\[([\w-]+)\]$/.exec(selector)![1]! in el.attrs),
    querySelector: (selector: string) =>
      selector.startsWith('#') ? (elements.find((el) => el.attrs.id === selector.slice(1)) ?? null) : (elements.find((el) => /^\[([\w-]+)\]$/.exec(selector)![1]! in el.attrs) ?? null),
  } as unknown as ParentNode;
}

beforeEach(() => {
  vi.stubGlobal('location', { search: '?textSearch=giappone' });
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('GA4 ecommerce events', () => {
  it('a page view sends its list, viewed item, search and edge exposures once; clicks send select_item and begin_checkout once', () => {
    const card = new Element({ [gaItemAttr]: item(17, 2, 2940) });
    const link = new Element({ href: '/viaggi/x' }, '', card, 'a');
    const book = new Element({ [gaCheckoutAttr]: item(17, 2, 2940) }, '', null, 'a');
    const exposures = new Element({ id: edgeExposuresId }, JSON.stringify([{ experimentKey: 'faq-heading-copy', variationId: 1, kind: 'visual' }]));
    const root = page([card, new Element({ [gaItemAttr]: item(2, 1, 2540) }), new Element({ [gaViewItemAttr]: item(17, 2, 2940) }), book, exposures]);
    const pushed: Record<string, unknown>[] = [];
    const ecommerce = createEcommerce((event) => void pushed.push(event), () => 'search', root);

    ecommerce.pageView();
    ecommerce.click(link as unknown as globalThis.Element);
    ecommerce.click(link as unknown as globalThis.Element);
    ecommerce.click(book as unknown as globalThis.Element);
    ecommerce.click(book as unknown as globalThis.Element);
    ecommerce.addToWishlist(2, 17);
    ecommerce.generateLead('notify-me', 2, 17);
    ecommerce.generateLead('notify-me', 2, 17);

    for (const event of pushed) expect(dataLayerEvent.safeParse(event).success, JSON.stringify(event)).toBe(true);
    const names = pushed.map((event) => event.event).filter(Boolean);
    expect(names).toEqual(['view_item_list', 'view_item', 'search', 'experiment_viewed', 'select_item', 'begin_checkout', 'add_to_wishlist', 'generate_lead']);
    expect(pushed.find((e) => e.event === 'experiment_viewed')).toEqual({
      event: 'experiment_viewed', experiment_id: 'faq-heading-copy', variation_id: '1', experimentId: 'faq-heading-copy', variationId: 1, experimentKind: 'visual',
    });
    expect(pushed.find((e) => e.event === 'begin_checkout')).toEqual({
      event: 'begin_checkout',
      ecommerce: { currency: 'EUR', value: 2940, items: [{ item_id: '17', item_name: 'Trip 2', item_group_id: '2', item_category: 'Giappone', price: 2940 }] },
    });
    expect(pushed.find((e) => e.event === 'generate_lead')).toEqual({ event: 'generate_lead', lead_source: 'notify-me', travel_id: '2', tour_id: '17', currency: 'EUR', value: 2940 });

    // The next page view (a route change, results swapped in place) sends them again, once.
    ecommerce.pageView();
    expect(pushed.filter((e) => e.event === 'view_item_list')).toHaveLength(2);
    expect(pushed.filter((e) => e.event === 'experiment_viewed')).toHaveLength(2);
  });
});
