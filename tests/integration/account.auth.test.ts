// Sign-in (issue 6 §1): the authorization code flow with PKCE, state and nonce against a fake
// provider; the session cookie's attributes; refused callbacks (wrong state, wrong nonce,
// forged or replayed answers); open-redirect attempts on the return URL; admins and users/me
// failures logged out; refresh; logout; forged cookies. Sessions are server-side (issue 13):
// the cookie is an opaque id, so logout, revocation and back-channel logout end it at once.
// Real D1 in workerd.
import { env } from 'cloudflare:test';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cookieNames, seal, sessionRecord, type Session } from '../../worker/account/cookies';
import { safeReturnTo } from '../../worker/account/returnTo';
import { hostileReturnAddresses, safeReturnAddresses } from '../redirect-payloads';
import { call, FakeIdp, freshIp, keepCookies, login, newUser, setCookieLine, site, type Cookies } from './account.helpers';
import { letTimePass } from '../lib/time';

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
  it('creates an opaque __Host- session cookie (HttpOnly, Secure, SameSite=Lax) and returns to the same-site page', async () => {
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
    // Opaque: 256 random bits, nothing about the user or the tokens.
    const value = line.split(';')[0]!.split('=').slice(1).join('=');
    expect(value).toMatch(/^[A-Za-z0-9_-]{43}$/);
    for (const secret of [user.email, user.sub, ...idp.accessTokens.keys()]) expect(decodeURIComponent(value)).not.toContain(secret);
    // The stored record holds neither the id nor readable tokens.
    const row = await env.DB.prepare('SELECT id_hash, data FROM sessions WHERE subject = ?1').bind(user.sub).first<{ id_hash: string; data: string }>();
    expect(row).not.toBeNull();
    expect(row!.id_hash).not.toBe(value);
    for (const secret of [value, user.email, ...idp.accessTokens.keys()]) expect(row!.data).not.toContain(secret);
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
  const offSite = (location: string | null) => {
    expect(location).not.toBeNull();
    const target = new URL(location!, site);
    expect(target.origin).toBe(site);
    expect(location!.startsWith('//')).toBe(false);
    expect(location!.startsWith('/\\')).toBe(false);
  };

  it.each(hostileReturnAddresses.map((value) => [JSON.stringify(value).slice(0, 50), value]))(
    'never redirects off-site after login for returnTo=%s',
    async (_label, value) => {
      expect(safeReturnTo(value, site)).toMatch(/^\/(?!\/|\\)/);
      const { callback } = await login(idp, newUser(), { returnTo: value });
      expect(callback.status).toBe(302);
      offSite(callback.headers.get('location'));
    },
  );

  it('never redirects a signed-in visitor off-site from /login, whatever the return address', async () => {
    const { cookies } = await login(idp, newUser());
    let blocked = 0;
    for (const value of hostileReturnAddresses) {
      const res = await call(`/login?returnTo=${encodeURIComponent(value)}`, { cookies, ip: freshIp() });
      expect(res.status).toBe(302);
      offSite(res.headers.get('location'));
      if (res.headers.get('location') === '/') blocked++;
    }
    expect(blocked).toBe(hostileReturnAddresses.length);
  });

  it.each(['/..//evil.example/', '/.//evil.example/', '//evil.example/', '/%2e%2e//evil.example/', '/\\evil.example/'])(
    'never redirects off-site from a page path like %s',
    async (path) => {
      const res = await call(path);
      if (res.status >= 300 && res.status < 400) offSite(res.headers.get('location'));
      else expect([200, 404]).toContain(res.status);
    },
  );

  it.each(safeReturnAddresses)('keeps the same-site path %s', (value, expected) => {
    expect(safeReturnTo(value, site)).toBe(expected);
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

const lapse = () => letTimePass(700, 'the access token lapses');

function jsonHeaders(): Record<string, string> {
  return { 'content-type': 'application/json', origin: site, 'sec-fetch-site': 'same-origin' };
}

describe('session', () => {
  it('refreshes a lapsed access token with the refresh token on the next page load, server-side', async () => {
    const user = newUser({ firstName: 'Refresh' });
    const { cookies } = await login(idp, user, { tweaks: { accessExpiresIn: 1 } });
    // expires_in 1 s is due for a refresh after half a second.
    await lapse();
    const before = idp.tokenCalls;
    const res = await call('/', { cookies, headers: { 'sec-fetch-dest': 'document' } });
    expect(res.status).toBe(200);
    expect(idp.tokenCalls).toBe(before + 1);
    // The cookie does not change: the new tokens are stored server-side.
    expect(setCookieLine(res, cookieNames.session)).toBeUndefined();
    expect(await res.text()).toContain('Ciao Refresh');
    // The stored tokens are the new ones: no second refresh.
    await call('/', { cookies });
    expect(idp.tokenCalls).toBe(before + 1);
  });

  it('refreshes on the API path too', async () => {
    const { cookies } = await login(idp, newUser(), { tweaks: { accessExpiresIn: 1 } });
    await lapse();
    const before = idp.tokenCalls;
    const res = await call('/api/wishlist', { cookies });
    expect(res.status).toBe(200);
    expect(idp.tokenCalls).toBe(before + 1);
  });

  it('refreshes once when parallel requests find the token lapsed (rotating refresh tokens)', async () => {
    const { cookies } = await login(idp, newUser({ firstName: 'Parallel' }), { tweaks: { accessExpiresIn: 1 } });
    await lapse();
    const before = idp.tokenCalls;
    const responses = await Promise.all([call('/api/wishlist', { cookies }), call('/api/wishlist', { cookies }), call('/', { cookies })]);
    expect(responses.map((r) => r.status)).toEqual([200, 200, 200]);
    expect(idp.tokenCalls).toBe(before + 1);
    expect(await responses[2]!.text()).toContain('Ciao Parallel');
    expect(await (await call('/', { cookies })).text()).toContain('Ciao Parallel');
  });

  it('ends the session when the provider refuses the refresh token', async () => {
    const user = newUser();
    const { cookies } = await login(idp, user, { tweaks: { accessExpiresIn: 1 } });
    await lapse();
    idp.refreshTokens.clear();
    const res = await call('/', { cookies });
    expect(setCookieLine(res, cookieNames.session)).toMatch(/Max-Age=0/);
    expect(await res.text()).toContain('data-account="login"');
    // Ended for good: the same cookie from elsewhere is refused too.
    expect((await call('/api/wishlist', { cookies })).status).toBe(401);
  });

  it('ends every copy of the session when the user turns out to be an admin on refresh', async () => {
    const user = newUser();
    const { cookies } = await login(idp, user, { tweaks: { accessExpiresIn: 1 } });
    await lapse();
    user.usersMe = 'admin';
    expect(await (await call('/', { cookies })).text()).toContain('data-account="login"');
    const row = await env.DB.prepare('SELECT end_reason FROM sessions WHERE subject = ?1').bind(user.sub).first<{ end_reason: string }>();
    expect(row?.end_reason).toBe('admin');
    expect((await call('/api/wishlist', { cookies })).status).toBe(401);
  });

  it('works with provider tokens far larger than a cookie (JWT access, refresh and ID tokens)', async () => {
    const user = newUser({ firstName: 'Large' });
    const { callback, cookies } = await login(idp, user, { tweaks: { tokenPadding: 12_000 } });
    expect(callback.status).toBe(302);
    const line = setCookieLine(callback, cookieNames.session)!;
    expect(line.length).toBeLessThan(200);
    const stored = [...idp.accessTokens.keys()].at(-1)!;
    expect(stored.length).toBeGreaterThan(12_000);
    expect(await (await call('/', { cookies })).text()).toContain('Ciao Large');
    expect((await call('/api/wishlist', { cookies })).status).toBe(200);
  });

  it.each([
    ['garbage', 'not-a-jwe'],
    ['a JWE (the old stateless format)', 'eyJhbGciOiJkaXIiLCJlbmMiOiJBMjU2R0NNIn0..AAAAAAAAAAAAAAAA.AAAA.AAAAAAAAAAAAAAAAAAAAAA'],
    ['a well-formed id nobody issued', 'A'.repeat(43)],
    ['an oversized value', 'x'.repeat(5000)],
    ['control characters', '%00%0d%0aSet-Cookie:%20x=1'],
    ['SQL', "x' OR '1'='1"],
  ])('treats a forged session cookie (%s) as logged out and clears it, never 500', async (_label, value) => {
    const res = await call('/preferiti', { cookies: new Map([[cookieNames.session, value]]) });
    expect(res.status).toBe(200);
    expect(await res.text()).toContain('data-wishlist-view="logged-out"');
    expect(setCookieLine(res, cookieNames.session)).toMatch(/Max-Age=0/);
    const api = await call('/api/wishlist', { cookies: new Map([[cookieNames.session, value]]) });
    expect(api.status).toBe(401);
  });

  it('refuses a session sealed into the cookie the old way, even with the right secret', async () => {
    const session: Session = {
      sub: 'someone', contactId: 'c', user: { id: 'x', firstName: 'Eve', lastName: 'L', pictureUrl: null },
      accessToken: 'a', accessExpiresAt: Date.now() + 3_600_000, refreshToken: null, idToken: null, createdAt: Date.now(),
    };
    const sealed = await seal(sessionRecord, env.SESSION_SECRET, session);
    const res = await call('/', { cookies: new Map([[cookieNames.session, sealed]]) });
    expect(await res.text()).not.toContain('Ciao Eve');
  });
});

describe('sessions list', () => {
  it('lists the user’s sessions (this one marked), revokes another at once, and refuses strangers', async () => {
    const user = newUser({ firstName: 'Multi' });
    const phone = await login(idp, user, { cookies: new Map() });
    const laptop = await login(idp, user, { cookies: new Map() });
    const list = await call('/api/session/sessions', { cookies: laptop.cookies, headers: { 'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) Chrome/130.0' } });
    expect(list.status).toBe(200);
    expect(list.headers.get('cache-control')).toContain('no-store');
    const { sessions } = (await list.json()) as { sessions: Array<{ handle: string; current: boolean }> };
    expect(sessions).toHaveLength(2);
    expect(sessions.filter((s) => s.current)).toHaveLength(1);
    const other = sessions.find((s) => !s.current)!;
    // Someone else cannot end this user's session.
    const stranger = await login(idp, newUser(), { cookies: new Map() });
    expect((await call(`/api/session/sessions/${other.handle}/revoke`, { method: 'POST', cookies: stranger.cookies, headers: jsonHeaders(), body: '{}' })).status).toBe(404);
    expect((await call('/api/wishlist', { cookies: phone.cookies })).status).toBe(200);
    // The user can, and it is over at once.
    const revoke = await call(`/api/session/sessions/${other.handle}/revoke`, { method: 'POST', cookies: laptop.cookies, headers: jsonHeaders(), body: '{}' });
    expect(revoke.status).toBe(200);
    expect((await call('/api/wishlist', { cookies: phone.cookies })).status).toBe(401);
    expect((await call('/api/wishlist', { cookies: laptop.cookies })).status).toBe(200);
  });

  it('signs out all other devices and keeps this one', async () => {
    const user = newUser();
    const a = await login(idp, user, { cookies: new Map() });
    const b = await login(idp, user, { cookies: new Map() });
    const c = await login(idp, user, { cookies: new Map() });
    const res = await call('/api/session/revoke-others', { method: 'POST', cookies: c.cookies, headers: jsonHeaders(), body: '{}' });
    expect(await res.json()).toEqual({ ended: 2 });
    expect((await call('/api/wishlist', { cookies: a.cookies })).status).toBe(401);
    expect((await call('/api/wishlist', { cookies: b.cookies })).status).toBe(401);
    expect((await call('/api/wishlist', { cookies: c.cookies })).status).toBe(200);
  });

  it('answers 401 without a session, 404 for a malformed handle and 403 cross-site', async () => {
    expect((await call('/api/session/sessions')).status).toBe(401);
    const { cookies } = await login(idp, newUser());
    expect((await call('/api/session/sessions/..%2f..%2fx/revoke', { method: 'POST', cookies, headers: jsonHeaders(), body: '{}' })).status).toBe(404);
    const evil = await call('/api/session/revoke-others', {
      method: 'POST', cookies, headers: { ...jsonHeaders(), origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' }, body: '{}',
    });
    expect(evil.status).toBe(403);
  });
});

describe('back-channel logout', () => {
  const post = (token: string) =>
    call('/logout/backchannel', { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: `logout_token=${encodeURIComponent(token)}` });

  it('ends every session of the user when the provider says so (logout elsewhere, admin log-out, revocation)', async () => {
    const user = newUser();
    const a = await login(idp, user, { cookies: new Map() });
    const b = await login(idp, user, { cookies: new Map() });
    const bystander = await login(idp, newUser(), { cookies: new Map() });
    const res = await post(await idp.logoutToken({ sub: user.sub }));
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toContain('no-store');
    expect((await call('/api/wishlist', { cookies: a.cookies })).status).toBe(401);
    expect((await call('/api/wishlist', { cookies: b.cookies })).status).toBe(401);
    expect((await call('/api/wishlist', { cookies: bystander.cookies })).status).toBe(200);
  });

  it('ends the sessions of one provider session by sid', async () => {
    const user = newUser();
    const a = await login(idp, user, { cookies: new Map() });
    expect((await post(await idp.logoutToken({ sid: `sid-${user.sub}` }))).status).toBe(200);
    expect((await call('/api/wishlist', { cookies: a.cookies })).status).toBe(401);
  });

  it.each([
    ['signed with another key', { otherKey: true }],
    ['for another client', { aud: 'someone-else' }],
    ['without the logout event', { events: { 'urn:other': {} } }],
    ['with a nonce (an ID token, not a logout token)', { nonce: 'n' }],
    ['naming nobody', { sub: undefined }],
  ])('refuses a logout token %s and ends nothing', async (_label, tweak) => {
    const user = newUser();
    const a = await login(idp, user, { cookies: new Map() });
    const res = await post(await idp.logoutToken({ sub: user.sub, ...tweak }));
    expect(res.status).toBe(400);
    expect((await call('/api/wishlist', { cookies: a.cookies })).status).toBe(200);
  });

  it('refuses a missing or oversized token without reading it all', async () => {
    expect((await call('/logout/backchannel', { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: '' })).status).toBe(400);
    const huge = await call('/logout/backchannel', {
      method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: `logout_token=${'a'.repeat(2 * 1024 * 1024)}`,
    });
    expect(huge.status).toBe(413);
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
    // A copy of the cookie taken before logout is worthless afterwards (replay).
    const copied = new Map(cookies);
    keepCookies(cookies, res);
    expect(await (await call('/', { cookies })).text()).toContain('data-account="login"');
    expect((await call('/api/wishlist', { cookies: copied })).status).toBe(401);
    const replayed = await (await call('/', { cookies: copied })).text();
    expect(replayed).toContain('data-account="login"');
    expect(replayed).not.toContain('Ciao Tess');
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
