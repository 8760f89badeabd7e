import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { ReactNode } from 'react';
import { countryMenu, markets, otherStores, type Market } from '../../markets/config';
import { marketOrigin } from '../../markets/hosts';
import type { RouteName } from '../../markets/paths';
import { buildPath, switchPath, type RouteParams } from '../../markets/routes';
import type { BootData } from '../../shared/boot';
import type { Resources } from '../../markets/locales/en';
import { islandCopy } from './islandCopy';
import { askedQueryModal } from '../../shared/queryModal';
import { todayIn } from '../../shared/dates';
import { displayNames } from '../../markets/intlFormats';
import type { AppEnv } from '../context';
import { renderHtmlStream, type SentHtml } from './htmlStream';
import { leftOrThrow, onRenderError, renderSignal, visitorLeft } from './abort';
import type { Layout as LayoutData } from '../data/types';
import { resolveCurrency } from './currency';
import { requestProfile, requestQuery } from './profile';
import { Document } from './Document';
import type { Head } from './head';
import { Layout } from './Layout';
import type { PageAccount, PageContextValue } from './PageContext';
import { PageProviders } from './PageProviders';
import { accountLinks } from '../account/links';
import { accountPageUrl } from '../account/config';
import type { LanguageModalProps } from '../../client/islands/LanguageModal';
import type { MarketSwitch } from '../../shared/marketSwitch';
import type { GeoRedirectProps } from '../../client/islands/GeoRedirect';


export interface RenderInput {
  status: number;
  head: Head;
  routeName: RouteName | null;
  params: RouteParams;
  hideLayout?: boolean;
  transparentHeader?: boolean;
  bodyClass?: string;
  /** Layout data (menus, footer, banners, settings); null renders the built-in fallbacks. */
  layout: LayoutData | null;
  /** A search page: the country / language switch keeps its shared filters (shared/marketSwitch.ts). */
  marketSwitch?: MarketSwitch | undefined;
  children: ReactNode;
}

function languageModalProps(
  c: Context, market: Market, input: Pick<RenderInput, 'routeName' | 'params' | 'layout' | 'marketSwitch'>, currency: string,
): LanguageModalProps {
  const { routeName, params, layout, marketSwitch } = input;
  const url = new URL(c.req.url);
  const domains = c.get('marketDomains');
  const option = (m: Market) => ({
    id: m.id,
    label: m.label,
    languageLabel: m.languageLabel,
    icon: m.icon,
    currency: m.currency,
    current: m.id === market.id,
    href: marketOrigin(m.id, url, domains) + (routeName ? switchPath(m.id, routeName, params) : '/'),
  });
  return {
    current: { label: market.label, languageLabel: market.languageLabel, icon: market.icon, currency },
    currencies: (layout?.settings.currencies ?? []).map((item) => ({ ...item, current: item.isoCode === currency })),
    options: countryMenu(market.id).map(option),
    // The US store on a line of its own (markets/config.ts otherStores: SPEC §9 vs issue 30).
    otherStores: otherStores().map(option),
    ...(marketSwitch ? { marketSwitch } : {}),
  };
}

function geoRedirectProps(c: Context<AppEnv>, market: Market): GeoRedirectProps {
  const offer = requestProfile(c).offer;
  if (!offer) return { show: false, countryName: '', target: null };
  const target = markets[offer.market];
  let countryName = offer.country;
  try {
    countryName = displayNames(market.intlLocale, { type: 'region' }).of(offer.country) ?? offer.country;
  } catch {
    // Unknown region codes keep the raw code.
  }
  return {
    show: offer.show,
    countryName,
    target: {
      label: target.label,
      currency: target.currency,
      href: marketOrigin(target.id, new URL(c.req.url), c.get('marketDomains')),
    },
  };
}

function pageAccount(c: Context<AppEnv>): PageAccount {
  const user = c.get('user') ?? null;
  const language = c.get('market').language;
  return {
    user: user ? { id: user.id, firstName: user.firstName, lastName: user.lastName, pictureUrl: user.pictureUrl } : null,
    owner: c.get('owner')?.kind ?? null,
    links: {
      profile: accountPageUrl(c.env, 'account-profile', language),
      bookings: accountPageUrl(c.env, 'travels', language),
      partnership: accountPageUrl(c.env, 'partnership', language),
      communications: accountPageUrl(c.env, 'account-communications', language),
    },
  };
}

/**
 * What the islands get: market, route, the server's flag evaluation (with the experiments
 * this render used) and the copy of the islands this page rendered (./islandCopy.ts). For a
 * render stored earlier (`stored`), its copy and experiments with this request's flags. `page`:
 * the render's context, whose islands and account links it reuses.
 */
