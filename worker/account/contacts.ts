/** Contacts in D1: who a wishlist or an alert belongs to (a signed-in subject and/or a proven email). */
import { emailHash, normaliseEmail } from './crypto';

export interface SubjectLink {
  sub: string;
  email: string | null;
  emailVerified: boolean;
  marketId: string;
}

/**
 * The contact of a signed-in subject, created on first login. A contact that proved the same
 * email with a one-time code (and has no subject yet) is linked, so a guest's wishlist follows
 * them when they sign in. Safe against concurrent first logins (unique subject).
 */
export async function contactForSubject(db: D1Database, secret: string, link: SubjectLink, now = Date.now()): Promise<string> {
  const existing = await db.prepare('SELECT id FROM contacts WHERE subject = ?1').bind(link.sub).first<{ id: string }>();
  if (existing) return existing.id;
  const email = link.email && link.emailVerified ? normaliseEmail(link.email) : null;
  const hash = email ? await emailHash(secret, email) : null;
  if (hash) {
    const linked = await db
      .prepare('UPDATE contacts SET subject = ?1, updated_at = ?3 WHERE email_hash = ?2 AND subject IS NULL RETURNING id')
      .bind(link.sub, hash, now)
      .first<{ id: string }>();
    if (linked) return linked.id;
  }
  const taken = hash ? await db.prepare('SELECT 1 AS x FROM contacts WHERE email_hash = ?1').bind(hash).first() : null;
  await db
    .prepare(
      `INSERT INTO contacts (id, subject, email, email_hash, email_verified_at, market_id, created_at, updated_at)
       VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?7) ON CONFLICT(subject) DO NOTHING`,
    )
    .bind(crypto.randomUUID(), link.sub, taken ? null : email, taken ? null : hash, email && !taken ? now : null, link.marketId, now)
    .run();
  const row = await db.prepare('SELECT id FROM contacts WHERE subject = ?1').bind(link.sub).first<{ id: string }>();
  if (!row) throw new Error('contact not created');
  return row.id;
}

export interface ProvenEmail {
  email: string;
  marketingConsent: boolean | null;
  privacyAccepted: boolean;
  marketId: string;
}

/** The contact of an email just proven with a one-time code (created or updated atomically). */
export async function contactForEmail(db: D1Database, secret: string, proven: ProvenEmail, now = Date.now()): Promise<{ id: string; created: boolean }> {
  const email = normaliseEmail(proven.email);
  const hash = await emailHash(secret, email);
  const consent = proven.marketingConsent === null ? null : proven.marketingConsent ? 1 : 0;
  const row = await db
    .prepare(
      `INSERT INTO contacts (id, email, email_hash, email_verified_at, marketing_consent, privacy_accepted_at, market_id, created_at, updated_at)
       VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?4, ?4)
       ON CONFLICT(email_hash) DO UPDATE SET
         email_verified_at = excluded.email_verified_at,
         marketing_consent = COALESCE(excluded.marketing_consent, contacts.marketing_consent),
         privacy_accepted_at = COALESCE(contacts.privacy_accepted_at, excluded.privacy_accepted_at),
         updated_at = excluded.updated_at
       RETURNING id, created_at`,
    )
    .bind(crypto.randomUUID(), email, hash, now, consent, proven.privacyAccepted ? now : null, proven.marketId)
    .first<{ id: string; created_at: number }>();
  if (!row) throw new Error('contact not saved');
  return { id: row.id, created: row.created_at === now };
}

/** Records privacy acceptance, marketing consent and phone given with a notify-me sign-up. */
export async function updateContactConsents(
  db: D1Database,
  contactId: string,
  input: { privacyAccepted: boolean; marketingConsent: boolean | null; phone: string | null },
  now = Date.now(),
): Promise<void> {
  await db
    .prepare(
      `UPDATE contacts SET
         privacy_accepted_at = CASE WHEN ?2 THEN COALESCE(privacy_accepted_at, ?5) ELSE privacy_accepted_at END,
         marketing_consent = COALESCE(?3, marketing_consent),
         phone = COALESCE(?4, phone),
         updated_at = ?5
       WHERE id = ?1`,
    )
    .bind(contactId, input.privacyAccepted ? 1 : 0, input.marketingConsent === null ? null : input.marketingConsent ? 1 : 0, input.phone, now)
    .run();
}
