#!/usr/bin/env node
// Where an uncached page view's D1 rows come from (issue 33 item 2): starts the production
// worker at BENCH_SCALE (default 10), fetches each page once with the data caches skipped
// (`x-bench-cold: 1`; the facets, kept five minutes per isolate, are not skipped) and prints its
// statements, by rows read, from /__bench/d1?statements=1.
// Run alone: BENCH_SCALE=10 node tests/bench/d1Statements.mjs [path …]
import { httpGet, marketHosts, productionWorker, startSite } from './lib.mjs';

const scale = Number(process.env.BENCH_SCALE ?? 10);
const paths = process.argv.slice(2).length ? process.argv.slice(2) : ['/', '/viaggi', '/cerca?textSearch=asia'];
const site = await startSite(productionWorker({
  wranglerArgs: ['--var', 'BENCH_ROUTES:1', '--var', 'GEOLOCATION_ENABLED:false'],
  seedArgs: scale > 1 ? ['--scale', String(scale)] : [],
  log: false,
}));
const statements = async () => JSON.parse((await httpGet(site.port, marketHosts.it, '/__bench/d1?statements=1')).body).statements;
try {
  for (const path of paths) {
    await httpGet(site.port, marketHosts.it, `${path}${path.includes('?') ? '&' : '?'}bench=warm`);
    const before = await statements();
    await httpGet(site.port, marketHosts.it, `${path}${path.includes('?') ? '&' : '?'}bench=d1`, { headers: { 'x-bench-cold': '1' } });
    const after = await statements();
    const rows = Object.entries(after)
      .map(([sql, v]) => ({ sql, queries: v.queries - (before[sql]?.queries ?? 0), rowsRead: v.rowsRead - (before[sql]?.rowsRead ?? 0) }))
      .filter((r) => r.queries > 0)
      .sort((a, b) => b.rowsRead - a.rowsRead);
    const total = rows.reduce((sum, r) => sum + r.rowsRead, 0);
    console.log(JSON.stringify({ bench: 'd1Statements', scale, path, rowsRead: total, queries: rows.reduce((s, r) => s + r.queries, 0), statements: rows.slice(0, 12).map((r) => ({ rowsRead: r.rowsRead, queries: r.queries, sql: process.env.BENCH_FULL_SQL ? r.sql : r.sql.replace(/\s+/g, ' ').trim().slice(0, 400) })) }));
  }
} finally {
  await site.stop();
}
