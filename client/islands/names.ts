/** Every island the client entry knows how to hydrate. */
export const islandNames = ['LanguageModal', 'GeoRedirect'] as const;
export type IslandName = (typeof islandNames)[number];
