import { describe, expect, it } from 'vitest';
import type { Tour, TravelCore } from '../../../worker/data/types';
import { touristTrip } from '../../../worker/render/linkedData';

const departure = (id: number, price: Record<string, number>, salesStatus = 'PLANNED'): Tour =>
  ({ id, code: `T-${id}`, startingDate: `2027-0${id}-01`, endingDate: `2027-0${id}-10`, salesStatus, price }) as unknown as Tour;

const detail = (tours: Tour[]): TravelCore =>
  ({
    travel: { title: 'Iceland', seo: { description: 'Lights' }, travelStyle: { label: 'Adventure' } },
    reviews: { rating: 0, count: 0 },
    tours,
  }) as unknown as TravelCore;

type Aggregate = { '@type': string; priceCurrency: string; lowPrice?: string; highPrice?: string; offerCount: number; offers: { sku: string; priceCurrency: string; availability: string }[] };

function aggregateOf(tours: Tour[], currency: string, listed = 2): Aggregate {
  return touristTrip(detail(tours), 'https://it.example/viaggi/iceland', currency, 'https://book.example', null, listed).offers as Aggregate;
}

describe('touristTrip', () => {
  it('a trip page offers its departures as one aggregate: range and count over all, offers for the listed ones', () => {
    const tours = [departure(1, { EUR: 150000, USD: 170000 }), departure(2, { EUR: 99000, USD: 110000 }, 'SOLD_OUT'), departure(3, { EUR: 210000, USD: 230000 })];
    const aggregate = aggregateOf(tours, 'USD');
    expect(aggregate).toMatchObject({ '@type': 'AggregateOffer', priceCurrency: 'USD', lowPrice: '1100.00', highPrice: '2300.00', offerCount: 3 });
    expect(aggregate.offers.map((offer) => offer.sku)).toEqual(['T-1', 'T-2']);
    expect(aggregate.offers[1]!.availability).toBe('https://schema.org/SoldOut');
  });

  it('a departure without a price in the page currency is offered in EUR and left out of the range', () => {
    const aggregate = aggregateOf([departure(1, { EUR: 150000, USD: 170000 }), departure(2, { EUR: 50000 })], 'USD');
    expect(aggregate).toMatchObject({ priceCurrency: 'USD', lowPrice: '1700.00', highPrice: '1700.00', offerCount: 2 });
    expect(aggregate.offers.map((offer) => offer.priceCurrency)).toEqual(['USD', 'EUR']);
    // None in the page currency at all: the range is in EUR.
    expect(aggregateOf([departure(1, { EUR: 150000 })], 'GBP')).toMatchObject({ priceCurrency: 'EUR', lowPrice: '1500.00', highPrice: '1500.00' });
  });

  it('a trip without departures has no offers; a tour page offers its departure alone', () => {
    expect(touristTrip(detail([]), 'https://x', 'EUR', 'https://book.example')).not.toHaveProperty('offers');
    const tours = [departure(1, { EUR: 150000 }), departure(2, { EUR: 99000 })];
    const offers = touristTrip(detail(tours), 'https://x', 'EUR', 'https://book.example', tours[1]).offers as { sku: string }[];
    expect(offers.map((offer) => offer.sku)).toEqual(['T-2']);
  });
});
