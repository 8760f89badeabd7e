// Shared by the account integration tests: the worker app with real D1 in workerd, cookie
// handling, and a fake OpenID provider answering the worker's outbound calls (discovery,
// JWKS, token, users/me, revocation) with ID tokens signed by a key made here. Tests can
// make the provider misbehave (wrong nonce, issuer, audience, expired token, admin user…).
import { createExecutionContext, env, waitOnExecutionContext } from 'cloudflare:test';
import { exportJWK, generateKeyPair, SignJWT, type JWK } from 'jose';
import { vi } from 'vitest';
import { createApp } from '../../worker/app';
import { clearDiscovery } from '../../worker/account/oidc';

export const app = createApp();
export const issuer = new URL(env.OIDC_ISSUER).origin;
export const clientId = env.OIDC_CLIENT_ID;
export const site = 'http://it.localhost';

export type Cookies = Map<string, string>;

let ipCounter = 1;
/** A fresh client IP per test, so the per-IP rate limits of one test never hit another. */
export function freshIp(): string {
  ipCounter++;
  return `10.${(ipCounter >> 16) & 255}.${(ipCounter >> 8) & 255}.${ipCounter & 255}`;
}

export interface CallOptions extends RequestInit {
  cookies?: Cookies;
  ip?: string;
  vars?: Partial<Env>;
}

/** A request through the whole worker (middleware, routes) with its own execution context. */
export async function call(path: string, options: CallOptions = {}): Promise<Response> {
  const { cookies, ip, vars, headers, ...init } = options;
  const h = new Headers(headers);
  if (cookies?.size) h.set('cookie', [...cookies].map(([k, v]) => `${k}=${v}`).join('; '));
  if (ip) h.set('cf-connecting-ip', ip);
  const ctx = createExecutionContext();
  const url = path.startsWith('http') ? path : `${site}${path}`;
  const response = await app.request(url, { redirect: 'manual', ...init, headers: h }, { ...env, ...vars }, ctx);
  // Read as a browser would before the background work is awaited: a page's copy is stored once
  // the page has streamed to its reader, so waiting first held every anonymous page 30 s.
  const body = response.body ? await response.arrayBuffer() : null;
  await waitOnExecutionContext(ctx);
  return new Response(nullBodyStatuses.has(response.status) ? null : body, response);
}

/** Statuses a Response may not carry a body with. */
const nullBodyStatuses = new Set([101, 204, 205, 304]);

/** JSON request from this site's own pages (same-origin headers, as a browser sends them). */
export function json(path: string, method: string, body: unknown, options: CallOptions = {}): Promise<Response> {
  const headers = new Headers(options.headers);
  headers.set('content-type', 'application/json');
  if (!headers.has('origin')) headers.set('origin', site);
  if (!headers.has('sec-fetch-site')) headers.set('sec-fetch-site', 'same-origin');
  return call(path, { ...options, method, headers, body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body) });
}

/** Applies a response's Set-Cookie headers to a jar (Max-Age=0 removes). */
export function keepCookies(jar: Cookies, response: Response): Cookies {
  for (const line of response.headers.getSetCookie()) {
    const [pair] = line.split(';');
    const index = pair!.indexOf('=');
    const name = pair!.slice(0, index).trim();
    const value = pair!.slice(index + 1).trim();
    if (/max-age=0/i.test(line) || value === '') jar.delete(name);
    else jar.set(name, value);
  }
  return jar;
}

export function setCookieLine(response: Response, name: string): string | undefined {
  return response.headers.getSetCookie().find((line) => line.startsWith(`${name}=`));
}

// ---------------------------------------------------------------------------------------
// The fake OpenID provider.

export type UsersMeBehaviour = 'user' | 'admin' | 'privacy' | 'privacy-no-user' | 'broken';

export interface FakeUser {
  sub: string;
  email: string;
  firstName: string;
  usersMe?: UsersMeBehaviour;
}

/** How the next ID token is made (to test what the worker refuses). */
export interface TokenTweaks {
  nonce?: string;
  iss?: string;
  aud?: string;
  expiresIn?: number;
  alg?: 'none';
  signWithOtherKey?: boolean;
  accessExpiresIn?: number;
  /** Issue JWT access and refresh tokens with this many bytes of extra claims (large real-world tokens). */
  tokenPadding?: number;
}

