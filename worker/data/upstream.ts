/**
 * The upstream source: the same contract read from the content/catalogue API at API_BASE_URL
 * (SPEC §7). Requests carry the production headers X-Referer-Url and X-Anonymous-Id, have a
 * timeout, and their JSON is validated with zod. Answers are cached with the Cache API
 * (stale-while-revalidate; layouts longer than search results). A failure — timeout, 5xx,
 * malformed JSON, unexpected shape, reset connection — logs one JSON line and answers with an
 * old copy when there is one (stale-if-error), else throws CatalogueUnavailable; it is never
 * stored as an answer. After a timeout or a lost connection the rest of the request stops
 * asking: a hanging upstream costs a request one timeout, not one per call.
 */
import { z } from 'zod';
import type { Market } from '../../markets/config';
import { filterIssues, filtersSchema, type Filters, type FiltersInput } from '../../shared/filters';
import { log } from '../log';
import type { RequestMetrics } from '../metrics';
import { defaultCache, sha256, swr, type Freshness } from '../cache/swr';
import { CacheContent, CacheLong, CacheShort } from '../cache/strategies';
import { answerTags, type CatalogueMethod, type PurgeClock } from '../cache/purge';
import { CatalogueUnavailable, emptyPage, emptySearchPage, type CatalogueSource, type PageKey } from './catalogue';
import {
  coordinatorDetailSchema, customPageSchema, eventSchema, eventsPageSchema, layoutSchema, pageSchema, searchPageSchema,
  topSellersSchema, tourSchema, travelCardSchema, travelDetailSchema,
  type CustomPageResult, type EventsPage, type EventsQuery, type Page, type SearchPage, type TopSellersQuery, type Tour,
  type TravelCard, type WeMeetEvent,
} from './types';

export interface UpstreamOptions {
  market: Market;
  /** How requests leave the worker (tests pass one that calls the worker itself). */
  fetcher?: (request: Request) => Promise<Response>;
  timeoutMs?: number;
  /** Path of the page being rendered (X-Referer-Url). */
  refererUrl?: string;
  /** Anonymous visitor id (X-Anonymous-Id). */
  anonymousId?: string;
  waitUntil?: (promise: Promise<unknown>) => void;
  requestId?: string;
  metrics?: RequestMetrics;
  /** Cache to use; defaults to caches.default, null disables caching. */
  cache?: Cache | null;
  /** A call of this request failed (even if an old copy answered): its page must not be kept. */
  onFailure?: () => void;
  /** The purge stamps: a kept answer older than a purge of one of its tags is loaded again (issue 35). */
  purges?: PurgeClock;
}

/**
 * How long answers stay fresh, then stale-but-servable, then servable only while the upstream
 * fails (stale-if-error), per kind of call. Content changes rarely: a day-old page beats a 503;
 * availability and prices move: an hour at most.
 */
export const upstreamFreshness: Record<string, Freshness> = {
  layout: CacheLong,
  customPage: CacheContent,
  search: CacheShort,
  travel: { ...CacheContent, ifError: CacheShort.ifError },
  events: { ...CacheContent, ifError: CacheShort.ifError },
};

class UpstreamError extends Error {
  constructor(
    message: string,
    readonly status?: number,
  ) {
    super(message);
    this.name = 'UpstreamError';
  }
}

type Outcome<T> = { ok: true; value: T } | { ok: false; status?: number; body?: unknown };

function isTimeout(error: unknown): boolean {
  return error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError');
}

/** Base URL with `{market}` and `{language}` filled in, without a trailing slash. */
export function upstreamBase(baseUrl: string, market: Market): string {
  return baseUrl.replace(/\{market\}/g, market.id).replace(/\{language\}/g, market.language).replace(/\/+$/, '');
}

function query(params: Record<string, string | string[] | undefined>): string {
  const parts: string[] = [];
  for (const [key, value] of Object.entries(params)) {
    if (value === undefined || value === '') continue;
    if (Array.isArray(value)) for (const item of value) parts.push(`${key}[]=${encodeURIComponent(item)}`);
    else parts.push(`${key}=${encodeURIComponent(value)}`);
  }
  return parts.length ? `?${parts.join('&')}` : '';
}

