/**
 * Emails leave through one interface. Every message is first written to the D1 outbox
 * (transactional outbox: the row exists before any delivery is tried); with
 * EMAIL_PROVIDER=http the pending rows are then POSTed to EMAIL_API_URL and marked sent.
 * With EMAIL_PROVIDER=outbox (development) the outbox is the destination: /__dev/outbox
 * shows it. Addresses and bodies never reach the logs.
 */
import { log } from '../log';

export type EmailKind = 'code' | 'alert' | 'event' | 'handoff';

export interface EmailMessage {
  kind: EmailKind;
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Extra headers (List-Unsubscribe…). */
  headers?: Record<string, string>;
  /** Same key twice → written once (alert reruns). */
  idempotencyKey?: string;
}

export interface EmailSender {
  /** Queues a message; resolves with its outbox id, or null when the key was already used. */
  send(message: EmailMessage): Promise<string | null>;
}

/** The outbox insert for a message (also used inside the alert job's batch). */
export function outboxInsert(db: D1Database, message: EmailMessage, now = Date.now()): { id: string; statement: D1PreparedStatement } {
  const id = crypto.randomUUID();
  const statement = db
    .prepare(
      `INSERT INTO email_outbox (id, idempotency_key, kind, to_address, subject, text_body, html_body, headers, created_at)
       VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9) ON CONFLICT(idempotency_key) DO NOTHING`,
    )
    .bind(id, message.idempotencyKey ?? null, message.kind, message.to, message.subject, message.text, message.html, JSON.stringify(message.headers ?? {}), now);
  return { id, statement };
}

/** Delivery of pending outbox rows for the configured provider; false when nothing to do. */
export function providerOf(env: Env): 'outbox' | 'http' {
  return env.EMAIL_PROVIDER === 'http' && env.EMAIL_API_URL ? 'http' : 'outbox';
}

export class OutboxSender implements EmailSender {
  constructor(
    private readonly env: Env,
    private readonly waitUntil?: (promise: Promise<unknown>) => void,
  ) {}

  async send(message: EmailMessage): Promise<string | null> {
    const { id, statement } = outboxInsert(this.env.DB, message);
    const result = await statement.run();
    if (result.meta.changes === 0) return null;
    if (providerOf(this.env) === 'http') {
      const delivery = deliverPending(this.env, { ids: [id] });
      if (this.waitUntil) this.waitUntil(delivery);
      else await delivery;
    }
    return id;
  }
}

interface OutboxRow {
  id: string;
  kind: EmailKind;
  to_address: string;
  subject: string;
  text_body: string;
  html_body: string;
  headers: string;
  attempts: number;
}

const maxAttempts = 5;

/**
 * POSTs pending rows to EMAIL_API_URL as `{from, to, subject, text, html, headers}` with the
 * EMAIL_API_KEY bearer token; marks them sent, or failed after five attempts.
 */
export async function deliverPending(env: Env, options: { ids?: string[]; limit?: number } = {}): Promise<{ sent: number; failed: number }> {
  if (providerOf(env) !== 'http') return { sent: 0, failed: 0 };
  const db = env.DB;
  const rows = options.ids
    ? (await db.prepare(`SELECT * FROM email_outbox WHERE status = 'pending' AND id IN (${options.ids.map((_, i) => `?${i + 1}`).join(',')})`).bind(...options.ids).all<OutboxRow>()).results
    : (await db.prepare("SELECT * FROM email_outbox WHERE status = 'pending' ORDER BY created_at LIMIT ?1").bind(options.limit ?? 50).all<OutboxRow>()).results;
  const apiKey = (env as unknown as { EMAIL_API_KEY?: string }).EMAIL_API_KEY ?? '';
  let sent = 0;
  let failed = 0;
  for (const row of rows) {
    let ok = false;
    try {
      const response = await fetch(env.EMAIL_API_URL, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...(apiKey ? { authorization: `Bearer ${apiKey}` } : {}), 'idempotency-key': row.id },
        body: JSON.stringify({
          from: env.EMAIL_FROM, to: row.to_address, subject: row.subject, text: row.text_body, html: row.html_body,
          headers: JSON.parse(row.headers) as Record<string, string>,
        }),
        signal: AbortSignal.timeout(10_000),
      });
      ok = response.ok;
      if (!ok) log('warn', 'email delivery refused', { outboxId: row.id, kind: row.kind, status: response.status });
    } catch (error) {
      log('warn', 'email delivery failed', { outboxId: row.id, kind: row.kind, error: error instanceof Error ? error.name : 'unknown' });
    }
    const attempts = row.attempts + 1;
    const status = ok ? 'sent' : attempts >= maxAttempts ? 'failed' : 'pending';
    await db
      .prepare('UPDATE email_outbox SET status = ?2, attempts = ?3, sent_at = CASE WHEN ?2 = \'sent\' THEN ?4 ELSE sent_at END WHERE id = ?1')
      .bind(row.id, status, attempts, Date.now())
      .run();
    if (ok) sent++;
    else failed++;
  }
  return { sent, failed };
}
