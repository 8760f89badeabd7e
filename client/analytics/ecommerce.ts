import type { GaItem } from '../../shared/analyticsEvents';
import type { DataLayerEvent } from './dataLayer';

/**
 * GA4 recommended ecommerce events (issue 32 item 1), read from what the server rendered:
 * `data-ga-item` on cards (lists), `data-ga-view-item` on the booking box (trip and tour pages),
 * `data-ga-checkout` on Book. Each attribute holds one GA4 item as JSON plus its `currency`
 * (worker/render/ui/gaItem.ts). Every event goes out at most once per page view; the schema is
 * shared/analyticsEvents.ts.
 */
export const gaItemAttr = 'data-ga-item';
export const gaViewItemAttr = 'data-ga-view-item';
export const gaCheckoutAttr = 'data-ga-checkout';
/** Edge experiments applied to this page (worker/edge/experiments.ts): their exposure goes out with the page view. */
export const edgeExposuresId = '__caravan_edge_exp';

type RenderedItem = GaItem & { currency?: string };

export interface EdgeExposure {
  experimentKey: string;
  variationId: number;
  kind: 'redirect' | 'visual';
}

function itemOf(element: Element, attr: string): RenderedItem | null {
  try {
    const parsed = JSON.parse(element.getAttribute(attr) ?? '') as RenderedItem;
    return parsed && typeof parsed.item_id === 'string' && typeof parsed.item_group_id === 'string' ? parsed : null;
  } catch {
    return null;
  }
}

const bare = ({ currency: _currency, ...item }: RenderedItem): GaItem => item;

export interface Ecommerce {
  /** After each page_view: lists, the viewed item, the search term, edge exposures. */
  pageView(): void;
  /** A click anywhere: select_item (a card) or begin_checkout (Book). */
  click(target: Element): void;
  addToWishlist(travelId: string | number, tourId?: string | number | null): void;
  generateLead(source: 'notify-me' | 'callback', travelId?: string | number, tourId?: string | number | null): void;
}

export function createEcommerce(push: (event: DataLayerEvent) => void, listName: () => string, root: ParentNode = document): Ecommerce {
  let sent = new Set<string>();
  const once = (key: string, send: () => void) => {
    if (sent.has(key)) return;
    sent.add(key);
    send();
  };
  const ecommerce = (event: string, body: Record<string, unknown>) => {
    // GA4's advice: clear the previous ecommerce object so fields never leak between events.
    push({ ecommerce: null } as unknown as DataLayerEvent);
    push({ event, ecommerce: body });
  };
  const valued = (event: string, item: RenderedItem) =>
    ecommerce(event, { currency: item.currency ?? 'EUR', value: item.price ?? 0, items: [bare(item)] });

  const findItem = (travelId: string, tourId: string | null): RenderedItem | null => {
    let fallback: RenderedItem | null = null;
    for (const attr of [gaViewItemAttr, gaItemAttr, gaCheckoutAttr]) {
      for (const element of root.querySelectorAll(`[${attr}]`)) {
        const item = itemOf(element, attr);
        if (!item || item.item_group_id !== travelId) continue;
        if (!tourId || item.item_id === tourId) return item;
        fallback ??= item;
      }
    }
    return fallback && tourId ? { ...fallback, item_id: tourId } : fallback;
  };

  return {
    pageView() {
      sent = new Set();
      const list = listName();
      const items = [...root.querySelectorAll(`[${gaItemAttr}]`)]
        .map((element) => itemOf(element, gaItemAttr))
        .filter((item): item is RenderedItem => item !== null)
        .map((item, index) => ({ ...bare(item), index, item_list_id: list, item_list_name: list }));
      if (items.length) once('view_item_list', () => ecommerce('view_item_list', { item_list_id: list, item_list_name: list, items }));
      const viewed = root.querySelector(`[${gaViewItemAttr}]`);
      const item = viewed ? itemOf(viewed, gaViewItemAttr) : null;
      if (item) once('view_item', () => valued('view_item', item));
      const term = new URLSearchParams(location.search).get('textSearch')?.trim().slice(0, 100);
      if (term) once('search', () => push({ event: 'search', search_term: term }));
      const edge = root.querySelector(`#${edgeExposuresId}`);
      if (edge) {
        let exposures: EdgeExposure[] = [];
        try {
          exposures = JSON.parse(edge.textContent ?? '[]') as EdgeExposure[];
        } catch {
          exposures = [];
        }
        for (const exposure of exposures) {
          once(`exp:${exposure.experimentKey}`, () =>
            push({
              event: 'experiment_viewed',
              experiment_id: exposure.experimentKey,
              variation_id: String(exposure.variationId),
              experimentId: exposure.experimentKey,
              variationId: exposure.variationId,
              experimentKind: exposure.kind,
            }),
          );
        }
      }
    },
    click(target) {
      const checkout = target.closest(`[${gaCheckoutAttr}]`);
      const book = checkout ? itemOf(checkout, gaCheckoutAttr) : null;
      if (book) return once('begin_checkout', () => valued('begin_checkout', book));
      const card = target.closest(`[${gaItemAttr}]`);
      const item = card && target.closest('a') ? itemOf(card, gaItemAttr) : null;
      if (!item) return;
      const list = listName();
      once(`select_item:${item.item_id}`, () =>
        ecommerce('select_item', { item_list_id: list, item_list_name: list, items: [{ ...bare(item), item_list_id: list, item_list_name: list }] }),
      );
    },
    addToWishlist(travelId, tourId) {
      const item = findItem(String(travelId), tourId ? String(tourId) : null);
      if (item) once(`add_to_wishlist:${item.item_id}`, () => valued('add_to_wishlist', item));
    },
    generateLead(source, travelId, tourId) {
      const item = travelId !== undefined ? findItem(String(travelId), tourId ? String(tourId) : null) : null;
      once(`generate_lead:${source}:${travelId ?? ''}:${tourId ?? ''}`, () => {
        const event: DataLayerEvent = { event: 'generate_lead', lead_source: source };
        if (travelId !== undefined) event.travel_id = String(travelId);
        if (tourId) event.tour_id = String(tourId);
        if (item?.currency && item.price !== undefined) {
          event.currency = item.currency;
          event.value = item.price;
        }
        push(event);
      });
    },
  };
}
