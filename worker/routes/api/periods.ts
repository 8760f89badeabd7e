/**
 * GET /api/search/periods — the periods the search widget's "when" offers (months, seasons and
 * events still ahead, from the layout's available filters), fetched by the widget once it
 * hydrates instead of riding in every page's props (issue 12: 3 KB per widget). Shared by
 * every visitor of a market, so cacheable; an unavailable layout is a 503.
 */
import { Hono } from 'hono';
import { toIsoDay } from '../../../shared/dates';
import type { WidgetPeriod } from '../../../shared/searchWidget';
import type { AppEnv } from '../../context';
import { catalogueSource } from '../../data/source';
import type { Layout } from '../../data/types';

export const periodsApi = new Hono<AppEnv>();

/** Periods offered at most (the nearest first). */
const maxPeriods = 40;
/** Seconds an answer may be reused (browser and edge): periods change by the day at most. */
export const periodsMaxAge = 300;

/** The periods not over by `today` (YYYY-MM-DD), as the widget shows them. */
export function widgetPeriods(available: Layout['availableFilters'] | undefined, today: string): WidgetPeriod[] {
  return (available?.periods ?? [])
    .filter((period) => period.endingDate >= today)
    .slice(0, maxPeriods)
    .map((period) => ({ name: period.name, type: period.type, startingDate: period.startingDate, endingDate: period.endingDate }));
}

periodsApi.get('/search/periods', async (c) => {
  c.set('routeName', 'api:periods');
  const layout = await catalogueSource(c).layout().catch(() => null);
  if (!layout) {
    c.header('Retry-After', '30');
    c.header('Cache-Control', 'no-store');
    return c.json({ success: false, error: { message: 'The periods are unavailable right now' } }, 503);
  }
  const market = c.get('market');
  const today = toIsoDay(new Date(), market.timeZone) ?? new Date().toISOString().slice(0, 10);
  c.header('Cache-Control', `public, max-age=${periodsMaxAge}`);
  c.header('Vary', 'Host');
  return c.json({ periods: widgetPeriods(layout.availableFilters, today) });
});
