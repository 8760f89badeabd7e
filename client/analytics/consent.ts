import { acceptAll, consentCookie, consentCookieString, consentFromCookies, refuseAll, type ConsentChoice } from '../../shared/consent';

/**
 * Analytics consent (the cookie banner, reopened from the footer's cookie settings link).
 * Until the visitor decides, events wait in memory; a refusal of analytics drops them. A
 * consent platform can decide too, through
 * `document.dispatchEvent(new CustomEvent('caravan:consent', { detail: 'granted' }))`
 * (or a `{ analytics, marketing }` detail).
 */
export type ConsentState = 'granted' | 'denied' | 'unknown';

export { consentCookie };
export const consentEvent = 'caravan:consent';

/** Analytics consent from a `document.cookie` string. */
export function readConsent(cookies: string): ConsentState {
  const choice = consentFromCookies(cookies);
  return choice ? analyticsState(choice) : 'unknown';
}

function analyticsState(choice: ConsentChoice): ConsentState {
  return choice.analytics ? 'granted' : 'denied';
}

export interface CookieJar {
  cookie: string;
}

/** The page's consent, persisted in a first-party cookie. */
export class ConsentStore {
  private listeners = new Set<(state: ConsentState) => void>();
  private current: ConsentChoice | null;

  /** `announce` hears every choice first (the Consent Mode update), before the listeners. */
  constructor(
    private readonly jar: CookieJar,
    private readonly secure = true,
    private readonly announce: (choice: ConsentChoice) => void = () => undefined,
  ) {
    this.current = consentFromCookies(jar.cookie);
  }

  /** Whether analytics may run: the pusher's view. */
  get state(): ConsentState {
    return this.current ? analyticsState(this.current) : 'unknown';
  }

  /** The full choice, or null before the visitor has made one. */
  get choice(): ConsentChoice | null {
    return this.current ? { ...this.current } : null;
  }

  /** All-or-nothing decision (the consent-platform event). */
  set(state: 'granted' | 'denied'): void {
    this.choose(state === 'granted' ? acceptAll : refuseAll);
  }

  /** Stores a choice, announces it, and tells listeners when analytics consent changed. */
  choose(choice: ConsentChoice): void {
    const next = { analytics: choice.analytics, marketing: choice.marketing };
    const before = this.state;
    this.jar.cookie = consentCookieString(next, this.secure);
    this.current = next;
    this.announce(next);
    const after = this.state;
    if (after === before) return;
    for (const listener of this.listeners) listener(after);
  }

  /** Picks up a choice made in another tab or page (back/forward cache, tab switch). */
  sync(): boolean {
    const stored = consentFromCookies(this.jar.cookie);
    if (!stored || (this.current && stored.analytics === this.current.analytics && stored.marketing === this.current.marketing)) return false;
    this.choose(stored);
    return true;
  }

  subscribe(listener: (state: ConsentState) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }
}
