/** Search semantics, seed coverage, layouts, composer blocks, WeMeet windows and the SWR cache (real D1 in workerd). */
import { env, SELF } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { markets } from '../../markets/config';
import { todayIn } from '../../shared/dates';
import { defaultStatuses } from '../../shared/tourStatus';
import { swr } from '../../worker/cache/swr';
import { eventWindow } from '../../worker/data/d1/events';
import type { AvailableFilters, CustomPage, Layout, MenuItem, Page, Tour, TravelCard } from '../../worker/data/types';

async function post<T>(path: string, body: unknown, host = 'it.localhost'): Promise<T> {
  const response = await SELF.fetch(`http://${host}/api${path}`, { method: 'POST', body: JSON.stringify(body) });
  expect(response.status, await response.clone().text()).toBe(200);
  return (await response.json()) as T;
}

async function get<T>(path: string, host = 'it.localhost'): Promise<T> {
  const response = await SELF.fetch(`http://${host}/api${path}`);
  expect(response.status).toBe(200);
  return (await response.json()) as T;
}

function sorted<T>(values: T[], compare: (a: T, b: T) => number): boolean {
  return values.every((value, i) => i === 0 || compare(values[i - 1]!, value) <= 0);
}

describe('seed coverage', () => {
  it('has ≥ 60 travels on every continent and ≥ 600 tours over 18 months in all six statuses', async () => {
    const travels = await env.DB.prepare('SELECT COUNT(*) AS n FROM travels').first<{ n: number }>();
    expect(travels!.n).toBeGreaterThanOrEqual(60);
    const continents = await env.DB.prepare('SELECT COUNT(DISTINCT continent_id) AS n FROM travels').first<{ n: number }>();
    expect(continents!.n).toBe(7);
    const tours = await env.DB.prepare('SELECT COUNT(*) AS n, MIN(starting_date) AS first, MAX(starting_date) AS last FROM tours').first<{ n: number; first: string; last: string }>();
    expect(tours!.n).toBeGreaterThanOrEqual(600);
    const months = (Date.parse(tours!.last) - Date.parse(tours!.first)) / (30.4 * 86_400_000);
    expect(months).toBeGreaterThan(16);
    const statuses = await env.DB.prepare('SELECT DISTINCT sales_status AS s FROM tours ORDER BY s').all<{ s: string }>();
    expect(statuses.results.map((r) => r.s)).toEqual(['ALMOST_CONFIRMED', 'ALMOST_FULL', 'CONFIRMED', 'PLANNED', 'SOLD_OUT', 'WAITING_LIST']);
  });

  it('has coordinators with bios, reviews, WeMeet events and pages in five languages', async () => {
    const one = (sql: string) => env.DB.prepare(sql).first<{ n: number }>().then((r) => r!.n);
    expect(await one('SELECT COUNT(*) AS n FROM coordinator_translations WHERE length(bio) > 200')).toBeGreaterThanOrEqual(24 * 5);
    expect(await one('SELECT COUNT(*) AS n FROM reviews')).toBeGreaterThan(300);
    expect(await one('SELECT COUNT(*) AS n FROM events')).toBeGreaterThanOrEqual(40);
    expect(await one('SELECT COUNT(DISTINCT city) AS n FROM events')).toBeGreaterThan(5);
    expect(await one('SELECT COUNT(DISTINCT language) AS n FROM custom_page_translations')).toBe(5);
    expect(await one("SELECT COUNT(*) AS n FROM custom_page_blocks WHERE content LIKE '%lorem%'")).toBe(0);
  });

  it('tour data is consistent with the sales rules', async () => {
    const bad = await env.DB.prepare(
      `SELECT COUNT(*) AS n FROM tours WHERE
         (sales_status IN ('SOLD_OUT', 'WAITING_LIST') AND free_seats > 0)
         OR (sales_status IN ('PLANNED', 'ALMOST_CONFIRMED') AND seats_to_confirm <= 0)
         OR price_eur > base_price_eur
         -- A discount only where the price history supports it (issue 14 item 4): below the base
         -- price and below the lowest price of the 30 days before it; a lower price without that is no discount.
         OR (discount_pct > 0 AND (price_eur >= base_price_eur OR lowest_price_30d_eur IS NULL OR lowest_price_30d_eur <= price_eur))
         OR balance_due_date >= starting_date OR ending_date < starting_date`,
    ).first<{ n: number }>();
    expect(bad!.n).toBe(0);
  });
});

