import { useSyncExternalStore } from 'react';

/** Who owns the wishlist and alerts on this page: a signed-in user, a guest with a proven email, or nobody. */
export type OwnerKind = 'user' | 'guest' | null;

let owner: OwnerKind = null;
let initialised = false;
const listeners = new Set<() => void>();

/** First island to hydrate tells the page who it is (all islands get the same server value). */
export function initOwner(kind: OwnerKind): void {
  if (initialised) return;
  initialised = true;
  owner = kind;
}

/** After a one-time code proved the email: the visitor is now a guest owner. */
export function becomeGuest(): void {
  if (owner) return;
  owner = 'guest';
  for (const listener of listeners) listener();
}

export function currentOwner(): OwnerKind {
  return owner;
}

export function useOwner(serverValue: OwnerKind): OwnerKind {
  // Browser only: on the server this module is shared by every request.
  if (typeof window !== 'undefined') initOwner(serverValue);
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => owner,
    () => serverValue,
  );
}
