/**
 * GET /api/search/count?<the results page's query> → `{ count, tab, facets }`: how many results the
 * search page would show for that query. The filters modal on phones asks it on every change to
 * label its apply button ("Show 12 departures") without leaving the page.
 *
 * Same parsing as the page (`searchFilters`: SPEC §5, invalid parts dropped) and the same
 * catalogue source, so the number is the one the page then shows. A hostile query is either
 * parsed down to valid filters (200) or too long to read (400); never a 500.
 */
import { Hono } from 'hono';
import { z } from 'zod';
import type { AppEnv } from '../../context';
import { catalogueSource } from '../../data/source';
import { searchCurrency, searchFilters } from '../search';
import { facetCounts } from '../searchPaths';

export const searchCountApi = new Hono<AppEnv>();

/** Far above any real filter query (100 destinations, every facet), far below what is costly to parse. */
export const maxCountQueryLength = 8_000;

const countQuery = z.string().max(maxCountQueryLength);

searchCountApi.get('/count', async (c) => {
  c.set('routeName', 'api:search-count');
  const url = new URL(c.req.url);
  const query = countQuery.safeParse(url.search);
  if (!query.success) return c.json({ success: false, error: { message: 'The query is too long' } }, 400);
  // Page 1, as after Apply: the count does not depend on it, and the apply navigation then
  // finds this very answer in the isolate cache.
  const source = catalogueSource(c);
  const filters = { ...searchFilters(url, await searchCurrency(c, source)), page: 1 };
  const result = await source.travelsPaginated(filters);
  c.header('cache-control', 'private, max-age=30');
  // The same expression as the page's heading count.
  // The counts beside each choice too (issue 30): the panel updates them while the traveller chooses.
  return c.json({ count: result.total ?? result.data.length, tab: filters.tab, facets: facetCounts(result.availableFilters, filters.tab) });
});