describe('POST /api/tours', () => {
  it('pages through results without overlap', async () => {
    const first = await post<Page<Tour>>('/tours', { perPage: 10 });
    const second = await post<Page<Tour>>('/tours', { perPage: 10, page: 2 });
    expect(first.lastPage).toBe(Math.ceil(first.total! / 10));
    expect(second.currentPage).toBe(2);
    expect(second.data[0]?.position).toBe(11);
    const ids = new Set([...first.data, ...second.data].map((t) => t.id));
    expect(ids.size).toBe(20);
    const beyond = await post<Page<Tour>>('/tours', { page: 1000 });
    expect(beyond.data).toEqual([]);
  });

  it.each([
    ['price:asc', (a: Tour, b: Tour) => a.price.EUR! - b.price.EUR!],
    ['price:desc', (a: Tour, b: Tour) => b.price.EUR! - a.price.EUR!],
    ['discount:desc', (a: Tour, b: Tour) => b.discountPercentage - a.discountPercentage],
    ['duration:asc', (a: Tour, b: Tour) => a.travel.numberOfDays - b.travel.numberOfDays],
    ['duration:desc', (a: Tour, b: Tour) => b.travel.numberOfDays - a.travel.numberOfDays],
    ['date:asc', (a: Tour, b: Tour) => a.startingDate.localeCompare(b.startingDate)],
    ['relevance:desc', (a: Tour, b: Tour) => a.startingDate.localeCompare(b.startingDate)],
  ] as const)('sorts by %s', async (sort, compare) => {
    const page = await post<Page<Tour>>('/tours', { sort, perPage: 50 });
    expect(page.data.length).toBe(50);
    expect(sorted(page.data, compare)).toBe(true);
  });

  it('filters by status, dates, price, discount, room, age, duration and destination', async () => {
    const check = async (filters: object, predicate: (t: Tour) => boolean) => {
      const page = await post<Page<Tour>>('/tours', { ...filters, perPage: 100 });
      expect(page.data.length, JSON.stringify(filters)).toBeGreaterThan(0);
      expect(page.data.every(predicate), JSON.stringify(filters)).toBe(true);
      return page;
    };
    await check({}, (t) => t.salesStatus !== 'SOLD_OUT');
    await check({ status: ['SOLD_OUT'] }, (t) => t.salesStatus === 'SOLD_OUT');
    await check({ status: ['WAITING_LIST', 'ALMOST_FULL'] }, (t) => ['WAITING_LIST', 'ALMOST_FULL'].includes(t.salesStatus));
    const inThreeMonths = new Date(Date.now() + 90 * 86_400_000).toISOString().slice(0, 10);
    const inFourMonths = new Date(Date.now() + 120 * 86_400_000).toISOString().slice(0, 10);
    await check({ dateFrom: inThreeMonths, dateTo: inFourMonths }, (t) => t.startingDate >= inThreeMonths && t.startingDate <= inFourMonths);
    await check({ priceFrom: 100000, priceTo: 150000 }, (t) => t.price.EUR! >= 100000 && t.price.EUR! <= 150000);
    await check({ discounted: true }, (t) => t.discounted && t.price.EUR! < t.basePrice.EUR!);
    await check({ isNoSharingRoomAvailable: true }, (t) => t.isNoSharingRoomAvailable);
    await check({ ageBadge: '35-49' }, (t) => t.ageBadge === '35-49');
    await check({ durations: ['MAX_6'] }, (t) => t.travel.numberOfDays <= 6);
    await check({ durations: ['MAX_6', 'OVER_10'] }, (t) => t.travel.numberOfDays <= 6 || t.travel.numberOfDays > 10);
    await check({ durationFrom: 8, durationTo: 9 }, (t) => t.travel.numberOfDays >= 8 && t.travel.numberOfDays <= 9);
    await check({ travelId: [1, 2] }, (t) => [1, 2].includes(t.travel.id));
  });

  it('filters by continent, country, style, type, cost centre and badge through the travel', async () => {
    const cards = await post<Page<TravelCard>>('/travels', { perPage: 100 });
    const byId = new Map(cards.data.map((card) => [card.id, card]));
    const check = async (filters: object, predicate: (card: TravelCard) => boolean) => {
      const page = await post<Page<Tour>>('/tours', { ...filters, perPage: 100 });
      expect(page.data.length, JSON.stringify(filters)).toBeGreaterThan(0);
      expect(page.data.every((t) => predicate(byId.get(t.travel.id)!)), JSON.stringify(filters)).toBe(true);
    };
    await check({ continentId: [6] }, (card) => card.continent.code === 'oceania');
    const japan = cards.data.find((card) => card.countries.some((c) => c.isoCodeAlpha3 === 'JPN'))!.countries[0]!.id;
    await check({ destinationId: [japan] }, (card) => card.countries.some((c) => c.id === japan));
    await check({ travelStyles: ['TREKKING'] }, (card) => card.travelStyle.code === 'TREKKING');
    await check({ travelTypes: ['SAILING', 'SAFARI'] }, (card) => ['SAILING', 'SAFARI'].includes(card.travelType.code));
    await check({ costCenters: ['WEEKEND'] }, (card) => card.costCenter.code === 'WEEKEND');
    await check({ badgeId: [1] }, (card) => card.badges.some((b) => b.code === 'NEW'));
  });

  it('carries the tour fields of SPEC §3', async () => {
    const page = await post<Page<Tour>>('/tours', { status: ['CONFIRMED'], perPage: 1 });
    const tour = page.data[0]!;
    expect(Object.keys(tour).sort()).toEqual([
      'ageBadge', 'balanceDueDate', 'basePrice', 'code', 'coordinator', 'deposit', 'discountPercentage', 'discounted',
      'endingDate', 'flexibleCancellationPrice', 'flightsDirect', 'flightsMinPrice', 'freeSeats', 'groupFund', 'groupInfo', 'id', 'isNoSharingRoomAvailable',
      'isWishlisted', 'list', 'lowestPrice30d', 'maxSeats', 'minSeats', 'position', 'price', 'privateRoomSupplement', 'promoCode', 'salesStatus', 'seatsToConfirm',
      'startingDate', 'status', 'travel', 'wishlistedToursCount',
    ]);
    expect(Object.keys(tour.price).sort()).toEqual(['EUR', 'GBP', 'USD']);
    expect(tour.groupInfo).toHaveProperty('caravanersCount');
  });
});

