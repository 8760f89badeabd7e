/**
 * Exposure counts of every isolate, in D1 (migration 0036), for the sample-ratio check of
 * `/__ops/flags`: an isolate's own tally (flags/srm.ts) is a small, arbitrary slice of the
 * traffic; the team judges a split on all of it.
 */

/** How often an isolate adds its counts (at most one batch of writes per interval). */
export const exposureFlushMs = 30_000;
/** The window `/__ops/flags` checks. */
export const exposureWindowDays = 30;

const utcDay = (at: number) => new Date(at).toISOString().slice(0, 10);

/** Adds an isolate's counts to the day's totals: one statement per experiment and variation, one round trip. */
export async function storeExposures(db: D1Database, taken: Map<string, number[]>, now = Date.now()): Promise<void> {
  const day = utcDay(now);
  const statements: D1PreparedStatement[] = [];
  for (const [experiment, row] of taken) {
    row.forEach((count, variation) => {
      if (count > 0) {
        statements.push(
          db
            .prepare('INSERT INTO flag_exposures (experiment, variation, day, count) VALUES (?1, ?2, ?3, ?4) ON CONFLICT (experiment, variation, day) DO UPDATE SET count = count + excluded.count')
            .bind(experiment, variation, day, count),
        );
      }
    });
  }
  if (statements.length) await db.batch(statements);
}

/** Every isolate's stored counts of the last `days` days, per experiment and variation. */
export async function storedExposures(db: D1Database, now = Date.now(), days = exposureWindowDays): Promise<Record<string, number[]>> {
  const since = utcDay(now - (days - 1) * 86_400_000);
  const { results } = await db
    .prepare('SELECT experiment, variation, SUM(count) AS count FROM flag_exposures WHERE day >= ?1 GROUP BY experiment, variation')
    .bind(since)
    .all<{ experiment: string; variation: number; count: number }>();
  const out: Record<string, number[]> = {};
  for (const { experiment, variation, count } of results) {
    if (variation < 0 || variation > 19) continue;
    const row = (out[experiment] ??= []);
    while (row.length <= variation) row.push(0);
    row[variation] = count;
  }
  return out;
}
