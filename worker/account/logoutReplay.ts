/**
 * Replay refusal of back-channel logout tokens (OpenID Connect Back-Channel Logout 1.0 §2.6,
 * issue 34 item 5): a token's `jti` is claimed once, in D1 (migration 0034), and remembered until
 * the token could no longer be accepted anyway; the same token posted again is refused.
 */

/**
 * Claims a token id: true the first time, false for a replay. Expired ids are pruned on the way
 * (the index on expires_at keeps that cheap).
 */
export async function claimLogoutToken(db: D1Database, issuer: string, jti: string, expiresAt: number, now = Date.now()): Promise<boolean> {
  const [, claimed] = await db.batch([
    db.prepare('DELETE FROM logout_token_jtis WHERE expires_at < ?1').bind(now),
    db
      .prepare('INSERT INTO logout_token_jtis (issuer, jti, expires_at) VALUES (?1, ?2, ?3) ON CONFLICT (issuer, jti) DO NOTHING RETURNING jti')
      .bind(issuer, jti, expiresAt),
  ]);
  return (claimed?.results?.length ?? 0) === 1;
}

/** Gives a claim back (the logout it was for failed: the provider's retry must not be a "replay"). */
export async function releaseLogoutToken(db: D1Database, issuer: string, jti: string): Promise<void> {
  await db.prepare('DELETE FROM logout_token_jtis WHERE issuer = ?1 AND jti = ?2').bind(issuer, jti).run();
}
