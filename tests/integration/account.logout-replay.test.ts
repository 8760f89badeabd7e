// Back-channel logout tokens are acted on once (issue 34 item 5; OpenID Connect Back-Channel
// Logout 1.0 §2.6): the same token posted again within its lifetime is a 400 and ends nothing,
// a token without a jti is refused, and the ids are kept in D1 (every isolate sees them) only
// until the token could no longer be accepted anyway. Fake provider: ./account.helpers.ts.
import { env } from 'cloudflare:test';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { claimLogoutToken } from '../../worker/account/logoutReplay';
import { call, FakeIdp, login, newUser } from './account.helpers';

const idp = new FakeIdp();
beforeAll(() => idp.start());
afterAll(() => idp.stop());

const post = (token: string) =>
  call('/logout/backchannel', { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: `logout_token=${encodeURIComponent(token)}` });

describe('back-channel logout replay', () => {
  it('a replayed logout token is refused with 400 and does not end the sessions opened since', async () => {
    const user = newUser();
    const first = await login(idp, user, { cookies: new Map() });
    const token = await idp.logoutToken({ sub: user.sub, exp: Math.floor(Date.now() / 1000) + 120 });
    expect((await post(token)).status).toBe(200);
    expect((await call('/api/wishlist', { cookies: first.cookies })).status).toBe(401);

    // The user signs in again; someone who saw the token posts it again.
    const again = await login(idp, user, { cookies: new Map() });
    const replay = await post(token);
    expect(replay.status).toBe(400);
    expect(replay.headers.get('cache-control')).toContain('no-store');
    expect(((await replay.json()) as { error: string }).error).toBe('invalid_request');
    expect((await call('/api/wishlist', { cookies: again.cookies })).status).toBe(200);

    // Remembered in D1 until the token's exp (plus the clock tolerance), not longer.
    const row = await env.DB.prepare('SELECT expires_at FROM logout_token_jtis WHERE jti = ?1')
      .bind(JSON.parse(atob(token.split('.')[1]!.replace(/-/g, '+').replace(/_/g, '/'))).jti)
      .first<{ expires_at: number }>();
    expect(row).not.toBeNull();
    expect(row!.expires_at).toBeGreaterThan(Date.now() + 100_000);
    expect(row!.expires_at).toBeLessThanOrEqual(Date.now() + 151_000);
  });

  it('another token of the same user is still acted on', async () => {
    const user = newUser();
    expect((await post(await idp.logoutToken({ sub: user.sub }))).status).toBe(200);
    const session = await login(idp, user, { cookies: new Map() });
    expect((await post(await idp.logoutToken({ sub: user.sub }))).status).toBe(200);
    expect((await call('/api/wishlist', { cookies: session.cookies })).status).toBe(401);
  });

  it('a logout token without a jti is refused and ends nothing', async () => {
    const user = newUser();
    const session = await login(idp, user, { cookies: new Map() });
    expect((await post(await idp.logoutToken({ sub: user.sub, jti: null }))).status).toBe(400);
    expect((await call('/api/wishlist', { cookies: session.cookies })).status).toBe(200);
  });

  it('ids past their time are pruned, and a claim is once only', async () => {
    const now = Date.now();
    expect(await claimLogoutToken(env.DB, 'https://idp.test', 'old-jti', now - 1, now - 60_000)).toBe(true);
    expect(await claimLogoutToken(env.DB, 'https://idp.test', 'new-jti', now + 60_000, now)).toBe(true);
    expect(await claimLogoutToken(env.DB, 'https://idp.test', 'new-jti', now + 60_000, now)).toBe(false);
    expect(await env.DB.prepare("SELECT COUNT(*) AS n FROM logout_token_jtis WHERE jti = 'old-jti'").first('n')).toBe(0);
  });
});
