/**
 * The wishlist hearts, notify-me buttons and group-info gate of trip pages, as islands fed
 * with the visitor's own state (worker/account/trip.ts) through a context the trip view
 * provides. What they say of the visitor (saved, subscribed, owner) is sent only where it is
 * not the default: an anonymous visitor's departure rows carry none of it (a prop left
 * undefined is not serialised).
 */
import { createContext, useContext, type ReactNode } from 'react';
import { formatDate } from '../../../shared/dates';
import { anonymousTrip, type TripPersonal } from '../../account/trip';
import type { Tour } from '../../data/types';
import { Island } from '../Island';
import { usePage } from '../PageContext';

const TripPersonalContext = createContext<TripPersonal>(anonymousTrip);

export function TripPersonalProvider({ value, children }: { value: TripPersonal | undefined; children: ReactNode }) {
  return <TripPersonalContext.Provider value={value ?? anonymousTrip}>{children}</TripPersonalContext.Provider>;
}

export function useTripPersonal(): TripPersonal {
  return useContext(TripPersonalContext);
}

/** The trip's heart (saved trip). */
export function TripHeart({ travelId, name }: { travelId: number; name: string }) {
  const personal = useTripPersonal();
  return <Island name="WishlistButton" inline props={{ travelId, name, saved: personal.travelSaved || undefined, owner: personal.owner ?? undefined }} />;
}

/** Heart and notify-me of one departure. */
export function DepartureActions({ tour, travelName }: { tour: Tour; travelName: string }) {
  const personal = useTripPersonal();
  const { market } = usePage();
  return (
    <div className="departure__account">
      <Island
        name="WishlistButton"
        inline
        props={{
          travelId: tour.travel.id, tourId: tour.id, name: travelName, date: formatDate(tour.startingDate, market.id),
          saved: personal.savedTourIds.includes(tour.id) || undefined, owner: personal.owner ?? undefined, status: tour.salesStatus, startingDate: tour.startingDate.slice(0, 10),
        }}
      />
      {tour.salesStatus !== 'SOLD_OUT' ? (
        <Island
          name="NotifyMe"
          inline
          props={{
            travelId: tour.travel.id, tourId: tour.id, salesStatus: tour.salesStatus, name: travelName,
            subscription: personal.alerts[String(tour.id)], owner: personal.owner ?? undefined, startingDate: tour.startingDate.slice(0, 10),
          }}
        />
      ) : null}
    </div>
  );
}

/** Notify-me for a trip without departures (new departures: STOCKOUT_TRAVEL). */
export function TravelNotifyMe({ travelId, name }: { travelId: number; name: string }) {
  const personal = useTripPersonal();
  return (
    <Island
      name="NotifyMe"
      inline
      props={{ travelId, tourId: null, salesStatus: null, name, subscription: personal.alerts['0'], owner: personal.owner ?? undefined }}
    />
  );
}

/** SPEC §6: who is going shows only to signed-in users and guests who proved their email. */
export function GroupInfoGated({ children }: { children: ReactNode }) {
  const personal = useTripPersonal();
  if (personal.owner) return <>{children}</>;
  return <Island name="GroupInfoGate" props={{}} />;
}
