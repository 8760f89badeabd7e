import type { Context } from 'hono';
import type { CurrencyCode, MarketId } from '../../markets/config';
import { consentFromCookies, type ConsentChoice } from '../../shared/consent';
import { isBot } from '../bots';
import type { AppEnv } from '../context';
import { pageQuery } from '../cache/pageQuery';
import { geolocatedCurrency, storedCurrency } from './currency';
import { redirectOffer, type RedirectOffer } from './redirectOffer';

/**
 * The request profile (issue 35 item 2): everything of the request that an anonymous page's
 * HTML depends on, besides the experiments it reads (known once it has rendered: the page
 * cache's variant keys). Built once per request, before rendering; the render reads these inputs
 * from it (currency, the country offer, consent, robot or not), and the page cache's key is made
 * of it (render/pageCache.ts), so an input the render reads cannot be missing from the key.
 */
export interface RequestProfile {
  host: string;
  /** Path and page query: only the parameters some page reads (../cache/pageQuery.ts). */
  path: string;
  market: MarketId;
  /** The visitor's currency choice (an unknown code is no choice: not a key per made-up value). */
  currency: CurrencyCode | null;
  /** The currency the visitor's country is shown prices in, where the market offers one. */
  countryCurrency: CurrencyCode | null;
  /** The offer to go to the visitor's country's market (any other country is the same page). */
  offer: RedirectOffer | null;
  /** The visitor's cookie choice (what the consent banner and tags render). */
  consent: ConsentChoice | null;
  /** A robot: it gets the whole page at once, deferred parts in place. */
  bot: boolean;
  signedIn: boolean;
  /** The flag values targeting rules set for this visitor (RequestFlags.cacheKey). */
  flags: unknown[] | null;
}

/**
 * This request's page query (../cache/pageQuery.ts): the parameters some page reads, all a
 * page's loaders and links see of the query (the bench's `?bench=` too when its routes are on).
 */
export function requestQuery(c: Context<AppEnv>): string {
  return pageQuery(new URL(c.req.url).search, { bench: c.env.BENCH_ROUTES === '1' });
}

/** This request's profile, built on first ask. */
export function requestProfile(c: Context<AppEnv>): RequestProfile {
  const known = c.get('profile');
  if (known) return known;
  const url = new URL(c.req.url);
  const geo = c.get('geolocation');
  const profile: RequestProfile = {
    host: c.req.header('host') ?? url.host,
    path: url.pathname + requestQuery(c),
    market: c.get('market').id,
    currency: storedCurrency(c) ?? null,
    countryCurrency: geolocatedCurrency(geo?.country ?? null) ?? null,
    offer: redirectOffer(geo),
    consent: consentFromCookies(c.req.header('cookie')),
    bot: isBot(c.req.header('user-agent')),
    signedIn: !!c.get('user') || !!c.get('owner'),
    flags: c.get('flags')?.cacheKey() ?? null,
  };
  c.set('profile', profile);
  return profile;
}
