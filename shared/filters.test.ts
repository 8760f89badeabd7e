import { describe, expect, it } from 'vitest';
import {
  defaultFilters, durationBounds, effectiveDateRange, effectiveStatuses, filterIssues, filterKeys, filtersFromQuery,
  filtersSchema, filtersToQuery, groupsByMonth, maxPage, maxPerPage, parseFilterQuery, resolveSort, sortOrders,
} from './filters';
import { defaultStatuses } from './tourStatus';

describe('parseFilterQuery (SPEC §5)', () => {
  it('turns discounted and isNoSharingRoomAvailable into booleans', () => {
    expect(parseFilterQuery('discounted=true&isNoSharingRoomAvailable=false')).toEqual({ discounted: true, isNoSharingRoomAvailable: false });
    expect(parseFilterQuery('discounted=1&isNoSharingRoomAvailable=0')).toEqual({ discounted: true, isNoSharingRoomAvailable: false });
    expect(parseFilterQuery('discounted=nonsense')).toEqual({ discounted: false });
  });

  it('turns daysSpan, priceFrom, priceTo, durationFrom, durationTo and page into integers', () => {
    expect(parseFilterQuery('daysSpan=3&priceFrom=50000&priceTo=150000&durationFrom=4&durationTo=9&page=2')).toEqual({
      daysSpan: 3, priceFrom: 50000, priceTo: 150000, durationFrom: 4, durationTo: 9, page: 2,
    });
  });

  it('drops integers that are not integers', () => {
    expect(parseFilterQuery('page=two&priceFrom=1e5&daysSpan=3.5&durationTo=')).toEqual({});
    expect(parseFilterQuery('page=99999999999999999999')).toEqual({});
  });

  it('collects keys ending in [] into arrays, in order', () => {
    expect(parseFilterQuery('status[]=PLANNED&status[]=CONFIRMED&continentId[]=2')).toEqual({
      status: ['PLANNED', 'CONFIRMED'],
      continentId: ['2'],
    });
    expect(parseFilterQuery('status%5B%5D=SOLD_OUT')).toEqual({ status: ['SOLD_OUT'] });
  });

  it('keeps only known filter keys', () => {
    expect(parseFilterQuery('modal=calendar&type=tours&layout=list&utm_source=x&sort=price:asc')).toEqual({ sort: 'price:asc' });
    expect(parseFilterQuery('__proto__=1&constructor[]=x')).toEqual({});
  });

  it('accepts a full URL, a query with ? and a URLSearchParams', () => {
    expect(parseFilterQuery('https://it.localhost/cerca?textSearch=giappone#top')).toEqual({ textSearch: 'giappone' });
    expect(parseFilterQuery('?tab=travels')).toEqual({ tab: 'travels' });
    expect(parseFilterQuery(new URLSearchParams('perPage=12'))).toEqual({ perPage: 12 });
    expect(parseFilterQuery(new URL('http://x.test/?page=3'))).toEqual({ page: 3 });
  });

  it('never throws, whatever it is given', () => {
    const garbage = ['%', '%E0%A4%A', '&&&==', '[]=[]', 'page[]=1&page=2', '?'.repeat(5000), '\u0000', 'a=%zz', null, undefined];
    for (const input of garbage) expect(() => parseFilterQuery(input as string)).not.toThrow();
    expect(() => parseFilterQuery(42 as unknown as string)).not.toThrow();
    expect(() => parseFilterQuery({} as unknown as string)).not.toThrow();
  });
});

