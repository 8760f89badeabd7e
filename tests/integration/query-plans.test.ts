import { createExecutionContext, env, waitOnExecutionContext } from 'cloudflare:test';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { buildPath } from '../../markets/routes';
import { clearRenderCache } from '../../worker/render/pageCache';
import { clearMemoryCache } from '../../worker/cache/swr';
import { clearLookups } from '../../worker/data/d1/context';
import { indexableStatements } from '../../worker/data/d1/indexable';
import { clearIsolateCache } from '../../worker/data/isolateCache';
import worker from '../../worker/index';

/**
 * Every statement the worker sends D1 on a request path (pages, JSON API, sitemap), collected by
 * running the requests against a recording view of the binding, then asked for its query plan
 * with the same parameters. A `SCAN <table>` without an index reads the whole table on every
 * request and grows with the catalogue: not allowed, but for the fixed lookup tables below.
 */

// Tables whose size does not grow with the catalogue (continents, badges, labels, the ~100
// countries): a scan reads a few rows, read once per isolate and language (worker/data/d1/context.ts).
const fixedTables = new Set(['continents', 'continent_translations', 'badges', 'badge_translations', 'labels', 'countries', 'country_translations']);

/**
 * Full scans kept by decision, each with its reason. Both read the whole catalogue by nature;
 * the bench (tests/bench/scale.mjs) reports what they cost per scale.
 */
const knownScans: { reason: string; matches: (sql: string) => boolean }[] = [
  {
    reason: 'the sitemap lists every indexable trip, departure and coordinator (worker/data/d1/indexable.ts); cached an hour',
    matches: (sql) => [...indexableStatements.counts, indexableStatements.travels, indexableStatements.tours, indexableStatements.coordinators].includes(sql),
  },
  {
    reason:
      'the available filters count every trip that matches (worker/data/d1/facets.ts, one grouped pass over the covering index tours_facets): ' +
      'the one full scan on a request path (kept five minutes per isolate). It is not the only statement whose rows read grow ' +
      'with the catalogue: counts and text searches read through indexes as many rows as they match (tests/bench/d1Statements.mjs)',
    matches: (sql) => /^SELECT tr\.id, tr\.travel_style AS style, tr\.travel_type AS type, tr\.cost_center AS cost/.test(sql.trim()),
  },
];

/** Table name of each alias in a statement (`FROM tours t`, `JOIN travels AS tr`). */
function aliasesOf(sql: string): Map<string, string> {
  const aliases = new Map<string, string>();
  for (const m of sql.matchAll(/\b(?:FROM|JOIN)\s+(\w+)(?:\s+(?:AS\s+)?(\w+))?/gi)) {
    const table = m[1]!;
    const alias = m[2] && !/^(WHERE|JOIN|LEFT|INNER|ON|INDEXED|ORDER|GROUP|LIMIT|USING)$/i.test(m[2]) ? m[2] : table;
    aliases.set(alias, table);
    aliases.set(table, table);
  }
  return aliases;
}

interface Recorded {
  sql: string;
  params: unknown[];
}

const recorded = new Map<string, Recorded>();
const sqlOf = new WeakMap<object, string>();

/** The DB binding, recording each statement's SQL and its first parameters. */
function recordingDb(db: D1Database): D1Database {
  return new Proxy(db, {
    get(target, property) {
      if (property === 'prepare') {
        return (sql: string) => {
          const statement = target.prepare(sql);
          sqlOf.set(statement, sql);
          if (!recorded.has(sql)) recorded.set(sql, { sql, params: [] });
          const bind = statement.bind.bind(statement);
          // Own property on this statement only: batches still get the binding's statements.
          Object.defineProperty(statement, 'bind', {
            value: (...values: unknown[]) => {
              const entry = recorded.get(sql)!;
              if (entry.params.length === 0) entry.params = values;
              return bind(...values);
            },
          });
          return statement;
        };
      }
      const value = Reflect.get(target, property, target) as unknown;
      return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(target) : value;
    },
  });
}

async function fetchWith(url: string, init: RequestInit = {}, overrides: Partial<Env> = {}): Promise<Response> {
  const ctx = createExecutionContext();
  const testEnv = { ...env, ISOLATE_CACHE: 'off', BENCH_ROUTES: '1', DB: recordingDb(env.DB), ...overrides };
  const response = await worker.fetch(new Request(url, init) as Parameters<typeof worker.fetch>[0], testEnv, ctx);
  await response.arrayBuffer();
  await waitOnExecutionContext(ctx);
  return response;
}

function cold() {
  clearIsolateCache();
  clearMemoryCache();
  clearRenderCache();
  clearLookups();
}

let departure: { slug: string; code: string; coordinator: string };

beforeAll(async () => {
  const row = await env.DB.prepare(
    `SELECT tr.slug, t.code, c.slug AS coordinator FROM tours t JOIN travels tr ON tr.id = t.travel_id JOIN coordinators c ON c.id = tr.coordinator_id
     WHERE t.starting_date > date('now', '+30 days') AND t.is_published = 1 ORDER BY t.starting_date LIMIT 1`,
  ).first<{ slug: string; code: string; coordinator: string }>();
  departure = row!;
});

