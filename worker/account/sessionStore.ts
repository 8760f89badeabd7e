/**
 * Server-side sessions in D1 (migrations/0007_sessions.sql). The browser holds an opaque random
 * id; D1 holds a keyed hash of it, a public handle, the user and the provider's tokens
 * (encrypted with a key derived from SESSION_SECRET, so tokens of any size fit and a copy of
 * the table alone is useless). Ending a session is one UPDATE: every later request, on any
 * isolate, finds it ended. Sessions expire 14 days after login or their last refresh.
 */
import { hmac, randomId } from './crypto';
import { seal, sessionLifetimeSeconds, sessionRecord, unseal, type Session } from './cookies';

export type EndReason = 'logout' | 'revoked' | 'revoked-others' | 'provider-logout' | 'refresh-failed' | 'admin' | 'user-data';

export interface ActiveSession {
  /** Public name of the session (never the cookie id). */
  handle: string;
  session: Session;
}

export interface SessionSummary {
  handle: string;
  device: string | null;
  createdAt: number;
  lastSeenAt: number;
  expiresAt: number;
}

const lifetimeMs = sessionLifetimeSeconds * 1000;
/** last_seen_at is written at most this often per session (reads stay reads). */
const touchEveryMs = 5 * 60 * 1000;
/** How long one request may hold the right to refresh the tokens. */
const refreshLeaseMs = 15 * 1000;
/** Sessions of one subject kept at most (oldest ended first). */
export const maxSessionsPerSubject = 20;

function idHash(secret: string, id: string): Promise<string> {
  return hmac(secret, 'session-id', id);
}

/** A short, non-identifying device description from the User-Agent ("Chrome on Android"). */
export function describeDevice(userAgent: string | undefined | null): string | null {
  if (!userAgent) return null;
  const browser = /Edg\//.test(userAgent) ? 'Edge' : /Firefox\//.test(userAgent) ? 'Firefox' : /Chrome\//.test(userAgent) ? 'Chrome' : /Safari\//.test(userAgent) ? 'Safari' : null;
  const system = /Android/.test(userAgent) ? 'Android' : /iPhone|iPad/.test(userAgent) ? 'iOS' : /Mac OS X/.test(userAgent) ? 'macOS' : /Windows/.test(userAgent) ? 'Windows' : /Linux/.test(userAgent) ? 'Linux' : null;
  if (!browser && !system) return null;
  return [browser, system].filter(Boolean).join(' · ');
}

interface CreateOptions {
  userAgent?: string | null;
  /** The provider's session id (`sid` claim), for back-channel logout. */
  providerSid?: string | null;
  now?: number;
}

/** Stores a new session; `id` goes in the cookie, `handle` names it everywhere else. */
export async function createSession(
  db: D1Database,
  secret: string,
  session: Session,
  options: CreateOptions = {},
): Promise<ActiveSession & { id: string }> {
  const now = options.now ?? Date.now();
  const id = randomId();
  const handle = randomId(16);
  const data = await seal(sessionRecord, secret, session);
  await db.batch([
    db
      .prepare(
        `INSERT INTO sessions (id_hash, handle, subject, provider_sid, contact_id, data, access_expires_at, user_agent, created_at, last_seen_at, expires_at)
         VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?9, ?10)`,
      )
      .bind(await idHash(secret, id), handle, session.sub, options.providerSid ?? null, session.contactId, data, session.accessExpiresAt, describeDevice(options.userAgent), now, now + lifetimeMs),
    // Housekeeping: a subject keeps at most maxSessionsPerSubject live sessions.
    db
      .prepare(
        `UPDATE sessions SET ended_at = ?2, end_reason = 'revoked' WHERE subject = ?1 AND ended_at IS NULL AND id_hash NOT IN
           (SELECT id_hash FROM sessions WHERE subject = ?1 AND ended_at IS NULL ORDER BY created_at DESC LIMIT ?3)`,
      )
      .bind(session.sub, now, maxSessionsPerSubject),
  ]);
  return { id, handle, session };
}

interface SessionRow {
  handle: string;
  data: string;
  last_seen_at: number;
}

/** The live session behind a cookie id, or null (unknown, ended, expired or undecryptable). */
export async function readSession(db: D1Database, secret: string, id: string, now = Date.now()): Promise<ActiveSession | null> {
  const hash = await idHash(secret, id);
  const row = await db
    .prepare('SELECT handle, data, last_seen_at FROM sessions WHERE id_hash = ?1 AND ended_at IS NULL AND expires_at > ?2')
    .bind(hash, now)
    .first<SessionRow>();
  if (!row) return null;
  const session = await unseal(sessionRecord, secret, row.data);
  if (!session) return null;
  return { handle: row.handle, session };
}

