/** Every island the client entry knows how to hydrate. */
export const islandNames = ['LanguageModal', 'GeoRedirect', 'MainMenu', 'BannerBar', 'AutoSubmit', 'SearchWidget',
  'AccountMenu', 'WishlistButton', 'NotifyMe', 'GroupInfoGate', 'WishlistPage', 'LogoutCountdown', 'ModalController', 'TourCalendar',
  'AiSearchForm', 'AiSearchRating', 'FiltersModal', 'ResultsRegion'] as const;
export type IslandName = (typeof islandNames)[number];
