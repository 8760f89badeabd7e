/**
 * One-time codes (SPEC §4, §5): six random digits sent by email, stored only as an HMAC bound
 * to the challenge id, valid ten minutes, at most five attempts, a new one not before the
 * resend countdown and at most five per email per hour. Attempts are counted with one atomic
 * UPDATE, so parallel guesses cannot exceed the limit.
 */
import { emailHash, hmac, normaliseEmail, randomDigits, timingSafeEqual } from './crypto';

export const codeDigits = 6;
export const codeTtlMs = 10 * 60 * 1000;
export const maxCodeAttempts = 5;
/** The resend countdown shown in the dialog (seconds). */
export const resendAfterSeconds = 60;
export const maxCodesPerHour = 5;

export const codePurposes = ['wishlist', 'alert', 'group-info'] as const;
export type CodePurpose = (typeof codePurposes)[number];

export interface CodeRequest {
  email: string;
  purpose: CodePurpose;
  marketingConsent: boolean | null;
  privacyAccepted: boolean;
  marketId: string;
}

export type IssueResult =
  | { ok: true; challengeId: string; code: string; expiresAt: number; resendAt: number }
  | { ok: false; reason: 'resend-too-soon' | 'too-many'; retryAfterSeconds: number };

function codeHash(secret: string, challengeId: string, code: string): Promise<string> {
  return hmac(secret, 'code-hmac', `${challengeId}:${code}`);
}

export async function issueCode(db: D1Database, secret: string, request: CodeRequest, now = Date.now()): Promise<IssueResult> {
  const email = normaliseEmail(request.email);
  const hash = await emailHash(secret, email);
  const challengeId = crypto.randomUUID();
  const code = randomDigits(codeDigits);
  const resendMs = resendAfterSeconds * 1000;
  // One statement decides and inserts, so two parallel requests cannot both pass the checks.
  const inserted = await db
    .prepare(
      `INSERT INTO one_time_codes (id, email_hash, email, purpose, code_hash, marketing_consent, privacy_accepted, market_id, created_at, expires_at)
       SELECT ?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10
       WHERE NOT EXISTS (SELECT 1 FROM one_time_codes WHERE email_hash = ?2 AND created_at > ?9 - ?11)
         AND (SELECT COUNT(*) FROM one_time_codes WHERE email_hash = ?2 AND created_at > ?9 - 3600000) < ?12`,
    )
    .bind(
      challengeId, hash, email, request.purpose, await codeHash(secret, challengeId, code),
      request.marketingConsent === null ? null : request.marketingConsent ? 1 : 0, request.privacyAccepted ? 1 : 0,
      request.marketId, now, now + codeTtlMs, resendMs, maxCodesPerHour,
    )
    .run();
  if (inserted.meta.changes === 0) {
    const recent = await db
      .prepare('SELECT MAX(created_at) AS last, MIN(created_at) AS first, COUNT(*) AS n FROM one_time_codes WHERE email_hash = ?1 AND created_at > ?2 - 3600000')
      .bind(hash, now)
      .first<{ last: number | null; first: number | null; n: number }>();
    if (recent?.last && recent.last > now - resendMs) {
      return { ok: false, reason: 'resend-too-soon', retryAfterSeconds: Math.ceil((recent.last + resendMs - now) / 1000) };
    }
    return { ok: false, reason: 'too-many', retryAfterSeconds: Math.max(1, Math.ceil(((recent?.first ?? now) + 3600000 - now) / 1000)) };
  }
  // A new code replaces the previous ones for this email.
  await db
    .prepare('UPDATE one_time_codes SET consumed_at = ?3 WHERE email_hash = ?1 AND id != ?2 AND consumed_at IS NULL')
    .bind(hash, challengeId, now)
    .run();
  return { ok: true, challengeId, code, expiresAt: now + codeTtlMs, resendAt: now + resendMs };
}

export interface VerifiedCode {
  email: string;
  purpose: CodePurpose;
  marketingConsent: boolean | null;
  privacyAccepted: boolean;
  marketId: string;
}

export type VerifyResult =
  | { ok: true; verified: VerifiedCode }
  | { ok: false; reason: 'wrong'; attemptsLeft: number }
  | { ok: false; reason: 'expired' | 'too-many-attempts' | 'used' | 'unknown' };

interface CodeRow {
  code_hash: string;
  attempts: number;
  email: string;
  purpose: CodePurpose;
  marketing_consent: number | null;
  privacy_accepted: number;
  market_id: string;
}

export async function verifyCode(db: D1Database, secret: string, challengeId: string, code: string, now = Date.now()): Promise<VerifyResult> {
  const row = await db
    .prepare(
      `UPDATE one_time_codes SET attempts = attempts + 1
       WHERE id = ?1 AND consumed_at IS NULL AND expires_at > ?2 AND attempts < ?3
       RETURNING code_hash, attempts, email, purpose, marketing_consent, privacy_accepted, market_id`,
    )
    .bind(challengeId, now, maxCodeAttempts)
    .first<CodeRow>();
  if (!row) {
    const state = await db
      .prepare('SELECT attempts, expires_at AS expiresAt, consumed_at AS consumedAt FROM one_time_codes WHERE id = ?1')
      .bind(challengeId)
      .first<{ attempts: number; expiresAt: number; consumedAt: number | null }>();
    if (!state) return { ok: false, reason: 'unknown' };
    if (state.consumedAt !== null) return { ok: false, reason: 'used' };
    if (state.attempts >= maxCodeAttempts) return { ok: false, reason: 'too-many-attempts' };
    return { ok: false, reason: 'expired' };
  }
  const expected = await codeHash(secret, challengeId, code);
  if (!timingSafeEqual(expected, row.code_hash)) {
    const attemptsLeft = maxCodeAttempts - row.attempts;
    return attemptsLeft > 0 ? { ok: false, reason: 'wrong', attemptsLeft } : { ok: false, reason: 'too-many-attempts' };
  }
  const consumed = await db
    .prepare('UPDATE one_time_codes SET consumed_at = ?2 WHERE id = ?1 AND consumed_at IS NULL')
    .bind(challengeId, now)
    .run();
  if (consumed.meta.changes === 0) return { ok: false, reason: 'used' };
  return {
    ok: true,
    verified: {
      email: row.email,
      purpose: row.purpose,
      marketingConsent: row.marketing_consent === null ? null : row.marketing_consent === 1,
      privacyAccepted: row.privacy_accepted === 1,
      marketId: row.market_id,
    },
  };
}
