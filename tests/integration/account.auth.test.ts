// Sign-in (issue 6 §1): the authorization code flow with PKCE, state and nonce against a fake
// provider; the session cookie's attributes; refused callbacks (wrong state, wrong nonce,
// forged or replayed answers); open-redirect attempts on the return URL; admins and users/me
// failures logged out; refresh; logout; forged cookies. Real D1 in workerd.
import { env } from 'cloudflare:test';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cookieNames, seal, sessionCookie, type Session } from '../../worker/account/cookies';
import { safeReturnTo } from '../../worker/account/returnTo';
import { call, FakeIdp, freshIp, keepCookies, login, newUser, setCookieLine, site, type Cookies } from './account.helpers';

const idp = new FakeIdp();
beforeAll(() => idp.start());
afterAll(() => idp.stop());

function outcome(html: string): string | null {
  return /data-login-outcome="([^"]+)"/.exec(html)?.[1] ?? null;
}

describe('login start', () => {
  it('redirects to the provider with PKCE S256, state, nonce and the scopes, and binds them to a login cookie', async () => {
    const res = await call('/login?returnTo=%2Fpreferiti', { ip: freshIp() });
    expect(res.status).toBe(302);
    const url = new URL(res.headers.get('location')!);
    expect(url.origin + url.pathname).toBe(`${new URL(env.OIDC_ISSUER).origin}/auth`);
    expect(url.searchParams.get('response_type')).toBe('code');
    expect(url.searchParams.get('client_id')).toBe(env.OIDC_CLIENT_ID);
    expect(url.searchParams.get('code_challenge_method')).toBe('S256');
    expect(url.searchParams.get('code_challenge')).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(url.searchParams.get('state')!.length).toBeGreaterThanOrEqual(32);
    expect(url.searchParams.get('nonce')!.length).toBeGreaterThanOrEqual(32);
    expect(url.searchParams.get('scope')!.split(' ').sort()).toEqual(['email', 'offline_access', 'openid', 'profile']);
    expect(url.searchParams.get('redirect_uri')).toBe(`${site}/login/redirect`);
    const cookie = setCookieLine(res, cookieNames.login)!;
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/Secure/);
    expect(cookie).toMatch(/SameSite=Lax/);
    expect(cookie).toMatch(/Path=\//);
    expect(cookie).not.toMatch(/Domain=/i);
    // The verifier, state and nonce are encrypted, not readable in the cookie.
    expect(decodeURIComponent(cookie)).not.toContain(url.searchParams.get('state')!);
    expect(res.headers.get('cache-control')).toBe('private, no-store');
  });

  it('each attempt gets its own state, nonce and verifier', async () => {
    const a = new URL((await call('/login', { ip: freshIp() })).headers.get('location')!);
    const b = new URL((await call('/login', { ip: freshIp() })).headers.get('location')!);
    for (const key of ['state', 'nonce', 'code_challenge']) expect(a.searchParams.get(key)).not.toBe(b.searchParams.get(key));
  });
});

