import { describe, expect, it } from 'vitest';
import { bannerDefaults, bannerVisible, pathMatches } from './bannerRoutes';

describe('pathMatches', () => {
  it.each([
    ['*', '/', true], ['*', '/viaggi/x', true], ['/cerca', '/cerca', true], ['/cerca', '/cerca/x', false],
    ['/cerca/*', '/cerca', false], ['/cerca/*', '/cerca/x', true], ['/cerca/*', '/cerca/x/y', true],
    ['/viaggi/*/itinerario', '/viaggi/bali/itinerario', true], ['/viaggi/*/itinerario', '/viaggi/bali', false],
    ['/viaggi/*/itinerario', '/viaggi/bali/itinerario/x', false], ['/Viaggi', '/viaggi', true], ['/', '/', true], ['/', '/x', false],
  ])('%s ~ %s → %s', (pattern, path, expected) => {
    expect(pathMatches(pattern, path)).toBe(expected);
  });
});

describe('bannerVisible', () => {
  const routes = { match: ['/viaggi/*'], exclude: ['/viaggi/*/itinerario'] };
  it('matches and excludes with wildcards', () => {
    expect(bannerVisible(routes, '/viaggi/bali')).toBe(true);
    expect(bannerVisible(routes, '/viaggi/bali/TOUR1')).toBe(true);
    expect(bannerVisible(routes, '/viaggi/bali/itinerario')).toBe(false);
    expect(bannerVisible(routes, '/cerca')).toBe(false);
  });

  it('shows everywhere without routes or with an empty match list', () => {
    expect(bannerVisible(null, '/x')).toBe(true);
    expect(bannerVisible({ match: [], exclude: ['/x'] }, '/y')).toBe(true);
    expect(bannerVisible({ match: [], exclude: ['/x'] }, '/x')).toBe(false);
  });

  it('has the spec defaults', () => {
    expect(bannerDefaults).toEqual({ position: 'bottom', backgroundColor: '#c8284b', textColor: '#ffffff', closable: true });
  });
});
