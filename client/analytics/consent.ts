/**
 * Analytics consent (the footer's tracking-preferences link). Until the visitor decides,
 * events wait in memory; a refusal drops them. A consent platform can decide too, through
 * `document.dispatchEvent(new CustomEvent('caravan:consent', { detail: 'granted' }))`.
 */
export type ConsentState = 'granted' | 'denied' | 'unknown';

export const consentCookie = 'caravan_consent';
export const consentEvent = 'caravan:consent';
/** 180 days. */
const maxAgeSeconds = 180 * 24 * 60 * 60;

/** Consent from a `document.cookie` string. */
export function readConsent(cookies: string): ConsentState {
  for (const part of cookies.split(';')) {
    const [name, value] = part.trim().split('=');
    if (name === consentCookie) return value === 'granted' || value === 'denied' ? value : 'unknown';
  }
  return 'unknown';
}

/** The `document.cookie` assignment that stores a decision. */
export function consentCookieString(state: 'granted' | 'denied', secure: boolean): string {
  return `${consentCookie}=${state}; path=/; max-age=${maxAgeSeconds}; samesite=lax${secure ? '; secure' : ''}`;
}

export interface CookieJar {
  cookie: string;
}

/** The page's consent state, persisted in a first-party cookie. */
export class ConsentStore {
  private listeners = new Set<(state: ConsentState) => void>();
  private current: ConsentState;

  constructor(
    private readonly jar: CookieJar,
    private readonly secure = true,
  ) {
    this.current = readConsent(jar.cookie);
  }

  get state(): ConsentState {
    return this.current;
  }

  set(state: 'granted' | 'denied'): void {
    this.jar.cookie = consentCookieString(state, this.secure);
    if (state === this.current) return;
    this.current = state;
    for (const listener of this.listeners) listener(state);
  }

  subscribe(listener: (state: ConsentState) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }
}
