import { createContext, useContext, type ReactNode } from 'react';
import { fallbackAccessors, type FlagAccessors } from './accessors';

const FlagsContext = createContext<FlagAccessors | null>(null);
const fallback = fallbackAccessors();

/** Makes the request's (server) or the page view's (browser) flags available to components. */
export function FlagsProvider({ value, children }: { value: FlagAccessors | null | undefined; children: ReactNode }) {
  return <FlagsContext.Provider value={value ?? null}>{children}</FlagsContext.Provider>;
}

/**
 * Typed flag accessors in server components and islands alike; outside a provider every flag
 * has its code fallback (so a component never crashes for lack of flags).
 */
export function useFlags(): FlagAccessors {
  return useContext(FlagsContext) ?? fallback;
}
