/**
 * `POST /__ops/warm` (issue 33 item 6): renders this host's market's pages into the page cache
 * before anyone asks, so that the first visitor of a page after a deploy (a new build has no
 * copies) or a purge gets a copy and not a render.
 *
 * The plan (./sitemap.ts `warmPlan`) is the sitemap's own list, the pages most visitors land on
 * first: the fixed pages and place landings, every trip, the `departures` soonest departures,
 * every coordinator, then the itineraries. Each page is asked for as an anonymous visitor with
 * no cookie asks for it; one with a copy still worth serving is left as it is (no refresh
 * started: ../render/pageCache.ts `warming`). The warm stops at its deadline (`seconds`) and
 * says where it stopped (`next`): the next call goes on from there with `from`.
 *
 * The cron trigger warms every market after its other jobs (`warmMarkets`, from ../index.ts); ops
 * call it after a deploy. The Cache API is per data centre: a warm fills the data centre it runs
 * in (a cron runs wherever Cloudflare puts it), and every isolate there.
 */
import { Hono, type Context } from 'hono';
import { z } from 'zod';
import { marketIds } from '../../markets/config';
import { productionDomains } from '../../markets/hosts';
import type { AppEnv } from '../context';
import { log } from '../log';
import { pageCacheSettled, warming } from '../render/pageCache';
import { opsAuth, queryIssues } from './ops';
import { warmPlan } from './sitemap';

type Render = (request: Request, env: Env, ctx: Context<AppEnv>['executionCtx'] | undefined) => Response | Promise<Response>;

const warmQuery = z.object({
  /** How many of the soonest departures to render (the rest are rendered when first asked for). */
  departures: z.coerce.number().int().min(0).max(100_000).default(300),
  /** The deadline: no page is begun after it. */
  seconds: z.coerce.number().min(1).max(900).default(25),
  /** Where in the plan to begin (a previous answer's `next`). */
  from: z.coerce.number().int().min(0).max(1_000_000).default(0),
  /** Pages rendered at once: the isolate is shared with visitors. */
  concurrency: z.coerce.number().int().min(1).max(4).default(2),
});

export interface WarmReport {
  market: string;
  planned: number;
  from: number;
  /** Where the next call should begin; null when the plan is done. */
  next: number | null;
  /** Pages that had no copy and were rendered and kept. */
  rendered: number;
  /** Pages that already had a copy worth serving. */
  kept: number;
  /** Pages answered without a copy kept (not a shareable 200: a 404, a redirect), a few named. */
  notKept: number;
  notKeptExamples: { path: string; status: number; cache: string | null }[];
  failed: number;
  seconds: number;
}

export function warmRoutes(render: Render) {
  const route = new Hono<AppEnv>();
  route.use(opsAuth());
  route.post('/', async (c) => {
    const query = warmQuery.safeParse(c.req.query());
    if (!query.success) {
      return c.json({ error: 'invalid query', issues: queryIssues(query.error) }, 400);
    }
    const { departures, seconds, from, concurrency } = query.data;
    const started = Date.now();
    const deadline = started + seconds * 1000;
    const plan = await warmPlan(c, departures);
    const url = new URL(c.req.url);
    const host = c.req.header('host') ?? url.host;
    let ctx: Context<AppEnv>['executionCtx'] | undefined;
    try {
      ctx = c.executionCtx;
    } catch {
      ctx = undefined; // app.request() in tests
    }
    const report: WarmReport = { market: c.get('market').id, planned: plan.length, from, next: null, rendered: 0, kept: 0, notKept: 0, notKeptExamples: [], failed: 0, seconds: 0 };
    let next = Math.min(from, plan.length);
    const visit = async () => {
      while (next < plan.length && Date.now() < deadline) {
        const path = plan[next++]!;
        try {
          const request = warming(new Request(`${url.protocol}//${host}${path}`, { headers: { host, accept: 'text/html' }, redirect: 'manual' }));
          const response = await render(request, c.env, ctx);
          // Read to the end: the page cache stores a page once it has streamed whole.
          await response.arrayBuffer();
          const cache = response.headers.get('x-render-cache');
          if (response.status === 200 && cache === 'miss') report.rendered++;
          else if (response.status === 200 && (cache === 'hit' || cache === 'stale')) report.kept++;
          else {
            report.notKept++;
            if (report.notKeptExamples.length < 10) report.notKeptExamples.push({ path, status: response.status, cache });
          }
        } catch (error) {
          report.failed++;
          log('warn', 'page warm failed', { path, error: error instanceof Error ? error.message : String(error) });
        }
      }
    };
    await Promise.all(Array.from({ length: concurrency }, visit));
    // The copies are stored in the background once a page has streamed: answer once they are.
    await pageCacheSettled();
    report.next = next < plan.length ? next : null;
    report.seconds = Math.round((Date.now() - started) / 100) / 10;
    log('info', 'pages warmed', { ...report, notKeptExamples: undefined });
    return c.json(report, 200, { 'Cache-Control': 'no-store' });
  });
  return route;
}

/**
 * Seconds of warming per market on each cron run (every 15 minutes): PAGE_WARM_SECONDS, 20 when
 * empty or not a number of seconds from 0 to 900; 0: no warm on the cron. Production sets 4: six
 * markets in about 25 s, within a cron invocation's 30 s of CPU.
 */
export function cronWarmSeconds(env: Env): number {
  const seconds = Number(env.PAGE_WARM_SECONDS || 20);
  return Number.isFinite(seconds) && seconds >= 0 && seconds <= 900 ? seconds : 20;
}

/** Where each market's next cron warm begins in its plan (KV FLAGS; a previous run's `next`). */
export const warmCursorKey = (market: string) => `page-warm-next:${market}`;

/**
 * The cron's warm: each market's plan, `cronWarmSeconds` each, through the app as ops would call
 * it (the production host of each market, the ops token). A run goes on where the previous one
 * stopped (warmCursorKey), so short runs cover the whole plan in turn; a plan done begins again,
 * where copies still worth serving cost a look-up each.
 */
export async function warmMarkets(fetch: (request: Request, env: Env, ctx: ExecutionContext) => Response | Promise<Response>, env: Env, ctx: ExecutionContext): Promise<WarmReport[]> {
  const seconds = cronWarmSeconds(env);
  if (seconds === 0) return [];
  const domains = productionDomains(env.MARKET_DOMAINS);
  const reports: WarmReport[] = [];
  for (const id of marketIds) {
    const stored = Number(await env.FLAGS.get(warmCursorKey(id)).catch(() => null));
    const from = Number.isInteger(stored) && stored > 0 ? stored : 0;
    const request = new Request(`https://${domains[id]}/__ops/warm?seconds=${seconds}&from=${from}`, { method: 'POST', headers: { authorization: `Bearer ${env.OPS_TOKEN}` } });
    const response = await fetch(request, env, ctx);
    if (!response.ok) {
      log('warn', 'page warm refused', { market: id, status: response.status });
      continue;
    }
    const report = (await response.json()) as WarmReport;
    reports.push(report);
    await env.FLAGS.put(warmCursorKey(id), String(report.next ?? 0)).catch(() => undefined);
  }
  return reports;
}
