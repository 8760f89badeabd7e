import type { CurrencyCode, Language, Market, MarketId } from '../../../markets/config';
import { Memo } from '../../cache/memo';
import type { Continent, Image, Labelled } from '../types';

/** Everything a D1 query needs to answer in a market's language and currency. */
export interface QueryContext {
  db: D1Database;
  market: Market;
  language: Language;
  /** Today in the market's time zone ('yyyy-MM-dd'): departures before it are past. */
  today: string;
  /** Production host per market, for canonical and alternate URLs. */
  domains: Record<MarketId, string>;
  /** Order for relevance on travels: the sales score, or text rank when the meili flag is on. */
  searchEngine: 'score' | 'meili';
}

/** Column suffix per currency: whitelisted, so it may be written into SQL. */
export const priceSuffix: Record<CurrencyCode, 'eur' | 'usd' | 'gbp'> = { EUR: 'eur', USD: 'usd', GBP: 'gbp' };

export const imageBaseUrl = '/img';

export interface ImageRow {
  id: number;
  seo_name: string;
  type: string;
  width: number | null;
  height: number | null;
  alt_text: string | null;
  title: string | null;
}

/** An image resource (SPEC §3); sizes are folders of the same file set: imageUrl(image, 'desktop' | 'mobile' | 'thumb'). */
export function imageOf(row: ImageRow | null | undefined): Image | null {
  if (!row || row.id === null || row.id === undefined) return null;
  const base = {
    id: row.id,
    baseUrl: imageBaseUrl,
    seoName: row.seo_name,
    altText: row.alt_text ?? null,
    title: row.title ?? null,
    type: row.type,
    size: null,
    width: row.width ?? null,
    height: row.height ?? null,
  };
  // Desktop and mobile are the same file set in different size folders: no separate variants.
  return base;
}

/** Reads prefixed image columns (`img_id`, `img_seo`, …) from a joined row. */
export function imageFromColumns(row: Record<string, unknown>, prefix: string): Image | null {
  const id = row[`${prefix}_id`];
  if (id === null || id === undefined) return null;
  return imageOf({
    id: Number(id),
    seo_name: String(row[`${prefix}_seo`] ?? ''),
    type: String(row[`${prefix}_type`] ?? 'webp'),
    width: (row[`${prefix}_w`] as number | null) ?? null,
    height: (row[`${prefix}_h`] as number | null) ?? null,
    alt_text: (row[`${prefix}_alt`] as string | null) ?? null,
    title: (row[`${prefix}_title`] as string | null) ?? null,
  });
}

/** SQL select list for an image joined as `alias` with its translation as `alias_t`. */
export function imageColumns(alias: string, prefix: string): string {
  return `${alias}.id AS ${prefix}_id, ${alias}.seo_name AS ${prefix}_seo, ${alias}.type AS ${prefix}_type, ${alias}.width AS ${prefix}_w, ${alias}.height AS ${prefix}_h, ${alias}_t.alt_text AS ${prefix}_alt, ${alias}_t.title AS ${prefix}_title`;
}

/** SQL joins for an image whose id is `idExpr`; the language is bound as the next parameter. */
export function imageJoin(alias: string, idExpr: string): string {
  return `LEFT JOIN images ${alias} ON ${alias}.id = ${idExpr} LEFT JOIN image_translations ${alias}_t ON ${alias}_t.image_id = ${alias}.id AND ${alias}_t.language = ?`;
}

export interface Lookups {
  labels: Map<string, string>;
  continents: Map<number, Continent>;
  continentsByCode: Map<string, Continent>;
  badges: Map<number, { id: number; code: string; label: string; color: string }>;
  /** Every country with its name in the language (a travel card's countries). */
  countries: Map<number, { id: number; name: string; isoCodeAlpha3: string }>;
}

const lookupMemo = new Memo<Lookups>(5 * 60_000, 20);

/** Labels, continents, badges and countries of a language: small tables, read once per isolate and language. */
export async function lookups(ctx: QueryContext): Promise<Lookups> {
  return lookupMemo.getOrSet(ctx.language, async () => {
    const [labels, continents, badges, countries] = await ctx.db.batch([
      ctx.db.prepare('SELECT kind, code, label FROM labels WHERE language = ?1').bind(ctx.language),
      ctx.db
        .prepare('SELECT c.id, c.code, t.name FROM continents c JOIN continent_translations t ON t.continent_id = c.id AND t.language = ?1 ORDER BY c.position')
        .bind(ctx.language),
      ctx.db
        .prepare('SELECT b.id, b.code, b.color, t.label FROM badges b JOIN badge_translations t ON t.badge_id = b.id AND t.language = ?1 ORDER BY b.id')
        .bind(ctx.language),
      ctx.db
        .prepare('SELECT c.id, c.iso_code_alpha3 AS isoCodeAlpha3, t.name FROM countries c JOIN country_translations t ON t.country_id = c.id AND t.language = ?1')
        .bind(ctx.language),
    ]);
    const result: Lookups = { labels: new Map(), continents: new Map(), continentsByCode: new Map(), badges: new Map(), countries: new Map() };
    for (const row of (labels?.results ?? []) as { kind: string; code: string; label: string }[]) {
      result.labels.set(`${row.kind}:${row.code}`, row.label);
    }
    for (const row of (continents?.results ?? []) as Continent[]) {
      result.continents.set(row.id, row);
      result.continentsByCode.set(row.code, row);
    }
    for (const row of (badges?.results ?? []) as { id: number; code: string; label: string; color: string }[]) {
      result.badges.set(row.id, row);
    }
    for (const row of (countries?.results ?? []) as { id: number; name: string; isoCodeAlpha3: string }[]) {
      result.countries.set(row.id, { id: row.id, name: row.name, isoCodeAlpha3: row.isoCodeAlpha3 });
    }
    return result;
  });
}

export function label(l: Lookups, kind: string, code: string): Labelled {
  return { code, label: l.labels.get(`${kind}:${code}`) ?? code };
}

/** Forgets cached lookups (tests re-seed the database). */
export function clearLookups(): void {
  lookupMemo.clear();
}

export function parseJson<T>(text: unknown, fallback: T): T {
  if (typeof text !== 'string' || !text) return fallback;
  try {
    return JSON.parse(text) as T;
  } catch {
    return fallback;
  }
}

/** `?, ?, ?` for a list of values. */
export function placeholders(count: number): string {
  return Array.from({ length: count }, () => '?').join(', ');
}
