/**
 * The catalogue/content contract of SPEC §7 under /api, answered from D1 in the market's
 * language. The embedded source reads the same tables in-process; the upstream source speaks
 * this contract over HTTP, so one contract test suite covers both.
 *
 *   GET  /custompages/show?routingKey=…|slug=…   {success, data} · 404 {success:false} · 418 {meta}
 *   GET  /layouts                                {success, data}
 *   GET  /travels/top-sellers?search&countries[]&continents[]   {success, data}
 *   POST /tours · /travels · /travels/paginated   {currentPage, perPage, lastPage, total, data[, tab, availableFilters]}
 *        body: the filter object of SPEC §3 (shared/filters.ts filtersSchema), extended with flexible
 *        dates: `flex` (0–7 days either side of dateFrom/dateTo, like the older daysSpan) and
 *        `weekendsOf` ('yyyy-MM': departures leaving Friday to Sunday of a weekend of that month,
 *        back by the Monday; shared/flexibleDates.ts); durationFrom/durationTo bound the trip length
 *        and `travelId[]` / `tourId[]` pick travels and departures by id (the wishlist and the alerts,
 *        worker/data/departures.ts)
 *   GET  /travels/show?slug · /coordinators/show?slug · /events?city&when&dateFrom&dateTo&page&perPage · /events/show?slug
 *   GET  /search/count?<results page query>      {count, tab} (the site's filters modal, not upstream)
 *
 * Bad input (malformed or non-JSON body, wrong types, out-of-range pages, unknown statuses or
 * sorts) is a 400 with the validation issues, never a 500.
 */
import { Hono, type Context } from 'hono';
import { z } from 'zod';
import { markets, type Market } from '../../../markets/config';
import { marketForHost, productionDomains } from '../../../markets/hosts';
import { filterIssues, filtersSchema, type Filters } from '../../../shared/filters';
import type { AppEnv } from '../../context';
import { log } from '../../log';
import { CatalogueUnavailable, catalogueSource } from '../../data/source';
import type { QueryContext } from '../../data/d1/context';
import { eventBySlug, events } from '../../data/d1/events';
import { layout } from '../../data/d1/layouts';
import { customPage } from '../../data/d1/pages';
import { searchTours, searchTravels, tourSearchSql, travelSearchSql } from '../../data/d1/search';
import { facetSql } from '../../data/d1/facets';
import { topSellers } from '../../data/d1/topSellers';
import { coordinatorDetail, travelDetail } from '../../data/d1/travel';
import { queryContext, searchPage } from '../../data/embedded';
import { upstreamSource } from '../../data/upstream';
import { eventsQuerySchema, topSellersQuerySchema } from '../../data/types';
import { aiSearchApi } from './aiSearch';
import { searchCountApi } from './searchCount';
import { allowedMethods, methodNotAllowed } from '../../methods';

type ApiContext = Context<AppEnv>;

export const api = new Hono<AppEnv>();

function marketOf(c: ApiContext): Market {
  const market = c.get('market') as Market | undefined;
  return market ?? markets[marketForHost(c.req.header('host'), productionDomains(c.env.MARKET_DOMAINS))];
}

function contextOf(c: ApiContext): QueryContext {
  const flags = c.get('flags') as { meiliSort?: () => boolean } | undefined;
  let meili = false;
  try {
    meili = flags?.meiliSort?.() ?? false;
  } catch {
    meili = false;
  }
  return queryContext(c.env.DB, marketOf(c), {
    domains: c.get('marketDomains'),
    searchEngine: meili ? 'meili' : 'score',
  });
}

function invalid(c: ApiContext, message: string, issues: { path: string; code: string; message: string }[] = []) {
  return c.json({ success: false, error: { message, issues } }, 400);
}

const notFoundBody = { success: false } as const;

function named(c: ApiContext, name: string) {
  c.set('routeName', `api:${name}`);
}

/**
 * The filter object of a POST body: empty body means defaults; anything unreadable is a 400.
 * Its size is bounded before it is read (worker/middleware/bodyLimit.ts, 413).
 */
async function readFilters(c: ApiContext): Promise<{ ok: true; filters: Filters } | { ok: false; response: Response }> {
  let text: string;
  try {
    text = await c.req.text();
  } catch {
    return { ok: false, response: invalid(c, c.get('i18n').t('errors.api.bodyUnreadable')) };
  }
  let body: unknown = {};
  if (text.trim()) {
    try {
      body = JSON.parse(text);
    } catch {
      return { ok: false, response: invalid(c, c.get('i18n').t('errors.api.bodyNotJson')) };
    }
  }
  if (!body || typeof body !== 'object' || Array.isArray(body)) {
    return { ok: false, response: invalid(c, c.get('i18n').t('errors.api.filterNotObject'), [{ path: '', code: 'invalid_type', message: 'expected object' }]) };
  }
  const parsed = filtersSchema.safeParse(body);
  if (!parsed.success) return { ok: false, response: invalid(c, c.get('i18n').t('errors.api.invalidFilters'), filterIssues(parsed.error)) };
  return { ok: true, filters: parsed.data };
}