function pagePaths(): string[] {
  const path = (name: Parameters<typeof buildPath>[1], params: Record<string, string> = {}) => buildPath('it', name, params)!;
  const search = path('search');
  return [
    path('index'),
    path('travels'),
    path('travels-travel', { travel: departure.slug }),
    path('travels-travel-tour', { travel: departure.slug, tour: departure.code }),
    path('travels-travel-itinerary', { travel: departure.slug }),
    path('travels-travel-tour-dossier', { travel: departure.slug, tour: departure.code }),
    path('coordinators-coordinator', { coordinator: departure.coordinator }),
    path('sales'),
    path('faqs'),
    path('events-wemeet'),
    search,
    `${search}?tab=travels`,
    `${search}?textSearch=asia`,
    `${search}?textSearch=tramonto%20deserto&tab=travels`,
    `${search}?continentId%5B%5D=1&sort=price%3Aasc`,
    `${search}?continentId%5B%5D=2&tab=travels&sort=duration%3Adesc&page=2`,
    `${search}?dateFrom=2027-03-01&dateTo=2027-03-31&sort=date%3Aasc`,
    `${search}?priceFrom=50000&priceTo=150000&durations%5B%5D=8-14&sort=discount%3Adesc`,
    `${search}?destinationId%5B%5D=1&ageBadge=25-35&status%5B%5D=CONFIRMED`,
    '/api/search/count?tab=tours&continentId%5B%5D=1',
    '/api/travels/top-sellers',
    '/api/layouts',
    `/api/travels/show?slug=${departure.slug}`,
    `/api/coordinators/show?slug=${departure.coordinator}`,
    '/api/events',
    '/sitemap.xml',
  ];
}

describe('D1 on request paths', () => {
  it('every statement a request sends has an indexed plan: no full scan of a catalogue table', async () => {
    recorded.clear();
    for (const path of pagePaths()) {
      cold();
      const res = await fetchWith(`http://it.localhost${path}`);
      expect(res.status, path).toBeLessThan(500);
    }
    for (const body of [{ tab: 'tours', perPage: 20 }, { tab: 'travels', continentId: [1], sort: 'price:asc' }]) {
      cold();
      await fetchWith('http://it.localhost/api/travels/paginated', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
    }
    cold();
    await fetchWith('http://it.localhost/sitemaps/departures-1.xml', {}, { SITEMAP_URLS_PER_FILE: '100' });
    // The sitemap's own statements, in case a listing above took another path.
    for (const sql of [...indexableStatements.counts, indexableStatements.travels, indexableStatements.tours]) {
      if (!recorded.has(sql)) recorded.set(sql, { sql, params: ['it', '2026-01-01', 10, 0] });
    }
    expect(recorded.size).toBeGreaterThan(15);

    const tables = new Set(
      (await env.DB.prepare("SELECT name FROM sqlite_master WHERE type = 'table'").all<{ name: string }>()).results.map((row) => row.name),
    );
    const scans: string[] = [];
    let planned = 0;
    for (const { sql, params } of recorded.values()) {
      if (!/^\s*(SELECT|WITH)\b/i.test(sql)) continue;
      if (knownScans.some((known) => known.matches(sql))) continue;
      const plan = await env.DB.prepare(`EXPLAIN QUERY PLAN ${sql}`).bind(...params).all<{ detail: string }>();
      planned++;
      const aliases = aliasesOf(sql);
      for (const { detail } of plan.results) {
        const scan = /^SCAN (\w+)/.exec(detail.trim());
        if (!scan || /USING (COVERING )?INDEX|VIRTUAL TABLE/.test(detail)) continue;
        // A CTE or subquery (`page`, `agg`, `tc`) is read after its own, planned, statement.
        const table = aliases.get(scan[1]!);
        if (!table || !tables.has(table) || fixedTables.has(table)) continue;
        scans.push(`${detail} (${table})  ←  ${sql.replace(/\s+/g, ' ').slice(0, 160)}`);
      }
    }
    expect(planned).toBeGreaterThan(15);
    expect(scans).toEqual([]);
  });

  it('a cold trip page costs few D1 rows and round trips, counted per request', async () => {
    const path = buildPath('it', 'travels-travel', { travel: departure.slug })!;
    cold();
    const started = await readCost();
    const lines: string[] = [];
    const spy = vi.spyOn(console, 'log').mockImplementation((line: unknown) => void lines.push(String(line)));
    const res = await fetchWith(`http://it.localhost${path}`);
    spy.mockRestore();
    expect(res.status).toBe(200);
    const after = await readCost();
    // The request log line says what the request cost D1 (its awaited part).
    const logged = lines.map((line) => JSON.parse(line) as Record<string, unknown>).find((line) => line.msg === 'request');
    expect(logged?.d1Queries).toBeGreaterThan(0);
    expect(logged?.d1RowsRead).toBeGreaterThan(0);
    expect(logged?.d1RoundTrips).toBeGreaterThan(0);
    const cost = { queries: after.queries - started.queries, roundTrips: after.roundTrips - started.roundTrips, rowsRead: after.rowsRead - started.rowsRead };
    expect(cost.queries).toBeGreaterThan(0);
    expect(cost.rowsRead).toBeGreaterThan(0);
    // The trip's core, its extras (streamed) and the lookups: one batch each.
    expect(cost.roundTrips).toBeLessThanOrEqual(6);
    expect(cost.rowsRead).toBeLessThanOrEqual(2_000);
  });
});

async function readCost(): Promise<{ queries: number; roundTrips: number; rowsRead: number }> {
  const ctx = createExecutionContext();
  const response = await worker.fetch(new Request('http://it.localhost/__bench/d1') as Parameters<typeof worker.fetch>[0], { ...env, BENCH_ROUTES: '1' }, ctx);
  await waitOnExecutionContext(ctx);
  return (await response.json()) as { queries: number; roundTrips: number; rowsRead: number };
}
