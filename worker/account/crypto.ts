/**
 * Keys derived from SESSION_SECRET (HKDF-SHA-256, one purpose each) and the small crypto
 * helpers the account features share. Nothing here logs or returns secrets.
 */
const encoder = new TextEncoder();

export type KeyPurpose =
  | 'session-record' | 'session-id' | 'login-cookie' | 'guest-cookie' | 'code-hmac' | 'email-hmac' | 'unsubscribe-hmac'
  | 'device-handoff';

const derived = new Map<string, Promise<Uint8Array<ArrayBuffer>>>();

/** 32 bytes of key material for one purpose, derived from the secret (cached per isolate). */
export function deriveKey(secret: string, purpose: KeyPurpose): Promise<Uint8Array<ArrayBuffer>> {
  const cacheKey = `${purpose}\u0000${secret}`;
  let key = derived.get(cacheKey);
  if (!key) {
    key = (async () => {
      const base = await crypto.subtle.importKey('raw', encoder.encode(secret), 'HKDF', false, ['deriveBits']);
      const bits = await crypto.subtle.deriveBits(
        { name: 'HKDF', hash: 'SHA-256', salt: encoder.encode('caravan/account/v1'), info: encoder.encode(purpose) },
        base,
        256,
      );
      return new Uint8Array(bits);
    })();
    // A secret rotation leaves at most a handful of stale entries; keep the map small anyway.
    if (derived.size > 32) derived.clear();
    derived.set(cacheKey, key);
  }
  return key;
}

function base64url(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/** HMAC-SHA-256 of `message` with the purpose's key, base64url. */
export async function hmac(secret: string, purpose: KeyPurpose, message: string): Promise<string> {
  const raw = await deriveKey(secret, purpose);
  const key = await crypto.subtle.importKey('raw', raw, { name: 'HMAC', hash: 'SHA-256' }, false, ['sign']);
  return base64url(new Uint8Array(await crypto.subtle.sign('HMAC', key, encoder.encode(message))));
}

/** A random identifier of `bytes` bytes (256 bits by default), base64url. */
export function randomId(bytes = 32): string {
  return base64url(crypto.getRandomValues(new Uint8Array(bytes)));
}

/** Constant-time string comparison (lengths compared without an early exit too). */
export function timingSafeEqual(a: string, b: string): boolean {
  const x = encoder.encode(a);
  const y = encoder.encode(b);
  let diff = x.length ^ y.length;
  const n = Math.max(x.length, y.length);
  for (let i = 0; i < n; i++) diff |= (x[i] ?? 0) ^ (y[i] ?? 0);
  return diff === 0;
}

/** A uniformly random numeric code of `digits` digits (rejection sampling, no modulo bias). */
export function randomDigits(digits: number): string {
  const limit = 10 ** digits;
  const ceiling = Math.floor(0x1_0000_0000 / limit) * limit;
  const buffer = new Uint32Array(1);
  for (;;) {
    crypto.getRandomValues(buffer);
    const value = buffer[0]!;
    if (value < ceiling) return String(value % limit).padStart(digits, '0');
  }
}

/** Normalised email (trimmed, lower case): the one form stored, hashed and compared. */
export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}

/** Keyed hash of a normalised email: looks a contact up without comparing addresses in SQL. */
export function emailHash(secret: string, email: string): Promise<string> {
  return hmac(secret, 'email-hmac', normaliseEmail(email));
}
