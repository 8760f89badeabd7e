/** Page types for analytics (SPEC §2 "Page types for analytics"). */
export type PageType = 'SERP' | 'travel' | 'tour' | 'itinerary' | 'SEO page' | 'home' | 'wishlist' | 'custom page';

const byRoute: Record<string, PageType> = {
  index: 'home',
  search: 'SERP',
  'travels-travel': 'travel',
  'travels-travel-tour': 'tour',
  'travels-travel-itinerary': 'itinerary',
  wishlist: 'wishlist',
};

/** Page type of a route name: area pages are SEO pages; everything else is a custom page. */
export function pageTypeFor(routeName: string): PageType {
  if (routeName.startsWith('area-')) return 'SEO page';
  return byRoute[routeName] ?? 'custom page';
}
