import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { cookieNames, guestCookie, seal, type Session } from '../../worker/account/cookies';
import { createSession } from '../../worker/account/sessionStore';
import { get } from './helpers';

function nonceOf(res: Response): string {
  return /'nonce-([^']+)'/.exec(res.headers.get('content-security-policy') ?? '')![1]!;
}

function boot(html: string): { flags: { attributes: { deviceId?: string; id?: string; loggedIn?: boolean } } | null } {
  return JSON.parse(/<script id="__caravan" type="application\/json" nonce="[^"]+">(.*?)<\/script>/s.exec(html)![1]!);
}

describe('render micro-cache for anonymous visitors', () => {
  it('a repeated page gets its own nonce on every script and its own device in the boot data', async () => {
    const deviceA = '11111111-1111-4111-8111-111111111111';
    const deviceB = '22222222-2222-4222-8222-222222222222';
    const first = await get('fr', '/comment-ca-marche', { headers: { cookie: `caravan_did=${deviceA}` } });
    const firstHtml = await first.text();
    const second = await get('fr', '/comment-ca-marche', { headers: { cookie: `caravan_did=${deviceB}` } });
    const secondHtml = await second.text();
    expect(first.headers.get('x-render-cache')).toBe('miss');
    expect(second.headers.get('x-render-cache')).toBe('hit');
    const nonce = nonceOf(second);
    expect(nonce).not.toBe(nonceOf(first));
    // Every script the browser runs (module, JSON-LD, boot data) has the nonce; island props
    // are data blocks (never run, nothing for CSP to allow) and carry none.
    const tags = [...secondHtml.matchAll(/<script\b[^>]*>/g)].map((m) => m[0]);
    const scripts = tags.filter((tag) => !tag.includes('data-props'));
    expect(scripts.length).toBeGreaterThanOrEqual(2);
    for (const tag of scripts) expect(tag).toContain(`nonce="${nonce}"`);
    for (const tag of tags.filter((tag) => tag.includes('data-props'))) expect(tag).toBe('<script type="application/json" data-props="">');
    expect(secondHtml).not.toContain(nonceOf(first));
    const a = JSON.stringify(boot(firstHtml).flags?.attributes ?? {});
    const b = JSON.stringify(boot(secondHtml).flags?.attributes ?? {});
    expect(a).toContain(deviceA);
    expect(b).toContain(deviceB);
    expect(b).not.toContain(deviceA);
    // Same page otherwise.
    const strip = (html: string) => html.replace(/nonce="[^"]+"/g, '').replace(/<script id="__caravan".*?<\/script>/s, '');
    expect(strip(secondHtml)).toBe(strip(firstHtml));
  });

  it('signed-in or guest visitors never get a shared render', async () => {
    await get('fr', '/comment-ca-marche');
    const session: Session = {
      sub: 'someone', contactId: 'c', user: { id: 'x', firstName: 'Eve', lastName: 'L', pictureUrl: null },
      accessToken: 'a', accessExpiresAt: Date.now() + 3_600_000, refreshToken: null, idToken: null, createdAt: Date.now(),
    };
    const { id } = await createSession(env.DB, env.SESSION_SECRET, session);
    const signedIn = await get('fr', '/comment-ca-marche', { headers: { cookie: `${cookieNames.session}=${id}` } });
    expect(signedIn.headers.get('x-render-cache')).toBe('bypass');
    const signedInHtml = await signedIn.text();
    expect(signedInHtml).toContain('Eve');
    // The session ran before the flags: the page's flag attributes know the visitor is signed in.
    expect(boot(signedInHtml).flags?.attributes.loggedIn).toBe(true);
    const guest = await seal(guestCookie, env.SESSION_SECRET, { contactId: 'guest-1' });
    const asGuest = await get('fr', '/comment-ca-marche', { headers: { cookie: `${cookieNames.guest}=${guest}` } });
    expect(asGuest.headers.get('x-render-cache')).toBe('bypass');
  });

  it('keeps the headers of personal pages and never shares them', async () => {
    await get('it', '/preferiti');
    const again = await get('it', '/preferiti');
    expect(again.headers.get('x-render-cache')).toBe('bypass');
    expect(again.headers.get('cache-control')).toContain('no-store');
  });

  it('a different currency or query is a different page', async () => {
    const eur = await (await get('de', '/angebote')).text();
    const gbp = await (await get('de', '/angebote', { headers: { cookie: 'caravan_currency=GBP' } })).text();
    expect(gbp).toMatch(/£\d/);
    expect(eur).not.toMatch(/£\d/);
  });
});
