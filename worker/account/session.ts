/**
 * The session middleware (after geolocation in worker/app.ts): reads the encrypted session
 * cookie, refreshes the access token with the refresh token when it lapsed (page loads only,
 * so parallel API calls never race on a rotating refresh token), reloads the user data, and
 * logs out (SPEC §4, §8) admins, users whose data cannot be loaded and sessions the provider
 * no longer honours. A visitor who proved an email with a one-time code is a guest owner.
 */
import type { Context, MiddlewareHandler } from 'hono';
import type { AppEnv } from '../context';
import { log } from '../log';
import { accountConfig, AccountConfigError, sessionSecret } from './config';
import { clearCookie, guestCookie, readCookie, sessionCookie, unseal, writeCookie, type Session } from './cookies';
import { LoginError, refreshTokens } from './oidc';
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

declare module 'hono' {
  interface ContextVariableMap {
    /** Signed-in user, or null (worker/account/session.ts). */
    user: SessionUser | null;
    /** Owner of wishlist rows and alerts: a signed-in user or a guest with a proven email. */
    owner: Owner | null;
    /** The decrypted session (tokens included): server-side only, never rendered. */
    session: Session | null;
  }
}

export function userOf(session: Session): SessionUser {
  return { loggedIn: true, ...session.user };
}

function isPageLoad(c: Context<AppEnv>): boolean {
  if (c.req.method !== 'GET') return false;
  const path = c.req.path;
  if (path.startsWith('/api/') || path.startsWith('/__') || path.startsWith('/login')) return false;
  const dest = c.req.header('sec-fetch-dest');
  return dest === undefined || dest === 'document';
}

let warnedMissingSecret = false;

type Refreshed = { kind: 'kept' } | { kind: 'renewed'; session: Session } | { kind: 'ended'; reason: string };

/** Refreshes a lapsed session: new tokens, fresh user data (admins and failures end it). */
export async function refreshSession(env: Env, session: Session): Promise<Refreshed> {
  if (!session.refreshToken) return { kind: 'ended', reason: 'no refresh token' };
  const config = accountConfig(env);
  let tokens: Awaited<ReturnType<typeof refreshTokens>>;
  try {
    tokens = await refreshTokens(config, session.refreshToken, session.sub);
  } catch (error) {
    // The provider being unreachable is not the user's fault: keep them in and retry later.
    if (error instanceof LoginError && error.reason === 'provider' && !/invalid_grant|invalid_client/.test(error.message)) {
      return { kind: 'kept' };
    }
    return { kind: 'ended', reason: error instanceof Error ? error.message : 'refresh failed' };
  }
  const me = await fetchUsersMe(config, tokens.accessToken);
  if (me.kind !== 'user') return { kind: 'ended', reason: `users/me: ${me.kind}` };
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

    const rawSession = readCookie(c, sessionCookie);
    let current = await unseal(sessionCookie, secret, rawSession);
    let write: 'none' | 'set' | 'clear' = rawSession && !current ? 'clear' : 'none';

    if (current && current.accessExpiresAt <= Date.now() && isPageLoad(c)) {
      try {
        const refreshed = await refreshSession(c.env, current);
        if (refreshed.kind === 'renewed') {
          current = refreshed.session;
          write = 'set';
        } else if (refreshed.kind === 'ended') {
          log('info', 'session ended', { requestId: c.get('requestId'), reason: refreshed.reason.slice(0, 200) });
          current = null;
          write = 'clear';
        }
      } catch (error) {
        log('warn', 'session refresh failed', { requestId: c.get('requestId'), error: error instanceof Error ? error.name : 'unknown' });
      }
    }

    if (current) {
      c.set('session', current);
      c.set('user', userOf(current));
      c.set('owner', { kind: 'user', contactId: current.contactId });
      c.get('flags')?.updateAttributes({ loggedIn: true });
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

    // Routes that log in or out manage the cookie themselves.
    if (c.get('session') !== current) return;
    if (write === 'set' && current) await writeCookie(c, sessionCookie, secret, current);
    else if (write === 'clear') clearCookie(c, sessionCookie);
  };
}
