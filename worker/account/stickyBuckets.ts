import type { StickyAssignmentsDocument } from '@growthbook/growthbook';
import { parseStickyAssignments, stickyKey } from '../../flags/stickyBuckets';

/**
 * Where a signed-in visitor's GrowthBook sticky bucket document is kept (migration 0035): one
 * D1 row per document, read once per signed-in request and written only when it changed.
 */
export async function readStickyAssignments(db: D1Database, attributeName: string, attributeValue: string): Promise<Record<string, string>> {
  const row = await db
    .prepare('SELECT assignments FROM flag_sticky_buckets WHERE attribute_key = ?1')
    .bind(stickyKey(attributeName, attributeValue))
    .first<{ assignments: string }>();
  if (!row) return {};
  try {
    return parseStickyAssignments(JSON.parse(row.assignments));
  } catch {
    return {};
  }
}

export async function writeStickyDoc(db: D1Database, doc: StickyAssignmentsDocument, now = Date.now()): Promise<void> {
  await db
    .prepare(
      'INSERT INTO flag_sticky_buckets (attribute_key, assignments, updated_at) VALUES (?1, ?2, ?3) ' +
        'ON CONFLICT (attribute_key) DO UPDATE SET assignments = excluded.assignments, updated_at = excluded.updated_at',
    )
    .bind(stickyKey(doc.attributeName, doc.attributeValue), JSON.stringify(doc.assignments), now)
    .run();
}
