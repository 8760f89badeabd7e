/**
 * OpenID Connect relying party (SPEC §7): authorization code flow with PKCE S256, state and
 * nonce, scopes `openid profile email offline_access` with prompt=consent (refresh tokens).
 * oauth4webapi does the protocol steps; jose verifies the ID token signature and claims, and the
 * nonce is compared here (jwtVerify does not know about it).
 */
import * as oauth from 'oauth4webapi';
import { createRemoteJWKSet, errors as joseErrors, jwtVerify, type JWTPayload } from 'jose';
import type { AccountConfig } from './config';
import { timingSafeEqual } from './crypto';
import type { LoginAttempt } from './cookies';

export const scopes = 'openid profile email offline_access';

/** Algorithms accepted for ID tokens (never `none`, never HMAC with the client secret). */
const idTokenAlgorithms = ['RS256', 'PS256', 'ES256', 'EdDSA'];

const discoveryTtlMs = 60 * 60 * 1000;
const timeoutMs = 8000;

/** Why a login could not finish; `reason` picks the visitor's message, never carries secrets. */
export type LoginFailure = 'state' | 'nonce' | 'id_token' | 'provider' | 'denied' | 'expired';

export class LoginError extends Error {
  constructor(
    readonly reason: LoginFailure,
    detail: string,
  ) {
    super(detail);
    this.name = 'LoginError';
  }
}

interface Discovered {
  as: oauth.AuthorizationServer;
  jwks: ReturnType<typeof createRemoteJWKSet> | null;
  at: number;
}
const discovered = new Map<string, Discovered>();

function httpOptions(config: AccountConfig) {
  return {
    signal: () => AbortSignal.timeout(timeoutMs),
    ...(config.allowInsecure ? { [oauth.allowInsecureRequests]: true } : {}),
  };
}

function client(config: AccountConfig): oauth.Client {
  return { client_id: config.clientId };
}

function clientAuth(config: AccountConfig): oauth.ClientAuth {
  return config.clientSecret ? oauth.ClientSecretBasic(config.clientSecret) : oauth.None();
}

/** Provider metadata from discovery, cached per isolate for an hour. */
export async function authorizationServer(config: AccountConfig): Promise<Discovered> {
  const key = config.issuer.href;
  const hit = discovered.get(key);
  if (hit && Date.now() - hit.at < discoveryTtlMs) return hit;
  try {
    const response = await oauth.discoveryRequest(config.issuer, { ...httpOptions(config), algorithm: 'oidc' });
    const as = await oauth.processDiscoveryResponse(config.issuer, response);
    const jwks = as.jwks_uri ? createRemoteJWKSet(new URL(as.jwks_uri), { timeoutDuration: timeoutMs }) : null;
    const entry = { as, jwks, at: Date.now() };
    discovered.set(key, entry);
    return entry;
  } catch (error) {
    throw new LoginError('provider', `discovery failed: ${describe(error)}`);
  }
}

/** Forgets cached metadata (tests, or after the provider rotated its configuration). */
export function clearDiscovery(): void {
  discovered.clear();
}

function describe(error: unknown): string {
  if (error instanceof oauth.ResponseBodyError) return `${error.error}${error.status ? ` (${error.status})` : ''}`;
  if (error instanceof Error) return `${error.name}: ${error.message}`.slice(0, 300);
  return 'unknown error';
}

/** A new login attempt: the provider URL to send the browser to, and what to remember. */
export async function startLogin(config: AccountConfig, redirectUri: string, returnTo: string): Promise<{ url: URL; attempt: LoginAttempt }> {
  const { as } = await authorizationServer(config);
  if (!as.authorization_endpoint) throw new LoginError('provider', 'no authorization endpoint');
  const verifier = oauth.generateRandomCodeVerifier();
  const attempt: LoginAttempt = {
    state: oauth.generateRandomState(),
    nonce: oauth.generateRandomNonce(),
    verifier,
    redirectUri,
    returnTo,
  };
  const url = new URL(as.authorization_endpoint);
  url.searchParams.set('client_id', config.clientId);
  url.searchParams.set('redirect_uri', redirectUri);
  url.searchParams.set('response_type', 'code');
  url.searchParams.set('scope', scopes);
  // OIDC Core §11: offline_access is granted only with prompt=consent (a provider drops it
  // otherwise, and no refresh token comes: the session would end with its first access token).
  if (scopes.split(' ').includes('offline_access')) url.searchParams.set('prompt', 'consent');
  url.searchParams.set('code_challenge', await oauth.calculatePKCECodeChallenge(verifier));
  url.searchParams.set('code_challenge_method', 'S256');
  url.searchParams.set('state', attempt.state);
  url.searchParams.set('nonce', attempt.nonce);
  return { url, attempt };
}

