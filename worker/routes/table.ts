import { fixedRoutingKeys, type FixedRoutingKey, type RouteName } from '../../markets/paths';
import { coordinatorPage } from './coordinator';
import { customPageRoute } from './customPage';
import { dossierPage } from './dossier';
import { eventPage } from './event';
import { eventsPage } from './events';
import { listingRoute } from './listing';
import { loginPage, loginRedirectPage } from './login';
import { salesPage } from './sales';
import { searchPage } from './search';
import { searchAiPage } from './searchAi';
import { itineraryPage, tourPage, travelPage } from './travel';
import type { PageRoute } from './types';
import { wishlistPage } from './wishlist';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- each route has its own data type
type AnyRoute = PageRoute<any, any>;

const contentPages = Object.fromEntries(fixedRoutingKeys.map((key) => [key, customPageRoute(key)])) as Record<FixedRoutingKey, AnyRoute>;

// An object literal of this type makes a forgotten route name a compile error.
const table: Record<RouteName, AnyRoute> = {
  ...contentPages,
  travels: listingRoute('travels'),
  tours: listingRoute('tours'),
  coordinators: listingRoute('coordinators'),
  custom: customPageRoute('custom'),
  'travels-travel': travelPage,
  'travels-travel-tour': tourPage,
  'travels-travel-tour-dossier': dossierPage,
  'travels-travel-itinerary': itineraryPage,
  'coordinators-coordinator': coordinatorPage,
  sales: salesPage,
  search: searchPage,
  'search-ai': searchAiPage,
  'events-wemeet': eventsPage,
  'events-wemeet-event': eventPage,
  wishlist: wishlistPage,
  login: loginPage,
  'login-redirect': loginRedirectPage,
};

/** Route name → page module. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- each route has its own data types
export const pageRoutes: Record<RouteName, PageRoute<unknown, any>> = table;
