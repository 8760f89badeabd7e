/**
 * GET /api/search/periods — the periods the search widget's "when" offers (months, seasons and
 * events still ahead, from the layout's available filters), fetched by the widget once it
 * hydrates instead of riding in every page's props (issue 12: 3 KB per widget). Shared by
 * every visitor of a market, so cacheable; an unavailable layout is a 503.
 */
import { Hono } from 'hono';
import { todayIn } from '../../../shared/dates';
import type { WidgetPeriod } from '../../../shared/searchWidget';
import type { AppEnv } from '../../context';
import type { Layout } from '../../data/types';
import { layoutAnswer } from './layoutAnswer';

export const periodsApi = new Hono<AppEnv>();

/** Periods offered at most (the nearest first). */
const maxPeriods = 40;

/** The periods not over by `today` (YYYY-MM-DD), as the widget shows them. */
export function widgetPeriods(available: Layout['availableFilters'] | undefined, today: string): WidgetPeriod[] {
  return (available?.periods ?? [])
    .filter((period) => period.endingDate >= today)
    .slice(0, maxPeriods)
    .map((period) => ({ name: period.name, type: period.type, startingDate: period.startingDate, endingDate: period.endingDate }));
}

periodsApi.get('/search/periods', (c) => {
  c.set('routeName', 'api:periods');
  return layoutAnswer(c, 'The periods are unavailable right now', (layout) => ({ periods: widgetPeriods(layout.availableFilters, todayIn(c.get('market').timeZone)) }));
});