describe('POST /api/travels', () => {
  it('orders by score for relevance, and lists travels once', async () => {
    const page = await post<Page<TravelCard>>('/travels', { perPage: 100 });
    expect(sorted(page.data, (a, b) => b.score - a.score)).toBe(true);
    expect(new Set(page.data.map((t) => t.id)).size).toBe(page.data.length);
    expect(page.total).toBe(87);
  });

  it.each([
    ['price:asc', (a: TravelCard, b: TravelCard) => (a.bestTour?.price.EUR ?? Infinity) - (b.bestTour?.price.EUR ?? Infinity)],
    ['price:desc', (a: TravelCard, b: TravelCard) => (b.bestTour?.price.EUR ?? -1) - (a.bestTour?.price.EUR ?? -1)],
    ['duration:asc', (a: TravelCard, b: TravelCard) => a.days - b.days],
    ['duration:desc', (a: TravelCard, b: TravelCard) => b.days - a.days],
    ['date:asc', (a: TravelCard, b: TravelCard) => (a.bestTour ? 0 : 1) - (b.bestTour ? 0 : 1)],
  ] as const)('sorts by %s', async (sort, compare) => {
    const page = await post<Page<TravelCard>>('/travels', { sort, perPage: 100 });
    expect(sorted(page.data, compare)).toBe(true);
  });

  it('with departure filters lists only travels that have a matching departure, showing it as best tour', async () => {
    const page = await post<Page<TravelCard>>('/travels', { discounted: true, perPage: 100 });
    expect(page.data.length).toBeGreaterThan(0);
    expect(page.data.every((card) => card.bestTour?.discounted)).toBe(true);
    const month = new Date(Date.now() + 60 * 86_400_000).toISOString().slice(0, 7);
    const inMonth = await post<Page<TravelCard>>('/travels', { dateFrom: `${month}-01`, dateTo: `${month}-28`, sort: 'price:asc' });
    expect(inMonth.data.every((card) => card.bestTour!.startingDate.startsWith(month))).toBe(true);
  });

  it('hasTours and the count agree with the list', async () => {
    const all = await post<Page<TravelCard>>('/travels', { hasTours: true, perPage: 100 });
    expect(all.data.every((card) => card.toursCount > 0 && card.bestTour)).toBe(true);
    expect(all.total).toBe(all.data.length);
  });

  it("a card's countries are its trip's, in their order, named in the market's language", async () => {
    const page = await post<Page<TravelCard>>('/travels', { perPage: 30 }, 'de.localhost');
    const multi = page.data.filter((card) => card.countries.length > 1);
    expect(multi.length).toBeGreaterThan(0);
    for (const card of page.data) {
      const rows = await env.DB.prepare(
        `SELECT c.id, c.iso_code_alpha3 AS iso, t.name FROM travel_countries tc JOIN countries c ON c.id = tc.country_id
         JOIN country_translations t ON t.country_id = c.id AND t.language = 'de' WHERE tc.travel_id = ?1 ORDER BY tc.position`,
      ).bind(card.id).all<{ id: number; iso: string; name: string }>();
      expect(card.countries, card.slug).toEqual(rows.results.map((r) => ({ id: r.id, name: r.name, isoCodeAlpha3: r.iso })));
    }
  });

  it("a card's departure count is its trip's fitting departures, counted in D1", async () => {
    const page = await post<Page<TravelCard>>('/travels', { discounted: true, sort: 'discount:desc', perPage: 10 });
    expect(page.data.length).toBeGreaterThan(3);
    for (const card of page.data) {
      const row = await env.DB.prepare(
        `SELECT COUNT(*) AS n FROM tours WHERE travel_id = ?1 AND discount_pct > 0 AND starting_date > ?2
         AND sales_status IN (SELECT value FROM json_each(?3))`,
      ).bind(card.id, todayIn(markets.it.timeZone), JSON.stringify(defaultStatuses)).first<{ n: number }>();
      expect(card.toursCount, card.slug).toBe(row!.n);
      expect(card.bestTour!.discounted).toBe(true);
    }
  });
});

