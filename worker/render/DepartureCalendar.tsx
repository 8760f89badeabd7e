import { useTranslation } from 'react-i18next';
import type { TourCalendarProps } from '../../client/islands/TourCalendar';
import { todayIn } from '../../shared/dates';
import type { Tour } from '../data/types';
import { Island } from './Island';
import { usePage, type PageContextValue } from './PageContext';

function priceIn(price: Tour['price'], currency: string): Tour['price'] {
  const amount = price[currency];
  return amount !== undefined ? { [currency]: amount } : price.EUR !== undefined ? { EUR: price.EUR } : {};
}

/**
 * Tour page paths as the island reads them: one shared start (a trip's tours: its path and a
 * slash) plus each tour's code, and whole paths only for those that do not follow it (the
 * available-dates block mixes trips). Twenty paths written out were ~900 bytes of a trip page.
 */
function tourPaths(tours: Tour[], tourHref: (code: string) => string | null): Pick<TourCalendarProps, 'hrefBase' | 'hrefs'> {
  const paths = tours.map((tour) => [tour.code, tourHref(tour.code) ?? ''] as const);
  const [code, path] = paths[0] ?? ['', ''];
  const hrefBase = code && path.endsWith(`/${code}`) ? path.slice(0, -code.length) : '';
  const others = paths.filter(([tourCode, tourPath]) => tourPath !== hrefBase + tourCode);
  return { hrefBase, ...(others.length ? { hrefs: Object.fromEntries(others) } : {}) };
}

/** Props of the departure calendar island for a list of tours. */
export function tourCalendarProps(
  page: Pick<PageContextValue, 'market' | 'currency'>,
  tours: Tour[],
  tourHref: (code: string) => string | null,
  selectedCode: string | null = null,
): TourCalendarProps {
  const { market, currency } = page;
  return {
    // Seats go along for each day's screen-reader label (status, price and seats); the price
    // only in the currency shown (EUR where the departure has none in it), as the island reads it.
    tours: tours.map(({ code, startingDate, endingDate, salesStatus, price, freeSeats, seatsToConfirm }) => ({
      code, startingDate, endingDate, salesStatus, price: priceIn(price, currency), freeSeats, seatsToConfirm,
    })),
    ...tourPaths(tours, tourHref),
    today: todayIn(market.timeZone),
    weekStartsOn: market.weekStartsOn,
    locale: market.intlLocale,
    marketId: market.id,
    currency,
    selectedCode,
  };
}

interface Props {
  tours: Tour[];
  tourHref: (code: string) => string | null;
  /** The departure of the page (a tour page), marked in the calendar. */
  selectedCode?: string | null;
}

/**
 * The departure calendar (client/islands/TourCalendar.tsx), which the client renders when it
 * comes near the viewport: the page holds its room, and for a visitor without JavaScript a
 * word that the same dates are in the list beside it.
 */
export function DepartureCalendar({ tours, tourHref, selectedCode = null }: Props) {
  const { t } = useTranslation();
  const page = usePage();
  return (
    <Island
      name="TourCalendar"
      props={tourCalendarProps(page, tours, tourHref, selectedCode)}
      placeholder={
        <div className="tour-calendar-pending">
          <noscript>
            <p className="empty-note">{t('character.calendar.noScript')}</p>
          </noscript>
        </div>
      }
    />
  );
}
