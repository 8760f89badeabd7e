import type { Tour, TravelCore, TravelExtras } from '../../data/types';
import type { TripPersonal } from '../../account/trip';

export interface TripData {
  detail: TravelCore;
  /** The departure a tour page shows; null on the trip page. */
  selected: Tour | null;
  /** The visitor's saved trip/departures and alerts (worker/account/trip.ts). */
  personal?: TripPersonal;
  /**
   * Reviews and related trips, below the fold: loading while the page above them streams
   * (rendered under `<Suspense>`, ./TripExtras.tsx); already loaded for a robot, which gets
   * them in place. Absent on pages that do not show them.
   */
  extras?: Promise<TravelExtras> | TravelExtras;
}