describe('POST /api/travels/paginated', () => {
  it('answers the tab asked for, with available filters for the query', async () => {
    const tours = await post<{ tab: string; data: Tour[]; availableFilters: AvailableFilters }>('/travels/paginated', {});
    expect(tours.tab).toBe('tours');
    expect(tours.data[0]).toHaveProperty('startingDate');
    const travels = await post<{ tab: string; data: TravelCard[]; availableFilters: AvailableFilters }>('/travels/paginated', { tab: 'travels' });
    expect(travels.data[0]).toHaveProperty('bestTour');
    const facets = travels.availableFilters;
    expect(facets.durations.map((d) => d.code)).toEqual(['MAX_6', 'MAX_10', 'OVER_10']);
    expect(facets.destinations.map((d) => d.continent.code)).toContain('antarctica');
    expect(facets.prices.min).toBeLessThan(facets.prices.max!);
    expect(facets.prices.ranges.length).toBeGreaterThanOrEqual(2);
    expect(facets.ageRanges.map((a) => a.code).sort()).toEqual(['25-35', '35-49', 'ALL']);
    expect(facets.periods.filter((p) => p.type === 'month').length).toBeGreaterThanOrEqual(17);
    expect(facets.periods.some((p) => p.type === 'event')).toBe(true);
    expect(facets.badges.map((b) => b.code)).toContain('HOT');
    expect(facets.costCenters.length).toBe(5);
  });

  it('a facet ignores its own dimension but follows the others', async () => {
    const asia = await post<{ availableFilters: AvailableFilters; total: number }>('/travels/paginated', { tab: 'travels', continentId: [1] });
    const all = await post<{ availableFilters: AvailableFilters; total: number }>('/travels/paginated', { tab: 'travels' });
    expect(asia.total).toBeLessThan(all.total);
    // Choosing a continent does not hide the other continents...
    expect(asia.availableFilters.destinations.length).toBe(all.availableFilters.destinations.length);
    // ...but a text search narrows every facet.
    const japan = await post<{ availableFilters: AvailableFilters }>('/travels/paginated', { tab: 'travels', textSearch: 'giappone' });
    expect(japan.availableFilters.destinations.map((d) => d.continent.code)).toEqual(['asia']);
  });
});

