import { appRouteNames, areaRoutingKeys, fixedRoutingKeys, type RouteName } from '../../markets/paths';
import { homePage } from './home';
import { sectionPage } from './section';
import { definePage, type PageRoute, type PageType } from './types';
import { notFound } from '../errors';

const appPageTypes: Partial<Record<RouteName, PageType>> = {
  search: 'SERP',
  'travels-travel': 'travel',
  'travels-travel-tour': 'tour',
  'travels-travel-itinerary': 'itinerary',
  wishlist: 'wishlist',
};

function pageTypeOf(name: RouteName): PageType {
  if ((areaRoutingKeys as readonly string[]).includes(name)) return 'SEO page';
  return appPageTypes[name] ?? 'custom page';
}

const personal = ['no-store', 'noindex'] as const;

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- each route has its own data type
const table = {} as Record<RouteName, PageRoute<any>>;
for (const name of [...fixedRoutingKeys, ...appRouteNames, 'custom' as const]) {
  const middleware = name === 'wishlist' || name === 'login' || name === 'login-redirect' ? personal : undefined;
  table[name] = sectionPage(pageTypeOf(name), middleware);
}
table.index = homePage;
// Unknown slugs have no page until content is looked up by slug.
table.custom = definePage<null>({
  pageType: 'custom page',
  async load() {
    throw notFound();
  },
  meta: () => ({ title: '' }),
  View: () => null,
});

/** Route name → page module. */
export const pageRoutes: Record<RouteName, PageRoute<unknown>> = table;
