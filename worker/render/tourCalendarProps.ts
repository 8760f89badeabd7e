import type { TourCalendarProps } from '../../client/islands/TourCalendar';
import { toIsoDay } from '../../shared/dates';
import type { Tour } from '../data/types';
import type { PageContextValue } from './PageContext';

/** Props of the departure calendar island for a list of tours. */
export function tourCalendarProps(
  page: Pick<PageContextValue, 'market' | 'currency'>,
  tours: Tour[],
  tourHref: (code: string) => string | null,
  selectedCode: string | null = null,
): TourCalendarProps {
  const { market, currency } = page;
  return {
    // Seats go along for each day's screen-reader label (status, price and seats).
    tours: tours.map(({ code, startingDate, endingDate, salesStatus, price, basePrice, freeSeats, seatsToConfirm }) => ({
      code, startingDate, endingDate, salesStatus, price, basePrice, freeSeats, seatsToConfirm,
    })),
    hrefs: Object.fromEntries(tours.map((tour) => [tour.code, tourHref(tour.code) ?? ''])),
    today: toIsoDay(new Date(), market.timeZone) ?? '',
    weekStartsOn: market.weekStartsOn,
    locale: market.intlLocale,
    marketId: market.id,
    currency,
    selectedCode,
  };
}
