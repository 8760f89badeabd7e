import type { Language, MarketId } from './config';

/** The product name used in route keys and group-info fields ({product}). */
export const product = 'caravan';

/** Fixed content pages: custom pages looked up by routing key (SPEC §2). */
export const fixedRoutingKeys = [
  'index', 'age-groups', 'contacts', 'how-it-works', 'no-sharing-room',
  'travels', 'coordinators', 'tours',
  'faqs', 'media-sharing', 'media-coordinators',
  'legal-general-condition', 'legal-privacy-policy', 'legal-terms-conditions', 'legal-cancellation-policy',
  'area-asia', 'area-europe', 'area-america', 'area-africa', 'area-oceania', 'area-antarctica',
  `wemeet-by-${product}`, `wemeet-by-${product}-about`, 'our-values',
] as const;
export type FixedRoutingKey = (typeof fixedRoutingKeys)[number];

export const areaRoutingKeys = [
  'area-asia', 'area-europe', 'area-america', 'area-africa', 'area-oceania', 'area-antarctica',
] as const satisfies readonly FixedRoutingKey[];

/** Application routes with their own loaders (SPEC §2 route names). */
export const appRouteNames = [
  'events-wemeet', 'events-wemeet-event', 'sales', 'search', 'search-ai', 'wishlist',
  'coordinators-coordinator', 'travels-travel-itinerary', 'travels-travel-tour-dossier', 'travels-travel-tour', 'travels-travel',
  'login', 'login-redirect',
] as const;
export type AppRouteName = (typeof appRouteNames)[number];

/** Catch-all custom page by slug. */
export type CustomRouteName = 'custom';

export type RouteName = AppRouteName | FixedRoutingKey | CustomRouteName;

/**
 * Localised path patterns per language. `:name` is a path parameter; the order of
 * application routes matters for matching (itinerary before tour).
 */
