import type { Money, Tour, TravelCard } from '../../data/types';

/**
 * A GA4 item as JSON for a `data-ga-*` attribute (client/analytics/ecommerce.ts reads it):
 * `item_id` the tour (departure) id, `item_group_id` the travel id, the destination as
 * `item_category`, the price in major units of the page's currency, and that `currency`.
 */
export function gaItemJson(item: { tourId: number | null; travelId: number; name: string; destination: string; price: Money | null }, currency: string): string {
  const code = item.price && item.price[currency] !== undefined ? currency : 'EUR';
  const cents = item.price?.[code];
  return JSON.stringify({
    item_id: item.tourId !== null ? String(item.tourId) : `travel-${item.travelId}`,
    item_name: item.name,
    item_group_id: String(item.travelId),
    item_category: item.destination,
    ...(cents !== undefined ? { price: cents / 100 } : {}),
    currency: code,
  });
}

export const tourGaItem = (tour: Tour, currency: string) =>
  gaItemJson({ tourId: tour.id, travelId: tour.travel.id, name: tour.travel.title, destination: tour.travel.destinationLabel, price: tour.price }, currency);

export const travelGaItem = (travel: TravelCard, currency: string) =>
  gaItemJson({ tourId: travel.bestTour?.id ?? null, travelId: travel.id, name: travel.title, destination: travel.destinationLabel, price: travel.bestTour?.price ?? null }, currency);