export interface TokenSet {
  accessToken: string;
  /** Epoch ms. */
  accessExpiresAt: number;
  refreshToken: string | null;
  idToken: string | null;
  claims: JWTPayload & { sub: string; email?: unknown; email_verified?: unknown; given_name?: unknown; family_name?: unknown };
}

function expiresAt(response: oauth.TokenEndpointResponse): number {
  const seconds = typeof response.expires_in === 'number' && response.expires_in > 0 ? response.expires_in : 300;
  // Refresh early (a minute, or half the lifetime of a short token) so a page never renders
  // with a token about to lapse.
  return Date.now() + (seconds - Math.min(60, seconds / 2)) * 1000;
}

/** Verifies an ID token with the provider's keys: signature, issuer, audience, algorithm, expiry, nonce. */
export async function verifyIdToken(config: AccountConfig, idToken: string, expectedNonce: string | null): Promise<TokenSet['claims']> {
  const { as, jwks } = await authorizationServer(config);
  if (!jwks) throw new LoginError('provider', 'no jwks_uri');
  let payload: JWTPayload;
  try {
    ({ payload } = await jwtVerify(idToken, jwks, {
      issuer: as.issuer,
      audience: config.clientId,
      algorithms: idTokenAlgorithms,
      requiredClaims: ['sub', 'iat', 'exp'],
      clockTolerance: 30,
    }));
  } catch (error) {
    if (error instanceof joseErrors.JWTExpired) throw new LoginError('expired', 'id token expired');
    throw new LoginError('id_token', `id token rejected: ${describe(error)}`);
  }
  if (expectedNonce !== null) {
    const nonce = typeof payload.nonce === 'string' ? payload.nonce : '';
    if (!nonce || !timingSafeEqual(nonce, expectedNonce)) throw new LoginError('nonce', 'nonce mismatch');
  }
  if (typeof payload.sub !== 'string' || !payload.sub) throw new LoginError('id_token', 'no subject');
  return payload as TokenSet['claims'];
}

/**
 * The callback: checks the state against the attempt, exchanges the code with the PKCE
 * verifier, and verifies the ID token (including its nonce).
 */
export async function finishLogin(config: AccountConfig, attempt: LoginAttempt, callbackUrl: URL): Promise<TokenSet> {
  const { as } = await authorizationServer(config);
  let params: URLSearchParams;
  try {
    params = oauth.validateAuthResponse(as, client(config), callbackUrl.searchParams, attempt.state);
  } catch (error) {
    if (error instanceof oauth.AuthorizationResponseError) {
      throw new LoginError(error.error === 'access_denied' ? 'denied' : 'provider', `authorization error: ${error.error}`);
    }
    throw new LoginError('state', `authorization response rejected: ${describe(error)}`);
  }
  let response: oauth.TokenEndpointResponse;
  try {
    const raw = await oauth.authorizationCodeGrantRequest(as, client(config), clientAuth(config), params, attempt.redirectUri, attempt.verifier, httpOptions(config));
    response = await oauth.processAuthorizationCodeResponse(as, client(config), raw, { expectedNonce: attempt.nonce, requireIdToken: true });
  } catch (error) {
    // oauth4webapi checks the ID token's claims too; its refusals are the same refusals.
    if (error instanceof oauth.OperationProcessingError && /nonce/i.test(error.message)) throw new LoginError('nonce', 'nonce mismatch');
    if (error instanceof oauth.OperationProcessingError && error.code === oauth.JWT_TIMESTAMP_CHECK) throw new LoginError('expired', 'id token expired');
    if (error instanceof oauth.OperationProcessingError && /JWT|id_token/i.test(error.message)) {
      throw new LoginError('id_token', `id token rejected: ${describe(error)}`);
    }
    // invalid_grant: the code was already used, expired or was not issued for this verifier.
    if (error instanceof oauth.ResponseBodyError && error.error === 'invalid_grant') throw new LoginError('expired', `code refused: ${describe(error)}`);
    throw new LoginError('provider', `code exchange failed: ${describe(error)}`);
  }
  const idToken = response.id_token ?? null;
  if (!idToken) throw new LoginError('id_token', 'no id token');
  const claims = await verifyIdToken(config, idToken, attempt.nonce);
  return {
    accessToken: response.access_token,
    accessExpiresAt: expiresAt(response),
    refreshToken: response.refresh_token ?? null,
    idToken,
    claims,
  };
}

