import { describe, expect, test } from 'vitest';
import { activeFilters, panelFilterCount, unitsToCents } from './activeFilters';
import { filtersFromQuery, filtersToQuery } from './filters';

describe('active filters (issue 30: chips, the Filters count, the empty state ways out)', () => {
  const filters = filtersFromQuery(
    'textSearch=japan&destinationId[]=4&destinationId[]=9&dateFrom=2027-04-01&dateTo=2027-04-30&flex=3&durations[]=MAX_10&priceTo=200000&discounted=true&travelStyles[]=ADVENTURE&status[]=CONFIRMED&sort=price:asc&page=3',
  );

  test('one entry per removable choice, the words first; order, tab and page are not filters', () => {
    expect(activeFilters(filters).map((f) => f.kind)).toEqual([
      'text', 'dates', 'duration', 'price', 'discounted', 'destination', 'destination', 'style', 'status',
    ]);
    expect(panelFilterCount(filters)).toBe(8);
    expect(panelFilterCount(filtersFromQuery('sort=price:asc&tab=travels&page=2'))).toBe(0);
  });

  test('each entry drops exactly its own choice, keeps the rest and goes back to page 1', () => {
    const [, dates, , price, , firstPlace] = activeFilters(filters);
    // Links write list keys as key%5B%5D= (valid URLs); read back here as the parser reads them.
    const query = (next: Parameters<typeof filtersToQuery>[0]) => decodeURIComponent(filtersToQuery(next));
    expect(filtersToQuery(firstPlace!.without)).toContain('destinationId%5B%5D=9');
    expect(query(dates!.without)).toBe('textSearch=japan&destinationId[]=4&destinationId[]=9&durations[]=MAX_10&priceTo=200000&discounted=true&travelStyles[]=ADVENTURE&status[]=CONFIRMED&sort=price:asc');
    expect(query(price!.without)).not.toContain('priceTo');
    expect(query(firstPlace!.without)).toContain('destinationId[]=9');
    expect(query(firstPlace!.without)).not.toContain('destinationId[]=4');
  });

  test('statuses count only on the departures tab, where they apply', () => {
    expect(activeFilters(filtersFromQuery('tab=travels&status[]=CONFIRMED'))).toEqual([]);
  });

  test('typed price bounds: whole units to cents, nothing for junk', () => {
    expect(unitsToCents('2000')).toBe(200000);
    expect(unitsToCents(' 1999.5 ')).toBe(199950);
    expect(unitsToCents('1999,50')).toBe(199950);
    for (const junk of ['', '0', '-5', 'abc', '1e9', '12345678901', null, undefined]) expect(unitsToCents(junk)).toBeUndefined();
  });
});
