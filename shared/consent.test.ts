import { describe, expect, it } from 'vitest';
import {
  acceptAll, consentCookie, consentCookieString, consentFromCookies, consentModeDefault, consentModeScript, consentModeUpdate,
  formatConsent, parseConsent, refuseAll,
} from './consent';

describe('consent cookie', () => {
  it('round-trips every choice', () => {
    for (const analytics of [true, false]) {
      for (const marketing of [true, false]) {
        const choice = { analytics, marketing };
        expect(parseConsent(formatConsent(choice))).toEqual(choice);
      }
    }
    expect(formatConsent({ analytics: true, marketing: false })).toBe('a1.m0');
  });

  it('reads the earlier all-or-nothing values and nothing else', () => {
    expect(parseConsent('granted')).toEqual(acceptAll);
    expect(parseConsent('denied')).toEqual(refuseAll);
    for (const bad of [undefined, null, '', 'a1', 'a2.m0', 'a1.m1 ', 'A1.M1', 'true', 'a1.m1.x']) expect(parseConsent(bad)).toBeNull();
  });

  it('finds the choice in a Cookie header, whatever surrounds it', () => {
    expect(consentFromCookies(`caravan_did=x; ${consentCookie}=a0.m1; other=1`)).toEqual({ analytics: false, marketing: true });
    expect(consentFromCookies(`x_caravan_consent=a1.m1`)).toBeNull();
    expect(consentFromCookies('')).toBeNull();
    expect(consentFromCookies(undefined)).toBeNull();
    expect(consentFromCookies(`${consentCookie}=bogus`)).toBeNull();
  });

  it('is a first-party, six-month, lax cookie (secure on https)', () => {
    const value = consentCookieString({ analytics: true, marketing: false }, true);
    expect(value).toBe(`${consentCookie}=a1.m0; path=/; max-age=15552000; samesite=lax; secure`);
    expect(consentCookieString(refuseAll, false)).not.toContain('secure');
  });
});

describe('Google Consent Mode v2 signals', () => {
  it('default denies the four v2 storage types and waits for the banner', () => {
    expect(consentModeDefault).toEqual({
      ad_storage: 'denied', ad_user_data: 'denied', ad_personalization: 'denied', analytics_storage: 'denied', wait_for_update: 500,
    });
  });

  it('maps analytics to analytics_storage and marketing to the three ad signals', () => {
    expect(consentModeUpdate({ analytics: true, marketing: false })).toEqual({
      ad_storage: 'denied', ad_user_data: 'denied', ad_personalization: 'denied', analytics_storage: 'granted',
    });
    expect(consentModeUpdate({ analytics: false, marketing: true })).toEqual({
      ad_storage: 'granted', ad_user_data: 'granted', ad_personalization: 'granted', analytics_storage: 'denied',
    });
  });

  /** Runs the head script against a fresh window and returns the dataLayer as arrays. */
  function run(script: string, existing?: unknown[]) {
    const window: { dataLayer?: unknown[]; gtag?: unknown } = existing ? { dataLayer: existing } : {};
    new Function('window', `with (window) { ${script} }`)(window);
    return (window.dataLayer ?? []).map((entry) => (Object.prototype.toString.call(entry) === '[object Arguments]' ? Array.from(entry as ArrayLike<unknown>) : entry));
  }

  it('the head script pushes the default first, as gtag arguments, then a stored choice', () => {
    expect(run(consentModeScript(null))).toEqual([['consent', 'default', consentModeDefault]]);
    expect(run(consentModeScript(acceptAll))).toEqual([
      ['consent', 'default', consentModeDefault],
      ['consent', 'update', consentModeUpdate(acceptAll)],
    ]);
  });

  it('keeps what is already in the dataLayer and cannot close its script element', () => {
    expect(run(consentModeScript(refuseAll), [{ event: 'x' }])[0]).toEqual({ event: 'x' });
    expect(consentModeScript(acceptAll)).not.toMatch(/<\/|<!--/);
  });
});
