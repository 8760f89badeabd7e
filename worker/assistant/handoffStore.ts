/**
 * Hand-over requests of the trip assistant (table assistant_handoffs, migration 0031). The
 * conversation is written only with the visitor's consent; without it the column stays NULL.
 */
import type { HandoffRequest } from '../../shared/assistantHandoff';

export interface StoredHandoff {
  id: string;
  transcriptKept: boolean;
}

export async function storeHandoff(db: D1Database, market: string, request: HandoffRequest, now = Date.now()): Promise<StoredHandoff> {
  const id = crypto.randomUUID();
  const transcript = request.includeTranscript && request.transcript?.length ? JSON.stringify(request.transcript) : null;
  await db
    .prepare(
      `INSERT INTO assistant_handoffs (id, market, kind, name, email, phone, preferred_time, transcript, transcript_consent_at, context, created_at)
       VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11)`,
    )
    .bind(
      id, market, request.kind, request.name, request.email ?? null, request.phone ?? null, request.time,
      transcript, transcript ? now : null, request.context ? JSON.stringify(request.context) : null, now,
    )
    .run();
  return { id, transcriptKept: transcript !== null };
}
