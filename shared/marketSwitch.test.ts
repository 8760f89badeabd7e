import { describe, expect, it } from 'vitest';
import { switchedSearch } from './marketSwitch';

const asia = { text: 'asia', key: 'continentId', id: 3 } as const;

describe('switchedSearch: the search another market opens', () => {
  it('keeps ids, dates, durations, styles, statuses, tab and order, written as the app writes them', () => {
    expect(switchedSearch('?dateFrom=2027-01-01&dateTo=2027-01-31&flex=3&durations[]=MAX_7&travelStyles[]=ADVENTURE&status[]=CONFIRMED&sort=price:asc&tab=travels', null))
      .toBe('?dateFrom=2027-01-01&dateTo=2027-01-31&flex=3&durations%5B%5D=MAX_7&travelStyles%5B%5D=ADVENTURE&status%5B%5D=CONFIRMED&sort=price:asc&tab=travels');
    expect(switchedSearch('?continentId%5B%5D=1&destinationId=12', null)).toBe('?continentId%5B%5D=1&destinationId=12');
  });

  it('drops the words typed, the price bounds (another currency), the page, modals, tracking and anything unknown', () => {
    expect(switchedSearch('?textSearch=mare&priceFrom=10000&priceTo=90000&price=MAX_1000&page=3&perPage=50&modal=filters&utm_source=x&evil=%3Cscript%3E', null)).toBe('');
    expect(switchedSearch('', null)).toBe('');
    expect(switchedSearch('?textSearch=mare&weekendsOf=2027-05', null)).toBe('?weekendsOf=2027-05');
  });

  it('a place searched by name goes over as its id, however the text was spaced; other text does not', () => {
    expect(switchedSearch('?textSearch=asia', asia)).toBe('?continentId%5B%5D=3');
    expect(switchedSearch('?textSearch=%20asia%20&dateFrom=2027-03-01', asia)).toBe('?dateFrom=2027-03-01&continentId%5B%5D=3');
    expect(switchedSearch('?textSearch=asia&continentId[]=3', asia)).toBe('?continentId%5B%5D=3');
    expect(switchedSearch('?textSearch=giappone', asia)).toBe('');
    expect(switchedSearch('?dateFrom=2027-03-01', asia)).toBe('?dateFrom=2027-03-01');
    expect(switchedSearch('?textSearch=japan', { text: 'japan', key: 'destinationId', id: 40 })).toBe('?destinationId%5B%5D=40');
  });
});
