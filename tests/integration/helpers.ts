import { SELF } from 'cloudflare:test';
import { markets, type MarketId } from '../../markets/config';
import { bootElementId, type BootData } from '../../shared/boot';
import { todayIn } from '../../shared/dates';

export const hosts: Record<MarketId, string> = {
  it: 'it.localhost', us: 'us.localhost', we: 'en.localhost', es: 'es.localhost', fr: 'fr.localhost', de: 'de.localhost',
};

export const htmlLang: Record<MarketId, string> = {
  it: 'it-IT', us: 'en-US', we: 'en-WE', es: 'es-ES', fr: 'fr-FR', de: 'de-DE',
};

/**
 * Today as the European markets' pages count upcoming departures (one time zone: Rome, Madrid,
 * Paris, Berlin), as an SQL literal: a departure is upcoming when it starts after it. SQLite's
 * date('now') is UTC's day, a day behind Rome's from 23:00 UTC (22:00 in summer).
 */
export const europeToday = (): string => `'${todayIn(markets.it.timeZone)}'`;

/** GET a page of a market through the worker in workerd (real D1/KV bindings). */
export function get(market: MarketId | string, path: string, init: RequestInit & { cf?: Record<string, unknown> } = {}) {
  const host = (hosts as Record<string, string>)[market] ?? market;
  return SELF.fetch(`http://${host}${path}`, { redirect: 'manual', ...init });
}

export function langOf(html: string): string | null {
  return /<html lang="([^"]+)"/.exec(html)?.[1] ?? null;
}

export function hreflangs(html: string): Record<string, string> {
  const result: Record<string, string> = {};
  for (const m of html.matchAll(/<link rel="alternate" hrefLang="([^"]+)" href="([^"]+)"\/>/g)) result[m[1]!] = m[2]!;
  return result;
}

const bootScript = new RegExp(`<script id="${bootElementId}" type="application/json"[^>]*>(.*?)</script>`, 's');

/** The boot data a page serialised for its islands (shared/boot.ts). */
export function bootOf(html: string): BootData {
  const match = bootScript.exec(html);
  if (!match) throw new Error('no boot data in the page');
  return JSON.parse(match[1]!) as BootData;
}

/** The page without its boot data (which carries the request's URL as sent: GrowthBook's url attribute). */
export function withoutBoot(html: string): string {
  return html.replace(bootScript, '');
}
