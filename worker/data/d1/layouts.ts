/** Layout of a market (SPEC §3 "Layout data"): menus, footer, contacts, banners, settings, default filters. */
import { defaultFilters } from '../../../shared/filters';
import type { Banner, Layout, LinkLocation, MenuItem } from '../types';
import { parseJson, type QueryContext } from './context';
import { availableFilters } from './facets';

interface MenuRow {
  id: number;
  menu: string;
  parent_id: number | null;
  position: number;
  type: MenuItem['type'];
  label: string;
  url: string | null;
  location_type: 'travel' | 'custompage' | null;
  location_value: string | null;
  style: string | null;
  badge: string | null;
  icon: string | null;
  target: string | null;
  remove_accordion_on_mobile: number;
}

interface BannerRow {
  id: number;
  kind: 'bar' | 'talk-to-us';
  position: 'top' | 'bottom';
  message: string;
  background_color: string | null;
  text_color: string | null;
  custom_css: string;
  call_to_action: string | null;
  closable: number;
  routes_match: string;
  routes_exclude: string;
}

function locationOf(row: MenuRow): LinkLocation | null {
  if (!row.location_type || !row.location_value) return null;
  if (row.location_type === 'travel') return { type: 'travel', slug: row.location_value };
  // Custom page locations are a routing key, or "slug:…" for slug-only pages.
  return row.location_value.startsWith('slug:')
    ? { type: 'custompage', slug: row.location_value.slice(5) }
    : { type: 'custompage', routingKey: row.location_value };
}

/** Builds the menu trees of one menu from flat rows ordered by position. */
export function menuTree(rows: readonly MenuRow[], menu: string): MenuItem[] {
  const items = new Map<number, MenuItem>();
  const roots: MenuItem[] = [];
  const own = rows.filter((row) => row.menu === menu);
  for (const row of own) {
    items.set(row.id, {
      id: row.id,
      label: row.label,
      type: row.type,
      url: row.url,
      location: locationOf(row),
      style: row.style,
      badge: row.badge,
      icon: row.icon,
      target: row.target,
      removeAccordionOnMobile: row.remove_accordion_on_mobile === 1,
      children: [],
    });
  }
  for (const row of own) {
    const item = items.get(row.id)!;
    const parent = row.parent_id === null ? undefined : items.get(row.parent_id);
    (parent ? parent.children : roots).push(item);
  }
  return roots;
}

export async function layout(ctx: QueryContext): Promise<Layout | null> {
  const [menus, docs, banners, currencies] = await ctx.db.batch([
    ctx.db.prepare('SELECT * FROM menu_items WHERE market = ?1 ORDER BY menu, parent_id IS NOT NULL, parent_id, position').bind(ctx.market.id),
    ctx.db.prepare('SELECT footer, contacts, settings, updated_at FROM layouts WHERE market = ?1').bind(ctx.market.id),
    ctx.db.prepare('SELECT * FROM banners WHERE market = ?1 ORDER BY kind, priority DESC, id').bind(ctx.market.id),
    ctx.db
      .prepare('SELECT c.iso_code, c.symbol, c.names FROM market_currencies m JOIN currencies c ON c.iso_code = m.iso_code WHERE m.market = ?1 ORDER BY m.position')
      .bind(ctx.market.id),
  ]);
  const doc = docs?.results?.[0] as { footer: string; contacts: string; settings: string; updated_at: string } | undefined;
  if (!doc) return null;
  const menuRows = (menus?.results ?? []) as MenuRow[];
  const bannerRows = (banners?.results ?? []) as BannerRow[];
  const routes = (row: BannerRow) => ({ match: parseJson<string[]>(row.routes_match, ['*']), exclude: parseJson<string[]>(row.routes_exclude, []) });
  const bars: Banner[] = bannerRows
    .filter((row) => row.kind === 'bar')
    .map((row) => ({
      id: row.id,
      position: row.position,
      message: row.message,
      backgroundColor: row.background_color,
      textColor: row.text_color,
      customCss: row.custom_css,
      callToAction: parseJson<Record<string, unknown> | null>(row.call_to_action, null),
      closable: row.closable === 1,
      routes: routes(row),
    }));
  const talk = bannerRows.find((row) => row.kind === 'talk-to-us');
  const settings = parseJson<Record<string, unknown>>(doc.settings, {});
  const footer = parseJson<Record<string, unknown>>(doc.footer, {});
  return {
    header: { menu: menuTree(menuRows, 'header'), mobileMenu: menuTree(menuRows, 'mobile-cta') },
    footer: { ...footer, menu: menuTree(menuRows, 'footer') },
    contacts: parseJson(doc.contacts, { books: {}, blocks: [] }),
    beans: {
      bars,
      talkToUs: talk
        ? { id: talk.id, message: talk.message, backgroundColor: talk.background_color, textColor: talk.text_color, customCss: talk.custom_css, routes: routes(talk) }
        : null,
    },
    settings: {
      installmentPayments: (settings.installmentPayments as Record<string, unknown>) ?? { enabled: false },
      currencies: ((currencies?.results ?? []) as { iso_code: string; symbol: string; names: string }[]).map((c) => ({
        isoCode: c.iso_code,
        symbol: c.symbol,
        name: parseJson<Record<string, string>>(c.names, {})[ctx.language] ?? c.iso_code,
      })),
      defaultCurrency: String(settings.defaultCurrency ?? ctx.market.currency),
    },
    filters: { ...defaultFilters },
    availableFilters: await availableFilters(ctx, defaultFilters),
    updatedAt: doc.updated_at,
  };
}
