import { checkoutUrl } from '../../shared/tourStatus';
import type { Tour, TravelCore } from '../data/types';

type Json = Record<string, unknown>;

/** schema.org Organization of the storefront (every page). */
export function organization(origin: string, brand: string): Json {
  return { '@type': 'TravelAgency', '@id': `${origin}/#organization`, name: brand, url: `${origin}/`, logo: `${origin}/favicon.svg` };
}

/** schema.org BreadcrumbList from absolute URLs. */
export function breadcrumbs(items: { name: string; url: string }[]): Json {
  return {
    '@type': 'BreadcrumbList',
    itemListElement: items.map((item, index) => ({ '@type': 'ListItem', position: index + 1, name: item.name, item: item.url })),
  };
}

const availability: Record<string, string> = {
  SOLD_OUT: 'https://schema.org/SoldOut',
  WAITING_LIST: 'https://schema.org/LimitedAvailability',
  ALMOST_FULL: 'https://schema.org/LimitedAvailability',
};

/** A departure's price as offered: in the page's currency, EUR where it has none in it. */
function offeredPrice(departure: Tour, currency: string): { cents: number; currency: string } {
  const own = departure.price[currency];
  return own !== undefined ? { cents: own, currency } : { cents: departure.price.EUR ?? 0, currency: 'EUR' };
}

function offer(travel: TravelCore['travel'], departure: Tour, price: { cents: number; currency: string }, bookingBaseUrl: string, pageUrl: string): Json {
  return {
    '@type': 'Offer',
    sku: departure.code,
    price: (price.cents / 100).toFixed(2),
    priceCurrency: price.currency,
    availability: availability[departure.salesStatus] ?? 'https://schema.org/InStock',
    url: checkoutUrl(bookingBaseUrl, departure.id) ?? pageUrl,
    itemOffered: { '@type': 'Event', name: travel.title, startDate: departure.startingDate, endDate: departure.endingDate },
  };
}

/**
 * A trip's departures as one AggregateOffer: the lowest and highest price and how many there
 * are, with an Offer for each departure the page lists before "show more" (`listed`). Fifteen
 * departures written out were 5 KB of a trip page's head. Prices in another currency than the
 * most common one (a departure without a price in the page's currency) stay out of the range.
 */
function aggregateOffer(travel: TravelCore['travel'], departures: Tour[], listed: number, currency: string, bookingBaseUrl: string, pageUrl: string): Json {
  const prices = departures.map((departure) => offeredPrice(departure, currency));
  const main = prices.some((price) => price.currency === currency) ? currency : 'EUR';
  const cents = prices.filter((price) => price.currency === main).map((price) => price.cents);
  return {
    '@type': 'AggregateOffer',
    priceCurrency: main,
    ...(cents.length ? { lowPrice: (Math.min(...cents) / 100).toFixed(2), highPrice: (Math.max(...cents) / 100).toFixed(2) } : {}),
    offerCount: departures.length,
    offers: departures.slice(0, listed).map((departure, index) => offer(travel, departure, prices[index]!, bookingBaseUrl, pageUrl)),
  };
}

/**
 * schema.org TouristTrip: on a trip page its departures as one AggregateOffer, on a tour page
 * (`tour`) the Offer of that departure only.
 */
export function touristTrip(detail: TravelCore, pageUrl: string, currency: string, bookingBaseUrl: string, tour?: Tour | null, listed = Number.POSITIVE_INFINITY): Json {
  const travel = detail.travel;
  return {
    '@type': 'TouristTrip',
    name: travel.title,
    description: travel.seo.description,
    url: pageUrl,
    touristType: travel.travelStyle.label,
    ...(detail.reviews.rating ? { aggregateRating: { '@type': 'AggregateRating', ratingValue: detail.reviews.rating, reviewCount: detail.reviews.count, bestRating: 5 } } : {}),
    ...(tour
      ? { offers: [offer(travel, tour, offeredPrice(tour, currency), bookingBaseUrl, pageUrl)] }
      : detail.tours.length
        ? { offers: aggregateOffer(travel, detail.tours, listed, currency, bookingBaseUrl, pageUrl) }
        : {}),
  };
}

/** Wraps several schema.org nodes in one JSON-LD document. */
export function graph(...nodes: (Json | null | undefined)[]): Json {
  return { '@context': 'https://schema.org', '@graph': nodes.filter(Boolean) };
}
