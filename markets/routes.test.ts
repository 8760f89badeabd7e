import { describe, expect, it } from 'vitest';
import { marketIds, type MarketId } from './config';
import { appRouteNames, fixedRoutingKeys, type RouteName } from './paths';
import { alternatePaths, buildPath, matchPath, maxPathLength, switchPath } from './routes';

const sampleParams: Record<string, string>[] = [
  { travel: 'giappone-classico', tour: 'JP-2027-04-12', coordinator: 'giulia-r', event: 'milano-aperitivo-2026-12-03' },
  { travel: 'perú & bolivia', tour: 'A/B?c#d', coordinator: 'zoë 100%', event: 'a/b c' },
  { travel: 'x', tour: 'itinerary-x', coordinator: '..x', event: 'x' },
];

const allRoutes: RouteName[] = [...fixedRoutingKeys, ...appRouteNames];

describe('buildPath ↔ matchPath round trip', () => {
  for (const market of marketIds) {
    for (const name of allRoutes) {
      it(`${market} ${name}`, () => {
        for (const params of sampleParams) {
          const path = buildPath(market, name, params);
          if (path === null) {
            expect(['search-ai', 'events-wemeet', 'events-wemeet-event']).toContain(name);
            continue;
          }
          const match = matchPath(market, path);
          expect(match, path).not.toBeNull();
          expect(match!.name).toBe(name);
          expect(match!.unavailable).toBe(false);
          const pattern = path.match(/:/g);
          expect(pattern).toBeNull();
          for (const [key, value] of Object.entries(match!.params)) expect(params[key]).toBe(value);
        }
      });
    }
  }
});

describe('localised paths', () => {
  it.each([
    ['it', 'travels-travel', '/viaggi/bali'], ['es', 'travels-travel', '/viajes/bali'],
    ['fr', 'travels-travel', '/destinations/bali'], ['de', 'travels-travel', '/reiseziele/bali'],
    ['we', 'travels-travel', '/destinations/bali'], ['us', 'travels-travel', '/destinations/bali'],
    ['it', 'travels-travel-itinerary', '/viaggi/bali/itinerario'], ['fr', 'travels-travel-itinerary', '/destinations/bali/itineraire'],
    ['de', 'travels-travel-itinerary', '/reiseziele/bali/route'], ['es', 'travels-travel-itinerary', '/viajes/bali/itinerario'],
    ['it', 'search', '/cerca'], ['es', 'search', '/buscar'], ['fr', 'search', '/recherche'], ['de', 'search', '/suchen'],
    ['it', 'wishlist', '/preferiti'], ['es', 'wishlist', '/lista-de-deseos'], ['fr', 'wishlist', '/favoris'], ['de', 'wishlist', '/wunschliste'],
    ['it', 'events-wemeet', '/eventi-wemeet'], ['es', 'events-wemeet', '/eventos-wemeet'], ['fr', 'events-wemeet', '/evenements-wemeet'],
    ['it', 'coordinators-coordinator', '/coordinatori/ana'], ['es', 'coordinators-coordinator', '/coordinadores/ana'],
    ['fr', 'coordinators-coordinator', '/coordinateurs/ana'], ['us', 'coordinators-coordinator', '/coordinators/ana'],
    ['we', 'tours', '/confirmed-tour-departures'], ['us', 'legal-general-condition', '/legal/general-condition'],
    ['we', 'area-asia', '/asia-trips'], ['it', 'index', '/'], ['it', 'login', '/login'], ['de', 'login-redirect', '/login/redirect'],
  ] as const)('%s %s → %s', (market, name, path) => {
    expect(buildPath(market, name, { travel: 'bali', coordinator: 'ana' })).toBe(path);
  });

  it('AI search exists only in Italy, events not in en-WE', () => {
    expect(buildPath('it', 'search-ai')).not.toBeNull();
    for (const m of ['us', 'we', 'es', 'fr', 'de'] as MarketId[]) expect(buildPath(m, 'search-ai')).toBeNull();
    expect(buildPath('we', 'events-wemeet')).toBeNull();
    expect(buildPath('us', 'events-wemeet')).toBe('/events-wemeet');
    expect(matchPath('we', '/events-wemeet')).toMatchObject({ name: 'events-wemeet', unavailable: true });
    expect(matchPath('us', '/search-ai')).toMatchObject({ name: 'search-ai', unavailable: true });
  });

  it('itinerary wins over a tour called like the suffix; list page over the catch-all', () => {
    expect(matchPath('it', '/viaggi/bali/itinerario')?.name).toBe('travels-travel-itinerary');
    expect(matchPath('it', '/viaggi')?.name).toBe('travels');
    expect(matchPath('it', '/viaggi/bali/TOUR1')).toMatchObject({ name: 'travels-travel-tour', params: { travel: 'bali', tour: 'TOUR1' } });
  });

  it('falls back to the custom page by slug', () => {
    expect(matchPath('it', '/estate-2027')).toMatchObject({ name: 'custom', params: { slug: 'estate-2027' } });
    expect(matchPath('de', '/a/b/c')).toMatchObject({ name: 'custom', params: { slug: 'a/b/c' } });
    expect(buildPath('it', 'custom', { slug: '/a/b c/' })).toBe('/a/b%20c');
    expect(buildPath('it', 'custom', {})).toBeNull();
  });

  it('a missing parameter builds nothing', () => {
    expect(buildPath('it', 'travels-travel', {})).toBeNull();
  });
});

describe('hostile paths never match', () => {
  it.each([
    '/%E0%A4%A', '/viaggi/%ZZ', '/../etc/passwd', '/viaggi/%2e%2e/x', '/a/./b', '/a//b', '/a%5Cb', '/a%00b',
    'no-slash', '/' + 'a'.repeat(maxPathLength),
  ])('%s', (path) => {
    expect(matchPath('it', path)).toBeNull();
  });

  it('trailing slash is tolerated', () => {
    expect(matchPath('it', '/viaggi/')?.name).toBe('travels');
  });
});

describe('language switch and alternates', () => {
  it('maps the route to the target market path', () => {
    expect(switchPath('de', 'how-it-works', {})).toBe('/so-funktionierts');
    expect(switchPath('es', 'travels-travel', { travel: 'bali' })).toBe('/viajes/bali');
  });

  it('goes home when the target has no such page', () => {
    expect(switchPath('fr', 'search-ai', {})).toBe('/');
    expect(switchPath('we', 'events-wemeet', {})).toBe('/');
  });

  it('lists every market that has the page', () => {
    expect(Object.keys(alternatePaths('faqs', {}))).toEqual([...marketIds]);
    expect(Object.keys(alternatePaths('search-ai', {}))).toEqual(['it']);
    expect(Object.keys(alternatePaths('events-wemeet', {}))).not.toContain('we');
  });
});
