/**
 * The visitor's cookie choice (issue 13): necessary cookies are always on; analytics and
 * marketing only with consent. The worker reads it to decide whether the banner shows and
 * which Google Consent Mode signals the page starts with; the client writes it.
 */

/** What a visitor chose; necessary cookies are not a choice. */
export interface ConsentChoice {
  analytics: boolean;
  marketing: boolean;
}

export type ConsentCategory = keyof ConsentChoice;
export const consentCategories: readonly ConsentCategory[] = ['analytics', 'marketing'];

export const consentCookie = 'caravan_consent';
/** Six months: then the visitor is asked again (the usual EU guidance). */
export const consentMaxAgeSeconds = 180 * 24 * 60 * 60;

export const acceptAll: ConsentChoice = { analytics: true, marketing: true };
export const refuseAll: ConsentChoice = { analytics: false, marketing: false };

const stored = /^a([01])\.m([01])$/;

/**
 * A choice from the cookie value: `a1.m0` (analytics yes, marketing no); the earlier
 * all-or-nothing values `granted` and `denied` still count. Anything else: no choice yet.
 */
export function parseConsent(value: string | null | undefined): ConsentChoice | null {
  if (value === 'granted') return { ...acceptAll };
  if (value === 'denied') return { ...refuseAll };
  const match = value ? stored.exec(value) : null;
  return match ? { analytics: match[1] === '1', marketing: match[2] === '1' } : null;
}

/** The cookie value of a choice (`a1.m0`). */
export function formatConsent(choice: ConsentChoice): string {
  return `a${choice.analytics ? 1 : 0}.m${choice.marketing ? 1 : 0}`;
}

/** The choice in a Cookie header or `document.cookie` string; null when there is none. */
export function consentFromCookies(cookies: string | null | undefined): ConsentChoice | null {
  for (const part of (cookies ?? '').split(';')) {
    const eq = part.indexOf('=');
    if (eq < 0 || part.slice(0, eq).trim() !== consentCookie) continue;
    return parseConsent(part.slice(eq + 1).trim());
  }
  return null;
}

/** The `document.cookie` assignment that stores a choice (first-party, readable by the worker). */
export function consentCookieString(choice: ConsentChoice, secure: boolean): string {
  return `${consentCookie}=${formatConsent(choice)}; path=/; max-age=${consentMaxAgeSeconds}; samesite=lax${secure ? '; secure' : ''}`;
}

type Signal = 'granted' | 'denied';

/** Google Consent Mode v2 storage types. */
export interface ConsentModeSignals {
  ad_storage: Signal;
  ad_user_data: Signal;
  ad_personalization: Signal;
  analytics_storage: Signal;
}

/** Milliseconds tags wait for an update after the default (the banner decides on the page). */
export const consentWaitForUpdateMs = 500;

/** `gtag('consent', 'default', …)`: everything denied until the visitor chooses. */
export const consentModeDefault: ConsentModeSignals & { wait_for_update: number } = {
  ad_storage: 'denied',
  ad_user_data: 'denied',
  ad_personalization: 'denied',
  analytics_storage: 'denied',
  wait_for_update: consentWaitForUpdateMs,
};

/** `gtag('consent', 'update', …)` for a choice: marketing drives the three ad signals. */
export function consentModeUpdate(choice: ConsentChoice): ConsentModeSignals {
  const ads: Signal = choice.marketing ? 'granted' : 'denied';
  return {
    ad_storage: ads,
    ad_user_data: ads,
    ad_personalization: ads,
    analytics_storage: choice.analytics ? 'granted' : 'denied',
  };
}

/**
 * The head script that runs before anything else on the page: defines `gtag`, pushes the
 * Consent Mode default and, for a visitor who already chose, the update from the cookie.
 * Only constants and booleans go in, so the text is safe inside a script element.
 */
export function consentModeScript(choice: ConsentChoice | null): string {
  const lines = [
    'window.dataLayer=window.dataLayer||[];',
    'window.gtag=window.gtag||function(){window.dataLayer.push(arguments)};',
    `gtag('consent','default',${JSON.stringify(consentModeDefault)});`,
  ];
  if (choice) lines.push(`gtag('consent','update',${JSON.stringify(consentModeUpdate(choice))});`);
  return lines.join('');
}
