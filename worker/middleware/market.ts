import type { MiddlewareHandler } from 'hono';
import type { i18n } from 'i18next';
import { markets, type Language } from '../../markets/config';
import { marketForHost, productionDomains } from '../../markets/hosts';
import { createI18n } from '../../markets/i18n';
import { resources } from '../../markets/locales';

let cachedDomains: { raw: string; domains: ReturnType<typeof productionDomains> } | null = null;

function domainsFor(raw: string) {
  // Config is per deployment, so parsing it once per isolate is safe.
  if (!cachedDomains || cachedDomains.raw !== raw) cachedDomains = { raw, domains: productionDomains(raw) };
  return cachedDomains.domains;
}

const instances = new Map<Language, i18n>();

/**
 * One i18next instance per language per isolate: building one is a real share of a cold
 * render, and the server only reads from it (one language each, resources fixed).
 */
export function i18nFor(language: Language): i18n {
  let instance = instances.get(language);
  if (!instance) {
    instance = createI18n(language, resources[language]);
    instances.set(language, instance);
  }
  return instance;
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
