import type { Tour, TravelDetail } from '../../data/types';
import type { TripPersonal } from '../../account/trip';

export interface TripData {
  detail: TravelDetail;
  /** The departure a tour page shows; null on the trip page. */
  selected: Tour | null;
  /** The visitor's saved trip/departures and alerts (worker/account/trip.ts). */
  personal?: TripPersonal;
}
