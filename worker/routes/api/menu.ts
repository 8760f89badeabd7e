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
import { navItems } from '../../render/links';
import { layoutAnswer } from './layoutAnswer';

export const menuApi = new Hono<AppEnv>();

menuApi.get('/menu', (c) => {
  c.set('routeName', 'api:menu');
  return layoutAnswer(c, 'The menu is unavailable right now', (layout) => {
    const items: NavItem[] = navItems(c.get('market').id, layout.header.menu);
    return { items };
  });
});