describe('GET /api/layouts', () => {
  it('has every menu item type, badges, footer props, contacts, banners and settings', async () => {
    const { data } = await get<{ data: Layout }>('/layouts', 'fr.localhost');
    const all: MenuItem[] = [];
    const walk = (items: MenuItem[]) => items.forEach((item) => (all.push(item), walk(item.children)));
    walk(data.header.menu);
    expect(new Set(all.map((item) => item.type))).toEqual(new Set(['mega-menu', 'drop-down', 'columns', 'link']));
    expect(new Set(all.map((item) => item.badge).filter(Boolean))).toEqual(new Set(['NEW', 'HOT', 'SAFE']));
    expect(all.some((item) => item.location?.type === 'travel')).toBe(true);
    expect(all.some((item) => item.location?.type === 'custompage')).toBe(true);
    expect(data.header.mobileMenu.length).toBe(2);
    expect(data.footer).toMatchObject({
      footerMessage: expect.any(String),
      paymentMessage: expect.any(String),
      showUserRating: true,
      badges: expect.arrayContaining([expect.objectContaining({ imageHeight: 40 })]),
      paymentSystems: expect.arrayContaining([expect.objectContaining({ imageHeight: 30 })]),
      contactsBook: expect.objectContaining({ instagram: { value: expect.any(String) }, facebookGroup: { value: expect.any(String) } }),
      newsletter: expect.objectContaining({ action: expect.any(String), gdpr: expect.any(String), bot: expect.any(String) }),
    });
    expect(data.contacts.blocks[0]).toMatchObject({ showContactPage: true, showTalkToUs: true, callToActionList: ['phone', 'whatsapp', 'email'] });
    expect(data.beans.bars.map((bar) => bar.position).sort()).toEqual(['bottom', 'top']);
    expect(data.beans.bars[0]!.routes.match.length).toBeGreaterThan(0);
    expect(data.settings.installmentPayments).toMatchObject({ enabled: true });
    expect(data.availableFilters.periods.length).toBeGreaterThan(0);
  });
});

describe('custom page blocks', () => {
  it('use every block type, with their data resolved', async () => {
    const types = new Set<string>();
    for (const key of ['index', 'tours', 'area-asia', 'coordinators', 'contacts', 'legal-privacy-policy']) {
      const { data } = await get<{ data: CustomPage }>(`/custompages/show?routingKey=${key}`, 'es.localhost');
      for (const block of data.blocks) types.add(block.blockType);
      const carousel = data.blocks.find((b) => b.blockType === 'travel-carousel' || b.blockType === 'tour-carousel');
      if (carousel) expect((carousel.content.data as unknown[]).length).toBeGreaterThan(0);
      const cover = data.blocks.find((b) => b.blockType === 'heading-cover');
      // Legal pages open with a plain title band, not a photo (issue 30, item 12).
      if (key.startsWith('legal-')) expect(cover?.content.image ?? null).toBeNull();
      else expect((cover?.content.image as { seoName?: string } | undefined)?.seoName).toBeTruthy();
    }
    expect([...types].sort()).toEqual([
      'available-dates', 'blog-links', 'call-to-action', 'confidence-steps', 'faq', 'gallery', 'heading-cover', 'newsletter',
      'rich-text', 'top-5-things', 'top-sellers', 'tour-carousel', 'travel-carousel', 'travel-cover', 'trust-rating',
    ]);
    const { data: home } = await get<{ data: CustomPage }>('/custompages/show?routingKey=index', 'es.localhost');
    expect(home.blocks.find((b) => b.blockType === 'travel-cover')?.content.travel).toMatchObject({ slug: expect.any(String) });
    expect((home.blocks.find((b) => b.blockType === 'top-sellers')?.content.data as { countries: unknown[] }).countries.length).toBeGreaterThan(0);
  });
});

