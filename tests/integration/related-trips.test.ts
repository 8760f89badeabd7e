/**
 * A trip page's related trips (issue 33 item 6): the six best others of its continent, taken
 * from the continent's list kept per market and day (worker/data/d1/travel.ts), not read again
 * for every trip. The same six as one query per trip would give, the list read once for the
 * continent's trips, read again after a purge of the lists, and exact when the trip's own copies
 * fill the kept list. Real D1 in workerd.
 */
import { env } from 'cloudflare:test';
import { beforeEach, describe, expect, it } from 'vitest';
import { markets } from '../../markets/config';
import { listTag, purgeTags } from '../../worker/cache/purge';
import { embeddedSource } from '../../worker/data/embedded';
import { clearContinentCache, continentDepth, relatedCount } from '../../worker/data/d1/travel';

/** The continent list's statement (and the fallback's): trips picked by continent. */
const isContinentList = (sql: string) => sql.includes('tr.continent_id = ?');

/** env.DB, counting the continent statements prepared through it. */
function countingDb(): { db: D1Database; continentReads: () => number } {
  let reads = 0;
  const db = new Proxy(env.DB, {
    get(target, key) {
      if (key === 'prepare') {
        return (sql: string) => {
          if (isContinentList(sql)) reads++;
          return target.prepare(sql);
        };
      }
      const value = Reflect.get(target, key, target) as unknown;
      return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(target) : value;
    },
  });
  return { db, continentReads: () => reads };
}

/** What one query per trip gives: its continent's best published trips of another content. */
async function expectedOthers(slug: string): Promise<string[]> {
  const { results } = await env.DB.prepare(
    `SELECT tr.slug FROM travels tr JOIN travel_translations tt ON tt.travel_id = tr.id AND tt.language = 'it'
     WHERE tr.is_published = 1 AND tr.continent_id = (SELECT continent_id FROM travels WHERE slug = ?1)
       AND tr.content_id != (SELECT content_id FROM travels WHERE slug = ?1)
     ORDER BY tr.score DESC, tr.id LIMIT ${relatedCount}`,
  )
    .bind(slug)
    .all<{ slug: string }>();
  return results.map((row) => row.slug);
}

/** Two published trips of the continent with the most trips. */
async function twoOfOneContinent(): Promise<[string, string]> {
  const { results } = await env.DB.prepare(
    `SELECT slug FROM travels WHERE is_published = 1 AND continent_id =
       (SELECT continent_id FROM travels WHERE is_published = 1 GROUP BY continent_id ORDER BY COUNT(*) DESC LIMIT 1)
     ORDER BY score, id LIMIT 2`,
  ).all<{ slug: string }>();
  return [results[0]!.slug, results[1]!.slug];
}

describe('related trips: the continent list kept per market and day', () => {
  beforeEach(() => clearContinentCache());

  it('gives each trip the six best others of its continent, read once for the continent', async () => {
    const [first, second] = await twoOfOneContinent();
    const { db, continentReads } = countingDb();
    const source = embeddedSource(db, markets.it);
    const a = await source.travelExtras(first);
    const b = await source.travelExtras(second);
    expect(a.related.map((card) => card.slug)).toEqual(await expectedOthers(first));
    expect(b.related.map((card) => card.slug)).toEqual(await expectedOthers(second));
    expect(a.related).toHaveLength(relatedCount);
    // The second trip's six came from the list the first read.
    expect(continentReads()).toBe(1);
    // Cards as a trip page shows them: the market's language, a best departure in its currency.
    expect(a.related[0]).toMatchObject({ title: expect.any(String), continent: { code: expect.any(String) } });
    expect(a.related.some((card) => card.bestTour !== null)).toBe(true);
  });

  it('keeps a list per market: another market reads its own (its language and currency)', async () => {
    const [first] = await twoOfOneContinent();
    const { db, continentReads } = countingDb();
    const italian = await embeddedSource(db, markets.it).travelExtras(first);
    const american = await embeddedSource(db, markets.us).travelExtras(first);
    expect(continentReads()).toBe(2);
    expect(american.related.map((card) => card.slug)).toEqual(italian.related.map((card) => card.slug));
    expect(american.related[0]!.title).not.toBe(italian.related[0]!.title);
  });

  it('reads the list again after a purge of the lists (a departure price or status changed)', async () => {
    const [first, second] = await twoOfOneContinent();
    const { db, continentReads } = countingDb();
    const source = embeddedSource(db, markets.it);
    await source.travelExtras(first);
    await purgeTags(env.DB, [listTag]);
    await source.travelExtras(second);
    expect(continentReads()).toBe(2);
  });

  it('an unknown trip has no related trips and reads no list', async () => {
    const { db, continentReads } = countingDb();
    expect(await embeddedSource(db, markets.it).travelExtras('no-such-trip')).toEqual({ reviews: [], related: [] });
    expect(continentReads()).toBe(0);
  });

  it('stays exact when the trip’s own copies fill the kept list: its six others are read on their own', async () => {
    const [first, second] = await twoOfOneContinent();
    const columns = (await env.DB.prepare("SELECT name FROM pragma_table_info('travels')").all<{ name: string }>()).results.map((row) => row.name);
    const top = (await env.DB.prepare('SELECT MAX(score) AS score FROM travels').first<{ score: number }>())!.score;
    // Scored above every trip, copy 1 first.
    const copied = (name: string, i: number) =>
      ({ id: `900000 + ${i}`, slug: `slug || '-copy-${i}'`, code: `code || 'C${i}'`, score: `${top + continentDepth - i + 1}` })[name] ?? name;
    const copies = Array.from({ length: continentDepth }, (_, i) => i + 1);
    await env.DB.batch(
      copies.flatMap((i) => [
        env.DB.prepare(`INSERT INTO travels (${columns.join(', ')}) SELECT ${columns.map((name) => copied(name, i)).join(', ')} FROM travels WHERE slug = ?`).bind(first),
        env.DB.prepare(`INSERT INTO travel_translations SELECT 900000 + ${i}, language, title, destination_label, subtitle FROM travel_translations WHERE travel_id = (SELECT id FROM travels WHERE slug = ?)`).bind(first),
      ]),
    );
    try {
      const { db, continentReads } = countingDb();
      const source = embeddedSource(db, markets.it);
      // Another trip's six are the copies (trips of their own, best scored): from the list.
      const other = await source.travelExtras(second);
      expect(other.related.map((card) => card.slug)).toEqual(copies.slice(0, relatedCount).map((i) => `${first}-copy-${i}`));
      expect(continentReads()).toBe(1);
      // The first trip's copies are the whole kept list: its six others come from a query of their own.
      const own = await source.travelExtras(first);
      expect(own.related.map((card) => card.slug)).toEqual(await expectedOthers(first));
      expect(own.related).toHaveLength(relatedCount);
      expect(own.related.every((card) => card.slug !== first && !card.slug.includes('-copy-'))).toBe(true);
      expect(continentReads()).toBe(2);
    } finally {
      await env.DB.batch([
        env.DB.prepare('DELETE FROM travel_translations WHERE travel_id >= 900000'),
        env.DB.prepare('DELETE FROM travels WHERE id >= 900000'),
      ]);
    }
  });
});
