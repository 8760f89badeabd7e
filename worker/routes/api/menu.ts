/**
 * GET /api/menu — the market's main menu with every panel (mega menu columns, drop-down and
 * column lists), for the header's menu island to fetch the first time a panel or the mobile
 * menu opens: the pages carry only the top-level entries (issue 12: the mega menu out of the
 * initial HTML; the footer and breadcrumbs keep the key links crawlable). Shared by every
 * visitor of a market, so cacheable; an unavailable layout is a 503.
 */
import { Hono } from 'hono';
import type { NavItem } from '../../../client/islands/nav';
import type { AppEnv } from '../../context';
import { catalogueSource } from '../../data/source';
import { navItems } from '../../render/links';

export const menuApi = new Hono<AppEnv>();

/** Seconds a menu answer may be reused (browser and edge): menus change rarely. */
export const menuMaxAge = 300;

menuApi.get('/menu', async (c) => {
  c.set('routeName', 'api:menu');
  const layout = await catalogueSource(c).layout().catch(() => null);
  if (!layout) {
    c.header('Retry-After', '30');
    c.header('Cache-Control', 'no-store');
    return c.json({ success: false, error: { message: 'The menu is unavailable right now' } }, 503);
  }
  c.header('Cache-Control', `public, max-age=${menuMaxAge}`);
  c.header('Vary', 'Host');
  const items: NavItem[] = navItems(c.get('market').id, layout.header.menu);
  return c.json({ items });
});