const publicCache = 'public, max-age=60';

api.get('/custompages/show', async (c) => {
  named(c, 'custompages');
  const routingKey = c.req.query('routingKey');
  const slug = c.req.query('slug');
  const key = z
    .union([
      z.object({ routingKey: z.string().regex(/^[a-z0-9-]{1,80}$/), slug: z.undefined() }),
      z.object({ slug: z.string().min(1).max(300), routingKey: z.undefined() }),
    ])
    .safeParse({ routingKey, slug });
  if (!key.success) return invalid(c, c.get('i18n').t('errors.api.invalidQuery'), filterIssues(key.error));
  const result = await customPage(contextOf(c), key.data.routingKey !== undefined ? { routingKey: key.data.routingKey } : { slug: key.data.slug! });
  if (result.status === 'redirect') {
    return c.json({ success: false, meta: { httpStatusCode: result.httpStatusCode, redirectTo: result.redirectTo } }, 418);
  }
  if (result.status !== 'found') return c.json(notFoundBody, 404);
  c.header('cache-control', publicCache);
  return c.json({ success: true, data: result.page });
});

api.get('/layouts', async (c) => {
  named(c, 'layouts');
  const data = await layout(contextOf(c));
  if (!data) return c.json(notFoundBody, 404);
  c.header('cache-control', publicCache);
  // Geolocation is per request: the middleware's decision, not part of the cached layout.
  return c.json({ success: true, data: { ...data, geolocation: (c.get('geolocation') as unknown) ?? null } });
});

api.get('/travels/top-sellers', async (c) => {
  named(c, 'top-sellers');
  const list = (name: string) => {
    const values = [...(c.req.queries(`${name}[]`) ?? []), ...(c.req.queries(name) ?? [])].filter(Boolean);
    return values.length ? values : undefined;
  };
  const parsed = topSellersQuerySchema.safeParse({
    search: c.req.query('search') || undefined,
    countries: list('countries')?.map((v) => v.toUpperCase()),
    continents: list('continents'),
  });
  if (!parsed.success) return invalid(c, c.get('i18n').t('errors.api.invalidQuery'), filterIssues(parsed.error));
  c.header('cache-control', publicCache);
  return c.json({ success: true, data: await topSellers(contextOf(c), parsed.data) });
});

api.post('/tours', async (c) => {
  named(c, 'tours');
  const body = await readFilters(c);
  if (!body.ok) return body.response;
  return c.json(await searchTours(contextOf(c), { ...body.filters, tab: 'tours' }));
});

api.post('/travels', async (c) => {
  named(c, 'travels');
  const body = await readFilters(c);
  if (!body.ok) return body.response;
  return c.json(await searchTravels(contextOf(c), { ...body.filters, tab: 'travels' }));
});

api.post('/travels/paginated', async (c) => {
  named(c, 'travels-paginated');
  const body = await readFilters(c);
  if (!body.ok) return body.response;
  return c.json(await searchPage(contextOf(c), body.filters));
});

const slugQuery = z.string().regex(/^[a-z0-9-]{1,200}$/);

api.get('/travels/show', async (c) => {
  named(c, 'travel');
  const slug = slugQuery.safeParse(c.req.query('slug'));
  if (!slug.success) return invalid(c, c.get('i18n').t('errors.api.giveSlug'), filterIssues(slug.error));
  const data = await travelDetail(contextOf(c), slug.data);
  if (!data) return c.json(notFoundBody, 404);
  c.header('cache-control', publicCache);
  return c.json({ success: true, data });
});

api.get('/coordinators/show', async (c) => {
  named(c, 'coordinator');
  const slug = slugQuery.safeParse(c.req.query('slug'));
  if (!slug.success) return invalid(c, c.get('i18n').t('errors.api.giveSlug'), filterIssues(slug.error));
  const data = await coordinatorDetail(contextOf(c), slug.data);
  if (!data) return c.json(notFoundBody, 404);
  c.header('cache-control', publicCache);
  return c.json({ success: true, data });
});

api.get('/events/show', async (c) => {
  named(c, 'event');
  const slug = slugQuery.safeParse(c.req.query('slug'));
  if (!slug.success) return invalid(c, c.get('i18n').t('errors.api.giveSlug'), filterIssues(slug.error));
  const data = await eventBySlug(contextOf(c), slug.data);
  if (!data) return c.json(notFoundBody, 404);
  c.header('cache-control', publicCache);
  return c.json({ success: true, data });
});