describe('filtersFromQuery', () => {
  it('validates each field and drops only the invalid ones', () => {
    const filters = filtersFromQuery('status[]=PLANNED&status[]=BOGUS&sort=random&page=3&continentId[]=2&continentId[]=x&ageBadge=25-35');
    expect(filters.status).toEqual(['PLANNED']);
    expect(filters.sort).toBeUndefined();
    expect(filters.page).toBe(3);
    expect(filters.continentId).toEqual([2]);
    expect(filters.ageBadge).toBe('25-35');
  });

  it('applies the defaults (page 1, perPage 20, tab tours)', () => {
    expect(filtersFromQuery('')).toEqual(defaultFilters);
    expect(defaultFilters).toEqual({ page: 1, perPage: 20, tab: 'tours' });
  });

  it('repairs reversed bounds instead of failing: prices lose the upper bound, days and durations swap', () => {
    const filters = filtersFromQuery('priceFrom=5000&priceTo=100&dateFrom=2026-05-01&dateTo=2026-04-01&durationFrom=10&durationTo=7');
    expect(filters.priceFrom).toBe(5000);
    expect(filters.priceTo).toBeUndefined();
    expect(filters.dateFrom).toBe('2026-04-01');
    expect(filters.dateTo).toBe('2026-05-01');
    expect([filters.durationFrom, filters.durationTo]).toEqual([7, 10]);
  });

  it('clamps nothing silently: out-of-range pages are dropped to the default', () => {
    expect(filtersFromQuery(`page=${maxPage + 1}`).page).toBe(1);
    expect(filtersFromQuery(`perPage=${maxPerPage + 1}`).perPage).toBe(20);
    expect(filtersFromQuery('page=-4').page).toBe(1);
  });

  it('never throws', () => {
    for (const input of ['page=%', 'status[]=', 'hasTours=maybe', 'textSearch=' + 'x'.repeat(500)]) {
      expect(() => filtersFromQuery(input)).not.toThrow();
    }
  });
});

describe('filtersToQuery', () => {
  it('is the inverse of filtersFromQuery', () => {
    const filters = filtersSchema.parse({
      textSearch: 'Giappone classico',
      continentId: [1, 2],
      dateFrom: '2026-05-01',
      dateTo: '2026-05-31',
      daysSpan: 3,
      durations: ['MAX_6', 'OVER_10'],
      priceFrom: 50000,
      priceTo: 200000,
      discounted: true,
      isNoSharingRoomAvailable: false,
      status: ['CONFIRMED', 'ALMOST_FULL'],
      sort: 'price:asc',
      tab: 'travels',
      page: 4,
      perPage: 12,
    });
    expect(filtersFromQuery(filtersToQuery(filters))).toEqual(filters);
  });

  it('writes lists as key%5B%5D= (brackets are not allowed raw in an href) and leaves defaults out', () => {
    expect(filtersToQuery({ status: ['PLANNED', 'CONFIRMED'], page: 1, perPage: 20, tab: 'tours' })).toBe('status%5B%5D=PLANNED&status%5B%5D=CONFIRMED');
    // Both spellings read back alike: old links with raw brackets keep working.
    expect(parseFilterQuery(filtersToQuery({ destinationId: [27, 4] }))).toEqual({ destinationId: ['27', '4'] });
    expect(parseFilterQuery('destinationId[]=27&destinationId%5B%5D=4')).toEqual({ destinationId: ['27', '4'] });
    expect(filtersToQuery({ page: 1 }, { keepDefaults: true })).toBe('page=1');
  });

  it('encodes values', () => {
    expect(filtersToQuery({ textSearch: 'a&b=c ü' })).toBe('textSearch=a%26b%3Dc%20%C3%BC');
    expect(parseFilterQuery(filtersToQuery({ textSearch: 'a&b=c ü' }))).toEqual({ textSearch: 'a&b=c ü' });
  });

  it('writes keys in the order of filterKeys', () => {
    const query = filtersToQuery({ sort: 'date:asc', textSearch: 'x', page: 2 });
    expect(query).toBe('textSearch=x&sort=date:asc&page=2');
    expect(filterKeys[0]).toBe('textSearch');
  });
});