describe('top sellers', () => {
  it('count each country\'s published trips and upcoming departures as the catalogue has them, most departures first', async () => {
    const { data } = await get<{ data: { countries: { id: number; name: string; itinerariesCount: number; departuresCount: number; image: unknown }[] } }>('/travels/top-sellers');
    expect(data.countries.length).toBeGreaterThan(3);
    expect(data.countries.length).toBeLessThanOrEqual(24);
    // What the market's clock calls today (the departures after it are upcoming).
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: markets.it.timeZone }).format(new Date());
    for (const country of data.countries) {
      const trips = await env.DB.prepare(
        'SELECT COUNT(DISTINCT tc.travel_id) AS n FROM travel_countries tc JOIN travels tr ON tr.id = tc.travel_id AND tr.is_published = 1 WHERE tc.country_id = ?1',
      ).bind(country.id).first<{ n: number }>();
      const departures = await env.DB.prepare(
        `SELECT COUNT(*) AS n FROM tours t WHERE t.travel_id IN (SELECT tc.travel_id FROM travel_countries tc JOIN travels tr ON tr.id = tc.travel_id AND tr.is_published = 1 WHERE tc.country_id = ?1)
           AND t.sales_status IN (${defaultStatuses.map((_, i) => `?${i + 3}`).join(', ')}) AND t.starting_date > ?2`,
      ).bind(country.id, today, ...defaultStatuses).first<{ n: number }>();
      expect({ country: country.name, trips: country.itinerariesCount, departures: country.departuresCount }).toEqual({ country: country.name, trips: trips?.n, departures: departures?.n });
    }
    const order = data.countries.map((c) => c.departuresCount);
    expect(order).toEqual([...order].sort((a, b) => b - a));
    expect(data.countries.some((c) => c.image)).toBe(true);
  });
});

describe('trip, coordinator and events endpoints', () => {
  it('a trip page has photos, itinerary, FAQs of three kinds, included items, reviews and related trips', async () => {
    const { data } = await get<{ data: import('../../worker/data/types').TravelDetail }>('/travels/show?slug=iceland-ring-road', 'de.localhost');
    expect(data.travel.title).toBe('Island-Roadtrip: die ganze Ringstraße');
    expect(data.travel.photos.length).toBe(5);
    expect(data.travel.itinerary.length).toBe(data.travel.days);
    expect(data.travel.faqs.general.length).toBeGreaterThan(0);
    expect(data.travel.faqs.itinerary.length).toBeGreaterThan(0);
    expect(data.travel.faqs.destination.length).toBeGreaterThan(0);
    expect(data.travel.included.some((item) => /versicherung/i.test(item.title))).toBe(true);
    expect(data.travel.notIncluded.length).toBeGreaterThan(2);
    expect(data.reviews.items.length).toBe(data.reviews.count);
    expect(data.related.every((r) => r.continent.code === 'europe' && r.slug !== 'iceland-ring-road')).toBe(true);
    expect(data.tours.every((t) => t.travel.slug === 'iceland-ring-road')).toBe(true);
  });

  it('a coordinator page and a missing one', async () => {
    const { data } = await get<{ data: import('../../worker/data/types').CoordinatorDetail }>('/coordinators/show?slug=camille-laurent', 'fr.localhost');
    expect(data.coordinator.bio).toContain('Camille');
    expect(data.coordinator.languages).toContain('fr');
    const missing = await SELF.fetch('http://fr.localhost/api/coordinators/show?slug=nobody');
    expect(missing.status).toBe(404);
  });

  it('events by city and time filter', async () => {
    const page = await get<import('../../worker/data/types').EventsPage>('/events?city=milano&perPage=5');
    expect(page.data.length).toBeGreaterThan(0);
    expect(page.data.every((e) => e.citySlug === 'milano')).toBe(true);
    expect(sorted(page.data, (a, b) => a.startingAt.localeCompare(b.startingAt))).toBe(true);
    const all = await get<import('../../worker/data/types').EventsPage>('/events?when=whenever&perPage=100');
    const today = new Date().toISOString().slice(0, 10);
    expect(all.data.every((e) => e.startingAt.slice(0, 10) >= today)).toBe(true);
  });
});