interface PendingCode {
  user: FakeUser;
  nonce: string;
  challenge: string;
  redirectUri: string;
  tweaks: TokenTweaks;
}

function b64url(bytes: ArrayBuffer): string {
  let s = '';
  for (const b of new Uint8Array(bytes)) s += String.fromCharCode(b);
  return btoa(s).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

export class FakeIdp {
  readonly codes = new Map<string, PendingCode>();
  readonly accessTokens = new Map<string, FakeUser>();
  readonly refreshTokens = new Map<string, FakeUser>();
  readonly revoked: string[] = [];
  tokenCalls = 0;
  private key!: CryptoKey;
  private otherKey!: CryptoKey;
  private jwk!: JWK;
  private original = globalThis.fetch;

  async start(): Promise<void> {
    const pair = await generateKeyPair('RS256', { extractable: true });
    this.key = pair.privateKey;
    this.otherKey = (await generateKeyPair('RS256')).privateKey;
    this.jwk = { ...(await exportJWK(pair.publicKey)), kid: 'test-1', alg: 'RS256', use: 'sig' };
    clearDiscovery();
    this.original = globalThis.fetch;
    vi.spyOn(globalThis, 'fetch').mockImplementation((input, init) => this.handle(new Request(input as RequestInfo, init)));
  }

  stop(): void {
    vi.restoreAllMocks();
    clearDiscovery();
  }

  private async idToken(user: FakeUser, nonce: string, tweaks: TokenTweaks): Promise<string> {
    const now = Math.floor(Date.now() / 1000);
    const claims: Record<string, unknown> = { nonce: tweaks.nonce ?? nonce, email: user.email, email_verified: true, given_name: user.firstName, sid: `sid-${user.sub}` };
    if (tweaks.tokenPadding) claims.groups = Array.from({ length: Math.ceil(tweaks.tokenPadding / 40) }, (_, i) => `group-${i}-${crypto.randomUUID()}`);
    if (tweaks.alg === 'none') {
      const enc = (o: unknown) => btoa(JSON.stringify(o)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
      return `${enc({ alg: 'none' })}.${enc({ ...claims, sub: user.sub, iss: tweaks.iss ?? issuer, aud: tweaks.aud ?? clientId, iat: now, exp: now + 300 })}.`;
    }
    return new SignJWT(claims)
      .setProtectedHeader({ alg: 'RS256', kid: 'test-1' })
      .setSubject(user.sub)
      .setIssuer(tweaks.iss ?? issuer)
      .setAudience(tweaks.aud ?? clientId)
      .setIssuedAt(now - (tweaks.expiresIn !== undefined && tweaks.expiresIn < 0 ? 600 : 0))
      .setExpirationTime(now + (tweaks.expiresIn ?? 300))
      .sign(tweaks.signWithOtherKey ? this.otherKey : this.key);
  }

  /** An opaque token, or a signed JWT padded with claims when the tweaks ask for large tokens. */
  private async token(user: FakeUser, kind: 'access' | 'refresh', tweaks: TokenTweaks): Promise<string> {
    if (!tweaks.tokenPadding) return crypto.randomUUID();
    const groups = Array.from({ length: Math.ceil(tweaks.tokenPadding / 40) }, (_, i) => `group-${i}-${crypto.randomUUID()}`);
    return new SignJWT({ kind, jti: crypto.randomUUID(), groups })
      .setProtectedHeader({ alg: 'RS256', kid: 'test-1' })
      .setSubject(user.sub)
      .setIssuer(issuer)
      .setAudience(clientId)
      .setIssuedAt()
      .setExpirationTime('1h')
      .sign(this.key);
  }

  /** A signed back-channel logout token (OpenID Connect Back-Channel Logout 1.0). */
  async logoutToken(claims: { sub?: string; sid?: string; events?: unknown; nonce?: string; otherKey?: boolean; aud?: string; jti?: string | null; exp?: number }): Promise<string> {
    const payload: Record<string, unknown> = {
      ...(claims.jti === null ? {} : { jti: claims.jti ?? crypto.randomUUID() }),
      ...(claims.exp === undefined ? {} : { exp: claims.exp }),
      events: claims.events ?? { 'http://schemas.openid.net/event/backchannel-logout': {} },
    };
    if (claims.sid) payload.sid = claims.sid;
    if (claims.nonce) payload.nonce = claims.nonce;
    const jwt = new SignJWT(payload).setProtectedHeader({ alg: 'RS256', kid: 'test-1' }).setIssuer(issuer).setAudience(claims.aud ?? clientId).setIssuedAt();
    if (claims.sub) jwt.setSubject(claims.sub);
    return jwt.sign(claims.otherKey ? this.otherKey : this.key);
  }

  private async tokens(user: FakeUser, nonce: string, tweaks: TokenTweaks): Promise<Response> {
    const access = await this.token(user, 'access', tweaks);
    const refresh = await this.token(user, 'refresh', tweaks);
    this.accessTokens.set(access, user);
    this.refreshTokens.set(refresh, user);
    return Response.json({
      access_token: access,
      token_type: 'Bearer',
      expires_in: tweaks.accessExpiresIn ?? 3600,
      refresh_token: refresh,
      id_token: await this.idToken(user, nonce, tweaks),
      scope: 'openid profile email offline_access',
    });
  }

  private async handle(request: Request): Promise<Response> {
    const url = new URL(request.url);
    if (url.origin !== issuer) return this.original(request);
    const path = url.pathname;
    if (path === '/.well-known/openid-configuration') {
      return Response.json({
        issuer,
        authorization_endpoint: `${issuer}/auth`,
        token_endpoint: `${issuer}/token`,
        jwks_uri: `${issuer}/jwks`,
        end_session_endpoint: `${issuer}/session/end`,
        revocation_endpoint: `${issuer}/token/revocation`,
        response_types_supported: ['code'],
        code_challenge_methods_supported: ['S256'],
        id_token_signing_alg_values_supported: ['RS256'],
        subject_types_supported: ['public'],
      });
    }
    if (path === '/jwks') return Response.json({ keys: [this.jwk] });
    if (path === '/token' && request.method === 'POST') {
      this.tokenCalls++;
      const form = new URLSearchParams(await request.text());
      // RFC 6749 §2.3.1: both parts form-urlencoded inside the Basic credentials.
      const basic = /^Basic (.+)$/.exec(request.headers.get('authorization') ?? '')?.[1] ?? '';
      const [id, secret] = atob(basic).split(':').map((part) => decodeURIComponent(part.replace(/\+/g, ' ')));
      if (id !== clientId || secret !== env.OIDC_CLIENT_SECRET) return Response.json({ error: 'invalid_client' }, { status: 401 });
      if (form.get('grant_type') === 'authorization_code') {
        const pending = this.codes.get(form.get('code') ?? '');
        if (!pending) return Response.json({ error: 'invalid_grant' }, { status: 400 });
        this.codes.delete(form.get('code') ?? ''); // single use, like a real provider
        const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(form.get('code_verifier') ?? ''));
        if (b64url(digest) !== pending.challenge) return Response.json({ error: 'invalid_grant', error_description: 'PKCE' }, { status: 400 });
        if (form.get('redirect_uri') !== pending.redirectUri) return Response.json({ error: 'invalid_grant' }, { status: 400 });
        return this.tokens(pending.user, pending.nonce, pending.tweaks);
      }
      if (form.get('grant_type') === 'refresh_token') {
        const user = this.refreshTokens.get(form.get('refresh_token') ?? '');
        if (!user) return Response.json({ error: 'invalid_grant' }, { status: 400 });
        this.refreshTokens.delete(form.get('refresh_token') ?? '');
        const access = crypto.randomUUID();
        const refresh = crypto.randomUUID();
        this.accessTokens.set(access, user);
        this.refreshTokens.set(refresh, user);
        return Response.json({ access_token: access, token_type: 'Bearer', expires_in: 3600, refresh_token: refresh });
      }
      return Response.json({ error: 'unsupported_grant_type' }, { status: 400 });
    }
    if (path === '/token/revocation' && request.method === 'POST') {
      const form = new URLSearchParams(await request.text());
      this.revoked.push(form.get('token') ?? '');
      this.refreshTokens.delete(form.get('token') ?? '');
      return new Response(null, { status: 200 });
    }
    if (path === '/backoffice/users/me') {
      const token = /^Bearer (.+)$/.exec(request.headers.get('authorization') ?? '')?.[1] ?? '';
      const user = this.accessTokens.get(token);
      if (!user) return Response.json({ success: false, error: { key: 'UNAUTHORIZED' } }, { status: 401 });
      switch (user.usersMe ?? 'user') {
        case 'admin':
          return Response.json({ success: true, data: { id: user.sub, firstName: user.firstName, lastName: 'Admin', roles: ['USER', 'ADMIN'] } });
        case 'privacy':
          return Response.json({ success: false, error: { key: 'USER_PRIVACY_POLICY_ERROR', extraData: { userId: user.sub } } }, { status: 403 });
        case 'privacy-no-user':
          return Response.json({ success: false, error: { key: 'USER_PRIVACY_POLICY_ERROR', extraData: {} } }, { status: 403 });
        case 'broken':
          return Response.json({ success: false }, { status: 500 });
        default:
          return Response.json({ success: true, data: { id: user.sub, firstName: user.firstName, lastName: 'Test', roles: ['USER'], pictureImage: null } });
      }
    }
    return new Response('not found', { status: 404 });
  }
}

export interface LoginResult {
  start: Response;
  callback: Response;
  cookies: Cookies;
  authorizationUrl: URL;
}

/**
 * Runs /login → (provider) → /login/redirect for a user. `tamper` may change the callback
 * URL or the cookies before the callback is sent.
 */
export async function login(
  idp: FakeIdp,
  user: FakeUser,
  options: { returnTo?: string; tweaks?: TokenTweaks; ip?: string; cookies?: Cookies; tamper?: (callback: URL, cookies: Cookies) => void } = {},
): Promise<LoginResult> {
  const cookies: Cookies = options.cookies ?? new Map();
  const ip = options.ip ?? freshIp();
  const start = await call(`/login${options.returnTo === undefined ? '' : `?returnTo=${encodeURIComponent(options.returnTo)}`}`, { cookies, ip });
  keepCookies(cookies, start);
  const authorizationUrl = new URL(start.headers.get('location') ?? 'about:blank');
  const code = crypto.randomUUID();
  idp.codes.set(code, {
    user,
    nonce: authorizationUrl.searchParams.get('nonce') ?? '',
    challenge: authorizationUrl.searchParams.get('code_challenge') ?? '',
    redirectUri: authorizationUrl.searchParams.get('redirect_uri') ?? '',
    tweaks: options.tweaks ?? {},
  });
  const callbackUrl = new URL(authorizationUrl.searchParams.get('redirect_uri') ?? `${site}/login/redirect`);
  callbackUrl.searchParams.set('code', code);
  callbackUrl.searchParams.set('state', authorizationUrl.searchParams.get('state') ?? '');
  options.tamper?.(callbackUrl, cookies);
  const callback = await call(callbackUrl.toString(), { cookies, ip });
  keepCookies(cookies, callback);
  return { start, callback, cookies, authorizationUrl };
}

let userCounter = 0;
export function newUser(overrides: Partial<FakeUser> = {}): FakeUser {
  userCounter++;
  const id = `${Date.now().toString(36)}-${userCounter}-${Math.random().toString(36).slice(2, 8)}`;
  return { sub: `sub-${id}`, email: `user-${id}@example.com`, firstName: 'Tess', ...overrides };
}

/** A travel with upcoming tours of the given status (or any), from the seeded catalogue. */
export async function seededTour(status?: string): Promise<{ tourId: number; travelId: number; status: string; priceEur: number }> {
  const row = await env.DB.prepare(
    `SELECT id AS tourId, travel_id AS travelId, sales_status AS status, price_eur AS priceEur FROM tours
     WHERE is_published = 1 AND starting_date > date('now') ${status ? 'AND sales_status = ?1' : ''} ORDER BY id LIMIT 1`,
  )
    .bind(...(status ? [status] : []))
    .first<{ tourId: number; travelId: number; status: string; priceEur: number }>();
  if (!row) throw new Error(`no seeded tour${status ? ` with status ${status}` : ''}`);
  return row;
}
