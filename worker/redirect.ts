/**
 * Sends a redirect from the worker: every `Location` it emits passes redirectTarget()
 * (worker/redirectTarget.ts) with the site's policy. Same-origin paths are always fine; the
 * only other origins are this site's market domains, the identity provider and the account
 * site (from the configuration, never from the request). Anything else goes home.
 */
import type { Context } from 'hono';
import { marketIds } from '../markets/config';
import { marketOrigin } from '../markets/hosts';
import { requestOrigin } from './account/request';
import type { AppEnv } from './context';
import { log } from './log';
import { redirectTarget, type RedirectPolicy } from './redirectTarget';

type RedirectStatus = 301 | 302 | 303 | 307 | 308;

function configuredOrigins(env: Env): string[] {
  const origins: string[] = [];
  for (const value of [env.OIDC_ISSUER, env.ACCOUNT_BASE_URL]) {
    try {
      if (value) origins.push(new URL(value).origin);
    } catch {
      // an unusable configuration value allows nothing
    }
  }
  return origins;
}

/** The redirect policy of this request: its origin, the other markets, provider and account site. */
export function sitePolicy(c: Context<AppEnv>, refusePath?: RedirectPolicy['refusePath']): RedirectPolicy {
  const url = new URL(c.req.url);
  const domains = c.get('marketDomains');
  const markets = marketIds.map((id) => marketOrigin(id, url, domains));
  return { origin: requestOrigin(c), allowedOrigins: [...markets, ...configuredOrigins(c.env)], refusePath };
}

/** `c.redirect` to a checked target; a refused one is logged and replaced by the home page. */
export function redirect(c: Context<AppEnv>, location: string, status: RedirectStatus = 302): Response {
  const target = redirectTarget(location, sitePolicy(c));
  if (target === null) {
    log('warn', 'redirect refused', { requestId: c.get('requestId'), route: c.get('routeName') ?? null, target: location.slice(0, 200) });
  }
  return c.redirect(target ?? '/', status);
}