/** Records that the session was used (at most every few minutes). */
export async function touchSession(db: D1Database, handle: string, now = Date.now()): Promise<void> {
  await db
    .prepare('UPDATE sessions SET last_seen_at = ?2 WHERE handle = ?1 AND ended_at IS NULL AND last_seen_at < ?3')
    .bind(handle, now, now - touchEveryMs)
    .run();
}

/**
 * Takes the right to refresh this session's tokens for a few seconds. Only one request at a
 * time refreshes (a rotating refresh token works once); the others carry on with the session
 * as it is.
 */
export async function claimRefresh(db: D1Database, handle: string, now = Date.now()): Promise<boolean> {
  const claimed = await db
    .prepare(
      `UPDATE sessions SET refreshing_until = ?2 WHERE handle = ?1 AND ended_at IS NULL
         AND (refreshing_until IS NULL OR refreshing_until < ?3) RETURNING handle`,
    )
    .bind(handle, now + refreshLeaseMs, now)
    .first<{ handle: string }>();
  return claimed !== null;
}

/** Stores refreshed tokens and user data; the session lives another lifetime from now. */
export async function saveRefreshed(db: D1Database, secret: string, handle: string, session: Session, now = Date.now()): Promise<void> {
  const data = await seal(sessionRecord, secret, session);
  await db
    .prepare(
      `UPDATE sessions SET data = ?2, access_expires_at = ?3, refreshing_until = NULL, last_seen_at = ?4, expires_at = ?5
       WHERE handle = ?1 AND ended_at IS NULL`,
    )
    .bind(handle, data, session.accessExpiresAt, now, now + lifetimeMs)
    .run();
}

/** Lets another request try the refresh again (the provider was unreachable). */
export async function releaseRefresh(db: D1Database, handle: string): Promise<void> {
  await db.prepare('UPDATE sessions SET refreshing_until = NULL WHERE handle = ?1').bind(handle).run();
}

/** Ends one session; true when it was live. With `subject`, only that subject's session. */
export async function endSession(db: D1Database, handle: string, reason: EndReason, subject?: string, now = Date.now()): Promise<boolean> {
  const ended = await db
    .prepare(
      `UPDATE sessions SET ended_at = ?2, end_reason = ?3 WHERE handle = ?1 AND ended_at IS NULL
         AND (?4 IS NULL OR subject = ?4) RETURNING handle`,
    )
    .bind(handle, now, reason, subject ?? null)
    .first<{ handle: string }>();
  return ended !== null;
}

/**
 * Ends every live session of a subject (optionally only those of one provider session, or all
 * but one handle). Returns how many ended.
 */
export async function endSessionsOf(
  db: D1Database,
  subject: string,
  reason: EndReason,
  options: { providerSid?: string | null; except?: string | null; now?: number } = {},
): Promise<number> {
  const result = await db
    .prepare(
      `UPDATE sessions SET ended_at = ?2, end_reason = ?3 WHERE subject = ?1 AND ended_at IS NULL
         AND (?4 IS NULL OR provider_sid = ?4) AND (?5 IS NULL OR handle <> ?5)`,
    )
    .bind(subject, options.now ?? Date.now(), reason, options.providerSid ?? null, options.except ?? null)
    .run();
  return result.meta.changes ?? 0;
}

/** Ends the live sessions of a provider session id, whoever they belong to (back-channel logout by `sid`). */
export async function endSessionsOfProviderSid(db: D1Database, providerSid: string, reason: EndReason, now = Date.now()): Promise<number> {
  const result = await db
    .prepare('UPDATE sessions SET ended_at = ?2, end_reason = ?3 WHERE provider_sid = ?1 AND ended_at IS NULL')
    .bind(providerSid, now, reason)
    .run();
  return result.meta.changes ?? 0;
}

/** The live sessions of a subject, most recently used first. */
export async function listSessions(db: D1Database, subject: string, now = Date.now()): Promise<SessionSummary[]> {
  const { results } = await db
    .prepare(
      `SELECT handle, user_agent, created_at, last_seen_at, expires_at FROM sessions
       WHERE subject = ?1 AND ended_at IS NULL AND expires_at > ?2 ORDER BY last_seen_at DESC LIMIT ?3`,
    )
    .bind(subject, now, maxSessionsPerSubject)
    .all<{ handle: string; user_agent: string | null; created_at: number; last_seen_at: number; expires_at: number }>();
  return results.map((row) => ({
    handle: row.handle,
    device: row.user_agent,
    createdAt: row.created_at,
    lastSeenAt: row.last_seen_at,
    expiresAt: row.expires_at,
  }));
}

/** Deletes sessions that ended or expired more than a day ago (called by the scheduled job). */
export async function pruneSessions(db: D1Database, now = Date.now()): Promise<number> {
  const dayAgo = now - 24 * 3600 * 1000;
  const result = await db.prepare('DELETE FROM sessions WHERE expires_at < ?1 OR ended_at < ?1').bind(dayAgo).run();
  return result.meta.changes ?? 0;
}
