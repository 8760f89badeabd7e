import type { MiddlewareHandler } from 'hono';
import { markets } from '../../markets/config';
import { marketForHost, productionDomains } from '../../markets/hosts';
import { i18nFor } from '../i18n';

let cachedDomains: { raw: string; domains: ReturnType<typeof productionDomains> } | null = null;

function domainsFor(raw: string) {
  // Config is per deployment, so parsing it once per isolate is safe.
  if (!cachedDomains || cachedDomains.raw !== raw) cachedDomains = { raw, domains: productionDomains(raw) };
  return cachedDomains.domains;
}

/** Resolves the market from the Host header and gives the request its language's i18n instance. */
export function market(): MiddlewareHandler<{ Bindings: Env }> {
  return async function marketMiddleware(c, next) {
    const domains = domainsFor(c.env.MARKET_DOMAINS ?? '');
    const host = c.req.header('host') ?? new URL(c.req.url).host;
    const current = markets[marketForHost(host, domains)];
    c.set('marketDomains', domains);
    c.set('market', current);
    c.set('i18n', i18nFor(current.language));
    await next();
  };
}
