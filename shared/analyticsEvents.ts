/**
 * The one schema of every event the site pushes to `window.dataLayer` (issue 32): GA4's
 * recommended ecommerce events in the shape Google's tools read, GrowthBook's
 * `experiment_viewed`, and the site's own events (SPEC §7). The README documents it; the e2e
 * tests validate every push against it. Zod stays out of the client bundle: the browser imports
 * only the types (`import type`), the worker and the tests the schema.
 */
import { z } from 'zod';

/** One GA4 item: a departure (`item_id` = tour id) of a trip (`item_group_id` = travel id). */
export const gaItem = z.strictObject({
  /** Tour (departure) id; a trip without a departure yet: `travel-<id>`. */
  item_id: z.string().min(1),
  item_name: z.string().min(1),
  /** Travel (trip) id. */
  item_group_id: z.string().min(1),
  /** Destination label. */
  item_category: z.string().optional(),
  /** Price in the page's currency, major units (189.5, not cents). */
  price: z.number().nonnegative().optional(),
  index: z.number().int().nonnegative().optional(),
  item_list_id: z.string().optional(),
  item_list_name: z.string().optional(),
  quantity: z.number().int().positive().optional(),
});
export type GaItem = z.infer<typeof gaItem>;

const currency = z.string().regex(/^[A-Z]{3}$/);

export const viewItemList = z.strictObject({
  event: z.literal('view_item_list'),
  ecommerce: z.strictObject({ item_list_id: z.string(), item_list_name: z.string(), items: z.array(gaItem).min(1) }),
});
export const selectItem = z.strictObject({
  event: z.literal('select_item'),
  ecommerce: z.strictObject({ item_list_id: z.string(), item_list_name: z.string(), items: z.array(gaItem).length(1) }),
});
const valued = z.strictObject({ currency, value: z.number().nonnegative(), items: z.array(gaItem).min(1) });
export const viewItem = z.strictObject({ event: z.literal('view_item'), ecommerce: valued });
export const addToWishlist = z.strictObject({ event: z.literal('add_to_wishlist'), ecommerce: valued });
export const beginCheckout = z.strictObject({ event: z.literal('begin_checkout'), ecommerce: valued });
export const generateLead = z.strictObject({
  event: z.literal('generate_lead'),
  /** notify-me (a departure or trip alert) or callback (a request to be called). */
  lead_source: z.enum(['notify-me', 'callback']),
  currency: currency.optional(),
  value: z.number().nonnegative().optional(),
  travel_id: z.string().optional(),
  tour_id: z.string().optional(),
});
export const search = z.strictObject({ event: z.literal('search'), search_term: z.string().min(1).max(100) });
/** GrowthBook's GA4 convention, plus the site's own fields for its reports. */
export const experimentViewed = z.strictObject({
  event: z.literal('experiment_viewed'),
  experiment_id: z.string().min(1),
  variation_id: z.string().min(1),
  experimentId: z.string().min(1),
  variationId: z.number().int().nonnegative(),
  variationKey: z.string().optional(),
  featureId: z.string().optional(),
  experimentName: z.string().optional(),
  variationName: z.string().optional(),
  /** Where the variation was applied: code (a feature), redirect or visual (at the edge). */
  experimentKind: z.enum(['code', 'redirect', 'visual']).optional(),
  pageType: z.string().optional(),
});

/** The GA4 events (the `ecommerce` object is cleared before each: `{ ecommerce: null }`). */
export const ecommerceEvents = [viewItemList, selectItem, viewItem, addToWishlist, beginCheckout] as const;

const scalar = z.union([z.string(), z.number(), z.boolean()]);
/** The site's own events (client/analytics/events.ts): flat scalars only. */
export const siteEvent = z
  .object({
    event: z.enum([
      'page_view', 'banner_show', 'banner_close', 'banner_interact', 'account_id', 'header_contact_us',
      'go_to_wishlist', 'sort', 'wishlist_add', 'wishlist_remove', 'notify_me',
      // The trip assistant (issue 31): what the visitor does, never what they wrote.
      'assistant_open', 'assistant_ask', 'assistant_link', 'assistant_handoff',
    ]),
  })
  .catchall(scalar);
/** Google's own pushes: the ecommerce clear, and gtm.js boot events. */
export const ecommerceClear = z.strictObject({ ecommerce: z.null() });

export const dataLayerEvent = z.union([
  viewItemList, selectItem, viewItem, addToWishlist, beginCheckout, generateLead, search, experimentViewed, siteEvent, ecommerceClear,
]);
export type DataLayerSchemaEvent = z.infer<typeof dataLayerEvent>;

/** A `gtag(...)` call as pushed (the arguments object): consent commands only, in this site. */
export const gtagCommand = z.tuple([z.enum(['consent', 'js', 'config', 'set']), z.unknown()]).rest(z.unknown());
