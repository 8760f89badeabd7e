/**
 * The session middleware (after geolocation in worker/app.ts): finds the server-side session
 * named by the cookie's opaque id (worker/account/sessionStore.ts), refreshes the access token
 * with the refresh token when it lapsed (pages and API alike; one request at a time refreshes,
 * the others carry on), reloads the user data, and ends (SPEC §4, §8) the sessions of admins,
 * of users whose data cannot be loaded and those the provider no longer honours. A visitor who
 * proved an email with a one-time code is a guest owner.
 */
import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from '../context';
import { log } from '../log';
import { waitUntilOf } from '../waitUntil';
import { accountConfig, AccountConfigError, sessionSecret } from './config';
import { clearCookie, guestCookie, readCookie, readSessionId, sessionCookie, unseal, type Session } from './cookies';
import { LoginError, refreshTokens } from './oidc';
import { claimRefresh, endSession, readSession, releaseRefresh, saveRefreshed, touchSession, type ActiveSession } from './sessionStore';
import { fetchUsersMe } from './usersMe';

/** The signed-in user as pages and the flags see it (SPEC §3 "User data", §4 logged in). */
export interface SessionUser {
  loggedIn: true;
  id: string | number;
  firstName: string;
  lastName: string;
  pictureUrl: string | null;
}

/** Whose wishlist and alerts this request reads and writes. */
export interface Owner {
  kind: 'user' | 'guest';
  contactId: string;
}

export function userOf(session: Session): SessionUser {
  return { loggedIn: true, ...session.user };
}

let warnedMissingSecret = false;

type Refreshed = { kind: 'kept' } | { kind: 'renewed'; session: Session } | { kind: 'ended'; reason: 'refresh-failed' | 'admin' | 'user-data'; detail: string };

/** Refreshes a lapsed session: new tokens, fresh user data (admins and failures end it). */
export async function refreshSession(env: Env, session: Session): Promise<Refreshed> {
  if (!session.refreshToken) return { kind: 'ended', reason: 'refresh-failed', detail: 'no refresh token' };
  const config = accountConfig(env);
  let tokens: Awaited<ReturnType<typeof refreshTokens>>;
  try {
    tokens = await refreshTokens(config, session.refreshToken, session.sub);
  } catch (error) {
    // The provider being unreachable is not the user's fault: keep them in and retry later.
    if (error instanceof LoginError && error.reason === 'provider' && !/invalid_grant|invalid_client/.test(error.message)) {
      return { kind: 'kept' };
    }
    return { kind: 'ended', reason: 'refresh-failed', detail: error instanceof Error ? error.message : 'refresh failed' };
  }
  const me = await fetchUsersMe(config, tokens.accessToken);
  if (me.kind !== 'user') return { kind: 'ended', reason: me.kind === 'admin' ? 'admin' : 'user-data', detail: `users/me: ${me.kind}` };
  return {
    kind: 'renewed',
    session: {
      ...session,
      user: me.user,
      accessToken: tokens.accessToken,
      accessExpiresAt: tokens.accessExpiresAt,
      refreshToken: tokens.refreshToken,
      idToken: tokens.idToken ?? session.idToken,
    },
  };
}

/**
 * Refreshes a session whose access token lapsed, if this request wins the refresh lease.
 * Returns the session to use for this request, or null when it ended.
 */
async function refreshIfLapsed(env: Env, secret: string, active: ActiveSession, requestId: string): Promise<ActiveSession | null> {
  if (active.session.accessExpiresAt > Date.now()) return active;
  if (!(await claimRefresh(env.DB, active.handle))) return active;
  let refreshed: Refreshed;
  try {
    refreshed = await refreshSession(env, active.session);
  } catch (error) {
    log('warn', 'session refresh failed', { requestId, error: error instanceof Error ? error.name : 'unknown' });
    refreshed = { kind: 'kept' };
  }
  if (refreshed.kind === 'kept') {
    await releaseRefresh(env.DB, active.handle);
    return active;
  }
  if (refreshed.kind === 'ended') {
    log('info', 'session ended', { requestId, reason: refreshed.reason, detail: refreshed.detail.slice(0, 200) });
    await endSession(env.DB, active.handle, refreshed.reason);
    return null;
  }
  await saveRefreshed(env.DB, secret, active.handle, refreshed.session);
  return { handle: active.handle, session: refreshed.session };
}

export function session(): MiddlewareHandler<AppEnv> {
  return async function sessionMiddleware(c, next) {
    c.set('user', null);
    c.set('owner', null);
    c.set('session', null);
    let secret: string;
    try {
      secret = sessionSecret(c.env);
    } catch (error) {
      if (!warnedMissingSecret) {
        warnedMissingSecret = true;
        log('warn', 'sessions disabled', { error: error instanceof AccountConfigError ? error.message : 'bad config' });
      }
      return next();
    }

    const hadCookie = readCookie(c, sessionCookie) !== undefined;
    const id = readSessionId(c);
    let current = id ? await readSession(c.env.DB, secret, id) : null;
    if (current) {
      current = await refreshIfLapsed(c.env, secret, current, c.get('requestId'));
      if (current) {
        const touched = touchSession(c.env.DB, current.handle).catch((error: unknown) =>
          log('warn', 'session touch failed', { requestId: c.get('requestId'), error: error instanceof Error ? error.name : 'unknown' }),
        );
        waitUntilOf(c)?.(touched);
      }
    }

    if (current) {
      c.set('session', current);
      c.set('user', userOf(current.session));
      c.set('owner', { kind: 'user', contactId: current.session.contactId });
    }
    let clearGuest = false;
    if (!current) {
      const rawGuest = readCookie(c, guestCookie);
      const guest = await unseal(guestCookie, secret, rawGuest);
      if (guest) c.set('owner', { kind: 'guest', contactId: guest.contactId });
      else clearGuest = rawGuest !== undefined;
    }

    await next();

    if (clearGuest && c.get('owner') === null) clearCookie(c, guestCookie);
    // An unknown, ended or expired session's cookie goes (routes that log in set their own).
    if (hadCookie && !current && c.get('session') === null) clearCookie(c, sessionCookie);
  };
}
