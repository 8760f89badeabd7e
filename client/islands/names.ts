/** Every island the client entry knows how to hydrate. */
export const islandNames = ['LanguageModal', 'GeoRedirect', 'MainMenu', 'BannerBar', 'AutoSubmit'] as const;
export type IslandName = (typeof islandNames)[number];
