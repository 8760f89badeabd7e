import type { MarketId } from '../../markets/config';
import { buildPath } from '../../markets/routes';
import type { AccountLinks } from '../../shared/boot';
import { loginHref } from './returnTo';

/** The login link back to `path` and the legal pages, in the market's paths. */
export function accountLinks(marketId: MarketId, path: string): AccountLinks {
  return {
    login: loginHref(buildPath(marketId, 'login') ?? '/login', path),
    legal: { privacy: buildPath(marketId, 'legal-privacy-policy'), terms: buildPath(marketId, 'legal-terms-conditions') },
  };
}
