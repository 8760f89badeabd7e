/**
 * Sign-ups to WeMeet events (table event_signups, migration 0030). The event itself comes from
 * the catalogue (embedded or upstream); only the sign-ups live here, as the alerts do.
 */

/** Active sign-ups of an event. */
export async function signupCount(db: D1Database, eventSlug: string): Promise<number> {
  const row = await db.prepare('SELECT COUNT(*) AS n FROM event_signups WHERE event_slug = ?1').bind(eventSlug).first<{ n: number }>();
  return Number(row?.n ?? 0);
}

export type SignupResult = 'joined' | 'duplicate' | 'full';

/**
 * Adds a sign-up unless the email is already in or the places this site may fill (`capacity`:
 * the event's places minus those taken elsewhere) are gone. The capacity check is part of the
 * insert, so two sign-ups for the last place cannot both get it.
 */
export async function addSignup(
  db: D1Database,
  input: { eventSlug: string; market: string; name: string; email: string; capacity: number },
  now = Date.now(),
): Promise<SignupResult> {
  const existing = await db.prepare('SELECT 1 FROM event_signups WHERE event_slug = ?1 AND email = ?2').bind(input.eventSlug, input.email).first();
  if (existing) return 'duplicate';
  try {
    const result = await db
      .prepare(
        `INSERT INTO event_signups (event_slug, market, name, email, consent_at, created_at)
         SELECT ?1, ?2, ?3, ?4, ?5, ?5 WHERE (SELECT COUNT(*) FROM event_signups WHERE event_slug = ?1) < ?6`,
      )
      .bind(input.eventSlug, input.market, input.name, input.email, now, input.capacity)
      .run();
    return result.meta.changes > 0 ? 'joined' : 'full';
  } catch (error) {
    // The same email at the same moment: the unique index answers.
    if (error instanceof Error && /UNIQUE/i.test(error.message)) return 'duplicate';
    throw error;
  }
}
