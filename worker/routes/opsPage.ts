import { Hono, type Context } from 'hono';
import { z } from 'zod';
import { forceParam, parseForcedVariations } from '../../flags/attributes';
import { deviceIdCookie } from '../middleware/deviceId';
import { qaForcingAllowed, qaProbeKey, type QaProbe } from '../middleware/flags';
import type { AppEnv } from '../context';
import { opsAuth, queryIssues } from './ops';

type Render = (request: Request, env: Env, ctx: Context<AppEnv>['executionCtx'] | undefined) => Response | Promise<Response>;

const pageQuery = z.object({
  /** The page: a path of this host, or a URL of it. */
  url: z.string().min(1).max(2048),
  /** QA forcing for this look only: `key:variation,key:variation` (the ?gb_force format). */
  force: z.string().max(1024).optional(),
  /** See the page as this device id would (default: the caller's own cookie). */
  deviceId: z.uuid().optional(),
});

/**
 * `GET /__ops/page?url=` (issue 32 item 5): what a visitor sees on that page, as QA needs it —
 * every feature and experiment evaluated for the request, the variation, the rule that decided
 * it, the redirect or mutations an edge experiment made, and whether the HTML came from the page
 * cache. `force=key:n` forces variations for this look (links for every variation are listed).
 * Open where FLAGS_FORCE_ALLOWED=true (never production), else with the ops bearer token.
 */
export function opsPageRoutes(render: Render) {
  const route = new Hono<AppEnv>();
  const auth = opsAuth();
  route.get('/', async (c, next) => {
    if (qaForcingAllowed(c.env)) {
      c.header('Cache-Control', 'private, no-store');
      c.header('X-Robots-Tag', 'noindex');
      return next();
    }
    return auth(c, next);
  });
  route.get('/', async (c) => {
    const query = pageQuery.safeParse(c.req.query());
    if (!query.success) {
      return c.json({ error: 'invalid query', issues: queryIssues(query.error) }, 400);
    }
    const here = new URL(c.req.url);
    let target: URL;
    try {
      target = new URL(query.data.url, here);
    } catch {
      return c.json({ error: 'invalid url' }, 400);
    }
    if (target.host !== here.host || target.pathname.startsWith('/__ops')) return c.json({ error: 'url must be a page of this host' }, 400);
    const forced = parseForcedVariations(query.data.force);
    if (query.data.force !== undefined) target.searchParams.set(forceParam, query.data.force);

    const cookies = (c.req.header('cookie') ?? '').split(/;\s*/).filter((part) => part && !(query.data.deviceId && part.startsWith(`${deviceIdCookie}=`)));
    if (query.data.deviceId) cookies.push(`${deviceIdCookie}=${query.data.deviceId}`);
    const headers = new Headers({ accept: 'text/html', 'user-agent': c.req.header('user-agent') ?? '' });
    if (cookies.length) headers.set('cookie', cookies.join('; '));

    let report: Record<string, unknown> | null = null;
    const probe: QaProbe = (value) => {
      report = value;
    };
    // Forcing is QA's own: allowed for this look even where visitors cannot force (the ops token).
    const env = { ...c.env, FLAGS_FORCE_ALLOWED: 'true', [qaProbeKey]: probe } as Env;
    let ctx: Context<AppEnv>['executionCtx'] | undefined;
    try {
      ctx = c.executionCtx;
    } catch {
      ctx = undefined;
    }
    const response = await render(new Request(target, { headers, redirect: 'manual' }), env, ctx);
    // Read to the end: the page cache stores a page once it has streamed whole.
    await response.text();
    const cache = response.headers.get('x-render-cache');
    const flags = (report ?? {}) as { experiments?: Array<{ key: string; variations: number }>; features?: Record<string, { experiment?: { key: string; variations: number } }> };
    const experiments = new Map<string, number>();
    for (const feature of Object.values(flags.features ?? {})) if (feature.experiment) experiments.set(feature.experiment.key, feature.experiment.variations);
    for (const experiment of flags.experiments ?? []) experiments.set(experiment.key, experiment.variations);
    const forceLinks: Record<string, string[]> = {};
    for (const [key, count] of experiments) {
      forceLinks[key] = Array.from({ length: count }, (_, variation) => {
        const link = new URL('/__ops/page', here);
        link.searchParams.set('url', `${target.pathname}${target.search.replace(/([?&])gb_force=[^&]*&?/, '$1').replace(/[?&]$/, '')}`);
        link.searchParams.set('force', Object.entries({ ...forced, [key]: variation }).map(([k, v]) => `${k}:${v}`).join(','));
        if (query.data.deviceId) link.searchParams.set('deviceId', query.data.deviceId);
        return link.pathname + link.search;
      });
    }
    return c.json({
      url: target.toString(),
      status: response.status,
      location: response.headers.get('location'),
      renderCache: cache,
      fromPageCache: cache === 'hit' || cache === 'stale',
      flags: report,
      forced,
      forceLinks,
    });
  });
  return route;
}