export const pathsByLanguage: Record<Language, Record<AppRouteName | FixedRoutingKey, string>> = {
  it: {
    index: '/', 'age-groups': '/fasce-di-eta', contacts: '/contatti', 'how-it-works': '/come-funziona',
    'no-sharing-room': '/camera-privata', travels: '/viaggi', coordinators: '/coordinatori',
    tours: '/partenze-confermate', faqs: '/domande-frequenti', 'media-sharing': '/media-sharing',
    'media-coordinators': '/media-coordinatori',
    'legal-general-condition': '/legale/condizioni-generali', 'legal-privacy-policy': '/legale/privacy-policy',
    'legal-terms-conditions': '/legale/termini-e-condizioni', 'legal-cancellation-policy': '/legale/politica-di-cancellazione',
    'area-asia': '/viaggi-asia', 'area-europe': '/viaggi-europa', 'area-america': '/viaggi-america',
    'area-africa': '/viaggi-africa', 'area-oceania': '/viaggi-oceania', 'area-antarctica': '/viaggi-antartide',
    'wemeet-by-caravan': '/wemeet-by-caravan', 'wemeet-by-caravan-about': '/wemeet-by-caravan/chi-siamo',
    'our-values': '/i-nostri-valori',
    'events-wemeet': '/eventi-wemeet', 'events-wemeet-event': '/eventi-wemeet/:event', sales: '/offerte', search: '/cerca', 'search-ai': '/cerca-con-ai',
    wishlist: '/preferiti', 'coordinators-coordinator': '/coordinatori/:coordinator',
    'travels-travel-itinerary': '/viaggi/:travel/itinerario', 'travels-travel-tour-dossier': '/viaggi/:travel/:tour/dossier-di-viaggio',
    'travels-travel-tour': '/viaggi/:travel/:tour',
    'travels-travel': '/viaggi/:travel', login: '/login', 'login-redirect': '/login/redirect',
  },
  en: {
    index: '/', 'age-groups': '/age-groups', contacts: '/contacts', 'how-it-works': '/how-it-works',
    'no-sharing-room': '/no-sharing-room', travels: '/destinations', coordinators: '/coordinators',
    tours: '/confirmed-tour-departures', faqs: '/faqs', 'media-sharing': '/media-sharing',
    'media-coordinators': '/media-coordinators',
    'legal-general-condition': '/legal/general-condition', 'legal-privacy-policy': '/legal/privacy-policy',
    'legal-terms-conditions': '/legal/terms-conditions', 'legal-cancellation-policy': '/legal/cancellation-policy',
    'area-asia': '/asia-trips', 'area-europe': '/europe-trips', 'area-america': '/america-trips',
    'area-africa': '/africa-trips', 'area-oceania': '/oceania-trips', 'area-antarctica': '/antarctica-trips',
    'wemeet-by-caravan': '/wemeet-by-caravan', 'wemeet-by-caravan-about': '/wemeet-by-caravan/about',
    'our-values': '/our-values',
    // Deliberately unreachable in English-speaking markets where the page does not exist.
    'events-wemeet': '/events-wemeet', 'events-wemeet-event': '/events-wemeet/:event', sales: '/sales', search: '/search', 'search-ai': '/search-ai',
    wishlist: '/wishlist', 'coordinators-coordinator': '/coordinators/:coordinator',
    'travels-travel-itinerary': '/destinations/:travel/itinerary', 'travels-travel-tour-dossier': '/destinations/:travel/:tour/trip-dossier',
    'travels-travel-tour': '/destinations/:travel/:tour',
    'travels-travel': '/destinations/:travel', login: '/login', 'login-redirect': '/login/redirect',
  },
  es: {
    index: '/', 'age-groups': '/grupos-de-edad', contacts: '/contactos', 'how-it-works': '/como-funciona',
    'no-sharing-room': '/habitacion-privada', travels: '/viajes', coordinators: '/coordinadores',
    tours: '/salidas-confirmadas', faqs: '/preguntas-frecuentes', 'media-sharing': '/media-sharing',
    'media-coordinators': '/media-coordinadores',
    'legal-general-condition': '/legal/condiciones-generales', 'legal-privacy-policy': '/legal/politica-de-privacidad',
    'legal-terms-conditions': '/legal/terminos-y-condiciones', 'legal-cancellation-policy': '/legal/politica-de-cancelacion',
    'area-asia': '/viajes-asia', 'area-europe': '/viajes-europa', 'area-america': '/viajes-america',
    'area-africa': '/viajes-africa', 'area-oceania': '/viajes-oceania', 'area-antarctica': '/viajes-antartida',
    'wemeet-by-caravan': '/wemeet-by-caravan', 'wemeet-by-caravan-about': '/wemeet-by-caravan/quienes-somos',
    'our-values': '/nuestros-valores',
    'events-wemeet': '/eventos-wemeet', 'events-wemeet-event': '/eventos-wemeet/:event', sales: '/ofertas', search: '/buscar', 'search-ai': '/buscar-con-ai',
    wishlist: '/lista-de-deseos', 'coordinators-coordinator': '/coordinadores/:coordinator',
    'travels-travel-itinerary': '/viajes/:travel/itinerario', 'travels-travel-tour-dossier': '/viajes/:travel/:tour/dosier-del-viaje',
    'travels-travel-tour': '/viajes/:travel/:tour',
    'travels-travel': '/viajes/:travel', login: '/login', 'login-redirect': '/login/redirect',
  },
  fr: {
    index: '/', 'age-groups': '/tranches-d-age', contacts: '/contacts', 'how-it-works': '/comment-ca-marche',
    'no-sharing-room': '/chambre-privee', travels: '/destinations', coordinators: '/coordinateurs',
    tours: '/departs-confirmes', faqs: '/faq', 'media-sharing': '/media-sharing',
    'media-coordinators': '/media-coordinateurs',
    'legal-general-condition': '/legal/conditions-generales', 'legal-privacy-policy': '/legal/politique-de-confidentialite',
    'legal-terms-conditions': '/legal/conditions-d-utilisation', 'legal-cancellation-policy': '/legal/politique-d-annulation',
    'area-asia': '/voyages-asie', 'area-europe': '/voyages-europe', 'area-america': '/voyages-amerique',
    'area-africa': '/voyages-afrique', 'area-oceania': '/voyages-oceanie', 'area-antarctica': '/voyages-antarctique',
    'wemeet-by-caravan': '/wemeet-by-caravan', 'wemeet-by-caravan-about': '/wemeet-by-caravan/a-propos',
    'our-values': '/nos-valeurs',
    'events-wemeet': '/evenements-wemeet', 'events-wemeet-event': '/evenements-wemeet/:event', sales: '/promotions', search: '/recherche', 'search-ai': '/recherche-ai',
    wishlist: '/favoris', 'coordinators-coordinator': '/coordinateurs/:coordinator',
    'travels-travel-itinerary': '/destinations/:travel/itineraire', 'travels-travel-tour-dossier': '/destinations/:travel/:tour/carnet-de-voyage',
    'travels-travel-tour': '/destinations/:travel/:tour',
    'travels-travel': '/destinations/:travel', login: '/login', 'login-redirect': '/login/redirect',
  },
  de: {
    index: '/', 'age-groups': '/altersgruppen', contacts: '/kontakt', 'how-it-works': '/so-funktionierts',
    'no-sharing-room': '/einzelzimmer', travels: '/reiseziele', coordinators: '/coordinators',
    tours: '/bestaetigte-abfahrten', faqs: '/faq', 'media-sharing': '/media-sharing',
    'media-coordinators': '/media-coordinators',
    'legal-general-condition': '/rechtliches/agb', 'legal-privacy-policy': '/rechtliches/datenschutz',
    'legal-terms-conditions': '/rechtliches/nutzungsbedingungen', 'legal-cancellation-policy': '/rechtliches/stornobedingungen',
    'area-asia': '/asien-reisen', 'area-europe': '/europa-reisen', 'area-america': '/amerika-reisen',
    'area-africa': '/afrika-reisen', 'area-oceania': '/ozeanien-reisen', 'area-antarctica': '/antarktis-reisen',
    'wemeet-by-caravan': '/wemeet-by-caravan', 'wemeet-by-caravan-about': '/wemeet-by-caravan/ueber-uns',
    'our-values': '/unsere-werte',
    'events-wemeet': '/events-wemeet', 'events-wemeet-event': '/events-wemeet/:event', sales: '/angebote', search: '/suchen', 'search-ai': '/suchen-ai',
    wishlist: '/wunschliste', 'coordinators-coordinator': '/coordinators/:coordinator',
    'travels-travel-itinerary': '/reiseziele/:travel/route', 'travels-travel-tour-dossier': '/reiseziele/:travel/:tour/reisedossier',
    'travels-travel-tour': '/reiseziele/:travel/:tour',
    'travels-travel': '/reiseziele/:travel', login: '/login', 'login-redirect': '/login/redirect',
  },
};

/** Routes a market does not have: their paths answer 404 (SPEC §2). */
export const unavailableRoutes: Record<MarketId, readonly (AppRouteName | FixedRoutingKey)[]> = {
  it: [],
  us: ['search-ai'],
  we: ['search-ai', 'events-wemeet', 'events-wemeet-event'],
  es: ['search-ai'],
  fr: ['search-ai'],
  de: ['search-ai'],
};
