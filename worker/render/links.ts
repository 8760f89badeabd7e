import type { MarketId } from '../../markets/config';
import { fixedRoutingKeys, type FixedRoutingKey } from '../../markets/paths';
import { buildPath, matchPath } from '../../markets/routes';
import type { LinkLocation, MenuItem } from '../data/types';
import type { NavItem } from '../../client/islands/nav';

/** A CMS link: a fixed location (travel slug or custom page) or a plain url (SPEC §2 "Menu links"). */
export interface CmsLink {
  url?: string | null;
  location?: LinkLocation | null;
}

function isFixedRoutingKey(key: string): key is FixedRoutingKey {
  return (fixedRoutingKeys as readonly string[]).includes(key);
}

function safeUrl(url: string): string | null {
  const trimmed = url.trim();
  if (/^(https?:|mailto:|tel:)/i.test(trimmed) || trimmed.startsWith('?') || trimmed.startsWith('#')) return trimmed;
  if (trimmed.startsWith('/') && !trimmed.startsWith('//')) return trimmed;
  return null;
}

/** Resolves a CMS link to an href in the market; null when it points nowhere valid. */
export function linkHref(marketId: MarketId, link: CmsLink | null | undefined): string | null {
  if (!link) return null;
  const location = link.location;
  if (location?.type === 'travel') return buildPath(marketId, 'travels-travel', { travel: location.slug });
  if (location?.type === 'custompage') {
    if (location.routingKey && isFixedRoutingKey(location.routingKey)) return buildPath(marketId, location.routingKey);
    if (location.slug) return buildPath(marketId, 'custom', { slug: location.slug });
    return null;
  }
  const url = link.url ? safeUrl(link.url) : null;
  // Copy is per language, routes per market: a path this market does not have (en-WE shares the
  // English "See events" with the US, but has no events page, SPEC §2) is no link, not a 404.
  if (url?.startsWith('/') && matchPath(marketId, url.split(/[?#]/)[0]!)?.unavailable) return null;
  return url;
}

/**
 * Menu items with their hrefs resolved, ready to hand to the menu island; `depth: 1` resolves
 * only the top level (a page's header: the panels come from /api/menu).
 */
export function navItems(marketId: MarketId, items: readonly MenuItem[], depth = Number.POSITIVE_INFINITY): NavItem[] {
  return items.map((item) => ({
    id: item.id,
    label: item.label,
    type: item.type,
    href: linkHref(marketId, item),
    badge: item.badge === 'NEW' || item.badge === 'HOT' || item.badge === 'SAFE' ? item.badge : null,
    icon: item.icon,
    external: item.target === '_blank',
    removeAccordionOnMobile: item.removeAccordionOnMobile,
    children: depth > 1 ? navItems(marketId, item.children, depth - 1) : [],
    ...(depth > 1 ? {} : { hasPanel: item.children.length > 0 }),
  }));
}