export function upstreamSource(baseUrl: string, options: UpstreamOptions): CatalogueSource {
  const base = upstreamBase(baseUrl, options.market);
  const fetcher = options.fetcher ?? ((request: Request) => fetch(request));
  const timeoutMs = options.timeoutMs ?? 2500;
  const cache = options.cache === undefined ? defaultCache() : options.cache;
  const fields = { source: 'upstream', market: options.market.id, requestId: options.requestId };
  /** Set when a call of this request timed out or lost its connection. */
  let unreachable: unknown = null;

  function headers(extra: Record<string, string> = {}): Headers {
    const h = new Headers({
      accept: 'application/json',
      'accept-language': options.market.locale,
      'x-market': options.market.id,
      ...extra,
    });
    if (options.refererUrl) h.set('x-referer-url', options.refererUrl);
    if (options.anonymousId) h.set('x-anonymous-id', options.anonymousId);
    if (options.requestId) h.set('x-request-id', options.requestId);
    return h;
  }

  /** One HTTP call: status and parsed JSON (a 4xx JSON answer is returned, not thrown). */
  async function call(method: 'GET' | 'POST', path: string, body?: unknown): Promise<{ status: number; json: unknown }> {
    const request = new Request(`${base}${path}`, {
      method,
      headers: headers(body === undefined ? {} : { 'content-type': 'application/json' }),
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: AbortSignal.timeout(timeoutMs),
    });
    const run = async () => {
      if (unreachable) throw new UpstreamError('upstream unreachable earlier in this request');
      let response: Response;
      try {
        response = await fetcher(request);
      } catch (error) {
        unreachable = error;
        throw error;
      }
      if (response.status >= 500) {
        await response.body?.cancel();
        throw new UpstreamError(`upstream answered ${response.status}`, response.status);
      }
      let json: unknown;
      try {
        json = await response.json();
      } catch (error) {
        // A body that never ends is a timeout, not bad JSON.
        if (isTimeout(error)) {
          unreachable = error;
          throw error;
        }
        throw new UpstreamError('upstream answered malformed JSON', response.status);
      }
      return { status: response.status, json };
    };
    return options.metrics ? options.metrics.time(`upstream:${path.split('?')[0]}`, run, (r) => r.status) : run();
  }

  /** Calls, validates, caches; an old copy or CatalogueUnavailable when the call fails. */
  async function load<T>(method: CatalogueMethod, kind: keyof typeof upstreamFreshness, cacheKey: string, fetchValue: () => Promise<T>, slug?: string): Promise<T> {
    const started = Date.now();
    let logged = false;
    const purges = options.purges;
    try {
      return await swr({
        cache,
        key: cacheKey,
        freshness: upstreamFreshness[kind]!,
        tags: answerTags(options.market.id, method, slug),
        ...(purges ? { purgedAt: purges } : {}),
        waitUntil: options.waitUntil,
        load: fetchValue,
        onLoadError: (error, when) => {
          logged = true;
          failure(method, error, started, when);
          if (when === 'inline') options.onFailure?.();
        },
        onOutcome: (outcome) => {
          if (outcome === 'hit' || outcome === 'stale' || outcome === 'stale-if-error') options.metrics?.cacheHit('upstream');
          else if (outcome === 'miss') options.metrics?.cacheMiss('upstream');
        },
      });
    } catch (error) {
      if (!logged) {
        failure(method, error, started, 'inline');
        options.onFailure?.();
      }
      throw new CatalogueUnavailable(method, error);
    }
  }

  function failure(method: string, error: unknown, started: number, when: 'inline' | 'background'): void {
    log('warn', 'upstream call failed', {
      ...fields,
      method,
      error: isTimeout(error) ? 'timeout' : error instanceof Error ? error.message : String(error),
      status: error instanceof UpstreamError ? (error.status ?? null) : null,
      durMs: Date.now() - started,
      ...(when === 'background' ? { background: true } : {}),
    });
  }

  function validate<S extends z.ZodType>(schema: S, value: unknown, what: string): z.output<S> {
    const parsed = schema.safeParse(value);
    if (!parsed.success) {
      throw new UpstreamError(`unexpected ${what} shape: ${parsed.error.issues.slice(0, 3).map((i) => `${i.path.join('.')} ${i.message}`).join('; ')}`);
    }
    return parsed.data;
  }

  function unwrap(json: unknown): unknown {
    return json && typeof json === 'object' && 'data' in json ? (json as { data: unknown }).data : undefined;
  }

  async function postKey(path: string, body: unknown): Promise<string> {
    return `${base}/__cache${path}?market=${options.market.id}&body=${await sha256(JSON.stringify(body))}`;
  }

  function filtersOf(method: string, input: FiltersInput, tab?: 'tours' | 'travels'): Filters | null {
    const parsed = filtersSchema.safeParse(tab ? { ...(input as object), tab } : input);
    if (parsed.success) return parsed.data;
    log('warn', 'invalid catalogue filters', { ...fields, method, issues: filterIssues(parsed.error) });
    return null;
  }

  /**
   * A list's items checked one by one: a malformed item is dropped (one log line, counted in the
   * request's metrics), never the list or the page. A list whose every item is malformed is
   * the upstream's shape changing, not one bad value: that fails like any wrong shape.
   */
  function lenientItems<I extends z.ZodType>(item: I, method: string) {
    return z.array(z.unknown()).transform((items, ctx) => {
      const kept: z.output<I>[] = [];
      items.forEach((value, index) => {
        const parsed = item.safeParse(value);
        if (parsed.success) {
          kept.push(parsed.data);
          return;
        }
        log('warn', 'upstream item dropped', {
          ...fields,
          method,
          index,
          id: value && typeof value === 'object' && 'id' in value ? String((value as { id: unknown }).id).slice(0, 40) : null,
          issues: parsed.error.issues.slice(0, 3).map((i) => `${i.path.join('.')} ${i.message}`),
        });
        options.metrics?.itemDropped(method);
      });
      if (items.length > 0 && kept.length === 0) {
        ctx.addIssue({ code: 'custom', path: [0], message: `every one of ${items.length} items is malformed` });
        return z.NEVER;
      }
      return kept;
    });
  }

  const travelsPage = (method: string) => pageSchema(z.unknown()).extend({ data: lenientItems(travelCardSchema, method) });
  const toursPage = (method: string) => pageSchema(z.unknown()).extend({ data: lenientItems(tourSchema, method) });

  async function postPage<T>(method: 'travels' | 'tours' | 'travelsPaginated', path: string, filters: Filters, schema: z.ZodType<T>): Promise<T> {
    return load(method, 'search', await postKey(path, filters), async () => {
      const { status, json } = await call('POST', path, filters);
      if (status !== 200) throw new UpstreamError(`upstream answered ${status}`, status);
      return validate(schema, json, method);
    });
  }

  // A source serves one request: its two trip-page parts share one `/travels/show` call.
  const shows = new Map<string, Promise<z.output<typeof travelDetailSchema> | null>>();
  function travelShow(slug: string): Promise<z.output<typeof travelDetailSchema> | null> {
    let show = shows.get(slug);
    if (!show) {
      const path = `/travels/show${query({ slug })}`;
      show = load<Outcome<z.output<typeof travelDetailSchema>>>('travel', 'travel', `${base}${path}&__market=${options.market.id}`, async () => {
        const { status, json } = await call('GET', path);
        if (status === 404) return { ok: false, status };
        if (status !== 200) throw new UpstreamError(`upstream answered ${status}`, status);
        return { ok: true, value: validate(travelDetailSchema, unwrap(json), 'travel') };
      }, slug).then((value) => (value.ok ? value.value : null));
      shows.set(slug, show);
    }
    return show;
  }

  return {
    kind: 'upstream',

    async customPage(key: PageKey): Promise<CustomPageResult> {
      const params = 'routingKey' in key ? { routingKey: key.routingKey } : { slug: key.slug };
      const path = `/custompages/show${query(params)}`;
      return load<CustomPageResult>('customPage', 'customPage', `${base}${path}&__market=${options.market.id}`, async () => {
        const { status, json } = await call('GET', path);
        if (status === 404) return { status: 'not-found' };
        if (status === 418) {
          const meta = (json as { meta?: { httpStatusCode?: unknown; redirectTo?: unknown } })?.meta;
          if (typeof meta?.redirectTo !== 'string') throw new UpstreamError('418 without meta.redirectTo', 418);
          return { status: 'redirect', httpStatusCode: Number(meta.httpStatusCode) || 302, redirectTo: meta.redirectTo };
        }
        if (status !== 200 || (json as { success?: unknown })?.success !== true) throw new UpstreamError(`upstream answered ${status}`, status);
        return { status: 'found', page: validate(customPageSchema, unwrap(json), 'custom page') };
      });
    },

    async layout() {
      const path = '/layouts';
      // Never critical: a page renders without its menus rather than fail.
      return load('layout', 'layout', `${base}${path}?__market=${options.market.id}`, async () => {
        const { status, json } = await call('GET', path);
        if (status !== 200) throw new UpstreamError(`upstream answered ${status}`, status);
        return validate(layoutSchema, unwrap(json), 'layout');
      }).catch(() => null);
    },

    async travels(input): Promise<TravelCard[]> {
      const filters = filtersOf('travels', input, 'travels');
      if (!filters) return [];
      return (await postPage('travels', '/travels', filters, travelsPage('travels'))).data;
    },

    async tours(input): Promise<Page<Tour>> {
      const filters = filtersOf('tours', input, 'tours');
      if (!filters) return emptyPage();
      return postPage('tours', '/tours', filters, toursPage('tours'));
    },

    async travelsPaginated(input): Promise<SearchPage> {
      const filters = filtersOf('travelsPaginated', input);
      const tab = filters?.tab ?? 'tours';
      if (!filters) return emptySearchPage(tab);
      // The list items are checked against the tab's own schema (before anything is cached).
      const itemsPage: z.ZodType<{ data: unknown[] }> = tab === 'travels' ? travelsPage('travelsPaginated') : toursPage('travelsPaginated');
      const schema = searchPageSchema.transform((page, ctx) => {
        const items = itemsPage.safeParse(page);
        if (items.success) return { ...page, data: items.data.data } as SearchPage;
        for (const issue of items.error.issues) ctx.addIssue({ code: 'custom', path: issue.path, message: issue.message });
        return z.NEVER;
      });
      return postPage('travelsPaginated', '/travels/paginated', filters, schema);
    },

    async topSellers(q: TopSellersQuery = {}) {
      const path = `/travels/top-sellers${query({ search: q.search, countries: q.countries, continents: q.continents })}`;
      return load('topSellers', 'search', `${base}${path}${path.includes('?') ? '&' : '?'}__market=${options.market.id}`, async () => {
        const { status, json } = await call('GET', path);
        if (status !== 200) throw new UpstreamError(`upstream answered ${status}`, status);
        return validate(topSellersSchema.extend({ travels: lenientItems(travelCardSchema, 'topSellers') }), unwrap(json), 'top sellers');
      });
    },

    // The contract has one call for the whole trip page: both parts read the one call this
    // source makes for its request (travelShow above).
    async travel(slug: string) {
      const detail = await travelShow(slug);
      if (!detail) return null;
      const { related: _related, reviews: { items: _items, ...summary }, ...core } = detail;
      return { ...core, reviews: summary };
    },

    async travelExtras(slug: string) {
      const detail = await travelShow(slug);
      return { reviews: detail?.reviews.items ?? [], related: detail?.related ?? [] };
    },

    async coordinator(slug: string) {
      const path = `/coordinators/show${query({ slug })}`;
      const value = await load<Outcome<z.output<typeof coordinatorDetailSchema>>>('coordinator', 'travel', `${base}${path}&__market=${options.market.id}`, async () => {
        const { status, json } = await call('GET', path);
        if (status === 404) return { ok: false, status };
        if (status !== 200) throw new UpstreamError(`upstream answered ${status}`, status);
        return { ok: true, value: validate(coordinatorDetailSchema, unwrap(json), 'coordinator') };
      });
      return value.ok ? value.value : null;
    },

    async events(q: EventsQuery = {}): Promise<EventsPage> {
      const path = `/events${query({
        city: q.city, when: q.when, dateFrom: q.dateFrom, dateTo: q.dateTo,
        page: q.page === undefined ? undefined : String(q.page), perPage: q.perPage === undefined ? undefined : String(q.perPage),
      })}`;
      return load('events', 'events', `${base}${path}${path.includes('?') ? '&' : '?'}__market=${options.market.id}`, async () => {
        const { status, json } = await call('GET', path);
        if (status !== 200) throw new UpstreamError(`upstream answered ${status}`, status);
        return validate(eventsPageSchema.extend({ data: lenientItems(eventSchema, 'events') }), json, 'events');
      });
    },

    async event(slug: string) {
      const path = `/events/show${query({ slug })}`;
      const value = await load<Outcome<WeMeetEvent>>('event', 'events', `${base}${path}&__market=${options.market.id}`, async () => {
        const { status, json } = await call('GET', path);
        if (status === 404) return { ok: false, status };
        if (status !== 200) throw new UpstreamError(`upstream answered ${status}`, status);
        return { ok: true, value: validate(eventSchema, unwrap(json), 'event') };
      });
      return value.ok ? value.value : null;
    },
  };
}
