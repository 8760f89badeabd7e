import { describe, expect, it } from 'vitest';
import { fallbackGeolocationMap, type GeolocationMap } from './definitions';
import { resolveGeolocation } from './geolocation';

describe('resolveGeolocation', () => {
  it('offers the market serving the visitor country', () => {
    expect(resolveGeolocation(fallbackGeolocationMap, 'AT', 'it')).toEqual({ market: 'de', needsRedirect: true, showRedirectPopup: true });
    expect(resolveGeolocation(fallbackGeolocationMap, 'DE', 'de')).toEqual({ market: 'de', needsRedirect: false, showRedirectPopup: false });
  });

  it('nothing for unknown or missing countries', () => {
    expect(resolveGeolocation(fallbackGeolocationMap, 'JP', 'it').market).toBeNull();
    expect(resolveGeolocation(fallbackGeolocationMap, null, 'it').needsRedirect).toBe(false);
  });

  it('honours showRedirectPopup and site-specific entries', () => {
    const map: GeolocationMap = {
      us: { addressFrom: ['IT'], showRedirectPopup: false, redirectDestination: 'we' },
      it: { addressFrom: ['IT'], showRedirectPopup: true, redirectDestination: 'it' },
    };
    // On the US site the US entry wins: needsRedirect, but no popup.
    expect(resolveGeolocation(map, 'IT', 'us')).toEqual({ market: 'we', needsRedirect: true, showRedirectPopup: false });
    // Elsewhere the first matching entry.
    expect(resolveGeolocation(map, 'IT', 'de')).toEqual({ market: 'we', needsRedirect: true, showRedirectPopup: false });
    expect(resolveGeolocation(map, 'IT', 'it')).toEqual({ market: 'it', needsRedirect: false, showRedirectPopup: false });
  });
});
