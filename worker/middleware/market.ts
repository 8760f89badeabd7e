import type { MiddlewareHandler } from 'hono';
import { markets } from '../../markets/config';
import { marketForHost, productionDomains } from '../../markets/hosts';
import { createI18n } from '../../markets/i18n';
import { resources } from '../../markets/locales';

let cachedDomains: { raw: string; domains: ReturnType<typeof productionDomains> } | null = null;

function domainsFor(raw: string) {
  // Config is per deployment, so parsing it once per isolate is safe.
  if (!cachedDomains || cachedDomains.raw !== raw) cachedDomains = { raw, domains: productionDomains(raw) };
  return cachedDomains.domains;
}

/** Resolves the market from the Host header and creates the request's i18n instance. */
export function market(): MiddlewareHandler<{ Bindings: Env }> {
  return async function marketMiddleware(c, next) {
    const domains = domainsFor(c.env.MARKET_DOMAINS ?? '');
    const host = c.req.header('host') ?? new URL(c.req.url).host;
    const current = markets[marketForHost(host, domains)];
    c.set('marketDomains', domains);
    c.set('market', current);
    c.set('i18n', createI18n(current.language, resources[current.language]));
    await next();
  };
}