describe('eventWindow (SPEC §9 WeMeet time filters)', () => {
  // 2026-11-18 is a Wednesday.
  const wednesday = '2026-11-18';
  it.each([
    ['whenever', 1, { from: wednesday }],
    ['today', 1, { from: wednesday, to: wednesday }],
    ['tomorrow', 1, { from: '2026-11-19', to: '2026-11-19' }],
    ['this-week', 1, { from: wednesday, to: '2026-11-22' }],
    ['this-week', 0, { from: wednesday, to: '2026-11-21' }],
    ['this-weekend', 1, { from: '2026-11-21', to: '2026-11-22' }],
    ['next-week', 1, { from: '2026-11-23', to: '2026-11-29' }],
    ['next-week', 0, { from: '2026-11-22', to: '2026-11-28' }],
    ['this-month', 1, { from: wednesday, to: '2026-11-30' }],
    ['next-30-days', 1, { from: wednesday, to: '2026-12-18' }],
  ] as const)('%s (week starts on %i)', (when, weekStartsOn, expected) => {
    expect(eventWindow(when, wednesday, weekStartsOn)).toEqual(expected);
  });

  it('on a Sunday this weekend is today only', () => {
    expect(eventWindow('this-weekend', '2026-11-22', 1)).toEqual({ from: '2026-11-22', to: '2026-11-22' });
  });
});

describe('stale-while-revalidate cache', () => {
  it('serves fresh, then stale while refreshing in the background, then reloads', async () => {
    const cache = await caches.open(`swr-${Date.now()}`);
    let clock = 1_000_000;
    let version = 0;
    const background: Promise<unknown>[] = [];
    const read = () =>
      swr({
        cache,
        key: 'https://cache.test/item',
        freshness: { fresh: 10, stale: 20 },
        now: () => clock,
        load: async () => ({ version: ++version }),
        waitUntil: (p) => background.push(p),
      });
    expect(await read()).toEqual({ version: 1 });
    await Promise.all(background);
    clock += 5_000;
    expect(await read()).toEqual({ version: 1 });
    clock += 10_000;
    expect(await read()).toEqual({ version: 1 });
    await Promise.all(background);
    expect(version).toBe(2);
    expect(await read()).toEqual({ version: 2 });
    clock += 60_000;
    expect(await read()).toEqual({ version: 3 });
  });

  it('does not store failures', async () => {
    const cache = await caches.open(`swr-fail-${Date.now()}`);
    let calls = 0;
    const read = () =>
      swr({
        cache, key: 'https://cache.test/fail', freshness: { fresh: 60, stale: 60 },
        load: async () => {
          if (calls++ === 0) throw new Error('upstream answered 500');
          return { ok: true };
        },
      });
    await expect(read()).rejects.toThrow('upstream answered 500');
    expect(await read()).toEqual({ ok: true });
  });

  it('stale-if-error: an old copy answers a failed load within its if-error window, not after', async () => {
    const cache = await caches.open(`swr-if-error-${Date.now()}`);
    let clock = 1_000_000;
    let failing = false;
    const errors: string[] = [];
    const outcomes: string[] = [];
    const read = () =>
      swr({
        cache, key: 'https://cache.test/if-error', freshness: { fresh: 10, stale: 20, ifError: 100 }, now: () => clock,
        load: async () => {
          if (failing) throw new Error('reset');
          return { version: 1 };
        },
        onLoadError: (error, when) => errors.push(`${when}:${(error as Error).message}`),
        onOutcome: (outcome) => outcomes.push(outcome),
      });
    expect(await read()).toEqual({ version: 1 });
    failing = true;
    clock += 60_000;
    expect(await read()).toEqual({ version: 1 });
    expect(outcomes.at(-1)).toBe('stale-if-error');
    clock += 80_000;
    await expect(read()).rejects.toThrow('reset');
    expect(errors).toEqual(['inline:reset', 'inline:reset']);
  });
});

describe('market of the request', () => {
  it('each local host answers in its market', async () => {
    for (const market of Object.values(markets)) {
      const { data } = await get<{ data: CustomPage }>('/custompages/show?routingKey=index', market.localHost);
      expect(data.seo.canonical).toBe(`https://${market.domain}/`);
    }
  });
});
