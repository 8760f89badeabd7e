import type { SearchWidgetProps } from '../../client/islands/SearchWidget';
import { todayIn } from '../../shared/dates';
import type { PageContextValue } from './PageContext';

/** Props of the search widget island from the request's market and layout data. */
export function searchWidgetProps(page: PageContextValue, variant: SearchWidgetProps['variant']): SearchWidgetProps | null {
  const searchPath = page.href('search');
  if (!searchPath) return null;
  const available = page.layout?.availableFilters;
  const today = todayIn(page.market.timeZone);
  return {
    searchPath,
    lookupUrl: '/api/travels/top-sellers',
    continents: (available?.destinations ?? []).map((group) => ({ id: group.continent.id, name: group.continent.name })),
    periodsUrl: '/api/search/periods',
    today,
    weekStartsOn: page.market.weekStartsOn,
    locale: page.market.intlLocale,
    market: page.market.id,
    variant,
    historyType: variant === 'cover' ? 'carousel' : 'list',
    clearOnClose: variant === 'header',
    aiSearchPath: page.href('search-ai'),
  };
}