describe('filtersSchema', () => {
  it('accepts every Filter-state field of SPEC §3', () => {
    const result = filtersSchema.safeParse({
      durations: ['MAX_10'], priceFrom: 0, priceTo: 100000, ageBadge: 'ALL', discounted: false, isNoSharingRoomAvailable: true,
      badgeId: [1], travelStyles: ['ADVENTURE'], status: ['PLANNED'], travelTypes: ['TOUR'], costCenters: ['SUMMER'],
      durationFrom: 3, durationTo: 12, travelId: [4, 5], hasTours: true, sort: 'duration:desc', show: 'grid', page: 2,
      perPage: 50, tab: 'travels', textSearch: '  japan  ', daysSpan: 3, dateFrom: '2026-01-01', dateTo: '2026-02-01',
      continentId: [1], destinationId: [7], currency: 'USD',
    });
    expect(result.success).toBe(true);
    expect(result.data?.textSearch).toBe('japan');
  });

  it('knows every sort order of SPEC §9', () => {
    for (const sort of sortOrders) expect(filtersSchema.safeParse({ sort }).success).toBe(true);
    expect(filtersSchema.safeParse({ sort: 'score:desc' }).success).toBe(false);
    expect(filtersSchema.safeParse({ sort: 'meili' }).success).toBe(false);
  });

  it.each([
    [{ page: 0 }, 'page'],
    [{ page: -1 }, 'page'],
    [{ page: maxPage + 1 }, 'page'],
    [{ page: 1.5 }, 'page'],
    [{ page: '2' }, 'page'],
    [{ perPage: 0 }, 'perPage'],
    [{ perPage: maxPerPage + 1 }, 'perPage'],
    [{ status: ['PLANNED', 'LOST'] }, 'status'],
    [{ sort: 'cheapest' }, 'sort'],
    [{ tab: 'both' }, 'tab'],
    [{ discounted: 'yes' }, 'discounted'],
    [{ priceFrom: -1 }, 'priceFrom'],
    [{ priceFrom: 'cheap' }, 'priceFrom'],
    [{ priceFrom: 9000, priceTo: 100 }, 'priceFrom'],
    [{ dateFrom: '2026-02-30' }, 'dateFrom'],
    [{ dateFrom: '2026-05-02', dateTo: '2026-05-01' }, 'dateFrom'],
    [{ durations: ['LONG'] }, 'durations'],
    [{ continentId: ['asia'] }, 'continentId'],
    [{ travelStyles: ['adventure; DROP TABLE tours'] }, 'travelStyles'],
    [{ textSearch: 'x'.repeat(101) }, 'textSearch'],
    [{ ageBadge: '18-25' }, 'ageBadge'],
    [{ currency: 'JPY' }, 'currency'],
  ])('rejects %j', (input, path) => {
    const result = filtersSchema.safeParse(input);
    expect(result.success).toBe(false);
    expect(filterIssues(result.error!).some((issue) => issue.path === path || issue.path.startsWith(`${path}.`))).toBe(true);
  });

  it('treats null as absent, a single value as a list and an empty list as unset', () => {
    const filters = filtersSchema.parse({ priceFrom: null, status: 'CONFIRMED', continentId: [] });
    expect(filters.priceFrom).toBeUndefined();
    expect(filters.status).toEqual(['CONFIRMED']);
    expect(filters.continentId).toBeUndefined();
  });

  it('drops unknown keys and deduplicates lists', () => {
    const filters = filtersSchema.parse({ modal: 'x', status: ['PLANNED', 'PLANNED'] }) as Record<string, unknown>;
    expect(filters.modal).toBeUndefined();
    expect(filters.status).toEqual(['PLANNED']);
  });

  it('rejects non-objects', () => {
    expect(filtersSchema.safeParse([]).success).toBe(false);
    expect(filtersSchema.safeParse('page=1').success).toBe(false);
    expect(filtersSchema.safeParse(7).success).toBe(false);
  });
});

describe('sort rules (SPEC §9)', () => {
  it('maps relevance to date:asc for tours', () => {
    expect(resolveSort('relevance:desc', 'tours')).toBe('date:asc');
    expect(resolveSort(undefined, 'tours')).toBe('date:asc');
    expect(resolveSort('relevance:desc', 'tours', { meili: true })).toBe('date:asc');
  });

  it('maps relevance to score:desc otherwise, or meili when the flag is on', () => {
    expect(resolveSort('relevance:desc', 'travels')).toBe('score:desc');
    expect(resolveSort(undefined, 'travels')).toBe('score:desc');
    expect(resolveSort('relevance:desc', 'travels', { meili: true })).toBe('meili');
  });

  it('keeps explicit orders', () => {
    for (const sort of sortOrders.filter((s) => s !== 'relevance:desc')) {
      expect(resolveSort(sort, 'tours')).toBe(sort);
      expect(resolveSort(sort, 'travels')).toBe(sort);
    }
  });

  it('groups by month only when sort is absent, date:asc or relevance:desc', () => {
    expect(groupsByMonth(undefined)).toBe(true);
    expect(groupsByMonth('date:asc')).toBe(true);
    expect(groupsByMonth('relevance:desc')).toBe(true);
    expect(groupsByMonth('price:asc')).toBe(false);
    expect(groupsByMonth('duration:desc')).toBe(false);
  });
});

