import { Hono, type Context } from 'hono';
import type { AppEnv } from '../context';
import { isolateD1Cost, isolateD1Statements } from '../data/d1/counted';
import { applyDomMutations } from '../render/domMutations';
import { refreshTally } from '../render/pageCache';
import { benchVisualMutations } from '../../flags/benchPayload';

type Render = (request: Request, env: Env, ctx: Context<AppEnv>['executionCtx']) => Response | Promise<Response>;

/**
 * The physical limit for `npm run bench`: a page's HTML rendered once by this worker, then
 * returned from memory by the same worker. Answers 404 unless BENCH_ROUTES=1.
 */
export function benchRoutes(render: Render) {
  const bench = new Hono<AppEnv>();
  const prerendered = new Map<string, { body: string; status: number }>();

  bench.get('/prerendered', async (c) => {
    if (c.env.BENCH_ROUTES !== '1') return c.notFound();
    const path = c.req.query('path') ?? '/';
    if (!path.startsWith('/') || path.startsWith('//')) return c.text('path must be a local path', 400);
    const host = c.req.header('host') ?? new URL(c.req.url).host;
    const key = `${host}${path}`;
    let page = prerendered.get(key);
    if (page === undefined) {
      const response = await render(new Request(new URL(path, c.req.url), { headers: { host } }), c.env, c.executionCtx);
      // Error pages (404) are pages too: replay them with their status.
      if (response.status >= 500) return c.text('could not pre-render', 502);
      page = { body: await response.text(), status: response.status };
      prerendered.set(key, page);
    }
    return c.html(page.body, page.status as 200);
  });
  // D1 queries, round trips and rows read by this isolate so far: the bench reads them before
  // and after a page it fetched to the end (a streamed part included).
  bench.get('/d1', (c) => {
    if (c.env.BENCH_ROUTES !== '1') return c.notFound();
    // ?statements=1: the same per statement (SQL → queries, rows read).
    const statements = c.req.query('statements') === '1' ? { statements: Object.fromEntries(isolateD1Statements) } : {};
    return c.json({ ...isolateD1Cost, ...statements }, 200, { 'Cache-Control': 'no-store' });
  });

  // What this isolate's page cache did with stale copies: renewed (same data, no render) or rendered.
  bench.get('/page-cache', (c) => {
    if (c.env.BENCH_ROUTES !== '1') return c.notFound();
    return c.json({ refreshes: refreshTally }, 200, { 'Cache-Control': 'no-store' });
  });

  /**
   * The same pre-rendered page with `visual` visual-editor experiments' mutations applied on the
   * way out (HTMLRewriter, as worker/middleware/edgeExperiments.ts does): the bench compares
   * visual=N with visual=0 to get the rewrite cost per experiment.
   */
  bench.get('/rewritten', async (c) => {
    if (c.env.BENCH_ROUTES !== '1') return c.notFound();
    const path = c.req.query('path') ?? '/';
    const count = Math.min(50, Math.max(0, Number(c.req.query('visual') ?? 0) || 0));
    if (!path.startsWith('/') || path.startsWith('//')) return c.text('path must be a local path', 400);
    const host = c.req.header('host') ?? new URL(c.req.url).host;
    const key = `${host}${path}`;
    let page = prerendered.get(key);
    if (page === undefined) {
      const response = await render(new Request(new URL(path, c.req.url), { headers: { host } }), c.env, c.executionCtx);
      if (response.status >= 500) return c.text('could not pre-render', 502);
      page = { body: await response.text(), status: response.status };
      prerendered.set(key, page);
    }
    const base = new Response(page.body, { status: page.status, headers: { 'content-type': 'text/html; charset=utf-8' } });
    const mutations = benchVisualMutations(count);
    return count ? applyDomMutations(base, mutations, [{ experimentKey: 'bench', variationId: 1, kind: 'visual' }]) : base;
  });
  return bench;
}
