import type { Language, MarketId } from '../markets/config';
import type { Resources } from '../markets/locales/en';
import type { FlagsBoot } from '../flags/boot';

/** Id of the JSON script element that carries the page's boot data to the client. */
export const bootElementId = '__caravan';

/** What the server hands to the islands: same words, same market, same route. */
export interface BootData {
  marketId: MarketId;
  language: Language;
  /** The copy of the page's islands and the entry (worker/render/islandCopy.ts), not every namespace. */
  resources: Partial<Resources>;
  /** Namespaces of `resources` shipped with only the keys the client entry reads: an island that needs one fetches it whole. */
  partialCopy: string[];
  routeName: string;
  environment: string;
  /** Flag payload, attributes and QA forcing the page was rendered with; null when flags are off. */
  flags: FlagsBoot | null;
  /** The page's login link and legal pages, shared by its account islands (client/account/links.tsx). */
  accountLinks: AccountLinks;
}

/** Where an account island sends a visitor: login (back to this page) and the legal pages. */
export interface AccountLinks {
  login: string;
  legal: { privacy: string | null; terms: string | null };
}

/** Attribute names used by the island wrapper and the client entry. */
export const islandAttr = 'data-island';
/** Marks the JSON script holding an island's props, written just before its root. */
export const islandPropsAttr = 'data-props';
export const hydratedAttr = 'data-hydrated';
export const hydrateAttr = 'data-hydrate';
/**
 * On a control outside an island that the island serves (the results toolbar's "Filters" link
 * opens the FiltersModal panel): the island's name. Intent on the control wakes the island; a
 * click before the island is live is held and replayed once it is (client/islands/schedule.ts).
 */
export const wakesAttr = 'data-wakes';

/**
 * When an island hydrates (client/islands/schedule.ts): `load` at once, `idle` when the main
 * thread is idle, `visible` when it comes near the viewport, `interaction` on the first hover,
 * touch, focus or key press inside it (a click that came first is replayed once hydrated).
 * An island module declares its own with `export const hydration: Hydration = '…'`.
 */
export type Hydration = 'load' | 'idle' | 'visible' | 'interaction';

/**
 * What runs an island in the browser: `react` (hydrated, the default) or `dom`, plain DOM code
 * for an island that renders nothing of its own and only wires the page's markup (its module
 * exports `start(el, props)`, returning its cleanup, and `runtime = 'dom'`; client/islands/domIslands.ts).
 * A page whose islands due without a tap are all `dom` loads no React at all.
 */
export type IslandRuntime = 'react' | 'dom';

/** Set on an island the server does not render (`Rendering`): the client renders it, not hydrates it. */
export const renderAttr = 'data-render';

/**
 * Where an island's markup comes from: `server` (rendered in the page, then hydrated) or
 * `client` (the page holds a placeholder of the island's size; the client renders it when its
 * `Hydration` says). For large interactive parts that repeat what the page already says in
 * text (the departure calendar beside the list of departures): their markup would be a
 * large share of the page. An island module declares `export const rendering: Rendering = 'client'`.
 */
export type Rendering = 'server' | 'client';
