import type { AccountLinks } from '../../shared/boot';
import { createContext, useContext } from 'react';
import type { CurrencyCode, Market } from '../../markets/config';
import type { Layout } from '../data/types';
import type { RouteName } from '../../markets/paths';
import type { RouteParams } from '../../markets/routes';
import type { ConsentChoice } from '../../shared/consent';

/** Server-only render context: what every server component may need about the request. */
export interface PageContextValue {
  market: Market;
  routeName: RouteName | null;
  /** Localised path of a route in the current market, or null when it has no such page. */
  href: (name: RouteName, params?: RouteParams) => string | null;
  nonce: string;
  /** Display currency of this request (SPEC §9 currency choice). */
  currency: CurrencyCode;
  /** Today in the market's time zone (YYYY-MM-DD): deadlines that have passed are not shown. */
  today: string;
  /** Base URL of the external booking site. */
  bookingBaseUrl: string;
  /** Header, footer, banners and settings; null when the content service failed. */
  layout: Layout | null;
  /** Current path (banner route matching, wishlist highlight). */
  path: string;
  /**
   * The page's query (`?a=b`, or empty): only the parameters some page reads
   * (worker/cache/pageQuery.ts); a page's links carry nothing else on (no campaign, no click id).
   */
  search: string;
  /** The URL's `?more=` value: the long list of that id renders whole (./ui/ShowMore.tsx). */
  more: string | null;
  /** The URL's `?modal=` value: an island that opens itself on it hydrates at once. */
  modal: string | null;
  /** Names of the islands rendered so far (the page ships their copy: ./islandCopy.ts). */
  islands: Set<string>;
  /** Who is visiting (worker/account/session.ts) and the external account site's links. */
  account: PageAccount;
  /** The query modal this URL asks for (`type`, else `modal`: shared/queryModal.ts); null when none. */
  queryModal: string | null;
  /** Login back to this page and the legal pages (the account islands', shared/boot.ts). */
  accountLinks: AccountLinks;
  /** The visitor's cookie choice from the consent cookie; null: not chosen yet (banner open). */
  consent: ConsentChoice | null;
  /** A catalogue read of this page failed and an old copy (or nothing) answered (worker/data/source.ts). */
  catalogueDegraded: boolean;
  /** Whether this isolate keeps what it renders for later pages (./isolateMarkup.tsx); off with ISOLATE_CACHE=off (cold renders). */
  keepMarkup: boolean;
}

/** Account facts a page may render: never tokens, never the email. */
export interface PageAccount {
  user: { id: string | number; firstName: string; lastName: string; pictureUrl: string | null } | null;
  /** Owner of wishlist and alerts: a signed-in user, a guest who proved an email, or nobody. */
  owner: 'user' | 'guest' | null;
  /** Account site pages by routing key (SPEC §2 layout): profile, bookings, partnership, communications. */
  links: { profile: string; bookings: string; partnership: string; communications: string };
}

export const PageContext = createContext<PageContextValue | null>(null);

export function usePage(): PageContextValue {
  const value = useContext(PageContext);
  if (!value) throw new Error('usePage() outside <PageContext>');
  return value;
}
