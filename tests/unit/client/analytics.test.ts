import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ConsentStore, consentCookie, readConsent } from '../../../client/analytics/consent';
import { DataLayerPusher, maxQueuedEvents } from '../../../client/analytics/dataLayer';
import { createTracker, eventNames, missingDaysToDeparture, payloadFromDataset, trackingFields, tripTracking } from '../../../client/analytics/events';
import { pageTypeFor } from '../../../client/analytics/pageType';
import { pageViewDelayMs, PageViews } from '../../../client/analytics/pageView';
import { pageKey } from '../../../client/analytics/routeChange';

/** document.cookie look-alike: assignments add or replace one cookie. */
class Jar {
  private values = new Map<string, string>();
  get cookie() {
    return [...this.values].map(([k, v]) => `${k}=${v}`).join('; ');
  }
  set cookie(assignment: string) {
    const [pair] = assignment.split(';');
    const [name, value] = pair!.split('=');
    this.values.set(name!.trim(), value ?? '');
  }
}

describe('consent-gated dataLayer pusher', () => {
  it('queues events until consent, then flushes them in order', () => {
    const jar = new Jar();
    const consent = new ConsentStore(jar);
    const layer: unknown[] = [];
    const pusher = new DataLayerPusher(consent, () => layer);
    expect(pusher.push({ event: 'page_view' })).toBe('queued');
    expect(pusher.push({ event: 'sort', sort: 'price:asc' })).toBe('queued');
    expect(layer).toEqual([]);
    consent.set('granted');
    expect(layer).toEqual([{ event: 'page_view' }, { event: 'sort', sort: 'price:asc' }]);
    expect(pusher.push({ event: 'go_to_wishlist' })).toBe('pushed');
    expect(layer).toHaveLength(3);
    expect(readConsent(jar.cookie)).toBe('granted');
  });

  it('drops queued and later events after a refusal', () => {
    const consent = new ConsentStore(new Jar());
    const layer: unknown[] = [];
    const pusher = new DataLayerPusher(consent, () => layer);
    pusher.push({ event: 'page_view' });
    consent.set('denied');
    expect(pusher.pending).toEqual([]);
    expect(pusher.push({ event: 'page_view' })).toBe('dropped');
    consent.set('granted');
    expect(layer).toEqual([]);
  });

  it('remembers a decision in the cookie and bounds the waiting queue', () => {
    const jar = new Jar();
    jar.cookie = `${consentCookie}=denied`;
    expect(new ConsentStore(jar).state).toBe('denied');
    expect(readConsent('a=1; caravan_consent=bogus')).toBe('unknown');
    const pusher = new DataLayerPusher(new ConsentStore(new Jar()), () => []);
    for (let i = 0; i < maxQueuedEvents + 10; i++) pusher.push({ event: `e${i}` });
    expect(pusher.pending).toHaveLength(maxQueuedEvents);
    expect(pusher.pending[0]).toEqual({ event: 'e10' });
  });
});

describe('page views (SPEC §9: 250 ms after a route change)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('go out 250 ms after the change; a quicker second change replaces the first', () => {
    const pushed: unknown[] = [];
    const views = new PageViews((e) => pushed.push(e));
    const info = { pageType: 'SERP' as const, routeName: 'search', path: '/cerca', market: 'it', language: 'it' };
    views.schedule(info);
    vi.advanceTimersByTime(pageViewDelayMs - 1);
    expect(pushed).toEqual([]);
    views.schedule({ ...info, path: '/cerca?page=2' });
    vi.advanceTimersByTime(pageViewDelayMs);
    expect(pushed).toEqual([{ event: 'page_view', ...info, path: '/cerca?page=2' }]);
  });

  it.each([
    ['index', 'home'], ['search', 'SERP'], ['travels-travel', 'travel'], ['travels-travel-tour', 'tour'],
    ['travels-travel-itinerary', 'itinerary'], ['area-asia', 'SEO page'], ['wishlist', 'wishlist'],
    ['how-it-works', 'custom page'], ['custom', 'custom page'], ['error', 'custom page'],
  ])('route %s is page type %s', (route, type) => {
    expect(pageTypeFor(route)).toBe(type);
  });

  it('modal query parameters do not make a new page view', () => {
    expect(pageKey('https://x.it/cerca?b=2&a=1&modal=filters&type=x&layout=list')).toBe(pageKey('https://x.it/cerca?a=1&b=2'));
    expect(pageKey('https://x.it/cerca?a=1')).not.toBe(pageKey('https://x.it/cerca?a=2'));
  });
});

