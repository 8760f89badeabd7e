// What the money and date sweeps share (issue 30 items 3 and 11): the text a visitor reads, a
// departure far enough ahead to have every part of its pages, and the pages reached from a
// market's home page.
import { env } from 'cloudflare:test';
import { expect } from 'vitest';
import type { MarketId } from '../../markets/config';
import { buildPath, matchPath } from '../../markets/routes';
import { get, hosts } from './helpers';

/** The entities React and the pages write, back to text. */
export function decode(text: string): string {
  return text.replace(/<!-- -->/g, '').replace(/&#x27;/g, "'").replace(/&quot;/g, '"').replace(/&amp;/g, '&').replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&nbsp;/g, ' ');
}

/** What a reader sees (the title included): the markup without scripts, styles, templates and tags. */
export function visibleText(html: string): string {
  return decode(html.replace(/<(script|style|template)\b[\s\S]*?<\/\1>/g, ' ').replace(/<[^>]+>/g, ' ')).replace(/\s+/g, ' ');
}

export interface SweepDeparture { slug: string; code: string; starting_date: string }

/** A confirmed departure with seats, more than 60 days ahead: its pages show a deposit, the calculator and the plan. */
export async function bookableDeparture(): Promise<SweepDeparture> {
  const row = await env.DB.prepare(
    `SELECT tr.slug, t.code, t.starting_date FROM tours t JOIN travels tr ON tr.id = t.travel_id
     WHERE t.starting_date > date('now', '+60 days') AND t.is_published = 1 AND t.sales_status = 'CONFIRMED' AND t.free_seats > 0
     ORDER BY t.starting_date LIMIT 1`,
  ).first<SweepDeparture>();
  expect(row).not.toBeNull();
  return row!;
}

/**
 * The home page's internal links (menus, footer, cards), one per path, plus a trip, its
 * itinerary, a departure and its dossier; sign-in routes and the routes named in `skip` left out.
 */
export async function sweepPaths(marketId: MarketId, { cookie, skip = [] }: { cookie?: string; skip?: string[] } = {}): Promise<string[]> {
  const html = await (await get(marketId, '/', cookie ? { headers: { cookie } } : {})).text();
  const paths = new Set<string>(['/']);
  for (const match of html.matchAll(/href="([^"#]*)"/g)) {
    let url: URL;
    try {
      url = new URL(decode(match[1]!), `http://${hosts[marketId]}/`);
    } catch {
      continue;
    }
    if (url.host !== hosts[marketId] || /\.(?:svg|png|webp|css|js|xml|txt|json)$/.test(url.pathname)) continue;
    const route = matchPath(marketId, url.pathname);
    if (!route || skip.includes(route.name) || route.name.startsWith('login')) continue;
    paths.add(url.pathname);
  }
  const row = await bookableDeparture();
  paths.add(buildPath(marketId, 'travels-travel', { travel: row.slug })!);
  paths.add(buildPath(marketId, 'travels-travel-itinerary', { travel: row.slug })!);
  paths.add(buildPath(marketId, 'travels-travel-tour', { travel: row.slug, tour: row.code })!);
  paths.add(buildPath(marketId, 'travels-travel-tour-dossier', { travel: row.slug, tour: row.code })!);
  return [...paths];
}
