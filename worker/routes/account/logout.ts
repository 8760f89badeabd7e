/**
 * Logout (SPEC §6): ends the session here (cookie cleared, refresh token revoked) and at the
 * identity provider (RP-initiated logout, back to this site's home page).
 */
import { Hono, type Context } from 'hono';
import { accountConfig } from '../../account/config';
import { clearCookie, guestCookie, sessionCookie } from '../../account/cookies';
import { endSessionUrl, revokeToken } from '../../account/oidc';
import { requestOrigin, sameOrigin } from '../../account/request';
import type { AppEnv } from '../../context';
import { log } from '../../log';

/** Clears the session and returns where the browser goes next (provider logout or home). */
export async function logout(c: Context<AppEnv>): Promise<string> {
  const session = c.get('session');
  const home = `${requestOrigin(c)}/`;
  clearCookie(c, sessionCookie);
  clearCookie(c, guestCookie);
  c.set('session', null);
  c.set('user', null);
  c.set('owner', null);
  if (!session) return home;
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
  return c.redirect(await logout(c), 303);
});