describe('callback', () => {
  it('creates an encrypted __Host- session cookie (HttpOnly, Secure, SameSite=Lax) and returns to the same-site page', async () => {
    const user = newUser({ firstName: 'Giulia' });
    const { callback, cookies } = await login(idp, user, { returnTo: '/preferiti?x=1' });
    expect(callback.status).toBe(302);
    expect(callback.headers.get('location')).toBe('/preferiti?x=1');
    const line = setCookieLine(callback, cookieNames.session)!;
    expect(line).toBeDefined();
    expect(line.startsWith('__Host-caravan_session=')).toBe(true);
    expect(line).toMatch(/; HttpOnly/);
    expect(line).toMatch(/; Secure/);
    expect(line).toMatch(/; SameSite=Lax/);
    expect(line).toMatch(/; Path=\//);
    expect(line).not.toMatch(/Domain=/i);
    // Encrypted: neither the email, the subject nor a token is readable.
    const value = line.split(';')[0]!.split('=').slice(1).join('=');
    expect(value.split('.')).toHaveLength(5); // compact JWE
    for (const secret of [user.email, user.sub, ...idp.accessTokens.keys()]) expect(decodeURIComponent(value)).not.toContain(secret);
    // The login attempt is single use: its cookie is cleared.
    expect(setCookieLine(callback, cookieNames.login)).toMatch(/Max-Age=0/);
    // The header shows the user's menu.
    const home = await call('/', { cookies });
    const html = await home.text();
    expect(html).toContain('data-account="user"');
    expect(html).toContain('Ciao Giulia');
    expect(html).not.toContain(user.email);
  });

  it('refuses a callback whose state does not match the attempt', async () => {
    const { callback, cookies } = await login(idp, newUser(), { tamper: (url) => url.searchParams.set('state', 'x'.repeat(43)) });
    expect(callback.status).toBe(400);
    expect(outcome(await callback.text())).toBe('state');
    expect(cookies.has(cookieNames.session)).toBe(false);
    expect(idp.tokenCalls).toBeGreaterThan(0); // earlier tests exchanged codes; this one must not have
  });

  it('never exchanges the code when the state is wrong', async () => {
    const before = idp.tokenCalls;
    await login(idp, newUser(), { tamper: (url) => url.searchParams.set('state', 'forged') });
    expect(idp.tokenCalls).toBe(before);
  });

  it('refuses an ID token whose nonce is not the attempt’s', async () => {
    const { callback, cookies } = await login(idp, newUser(), { tweaks: { nonce: 'a-nonce-from-another-login-attempt-0123' } });
    expect(callback.status).toBe(400);
    expect(outcome(await callback.text())).toBe('nonce');
    expect(cookies.has(cookieNames.session)).toBe(false);
  });

  it.each([
    ['another issuer', { iss: 'https://evil.example' }, 'id_token'],
    ['another audience', { aud: 'someone-else' }, 'id_token'],
    ['an expired token', { expiresIn: -120 }, 'expired'],
    ['a signature by another key', { signWithOtherKey: true }, 'id_token'],
    ['alg none', { alg: 'none' as const }, 'id_token'],
  ])('refuses an ID token with %s', async (_label, tweaks, expected) => {
    const { callback, cookies } = await login(idp, newUser(), { tweaks });
    expect(callback.status).toBe(400);
    expect(outcome(await callback.text())).toBe(expected);
    expect(cookies.has(cookieNames.session)).toBe(false);
  });

  it('refuses a callback without the login cookie (forged, or from another browser)', async () => {
    const { callback, cookies } = await login(idp, newUser(), { tamper: (_url, jar) => jar.delete(cookieNames.login) });
    expect(callback.status).toBe(400);
    expect(outcome(await callback.text())).toBe('missing');
    expect(cookies.has(cookieNames.session)).toBe(false);
  });

  it('refuses a replayed callback (same code and state again)', async () => {
    const user = newUser();
    let replay: { url: URL; cookies: Cookies } | null = null;
    const first = await login(idp, user, {
      tamper: (url, jar) => {
        replay = { url: new URL(url), cookies: new Map(jar) };
      },
    });
    expect(first.callback.status).toBe(302);
    const again = await call(replay!.url.toString(), { cookies: replay!.cookies, ip: freshIp() });
    expect(again.status).toBeGreaterThanOrEqual(400);
    expect(again.status).toBeLessThan(500);
    expect(setCookieLine(again, cookieNames.session)).toBeUndefined();
  });

  it('shows the provider’s refusal (access denied) without a session', async () => {
    const { callback } = await login(idp, newUser(), {
      tamper: (url) => {
        url.searchParams.delete('code');
        url.searchParams.set('error', 'access_denied');
      },
    });
    expect(callback.status).toBe(400);
    expect(outcome(await callback.text())).toBe('denied');
  });

  it('answers 503 with a clear page when the provider cannot be reached', async () => {
    const res = await call('/login', { ip: freshIp(), vars: { OIDC_ISSUER: 'http://127.0.0.1:1' } });
    expect(res.status).toBe(503);
    expect(await res.text()).toContain('data-login-outcome="unavailable"');
  });
});

describe('return URL', () => {
  const hostile = [
    'https://evil.example/', '//evil.example/', '/\\evil.example', '\\\\evil.example', 'javascript:alert(1)',
    '/%09/evil.example', ' //evil.example', '/\t/evil.example', 'http:evil.example', '/login', '/login/redirect?code=x',
    `${'/a'.repeat(600)}`,
  ];

  it.each(hostile)('never redirects off-site for returnTo=%s', async (value) => {
    expect(safeReturnTo(value, site)).toMatch(/^\/(?!\/|\\)/);
    const { callback } = await login(idp, newUser(), { returnTo: value });
    expect(callback.status).toBe(302);
    const location = callback.headers.get('location')!;
    expect(location.startsWith('/')).toBe(true);
    expect(location.startsWith('//')).toBe(false);
    expect(new URL(location, site).origin).toBe(site);
  });

  it('keeps a same-site path with its query', () => {
    expect(safeReturnTo('/viaggi/islanda?x=1#top', site)).toBe('/viaggi/islanda?x=1#top');
  });
});

describe('users/me outcomes', () => {
  it('logs an admin out: no session, provider logout in 3 seconds', async () => {
    const { callback, cookies } = await login(idp, newUser({ usersMe: 'admin' }));
    expect(callback.status).toBe(200);
    const html = await callback.text();
    expect(html).toContain('data-island="LogoutCountdown"');
    expect(html).toContain('/session/end');
    expect(cookies.has(cookieNames.session)).toBe(false);
    expect(idp.revoked.length).toBeGreaterThan(0);
  });

  it('sends USER_PRIVACY_POLICY_ERROR with a user id to the account communications page', async () => {
    const { callback, cookies } = await login(idp, newUser({ usersMe: 'privacy' }));
    expect(callback.status).toBe(302);
    expect(callback.headers.get('location')).toBe(`${env.ACCOUNT_BASE_URL}/communications?lang=it`);
    expect(cookies.has(cookieNames.session)).toBe(false);
  });

  it('logs out after 3 seconds on USER_PRIVACY_POLICY_ERROR without a user id', async () => {
    const { callback, cookies } = await login(idp, newUser({ usersMe: 'privacy-no-user' }));
    const html = await callback.text();
    expect(html).toContain('data-login-outcome="logout-notice"');
    expect(html).toMatch(/&quot;seconds&quot;:3|"seconds":3/);
    expect(cookies.has(cookieNames.session)).toBe(false);
  });

  it('logs out on any other users/me failure', async () => {
    const { callback, cookies } = await login(idp, newUser({ usersMe: 'broken' }));
    expect(callback.status).toBe(200);
    expect(await callback.text()).toContain('data-login-outcome="logout-notice"');
    expect(cookies.has(cookieNames.session)).toBe(false);
  });
});

describe('session', () => {
  it('refreshes a lapsed access token with the refresh token on the next page load', async () => {
    const user = newUser({ firstName: 'Refresh' });
    const { cookies } = await login(idp, user, { tweaks: { accessExpiresIn: 1 } });
    // expires_in 1 s is due for a refresh after half a second.
    await new Promise((resolve) => setTimeout(resolve, 700));
    const before = idp.tokenCalls;
    const res = await call('/', { cookies, headers: { 'sec-fetch-dest': 'document' } });
    expect(res.status).toBe(200);
    expect(idp.tokenCalls).toBe(before + 1);
    expect(setCookieLine(res, cookieNames.session)).toMatch(/HttpOnly/);
    expect(await res.text()).toContain('Ciao Refresh');
  });

  it('ends the session when the provider refuses the refresh token', async () => {
    const user = newUser();
    const { cookies } = await login(idp, user, { tweaks: { accessExpiresIn: 1 } });
    await new Promise((resolve) => setTimeout(resolve, 700));
    idp.refreshTokens.clear();
    const res = await call('/', { cookies });
    expect(setCookieLine(res, cookieNames.session)).toMatch(/Max-Age=0/);
    expect(await res.text()).toContain('data-account="login"');
  });

  it.each([
    ['garbage', 'not-a-jwe'],
    ['a JWE made with another key', 'eyJhbGciOiJkaXIiLCJlbmMiOiJBMjU2R0NNIn0..AAAAAAAAAAAAAAAA.AAAA.AAAAAAAAAAAAAAAAAAAAAA'],
    ['an oversized value', 'x'.repeat(5000)],
    ['control characters', '%00%0d%0aSet-Cookie:%20x=1'],
  ])('treats a forged session cookie (%s) as logged out, never 500', async (_label, value) => {
    const res = await call('/preferiti', { cookies: new Map([[cookieNames.session, value]]) });
    expect(res.status).toBe(200);
    expect(await res.text()).toContain('data-wishlist-view="logged-out"');
    const api = await call('/api/wishlist', { cookies: new Map([[cookieNames.session, value]]) });
    expect(api.status).toBe(401);
  });

  it('refuses a session sealed with another secret', async () => {
    const session: Session = {
      sub: 'someone', contactId: 'c', user: { id: 'x', firstName: 'Eve', lastName: 'L', pictureUrl: null },
      accessToken: 'a', accessExpiresAt: Date.now() + 3_600_000, refreshToken: null, idToken: null, createdAt: Date.now(),
    };
    const forged = await seal(sessionCookie, 'another-secret-another-secret-another-secret', session);
    const res = await call('/', { cookies: new Map([[cookieNames.session, forged]]) });
    expect(await res.text()).not.toContain('Ciao Eve');
    const accepted = await seal(sessionCookie, env.SESSION_SECRET, session);
    expect(await (await call('/', { cookies: new Map([[cookieNames.session, accepted]]) })).text()).toContain('Ciao Eve');
  });
});

describe('logout', () => {
  it('ends the session here and at the provider (revocation + end-session redirect)', async () => {
    const { cookies } = await login(idp, newUser());
    const refresh = [...idp.refreshTokens.keys()].at(-1)!;
    const res = await call('/api/session/logout', {
      method: 'POST', cookies,
      headers: { 'content-type': 'application/json', origin: site, 'sec-fetch-site': 'same-origin' }, body: '{}',
    });
    expect(res.status).toBe(200);
    const { redirectTo } = (await res.json()) as { redirectTo: string };
    const end = new URL(redirectTo);
    expect(end.pathname).toBe('/session/end');
    expect(end.searchParams.get('post_logout_redirect_uri')).toBe(`${site}/`);
    expect(end.searchParams.get('id_token_hint')).toBeTruthy();
    expect(setCookieLine(res, cookieNames.session)).toMatch(/Max-Age=0/);
    expect(idp.revoked).toContain(refresh);
    keepCookies(cookies, res);
    expect(await (await call('/', { cookies })).text()).toContain('data-account="login"');
  });

  it('the form logout refuses a cross-site post (CSRF) and accepts a same-origin one', async () => {
    const { cookies } = await login(idp, newUser());
    const evil = await call('/logout', {
      method: 'POST', cookies,
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' }, body: '',
    });
    expect(evil.status).toBe(403);
    expect(setCookieLine(evil, cookieNames.session)).toBeUndefined();
    const ok = await call('/logout', {
      method: 'POST', cookies,
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: site, 'sec-fetch-site': 'same-origin' }, body: '',
    });
    expect(ok.status).toBe(303);
    expect(ok.headers.get('location')).toContain('/session/end');
  });
});
