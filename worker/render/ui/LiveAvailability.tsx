import { maxLiveIds } from '../../../shared/freshness';
import type { Tour } from '../../data/types';
import { Island } from '../Island';
import { usePage } from '../PageContext';

/**
 * When the departures below were read, and the island that asks for their live status, seats
 * and price (issue 14 item 5). A page from the render cache keeps the time of its own render;
 * a page built from an old copy while the catalogue failed claims no time at all.
 */
export function LiveAvailability({ tours }: { tours: Tour[] }) {
  const { market, currency, catalogueDegraded } = usePage();
  return (
    <Island
      name="Freshness"
      props={{
        tourIds: tours.slice(0, maxLiveIds).map((tour) => tour.id),
        // An old copy answered a failed read: its age is unknown, so no time is claimed.
        readAt: catalogueDegraded ? null : Date.now(),
        marketId: market.id,
        currency,
        locale: market.intlLocale,
        timeZone: market.timeZone,
      }}
    />
  );
}
