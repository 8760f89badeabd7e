import { useSyncExternalStore } from 'react';

/**
 * The page's wishlist state shared by every heart island (trip heart, departure hearts):
 * removing a trip clears its departures' hearts too. Seeded by the islands' server props.
 */
const travels = new Set<number>();
const tours = new Map<number, number>(); // tourId → travelId
const seeded = new Set<string>();
const listeners = new Set<() => void>();
let version = 0;

function emit() {
  version++;
  for (const listener of listeners) listener();
}

/** Server truth for one item, applied once per page (later changes come from this store). */
export function seed(key: string, apply: () => void): void {
  if (seeded.has(key)) return;
  seeded.add(key);
  apply();
}

export const wishlistState = {
  hasTravel: (travelId: number) => travels.has(travelId),
  hasTour: (tourId: number) => tours.has(tourId),
  setTravel(travelId: number, saved: boolean) {
    if (saved) travels.add(travelId);
    else {
      travels.delete(travelId);
      for (const [tourId, owner] of tours) if (owner === travelId) tours.delete(tourId);
    }
    emit();
  },
  setTour(tourId: number, travelId: number, saved: boolean) {
    if (saved) {
      tours.set(tourId, travelId);
      travels.add(travelId);
    } else tours.delete(tourId);
    emit();
  },
  /** Quiet seeding (no re-render storm while islands hydrate). */
  seedTravel(travelId: number, saved: boolean) {
    if (saved) travels.add(travelId);
  },
  seedTour(tourId: number, travelId: number, saved: boolean) {
    if (saved) tours.set(tourId, travelId);
  },
};

export function useWishlistVersion(): number {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => version,
    () => 0,
  );
}
