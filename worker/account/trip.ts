/** The visitor's own facts about one trip page: saved trip and departures, notify-me alerts. */
import type { Context } from 'hono';
import type { AppEnv } from '../context';
import { log } from '../log';
import { subscriptionsOf } from './alerts';
import { wishlistForTravel } from './wishlist';

export interface TripPersonal {
  owner: 'user' | 'guest' | null;
  travelSaved: boolean;
  savedTourIds: number[];
  /** Subscriptions by tour id ('0' = the whole travel). */
  alerts: Record<string, { id: string; status: 'active' | 'inactive' }>;
}

export const anonymousTrip: TripPersonal = { owner: null, travelSaved: false, savedTourIds: [], alerts: {} };

/** Deferred-style: never throws; a failure renders the page as for a visitor without a wishlist. */
export async function tripPersonal(c: Context<AppEnv>, travelId: number): Promise<TripPersonal> {
  const owner = c.get('owner');
  if (!owner) return anonymousTrip;
  try {
    const [saved, alerts] = await Promise.all([
      wishlistForTravel(c.env.DB, owner.contactId, travelId),
      subscriptionsOf(c.env.DB, owner.contactId, travelId),
    ]);
    return {
      owner: owner.kind,
      travelSaved: saved.travelSaved,
      savedTourIds: saved.tourIds,
      alerts: Object.fromEntries(alerts.map((alert) => [String(alert.tourId ?? 0), { id: alert.id, status: alert.status }])),
    };
  } catch (error) {
    log('warn', 'trip personal data failed', { requestId: c.get('requestId'), error: error instanceof Error ? error.message : String(error) });
    return { ...anonymousTrip, owner: owner.kind };
  }
}
