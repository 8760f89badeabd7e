import { appRouteNames, fixedRoutingKeys, type RouteName } from '../../markets/paths';
import { coordinatorPage } from './coordinator';
import { customPageRoute } from './customPage';
import { eventsPage } from './events';
import { listingRoute } from './listing';
import { loginPage, loginRedirectPage } from './login';
import { salesPage } from './sales';
import { searchPage } from './search';
import { searchAiPage } from './searchAi';
import { sectionPage } from './section';
import { itineraryPage, tourPage, travelPage } from './travel';
import type { PageRoute } from './types';
import { wishlistPage } from './wishlist';

const personal = ['no-store', 'noindex'] as const;

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- each route has its own data type
const table = {} as Record<RouteName, PageRoute<any>>;
for (const name of fixedRoutingKeys) table[name] = customPageRoute(name);
table.travels = listingRoute('travels');
table.tours = listingRoute('tours');
table.coordinators = listingRoute('coordinators');
table.custom = customPageRoute('custom');

// Application routes whose full experience lands with later issues (search, wishlist,
// events, AI search, login) render their heading in the market language for now.
for (const name of appRouteNames) {
  const middleware = name === 'wishlist' || name === 'login' || name === 'login-redirect' ? personal : undefined;
  table[name] = sectionPage(name === 'search' ? 'SERP' : name === 'wishlist' ? 'wishlist' : 'custom page', middleware);
}
table['travels-travel'] = travelPage;
table['travels-travel-tour'] = tourPage;
table['travels-travel-itinerary'] = itineraryPage;
table['coordinators-coordinator'] = coordinatorPage;
table.sales = salesPage;
table.search = searchPage;
table['search-ai'] = searchAiPage;
table['events-wemeet'] = eventsPage;
table.wishlist = wishlistPage;
table.login = loginPage;
table['login-redirect'] = loginRedirectPage;

/** Route name → page module. */
export const pageRoutes: Record<RouteName, PageRoute<unknown>> = table;
