import type { MiddlewareHandler } from 'hono';
import { getCookie, setCookie } from 'hono/cookie';
import {
  formatRedirectExposure,
  parseRedirectExposure,
  redirectExposureCookie,
  type EdgeExposure,
} from '../../flags/edgeExperiments';
import { fragmentHeader } from '../../shared/fragment';
import { isBot } from '../bots';
import type { AppEnv } from '../context';
import { applyDomMutations } from '../render/domMutations';

/** Paths never touched by an edge experiment: APIs, ops, assets, the worker's own endpoints. */
const notPages = /^\/(api|__ops|__bench|__dev|build|static|assets|favicon|robots\.txt|sitemap)/;

/**
 * URL-redirect and visual-editor experiments from the GrowthBook payload, at the edge (issue 32
 * item 2). Before rendering, a visitor in a redirect variation gets a 302 to the variation's
 * page (query kept; `private, no-store`: no cache keeps one visitor's answer); crawlers are
 * never redirected nor changed. After rendering (or serving a cached copy: the page cache keeps
 * the unchanged page, so a visual experiment never splits its copies and no visitor can get
 * another's variation), the visitor's visual mutations are applied with HTMLRewriter, also to
 * the results fragment swapped in place, and the page lists the edge experiments it was exposed
 * to for the browser's experiment_viewed.
 */
export function edgeExperiments(): MiddlewareHandler<AppEnv> {
  return async function edgeExperimentsMiddleware(c, next) {
    const flags = c.get('flags');
    if (c.req.method !== 'GET' || notPages.test(c.req.path) || !flags?.snapshot || isBot(c.req.header('user-agent'))) return next();
    const outcomes = flags.edgeOutcomes(c.req.url);
    if (!outcomes.length) {
      if (!getCookie(c, redirectExposureCookie)) return next();
    }
    const fragment = c.req.header(fragmentHeader) !== undefined;
    if (!fragment) {
      const redirect = outcomes.find((outcome) => outcome.redirect);
      if (redirect?.redirect) {
        if (!redirect.forced) {
          // The page it leads to reports the exposure (once, within a minute).
          setCookie(c, redirectExposureCookie, formatRedirectExposure(redirect), { path: '/', maxAge: 60, httpOnly: true, secure: true, sameSite: 'Lax' });
        }
        c.header('Cache-Control', 'private, no-store');
        c.header('Vary', 'Cookie');
        return c.redirect(redirect.redirect, 302);
      }
    }
    await next();
    const res = c.res;
    if (res.status !== 200 || !res.headers.get('content-type')?.startsWith('text/html')) return;
    const mutations = outcomes.flatMap((outcome) => outcome.mutations);
    const exposures: EdgeExposure[] = fragment
      ? []
      : outcomes
          .filter((outcome) => outcome.inExperiment && !outcome.forced)
          .map((outcome) => ({ experimentKey: outcome.key, variationId: outcome.variationId, kind: outcome.kind }));
    const carried = fragment ? null : parseRedirectExposure(getCookie(c, redirectExposureCookie));
    if (carried && !exposures.some((exposure) => exposure.experimentKey === carried.experimentKey)) exposures.push(carried);
    if (!mutations.length && !exposures.length) return;
    c.res = undefined as unknown as Response;
    c.res = applyDomMutations(res, mutations, exposures);
  };
}