/** New tokens from a refresh token; throws LoginError when the provider refuses. */
export async function refreshTokens(config: AccountConfig, refreshToken: string, expectedSubject: string): Promise<Omit<TokenSet, 'claims'>> {
  const { as } = await authorizationServer(config);
  try {
    const raw = await oauth.refreshTokenGrantRequest(as, client(config), clientAuth(config), refreshToken, httpOptions(config));
    const response = await oauth.processRefreshTokenResponse(as, client(config), raw);
    let idToken: string | null = null;
    if (response.id_token) {
      const claims = await verifyIdToken(config, response.id_token, null);
      if (claims.sub !== expectedSubject) throw new LoginError('id_token', 'subject changed on refresh');
      idToken = response.id_token;
    }
    return {
      accessToken: response.access_token,
      accessExpiresAt: expiresAt(response),
      refreshToken: response.refresh_token ?? refreshToken,
      idToken,
    };
  } catch (error) {
    if (error instanceof LoginError) throw error;
    throw new LoginError('provider', `refresh failed: ${describe(error)}`);
  }
}

/** RP-initiated logout URL at the provider; null when it has no end-session endpoint. */
export async function endSessionUrl(config: AccountConfig, idToken: string | null, postLogoutRedirectUri: string): Promise<string | null> {
  let as: oauth.AuthorizationServer;
  try {
    ({ as } = await authorizationServer(config));
  } catch {
    return null;
  }
  if (!as.end_session_endpoint) return null;
  const url = new URL(as.end_session_endpoint);
  url.searchParams.set('client_id', config.clientId);
  url.searchParams.set('post_logout_redirect_uri', postLogoutRedirectUri);
  if (idToken) url.searchParams.set('id_token_hint', idToken);
  return url.toString();
}

/** Revokes a refresh token at the provider (best effort: logout never waits on it failing). */
export async function revokeToken(config: AccountConfig, token: string): Promise<void> {
  const { as } = await authorizationServer(config);
  if (!as.revocation_endpoint) return;
  const response = await oauth.revocationRequest(as, client(config), clientAuth(config), token, httpOptions(config));
  await oauth.processRevocationResponse(response);
}

/** The event a back-channel logout token must carry (OpenID Connect Back-Channel Logout 1.0). */
const backChannelLogoutEvent = 'http://schemas.openid.net/event/backchannel-logout';

export interface LogoutTokenClaims {
  sub: string | null;
  sid: string | null;
  /** Who issued it and its id: the pair a replay is recognised by. */
  issuer: string;
  jti: string;
  /** Until when (ms) the token could be accepted: its exp or iat + the accepted age, the earlier, plus the clock tolerance. */
  acceptableUntil: number;
}

/** Oldest logout token accepted, and the clock skew allowed (seconds). */
const logoutTokenMaxAge = 300;
const logoutTokenClockTolerance = 30;

/**
 * Verifies a back-channel logout token from the provider (§2.6): signature with the provider's
 * keys, issuer, audience, iat, jti, the logout event, `sub` and/or `sid`, and no `nonce`. Whether the
 * token was seen before is the caller's to ask (worker/account/logoutReplay.ts).
 */
export async function verifyLogoutToken(config: AccountConfig, token: string): Promise<LogoutTokenClaims> {
  const { as, jwks } = await authorizationServer(config);
  if (!jwks) throw new LoginError('provider', 'no jwks_uri');
  let payload: JWTPayload;
  try {
    ({ payload } = await jwtVerify(token, jwks, {
      issuer: as.issuer,
      audience: config.clientId,
      algorithms: idTokenAlgorithms,
      requiredClaims: ['iat', 'jti'],
      maxTokenAge: logoutTokenMaxAge,
      clockTolerance: logoutTokenClockTolerance,
    }));
  } catch (error) {
    throw new LoginError('id_token', `logout token rejected: ${describe(error)}`);
  }
  const events = payload.events;
  const event = events && typeof events === 'object' ? (events as Record<string, unknown>)[backChannelLogoutEvent] : undefined;
  if (!event || typeof event !== 'object') throw new LoginError('id_token', 'logout token without the logout event');
  if ('nonce' in payload) throw new LoginError('id_token', 'logout token with a nonce');
  const sub = typeof payload.sub === 'string' && payload.sub ? payload.sub : null;
  const sid = typeof payload.sid === 'string' && payload.sid ? payload.sid : null;
  if (!sub && !sid) throw new LoginError('id_token', 'logout token names no subject or session');
  const jti = typeof payload.jti === 'string' ? payload.jti : '';
  if (!jti || jti.length > 256) throw new LoginError('id_token', 'logout token without a usable jti');
  const lastAcceptable = Math.min(payload.iat! + logoutTokenMaxAge, typeof payload.exp === 'number' ? payload.exp : Infinity);
  return { sub, sid, issuer: as.issuer, jti, acceptableUntil: (lastAcceptable + logoutTokenClockTolerance) * 1000 };
}
