/**
 * The account cookies, all `__Host-` prefixed (Secure, Path=/, no Domain), HttpOnly,
 * SameSite=Lax. The session cookie holds only an opaque random id (the session itself is
 * server-side: worker/account/sessionStore.ts); the login-attempt and guest cookies are
 * encrypted (JWE, dir + A256GCM, key from SESSION_SECRET) and checked with zod after
 * decryption. The same sealing encrypts the stored session record. Anything that does not
 * decrypt or parse is treated as absent.
 */
import type { Context } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import { EncryptJWT, jwtDecrypt } from 'jose';
import { z } from 'zod';
import { deriveKey, type KeyPurpose } from './crypto';

/** Longest provider token kept: real providers' JWTs grow with claims, far past a cookie. */
const maxTokenLength = 64 * 1024;

/** Session of a signed-in user (SPEC §4 "Layout and session"), as stored server-side. */
export const sessionSchema = z.object({
  sub: z.string().min(1).max(255),
  contactId: z.string().min(1).max(64),
  user: z.object({
    id: z.union([z.string().max(64), z.number()]),
    firstName: z.string().max(100),
    lastName: z.string().max(100),
    pictureUrl: z.string().max(500).nullable(),
  }),
  accessToken: z.string().max(maxTokenLength),
  /** Epoch ms after which the access token is refreshed. */
  accessExpiresAt: z.number(),
  refreshToken: z.string().max(maxTokenLength).nullable(),
  idToken: z.string().max(maxTokenLength).nullable(),
  createdAt: z.number(),
});
export type Session = z.infer<typeof sessionSchema>;

/** One login attempt: what the callback must find again (bound to this browser). */
export const loginAttemptSchema = z.object({
  state: z.string().min(16).max(200),
  nonce: z.string().min(16).max(200),
  verifier: z.string().min(43).max(128),
  redirectUri: z.string().max(500),
  returnTo: z.string().max(2048),
});
export type LoginAttempt = z.infer<typeof loginAttemptSchema>;

/** A visitor who proved an email address with a one-time code (no password, no login). */
export const guestSchema = z.object({
  contactId: z.string().min(1).max(64),
});
export type Guest = z.infer<typeof guestSchema>;

export interface SealSpec<T> {
  name: string;
  purpose: KeyPurpose;
  schema: z.ZodType<T>;
  maxAgeSeconds: number;
  /** Longest sealed value even looked at (default: a cookie's 4096 bytes). */
  maxSealedLength?: number;
}

/** A session lives as long as the provider's refresh token would (14 days since the last refresh). */
export const sessionLifetimeSeconds = 14 * 24 * 3600;

/** The stored session record (encrypted at rest in D1). */
export const sessionRecord: SealSpec<Session> = {
  name: 'session-record', purpose: 'session-record', schema: sessionSchema, maxAgeSeconds: sessionLifetimeSeconds,
  maxSealedLength: 512 * 1024,
};

/** The session cookie: an opaque random id (base64url of 32 bytes), nothing else. */
export const sessionCookie = { name: 'caravan_session', maxAgeSeconds: sessionLifetimeSeconds } as const;
const sessionIdPattern = /^[A-Za-z0-9_-]{43}$/;
/** Ten minutes to come back from the identity provider. */
export const loginCookie: SealSpec<LoginAttempt> = {
  name: 'caravan_login', purpose: 'login-cookie', schema: loginAttemptSchema, maxAgeSeconds: 600,
};
export const guestCookie: SealSpec<Guest> = {
  name: 'caravan_guest', purpose: 'guest-cookie', schema: guestSchema, maxAgeSeconds: 30 * 24 * 3600,
};

/** Names as the browser sees them. */
export const cookieNames = {
  session: `__Host-${sessionCookie.name}`,
  login: `__Host-${loginCookie.name}`,
  guest: `__Host-${guestCookie.name}`,
} as const;

/** Longest cookie value even looked at (browsers cap a cookie at 4096 bytes). */
const maxCookieLength = 4096;

export async function seal<T extends object>(spec: SealSpec<T>, secret: string, payload: T): Promise<string> {
  const key = await deriveKey(secret, spec.purpose);
  return new EncryptJWT({ data: payload })
    .setProtectedHeader({ alg: 'dir', enc: 'A256GCM' })
    .setIssuedAt()
    .setAudience(spec.purpose)
    .setExpirationTime(`${spec.maxAgeSeconds}s`)
    .encrypt(key);
}

/** Decrypts and checks a cookie value; null for anything forged, expired or malformed. */
export async function unseal<T>(spec: SealSpec<T>, secret: string, value: string | undefined): Promise<T | null> {
  if (!value || value.length > (spec.maxSealedLength ?? maxCookieLength)) return null;
  try {
    const key = await deriveKey(secret, spec.purpose);
    const { payload } = await jwtDecrypt(value, key, {
      audience: spec.purpose,
      maxTokenAge: `${spec.maxAgeSeconds}s`,
      keyManagementAlgorithms: ['dir'],
      contentEncryptionAlgorithms: ['A256GCM'],
    });
    const parsed = spec.schema.safeParse(payload.data);
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

export function readCookie(c: Context, spec: { name: string }): string | undefined {
  return getCookie(c, spec.name, 'host');
}

const cookieAttributes = { prefix: 'host', httpOnly: true, secure: true, sameSite: 'Lax', path: '/' } as const;

/** The session id from the cookie, or null when absent or not shaped like one of ours. */
export function readSessionId(c: Context): string | null {
  const value = readCookie(c, sessionCookie);
  return value !== undefined && sessionIdPattern.test(value) ? value : null;
}

export function writeSessionId(c: Context, id: string): void {
  setCookie(c, sessionCookie.name, id, { ...cookieAttributes, maxAge: sessionCookie.maxAgeSeconds });
}

export async function writeCookie<T extends object>(c: Context, spec: SealSpec<T>, secret: string, payload: T): Promise<void> {
  setCookie(c, spec.name, await seal(spec, secret, payload), { ...cookieAttributes, maxAge: spec.maxAgeSeconds });
}

export function clearCookie(c: Context, spec: { name: string }): void {
  deleteCookie(c, spec.name, cookieAttributes);
}