export function bootData(
  c: Context<AppEnv>,
  routeName: RouteName | null,
  stored?: BootData,
  page?: Pick<PageContextValue, 'islands' | 'accountLinks'>,
): BootData {
  const market = c.get('market');
  const copy = stored
    ? { resources: stored.resources, partial: stored.partialCopy ?? [] }
    : islandCopy(c.get('i18n').getResourceBundle(market.language, 'translation') as Resources, page?.islands ?? new Set());
  return {
    marketId: market.id,
    language: market.language,
    resources: copy.resources,
    partialCopy: copy.partial,
    routeName: routeName ?? 'error',
    environment: c.env.ENVIRONMENT,
    flags: c.get('flags')?.boot(stored?.flags?.used) ?? null,
    accountLinks: page?.accountLinks ?? accountLinks(market.id, new URL(c.req.url).pathname),
  };
}

/** What every server component of this request may read (a full page and a fragment alike). */
export function pageContextValue(c: Context<AppEnv>, routeName: RouteName | null, layout: LayoutData | null): PageContextValue {
  const market = c.get('market');
  const url = new URL(c.req.url);
  return {
    market,
    routeName,
    href: (name, params) => buildPath(market.id, name, params),
    nonce: c.get('secureHeadersNonce') ?? '',
    currency: resolveCurrency(requestProfile(c), layout),
    today: todayIn(market.timeZone),
    bookingBaseUrl: c.env.BOOKING_BASE_URL,
    layout,
    path: url.pathname,
    search: requestQuery(c),
    more: url.searchParams.get('more'),
    modal: url.searchParams.get('modal'),
    queryModal: askedQueryModal(url.searchParams),
    islands: new Set(),
    account: pageAccount(c),
    accountLinks: accountLinks(market.id, url.pathname),
    consent: requestProfile(c).consent,
    catalogueDegraded: c.get('catalogueDegraded') === true,
    keepMarkup: c.env.ISOLATE_CACHE !== 'off',
  };
}

/**
 * A rendered page as a value (issue 35 item 2): the response, and what the page cache keeps
 * of it, read from the render rather than left in the context.
 */
export interface RenderedPage {
  response: Response;
  /** The whole HTML as sent, once it has streamed; null when nothing streamed (the visitor left). */
  html: (() => Promise<SentHtml>) | null;
  /** The CSP nonce the page was rendered with (where a kept copy is cut). */
  nonce: string;
  /** The boot data the document carried (known once the page has streamed past its boot script). */
  boot: () => BootData | undefined;
  /** What the page's loaders said it shows beyond its URL (a departure, `list`: ../cache/purge.ts addPageTags). */
  tags: () => string[];
  /** A catalogue call failed while it rendered: an old copy or an empty part may be in it. */
  degraded: () => boolean;
  /** The experiments whose features the render read (its copies are kept per variation). */
  experiments: () => string[];
}

/** Renders a full page (document + layout) as a streamed HTML response. */
export async function renderPage(c: Context<AppEnv>, input: RenderInput): Promise<Response> {
  return (await renderPageValue(c, input)).response;
}

/** renderPage, with what the page cache keeps of the render (RenderedPage). */
export async function renderPageValue(c: Context<AppEnv>, input: RenderInput): Promise<RenderedPage> {
  const market = c.get('market');
  const nonce = c.get('secureHeadersNonce') ?? '';
  const page = pageContextValue(c, input.routeName, input.layout);
  // Computed once, when the document reaches its boot script (after the page's content, so
  // the experiments the content used are in it), and kept for the render cache.
  let carried: BootData | undefined;
  const boot = () => (carried = bootData(c, input.routeName, undefined, page));
  const rendered = (response: Response, html: RenderedPage['html']): RenderedPage => ({
    response,
    html,
    nonce,
    boot: () => carried,
    tags: () => [...(c.get('pageTags') ?? [])],
    degraded: () => c.get('catalogueDegraded') === true,
    experiments: () => c.get('flags')?.experimentsRead() ?? [],
  });
  const tree = (
    <PageProviders c={c} page={page}>
        <Document lang={market.locale} head={input.head} nonce={nonce} boot={boot} consent={page.consent} bodyClass={input.bodyClass} transparentHeader={input.transparentHeader}>
          <Layout
            languageModal={languageModalProps(c, market, input, page.currency)}
            geoRedirect={geoRedirectProps(c, market)}
            hideLayout={input.hideLayout}
            transparentHeader={input.transparentHeader}
          >
            {input.children}
          </Layout>
        </Document>
    </PageProviders>
  );
  const stream = await renderHtmlStream(tree, { nonce, signal: renderSignal(c), onError: onRenderError(c, 'render error') }).catch(leftOrThrow(c));
  if (!stream) return rendered(visitorLeft(c), null);
  // Bots get the whole page at once. For everyone else nobody waits for `allReady`, which
  // rejects when the render stops mid-page (the visitor left; onError has said the rest):
  // it must not be left rejecting unhandled.
  if (!requestProfile(c).bot) stream.allReady.catch(() => undefined);
  else if (!(await stream.allReady.then(() => true, leftOrThrow(c)))) return rendered(visitorLeft(c), null);
  // Through the context, so headers and cookies set before rendering (route middleware,
  // loaders) are kept; a bare Response would drop them.
  return rendered(c.body(stream.body, input.status as ContentfulStatusCode, { 'Content-Type': 'text/html; charset=utf-8' }), stream.html);
}