api.get('/events', async (c) => {
  named(c, 'events');
  const parsed = eventsQuerySchema.safeParse({
    city: c.req.query('city') || undefined,
    when: c.req.query('when') || undefined,
    dateFrom: c.req.query('dateFrom') || undefined,
    dateTo: c.req.query('dateTo') || undefined,
    page: c.req.query('page') || undefined,
    perPage: c.req.query('perPage') || undefined,
  });
  if (!parsed.success) return invalid(c, c.get('i18n').t('errors.api.invalidQuery'), filterIssues(parsed.error));
  c.header('cache-control', publicCache);
  return c.json(await events(contextOf(c), parsed.data));
});

/**
 * Outside production: the same searches through this request's CatalogueSource (upstream when
 * API_BASE_URL is set), so the bench can time cached and uncached upstream answers.
 */
api.post('/__source/:method{tours|travels|paginated}', async (c) => {
  if (c.env.ENVIRONMENT === 'production') return c.json(notFoundBody, 404);
  named(c, 'source');
  const body = await readFilters(c);
  if (!body.ok) return body.response;
  // The bench compares cached and uncached upstream answers: it may ask to skip the cache.
  const bypass = c.req.header('x-catalogue-cache') === 'bypass' && Boolean(c.env.API_BASE_URL);
  const source = bypass
    ? upstreamSource(c.env.API_BASE_URL, { market: marketOf(c), cache: null, requestId: c.get('requestId') as string | undefined })
    : catalogueSource(c);
  const method = c.req.param('method');
  // Workers clocks move on I/O only: this is the time spent waiting on cache and upstream.
  const started = Date.now();
  const result =
    method === 'tours' ? await source.tours(body.filters)
    : method === 'travels' ? { data: await source.travels(body.filters) }
    : await source.travelsPaginated(body.filters);
  c.header('x-catalogue-source', source.kind);
  c.header('server-timing', `source;dur=${Date.now() - started}`);
  return c.json(result);
});

/** Outside production: EXPLAIN QUERY PLAN of the search statements for a filter (bench, reviews). */
api.post('/__explain/:which{tours|travels|facets}', async (c) => {
  if (c.env.ENVIRONMENT === 'production') return c.json(notFoundBody, 404);
  named(c, 'explain');
  const body = await readFilters(c);
  if (!body.ok) return body.response;
  const ctx = contextOf(c);
  const which = c.req.param('which');
  const statements =
    which === 'tours' ? Object.entries(tourSearchSql(ctx, { ...body.filters, tab: 'tours' }))
    : which === 'travels' ? Object.entries(travelSearchSql(ctx, { ...body.filters, tab: 'travels' }))
    : [['aggregate', facetSql(ctx, body.filters)] as const];
  const plans = await Promise.all(
    statements.map(async ([name, statement]) => {
      const { results } = await ctx.db.prepare(`EXPLAIN QUERY PLAN ${statement.sql}`).bind(...statement.params).all<{ id: number; parent: number; detail: string }>();
      // SQLite's own execution time (D1 meta.duration), median of five runs.
      const durations: number[] = [];
      let rows = 0;
      for (let i = 0; i < 5; i++) {
        const run = await ctx.db.prepare(statement.sql).bind(...statement.params).all();
        durations.push(run.meta.duration);
        rows = run.results.length;
      }
      durations.sort((a, b) => a - b);
      return {
        name, rows, sqlMs: durations[2], sql: statement.sql, params: statement.params,
        plan: results.map((row) => ({ id: row.id, parent: row.parent, detail: row.detail })),
      };
    }),
  );
  return c.json({ which, statements: plans });
});

api.route('/ai-search', aiSearchApi);
api.route('/search', searchCountApi);

api.all('*', (c) => {
  named(c, 'not-found');
  // A path another method takes (PUT /api/tours, GET /api/travels): 405 with Allow, not a 404.
  const allow = allowedMethods(c);
  if (allow.length > 0 && !allow.includes(c.req.method)) return methodNotAllowed(c, allow);
  return c.json(notFoundBody, 404);
});

api.onError((error, c) => {
  if (error instanceof CatalogueUnavailable) {
    // The catalogue is down and nothing was cached: say so, and when to ask again.
    return c.json({ success: false, error: { code: 'catalogueUnavailable', message: c.get('i18n').t('errors.api.catalogueUnavailable') } }, 503, {
      'Retry-After': String(error.retryAfter),
      'Cache-Control': 'no-store',
    });
  }
  log('error', 'api error', {
    requestId: c.get('requestId'),
    route: c.get('routeName') ?? null,
    error: error instanceof Error ? error.message : String(error),
  });
  return c.json({ success: false, error: { message: 'Internal error' } }, 500);
});