describe('events with the tracking payload fields (SPEC §3, §7)', () => {
  it('keep only known fields, typed, without email addresses', () => {
    const fields = trackingFields({
      travelId: 12, travelName: 'Giappone', sectionFrom: 'menu', pageType: 'travel', tourId: 'T-9', status: 'CONFIRMED',
      missingDaysToDeparture: 40.7, tourInWishlist: true, userId: 'u-1', faqId: 3, label: 'write to me@example.com', wishlisted: false,
      // @ts-expect-error: unknown fields never reach the dataLayer
      email: 'me@example.com',
    });
    expect(fields).toEqual({
      travelId: 12, travelName: 'Giappone', sectionFrom: 'menu', pageType: 'travel', tourId: 'T-9', status: 'CONFIRMED',
      missingDaysToDeparture: 40, tourInWishlist: true, userId: 'u-1', faqId: 3, label: 'write to [email]', wishlisted: false,
    });
  });

  it('each tracker call pushes its event with the page type', () => {
    const pushed: Array<Record<string, unknown>> = [];
    const t = createTracker((e) => pushed.push(e), () => 'wishlist');
    t.goToWishlist();
    t.headerContactUs();
    t.bannerShow('promo-1');
    t.bannerClose('promo-1');
    t.bannerInteract('promo-1', { label: 'Book now' });
    t.accountId(42);
    t.sort('price:asc');
    t.wishlistAdd({ travelId: 1, tourId: 2 });
    t.wishlistRemove({ travelId: 1 });
    t.notifyMe({ tourId: 2, status: 'PLANNED' });
    expect(pushed.map((e) => e.event)).toEqual([
      eventNames.goToWishlist, eventNames.headerContactUs, eventNames.bannerShow, eventNames.bannerClose, eventNames.bannerInteract,
      eventNames.accountId, eventNames.sort, eventNames.wishlistAdd, eventNames.wishlistRemove, eventNames.notifyMe,
    ]);
    expect(pushed[0]).toEqual({ event: 'go_to_wishlist', pageType: 'wishlist', sectionFrom: 'menu' });
    expect(pushed[5]).toEqual({ event: 'account_id', pageType: 'wishlist', accountID: 42 });
    expect(pushed[7]).toMatchObject({ travelId: 1, tourId: 2, wishlisted: true });
    expect(pushed[8]).toMatchObject({ wishlisted: false });
  });

  it('reads data-track-* attributes', () => {
    expect(payloadFromDataset({ trackTravelId: '7', trackSectionFrom: 'card', trackWishlisted: 'true', trackMissingDaysToDeparture: '12', trackTourInWishlist: 'no' })).toEqual({
      travelId: '7', sectionFrom: 'card', wishlisted: true, missingDaysToDeparture: 12,
    });
  });

  it('missing days to departure count whole UTC days', () => {
    expect(missingDaysToDeparture('2026-05-10', new Date('2026-05-01T23:30:00Z'))).toBe(9);
    expect(missingDaysToDeparture('2026-05-01', new Date('2026-05-01T08:00:00Z'))).toBe(0);
    expect(missingDaysToDeparture('garbage')).toBeUndefined();
  });

  it('a trip page heart or notify-me reports its trip, or its departure with the days left when the visitor acts', () => {
    expect(tripTracking({ travelId: 21, name: 'Dubai' })).toEqual({ travelId: 21, travelName: 'Dubai', sectionFrom: 'travel' });
    expect(tripTracking({ travelId: 21, name: 'Dubai', tourId: null, status: null })).toEqual({ travelId: 21, travelName: 'Dubai', sectionFrom: 'travel' });
    const departure = { travelId: 21, name: 'Dubai', tourId: 214, status: 'CONFIRMED', startingDate: '2026-11-27' };
    expect(tripTracking(departure, new Date('2026-11-23T10:00:00Z'))).toEqual({
      travelId: 21, travelName: 'Dubai', tourId: 214, status: 'CONFIRMED', sectionFrom: 'departures', missingDaysToDeparture: 4,
    });
    // A page rendered days ago (edge cache) still counts from today.
    expect(tripTracking(departure, new Date('2026-11-25T10:00:00Z')).missingDaysToDeparture).toBe(2);
  });
});
