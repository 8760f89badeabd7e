/**
 * Logout (SPEC §6): ends the session here (the server-side record ended, so a copied cookie is
 * worthless at once; cookie cleared; refresh token revoked) and at the identity provider
 * (RP-initiated logout, back to this site's home page).
 */
import { Hono, type Context } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { accountConfig } from '../../account/config';
import { clearCookie, guestCookie, sessionCookie } from '../../account/cookies';
import { claimLogoutToken, releaseLogoutToken } from '../../account/logoutReplay';
import { endSessionUrl, revokeToken, verifyLogoutToken } from '../../account/oidc';
import { endSession, endSessionsOf, endSessionsOfProviderSid } from '../../account/sessionStore';
import { requestOrigin, sameOrigin } from '../../account/request';
import type { AppEnv } from '../../context';
import { log } from '../../log';
import { redirect } from '../../redirect';

/** Clears the session and returns where the browser goes next (provider logout or home). */
export async function logout(c: Context<AppEnv>): Promise<string> {
  const active = c.get('session');
  const home = `${requestOrigin(c)}/`;
  clearCookie(c, sessionCookie);
  clearCookie(c, guestCookie);
  c.set('session', null);
  c.set('user', null);
  c.set('owner', null);
  if (!active) return home;
  const { session } = active;
  await endSession(c.env.DB, active.handle, 'logout');
  log('info', 'logout', { requestId: c.get('requestId') });
  try {
    const config = accountConfig(c.env);
    if (session.refreshToken) {
      const revoked = revokeToken(config, session.refreshToken).catch((error: unknown) =>
        log('warn', 'token revocation failed', { requestId: c.get('requestId'), error: error instanceof Error ? error.name : 'unknown' }),
      );
      try {
        c.executionCtx.waitUntil(revoked);
      } catch {
        await revoked;
      }
    }
    return (await endSessionUrl(config, session.idToken, home)) ?? home;
  } catch {
    return home;
  }
}

/** POST /logout: the no-JavaScript form of the header's logout button. */
export const logoutRoutes = new Hono<AppEnv>();
logoutRoutes.use('/logout', sameOrigin());
logoutRoutes.post('/logout', async (c) => {
  c.set('routeName', 'logout');
  c.header('Cache-Control', 'private, no-store');
  return redirect(c, await logout(c), 303);
});

/**
 * POST /logout/backchannel: OpenID Connect Back-Channel Logout 1.0. The provider posts a signed
 * logout token when a user logs out there, an admin ends their sessions or their tokens are
 * revoked; every session of that user (or of that provider session) ends at once. Server to
 * server, so no same-origin check: the token's signature is the authority.
 */
logoutRoutes.post(
  '/logout/backchannel',
  bodyLimit({ maxSize: 16 * 1024, onError: (c) => c.json({ error: 'invalid_request' }, 413) }),
  async (c) => {
    c.set('routeName', 'logout-backchannel');
    c.header('Cache-Control', 'no-store');
    let token: unknown;
    try {
      token = (await c.req.parseBody())['logout_token'];
    } catch {
      token = undefined;
    }
    if (typeof token !== 'string' || token.length === 0) return c.json({ error: 'invalid_request' }, 400);
    try {
      const claims = await verifyLogoutToken(accountConfig(c.env), token);
      // The same token posted again (by anyone who saw it) is refused, not acted on twice.
      if (!(await claimLogoutToken(c.env.DB, claims.issuer, claims.jti, claims.acceptableUntil))) {
        log('warn', 'back-channel logout refused', { requestId: c.get('requestId'), detail: 'replayed logout token' });
        return c.json({ error: 'invalid_request', error_description: 'logout token already used' }, 400);
      }
      let ended: number;
      try {
        ended = claims.sub
          ? await endSessionsOf(c.env.DB, claims.sub, 'provider-logout', { providerSid: claims.sid })
          : await endSessionsOfProviderSid(c.env.DB, claims.sid!, 'provider-logout');
      } catch (error) {
        await releaseLogoutToken(c.env.DB, claims.issuer, claims.jti);
        throw error;
      }
      log('info', 'back-channel logout', { requestId: c.get('requestId'), ended });
      return c.body(null, 200);
    } catch (error) {
      log('warn', 'back-channel logout refused', { requestId: c.get('requestId'), detail: error instanceof Error ? error.message.slice(0, 200) : 'error' });
      return c.json({ error: 'invalid_request' }, 400);
    }
  },
);
