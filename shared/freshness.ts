import type { SalesStatus } from './tourStatus';

/** Most departures one live request asks about (a trip page shows a few dozen at most). */
export const maxLiveIds = 50;

/** What the live availability endpoint answers per departure (GET /api/tours/live). */
export interface LiveTour {
  id: number;
  salesStatus: SalesStatus;
  freeSeats: number;
  seatsToConfirm: number;
  /** Price in cents by currency code. */
  price: Record<string, number>;
}

export interface LiveAnswer {
  /** When the catalogue was read (ms since the epoch). */
  checkedAt: number;
  /** The departures asked about that still exist (an unknown or past id is left out). */
  tours: LiveTour[];
}

export type AgeUnit = 'minute' | 'hour' | 'day';

/**
 * How old data read at `fromMs` is at `nowMs`, in the largest whole unit (for
 * Intl.RelativeTimeFormat); null under a minute ("just now"). A clock behind counts as now.
 */
export function ageOf(fromMs: number, nowMs: number): { value: number; unit: AgeUnit } | null {
  const minutes = Math.floor((nowMs - fromMs) / 60_000);
  if (!(minutes >= 1)) return null;
  if (minutes < 60) return { value: minutes, unit: 'minute' };
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return { value: hours, unit: 'hour' };
  return { value: Math.floor(hours / 24), unit: 'day' };
}
