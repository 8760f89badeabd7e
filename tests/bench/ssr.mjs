#!/usr/bin/env node
// SSR throughput against its physical limit: each page type rendered per request by the
// worker vs the same page's HTML pre-rendered once and returned from memory by the same
// worker (/__bench/prerendered, BENCH_ROUTES=1). Sequential and concurrent, one JSON line per
// figure on stdout, then one ratio line per page and connection count.
//
// Run by tests/bench/run.mjs with BENCH_PORT set to the site it started; run alone it starts
// (and stops) its own production site.
import { durationSeconds, emit, httpGet, marketHosts, measure, startBenchSite } from './lib.mjs';

/** A path found on another page (seeded slugs are not hard-coded here): its first match. */
const firstLink = (from, pattern) => async (port) => {
  const res = await httpGet(port, marketHosts.it, from);
  return pattern.exec(res.body)?.[1] ?? null;
};

/**
 * Page types to measure (Italian market). Add a row per new page type: a fixed `path`, or
 * `resolve(port)` returning one; `status` is what the page is expected to answer.
 */
export const pages = [
  { page: 'home', path: '/' },
  { page: 'content', path: '/come-funziona' },
  { page: 'travels', path: '/viaggi' },
  { page: 'travel', resolve: firstLink('/viaggi', /href="(\/viaggi\/[^"/?#]+)"/) },
  { page: 'search', path: '/cerca?textSearch=asia' },
  { page: 'not-found', path: '/nope-xyz', status: 404 },
];

export const connectionCounts = [1, 10];

/** Throughput budget: SSR must reach at least this share of the pre-rendered rps. */
export const budgets = [
  { page: 'home', minRatio: 0.4 },
  { page: 'travel', minRatio: 0.35 },
  { page: 'search', minRatio: 0.35 },
];

const prerenderedPath = (path) => `/__bench/prerendered?path=${encodeURIComponent(path)}`;

export async function runSsrBench(port) {
  const figures = [];
  const record = (figure) => {
    figures.push(figure);
    emit(figure);
  };

  for (const { page, path: fixedPath, resolve, status = 200 } of pages) {
    const path = fixedPath ?? (await resolve?.(port).catch(() => null));
    if (!path) {
      record({ bench: 'ssr', page, error: 'no path found for this page type (seed data missing?)' });
      continue;
    }
    for (const connections of connectionCounts) {
      const rps = {};
      for (const mode of ['ssr', 'prerendered']) {
        const target = mode === 'ssr' ? path : prerenderedPath(path);
        // The pre-rendered copy may be replayed with the page's status or as a plain 200.
        const expectStatus = mode === 'ssr' ? status : [status, 200];
        const m = await measure({ port, path: target, connections, expectStatus });
        const figure = {
          bench: 'ssr', page, path, mode, connections,
          rps: m.rps, p50: m.p50, p95: m.p95, p99: m.p99,
          requests: m.requests, avgBytes: m.avgBytes, statuses: m.statuses,
        };
        if (m.noResponse) {
          figure.error = `no response completed within ${durationSeconds} s`;
        } else if (m.unexpected > 0 || m.errors > 0) {
          figure.error = `${m.unexpected} responses not ${[expectStatus].flat().join('/')}, ${m.errors} connection errors/timeouts`;
        }
        record(figure);
        if (!figure.error) rps[mode] = m.rps;
      }
      record({
        bench: 'ssr', page, path, ratio: 'ssr/prerendered', connections,
        value: rps.ssr && rps.prerendered ? Math.round((rps.ssr / rps.prerendered) * 1000) / 1000 : null,
      });
    }
  }

  for (const { page, minRatio } of budgets) {
    for (const connections of connectionCounts) {
      const ratio = figures.find((f) => f.page === page && f.ratio && f.connections === connections)?.value ?? null;
      record({
        bench: 'ssr', budget: `${page} ssr/prerendered rps >= ${minRatio}`, page, connections,
        value: ratio, pass: ratio !== null && ratio >= minRatio,
      });
    }
  }
  return figures;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const ownSite = process.env.BENCH_PORT ? null : await startBenchSite();
  try {
    await runSsrBench(ownSite?.port ?? Number(process.env.BENCH_PORT));
  } finally {
    await ownSite?.stop();
  }
}