describe('query helpers', () => {
  it('searches the default five statuses unless told otherwise', () => {
    expect(effectiveStatuses({})).toEqual(defaultStatuses);
    expect(effectiveStatuses({ status: ['SOLD_OUT'] })).toEqual(['SOLD_OUT']);
    expect(effectiveStatuses({ status: [] })).toEqual(defaultStatuses);
  });

  it('widens the date window by daysSpan', () => {
    expect(effectiveDateRange({ dateFrom: '2026-03-01', dateTo: '2026-03-10', daysSpan: 3 })).toEqual({ from: '2026-02-26', to: '2026-03-13' });
    expect(effectiveDateRange({ dateFrom: '2026-03-01' })).toEqual({ from: '2026-03-01', to: undefined });
    expect(effectiveDateRange({})).toEqual({ from: undefined, to: undefined });
  });

  it('reads duration buckets as day bounds', () => {
    expect(durationBounds(['MAX_6', 'MAX_10', 'OVER_10'])).toEqual([{ durationTo: 6 }, { durationTo: 10 }, { durationFrom: 11 }]);
    expect(durationBounds(undefined)).toEqual([]);
  });
});

describe('flexible dates in filters (issue 11)', () => {
  it('parses flex and weekendsOf from the query and writes them back', () => {
    const filters = filtersFromQuery('dateFrom=2027-03-10&dateTo=2027-03-14&flex=3&weekendsOf=2027-04&durationFrom=7&durationTo=10');
    expect(filters).toMatchObject({ flex: 3, weekendsOf: '2027-04', durationFrom: 7, durationTo: 10 });
    expect(filtersToQuery(filters)).toBe('dateFrom=2027-03-10&dateTo=2027-03-14&flex=3&weekendsOf=2027-04&durationFrom=7&durationTo=10');
  });

  it('hostile values are dropped, never thrown: flex=999, weekendsOf=2027-13, 31 February', () => {
    const filters = filtersFromQuery('flex=999&weekendsOf=2027-13&dateFrom=2027-02-31&dateTo=2027-03-05');
    expect(filters.flex).toBeUndefined();
    expect(filters.weekendsOf).toBeUndefined();
    expect(filters.dateFrom).toBeUndefined();
    expect(filters.dateTo).toBe('2027-03-05');
    for (const query of ['flex=-1', 'flex=2.5', 'flex=abc', 'weekendsOf=2027-3', 'weekendsOf=<script>', 'weekendsOf=2027-04-01']) {
      const parsed = filtersFromQuery(query);
      expect(parsed.flex, query).toBeUndefined();
      expect(parsed.weekendsOf, query).toBeUndefined();
    }
  });

  it('the API contract rejects them with a reason', () => {
    expect(filtersSchema.safeParse({ flex: 8 }).success).toBe(false);
    expect(filtersSchema.safeParse({ weekendsOf: '2027-13' }).success).toBe(false);
    expect(filtersSchema.safeParse({ flex: 7, weekendsOf: '2027-12' }).success).toBe(true);
  });

  it('flex widens the window across a year end (and wins over the older daysSpan)', () => {
    expect(effectiveDateRange({ dateFrom: '2027-12-30', dateTo: '2027-12-31', flex: 3 })).toEqual({ from: '2027-12-27', to: '2028-01-03' });
    expect(effectiveDateRange({ dateFrom: '2027-12-30', dateTo: '2027-12-31', flex: 1, daysSpan: 10 })).toEqual({ from: '2027-12-29', to: '2028-01-01' });
  });
});
