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

/**
 * schema.org TouristTrip with one Offer per upcoming departure, or only the departure a tour
 * page is about (`tour`): the trip page offers them all.
 */
export function touristTrip(detail: TravelCore, pageUrl: string, currency: string, bookingBaseUrl: string, tour?: Tour | null): Json {
  const travel = detail.travel;
  return {
    '@type': 'TouristTrip',
    name: travel.title,
    description: travel.seo.description,
    url: pageUrl,
    touristType: travel.travelStyle.label,
    ...(detail.reviews.rating ? { aggregateRating: { '@type': 'AggregateRating', ratingValue: detail.reviews.rating, reviewCount: detail.reviews.count, bestRating: 5 } } : {}),
    offers: (tour ? [tour] : detail.tours).map((departure) => {
      const cents = departure.price[currency] ?? departure.price.EUR ?? 0;
      return {
        '@type': 'Offer',
        sku: departure.code,
        price: (cents / 100).toFixed(2),
        priceCurrency: departure.price[currency] !== undefined ? currency : 'EUR',
        availability: availability[departure.salesStatus] ?? 'https://schema.org/InStock',
        url: checkoutUrl(bookingBaseUrl, departure.id) ?? pageUrl,
        itemOffered: { '@type': 'Event', name: travel.title, startDate: departure.startingDate, endDate: departure.endingDate },
      };
    }),
  };
}

/** Wraps several schema.org nodes in one JSON-LD document. */
export function graph(...nodes: (Json | null | undefined)[]): Json {
  return { '@context': 'https://schema.org', '@graph': nodes.filter(Boolean) };
}
