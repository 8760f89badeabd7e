/**
 * The account cookies: encrypted (JWE, dir + A256GCM, key from SESSION_SECRET), `__Host-`
 * prefixed (Secure, Path=/, no Domain), HttpOnly, SameSite=Lax. Their payloads are checked
 * with zod after decryption; anything that does not decrypt or parse is treated as absent.
 */
import type { Context } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import { EncryptJWT, jwtDecrypt } from 'jose';
import { z } from 'zod';
import { deriveKey, type KeyPurpose } from './crypto';

/** Session of a signed-in user (SPEC §4 "Layout and session"). */
export const sessionSchema = z.object({
  sub: z.string().min(1).max(255),
  contactId: z.string().min(1).max(64),
  user: z.object({
    id: z.union([z.string().max(64), z.number()]),
    firstName: z.string().max(100),
    lastName: z.string().max(100),
    pictureUrl: z.string().max(500).nullable(),
  }),
  accessToken: z.string().max(4096),
  /** Epoch ms after which the access token is refreshed. */
  accessExpiresAt: z.number(),
  refreshToken: z.string().max(4096).nullable(),
  idToken: z.string().max(8192).nullable(),
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

interface CookieSpec<T> {
  name: string;
  purpose: KeyPurpose;
  schema: z.ZodType<T>;
  maxAgeSeconds: number;
}

/** The session lives as long as the provider's refresh token would (14 days). */
export const sessionCookie: CookieSpec<Session> = {
  name: 'caravan_session', purpose: 'session-cookie', schema: sessionSchema, maxAgeSeconds: 14 * 24 * 3600,
};
/** Ten minutes to come back from the identity provider. */
export const loginCookie: CookieSpec<LoginAttempt> = {
  name: 'caravan_login', purpose: 'login-cookie', schema: loginAttemptSchema, maxAgeSeconds: 600,
};
export const guestCookie: CookieSpec<Guest> = {
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

export async function seal<T extends object>(spec: CookieSpec<T>, secret: string, payload: T): Promise<string> {
  const key = await deriveKey(secret, spec.purpose);
  return new EncryptJWT({ data: payload })
    .setProtectedHeader({ alg: 'dir', enc: 'A256GCM' })
    .setIssuedAt()
    .setAudience(spec.purpose)
    .setExpirationTime(`${spec.maxAgeSeconds}s`)
    .encrypt(key);
}

/** Decrypts and checks a cookie value; null for anything forged, expired or malformed. */
export async function unseal<T>(spec: CookieSpec<T>, secret: string, value: string | undefined): Promise<T | null> {
  if (!value || value.length > maxCookieLength) return null;
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

export function readCookie<T>(c: Context, spec: CookieSpec<T>): string | undefined {
  return getCookie(c, spec.name, 'host');
}

export async function writeCookie<T extends object>(c: Context, spec: CookieSpec<T>, secret: string, payload: T): Promise<void> {
  setCookie(c, spec.name, await seal(spec, secret, payload), {
    prefix: 'host',
    httpOnly: true,
    secure: true,
    sameSite: 'Lax',
    path: '/',
    maxAge: spec.maxAgeSeconds,
  });
}

export function clearCookie<T>(c: Context, spec: CookieSpec<T>): void {
  deleteCookie(c, spec.name, { prefix: 'host', httpOnly: true, secure: true, sameSite: 'Lax', path: '/' });
}
