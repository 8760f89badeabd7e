import type { Context } from 'hono';
import { marketOrigin } from '../../markets/hosts';
import type { MarketId } from '../../markets/config';
import type { RouteName } from '../../markets/paths';
import { matchPath } from '../../markets/routes';
import { fragmentHeader, requestedFragment } from '../../shared/fragment';
import { switchedSearch } from '../../shared/marketSwitch';
import type { AppEnv } from '../context';
import { notFound } from '../errors';
import { redirect } from '../redirect';
import { catalogueSource } from '../data/source';
import { alternatesFor, buildHead } from '../render/head';
import { renderFragment } from '../render/fragment';
import { bootData, renderPageValue } from '../render/render';
import { bypass, cachedRender, renderCacheable, type PageProduction } from '../render/pageCache';
import { inputsFingerprint } from '../render/fingerprint';
import { graph, organization } from '../render/linkedData';
import { runRouteMiddleware } from './middleware';
import { pageRoutes } from './table';
import { loadPage, type LoadContext, type PageMeta } from './types';
import { requestProfile, requestQuery } from '../render/profile';

/**
 * The query of each market's alternate: none for most pages; on a search page, what the other
 * markets read alike (shared/marketSwitch.ts), and for its own market its canonical query.
 */
function alternateSearch(meta: PageMeta, own: MarketId, url: URL): (id: MarketId) => string {
  if (!meta.marketSwitch) return () => '';
  const switched = switchedSearch(url.search, meta.marketSwitch.place);
  return (id) => (id === own ? meta.canonicalSearch ?? switched : switched);
}

/** GET handler for every page path: match → route middleware → load → head → render. */
export async function handlePage(c: Context<AppEnv>): Promise<Response> {
  const market = c.get('market');
  const requested = new URL(c.req.url);
  if (requested.pathname.length > 1 && requested.pathname.endsWith('/') && !requested.pathname.startsWith('//')) {
    const trimmed = requested.pathname.replace(/\/+$/, '') || '/';
    return redirect(c, trimmed + requested.search, 301);
  }
  const match = matchPath(market.id, requested.pathname);
  c.set('route', match);
  if (!match || match.unavailable) throw notFound();
  c.set('routeName', match.name);

  const route = pageRoutes[match.name];
  // Personal pages (no-store) are never shared, even when anonymous: their loaders read the
  // whole URL (an OpenID callback's parameters). A shared page's loaders read its page query,
  // as its cache key holds it (../cache/pageQuery.ts).
  const personal = route.middleware?.includes('no-store') ?? false;
  const url = new URL(requested);
  if (!personal) url.search = requestQuery(c);
  await runRouteMiddleware(c, route.middleware);
  const ctx: LoadContext = { c, market, routeName: match.name, params: match.params, url };
  // A robot reads the page as sent: its deferred data is awaited, in place.
  const robot = requestProfile(c).bot;
  if (route.fragment) {
    // One URL, two representations (page, fragment): caches must key on the header.
    c.header('Vary', fragmentHeader, { append: true });
    if (requestedFragment(c.req.header(fragmentHeader)) === route.fragment) {
      const [layout, data] = await Promise.all([catalogueSource(c).layout(), loadPage(route, ctx, robot)]);
      const View = route.View;
      const brand = c.get('i18n').t('brand');
      const title = buildHead({ title: route.meta(data, ctx).title, brand, description: '', canonical: null, alternates: [] }).title;
      if ((route.status?.(data) ?? 200) === 200) {
        return renderFragment(c, { name: route.fragment, routeName: match.name, title, layout, children: <View data={data} /> });
      }
    }
  }
  // Loads the page's data on the context it is given (the page cache's refresh of a stale copy
  // loads on its own), then renders it when asked: a refresh whose data is the copy's renders nothing.
  const prepare = async (rc: Context<AppEnv>): Promise<PageProduction> => {
    const rctx: LoadContext = { ...ctx, c: rc };
    // Layout data is deferred-style: never throws (null on failure); the route says what of its
    // data is critical and what is deferred (./types.ts loadPage).
    const [layout, data] = await Promise.all([catalogueSource(rc).layout(), loadPage(route, rctx, robot)]);
    // Digested once: a refresh compares it, then keeps it with the page it renders.
    let fingerprint: Promise<string | null> | undefined;
    return {
      fingerprint: () => (fingerprint ??= inputsFingerprint(layout, data as Record<string, unknown>)),
      render: () => draw(rc, rctx, layout, data),
    };
  };
  const draw = (rc: Context<AppEnv>, rctx: LoadContext, layout: Awaited<ReturnType<ReturnType<typeof catalogueSource>['layout']>>, data: Awaited<ReturnType<typeof loadPage>>) => {
    const meta = route.meta(data, rctx);
    const domains = rc.get('marketDomains');
    const origin = marketOrigin(market.id, url, domains);
    const brand = rc.get('i18n').t('brand');
    const pageGraph = meta.linkedData ? ((meta.linkedData['@graph'] as Record<string, unknown>[] | undefined) ?? [meta.linkedData]) : [];
    const head = buildHead({
      ...meta,
      linkedData: graph(organization(origin, brand), ...pageGraph.map(({ ['@context']: _context, ...node }) => node)),
      brand,
      description: meta.description ?? rc.get('i18n').t('meta.defaultDescription'),
      canonical: origin + url.pathname + (meta.canonicalSearch ?? ''),
      alternates: alternatesFor(match.name, match.params, url, domains, alternateSearch(meta, market.id, url)),
    });
    const View = route.View;
    return renderPageValue(rc, {
      status: route.status?.(data) ?? 200,
      head,
      routeName: match.name as RouteName,
      params: match.params,
      hideLayout: route.hideLayout?.(data),
      transparentHeader: route.transparentHeader?.(data),
      layout,
      marketSwitch: meta.marketSwitch,
      children: <View data={data} />,
    });
  };
  if (!renderCacheable(c) || personal) return bypass(c, async () => (await prepare(c)).render());
  return cachedRender(c, (stored) => bootData(c, match.name, stored), prepare);
}
