import { z } from 'zod';
import { defaultMarketId, isMarketId, marketIds, markets, type MarketId } from './config';

const domainOverrides = z.record(z.string(), z.string().min(1));

/** Production hosts per market, with the MARKET_DOMAINS JSON var taking precedence. */
export function productionDomains(marketDomainsVar?: string): Record<MarketId, string> {
  const domains = Object.fromEntries(marketIds.map((id) => [id, markets[id].domain])) as Record<MarketId, string>;
  if (!marketDomainsVar) return domains;
  let parsed: unknown;
  try {
    parsed = JSON.parse(marketDomainsVar);
  } catch {
    throw new Error('MARKET_DOMAINS must be a JSON object of market id -> host');
  }
  const result = domainOverrides.safeParse(parsed);
  if (!result.success) throw new Error('MARKET_DOMAINS must be a JSON object of market id -> host');
  for (const [id, host] of Object.entries(result.data)) {
    if (isMarketId(id)) domains[id] = host.toLowerCase();
  }
  return domains;
}

function stripPort(host: string): string {
  const bracket = host.startsWith('[') ? host.indexOf(']') : -1;
  if (bracket > 0) return host.slice(0, bracket + 1);
  const colon = host.lastIndexOf(':');
  return colon >= 0 ? host.slice(0, colon) : host;
}

export function isLocalHost(host: string): boolean {
  const name = stripPort(host.toLowerCase());
  return name === 'localhost' || name.endsWith('.localhost') || name === '127.0.0.1' || name === '[::1]';
}

/** Host → market. Bare localhost and unknown hosts resolve to the default market (Italy). */
export function marketForHost(host: string | undefined, domains: Record<MarketId, string>): MarketId {
  if (!host) return defaultMarketId;
  const name = stripPort(host.trim().toLowerCase()).replace(/\.$/, '');
  for (const id of marketIds) {
    if (markets[id].localHost === name || domains[id] === name) return id;
    // Apex domain without "www." belongs to the same market.
    if (domains[id].startsWith('www.') && domains[id].slice(4) === name) return id;
  }
  return defaultMarketId;
}

/**
 * Origin of a market as seen from the current request: local hosts keep their port and
 * scheme so the language switch works on a developer machine.
 */
export function marketOrigin(target: MarketId, requestUrl: URL, domains: Record<MarketId, string>): string {
  if (isLocalHost(requestUrl.host)) {
    const port = requestUrl.port ? `:${requestUrl.port}` : '';
    return `${requestUrl.protocol}//${markets[target].localHost}${port}`;
  }
  return `https://${domains[target]}`;
}
