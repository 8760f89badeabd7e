/** Custom pages by routing key or slug, with redirects, SEO URLs and resolved blocks (SPEC §2, §3, §7). */
import { markets, type MarketId } from '../../../markets/config';
import { filtersSchema } from '../../../shared/filters';
import type { Block, CustomPage, CustomPageResult, Image } from '../types';
import { imageOf, parseJson, placeholders, type ImageRow, type QueryContext } from './context';
import { searchTours, searchTravels } from './search';
import { travelPage } from './travelPage';
import { topSellers } from './topSellers';
import { topSellersQuerySchema } from '../types';

export type PageKey = { routingKey: string } | { slug: string };

/** Slug as stored: no leading or trailing slash, no empty segments, lower case. */
export function normaliseSlug(slug: string): string {
  return slug
    .split('/')
    .filter(Boolean)
    .join('/')
    .toLowerCase()
    .slice(0, 300);
}

interface PageRow {
  id: number;
  routing_key: string | null;
  type: string;
  hide_layout: number;
  transparent_header: number;
  custom_html_classes: string;
  custom_css: string;
  robots: string;
  seo_image_id: number | null;
  slug: string;
  title: string;
  seo_title: string;
  seo_description: string;
  markup_linked_data: string | null;
}

export async function customPage(ctx: QueryContext, key: PageKey): Promise<CustomPageResult> {
  const byKey = 'routingKey' in key;
  const value = byKey ? key.routingKey : normaliseSlug(key.slug);
  if (!value) return { status: 'not-found' };
  const pageId = byKey
    ? 'SELECT id FROM custom_pages WHERE routing_key = ?1'
    : 'SELECT page_id FROM custom_page_translations WHERE language = ?2 AND slug = ?1';
  const [pages, blocks, urls, redirects] = await ctx.db.batch([
    ctx.db
      .prepare(
        `SELECT p.*, t.slug, t.title, t.seo_title, t.seo_description, t.markup_linked_data
         FROM custom_pages p JOIN custom_page_translations t ON t.page_id = p.id AND t.language = ?2
         WHERE p.id = (${pageId})`,
      )
      .bind(value, ctx.language),
    ctx.db
      .prepare(`SELECT block_id, block_type, content FROM custom_page_blocks WHERE page_id = (${pageId}) AND language = ?2 ORDER BY position`)
      .bind(value, ctx.language),
    byKey
      ? ctx.db.prepare(`SELECT market, path FROM custom_page_urls WHERE page_id = (${pageId})`).bind(value)
      : ctx.db.prepare(`SELECT market, path FROM custom_page_urls WHERE page_id = (${pageId})`).bind(value, ctx.language),
    ctx.db
      .prepare('SELECT status_code, redirect_to FROM redirects WHERE market = ?1 AND slug = ?2')
      .bind(ctx.market.id, byKey ? '' : value),
  ]);
  const row = pages?.results?.[0] as PageRow | undefined;
  if (!row) {
    const redirect = redirects?.results?.[0] as { status_code: number; redirect_to: string } | undefined;
    if (redirect) return { status: 'redirect', httpStatusCode: redirect.status_code, redirectTo: redirect.redirect_to };
    return { status: 'not-found' };
  }
  const rawBlocks = ((blocks?.results ?? []) as { block_id: string; block_type: string; content: string }[]).map((b) => ({
    id: b.block_id,
    blockType: b.block_type,
    content: parseJson<Record<string, unknown>>(b.content, {}),
  }));
  const resolved = await resolveBlocks(ctx, rawBlocks, row.seo_image_id);
  const urlRows = (urls?.results ?? []) as { market: MarketId; path: string }[];
  const seoUrls = urlRows
    .filter((u) => u.market in markets)
    .map((u) => ({ market: u.market, locale: markets[u.market].locale, path: u.path, url: `https://${ctx.domains[u.market]}${u.path}` }));
  const own = seoUrls.find((u) => u.market === ctx.market.id);
  const noindex = /noindex/i.test(row.robots);
  const page: CustomPage = {
    id: row.id,
    routingKey: row.routing_key,
    slug: row.slug,
    type: row.type,
    title: row.title,
    attributes: { hideLayout: row.hide_layout === 1, transparentHeader: row.transparent_header === 1 },
    customHtmlClasses: row.custom_html_classes,
    customCss: row.custom_css,
    seo: {
      title: row.seo_title,
      description: row.seo_description,
      image: resolved.seoImage,
      robots: row.robots,
      canonical: noindex || !own ? null : own.url,
      markupLinkedData: parseJson<Record<string, unknown> | null>(row.markup_linked_data, null),
      urls: seoUrls,
    },
    blocks: resolved.blocks,
  };
  return { status: 'found', page };
}

/** Numbers found under image fields of block content (image, items[].image, links[].image). */
function collectImageIds(value: unknown, into: Set<number>, key = ''): void {
  if (Array.isArray(value)) {
    for (const item of value) collectImageIds(item, into, key);
  } else if (value && typeof value === 'object') {
    for (const [k, v] of Object.entries(value)) collectImageIds(v, into, k === 'desktop' || k === 'mobile' ? key : k);
  } else if (typeof value === 'number' && key === 'image') {
    into.add(value);
  }
}

function expandImages(value: unknown, images: Map<number, Image>, key = ''): unknown {
  if (Array.isArray(value)) return value.map((item) => expandImages(item, images, key));
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value).map(([k, v]) => [k, expandImages(v, images, k === 'desktop' || k === 'mobile' ? key : k)]),
    );
  }
  if (typeof value === 'number' && key === 'image') return images.get(value) ?? null;
  return value;
}

export async function imagesById(ctx: QueryContext, ids: readonly number[]): Promise<Map<number, Image>> {
  const map = new Map<number, Image>();
  if (!ids.length) return map;
  const { results } = await ctx.db
    .prepare(
      `SELECT i.id, i.seo_name, i.type, i.width, i.height, t.alt_text, t.title FROM images i
       LEFT JOIN image_translations t ON t.image_id = i.id AND t.language = ? WHERE i.id IN (${placeholders(ids.length)})`,
    )
    .bind(ctx.language, ...ids)
    .all<ImageRow>();
  for (const row of results ?? []) {
    const image = imageOf(row);
    if (image) map.set(row.id, image);
  }
  return map;
}

/**
 * Blocks as the composer renders them: image ids become image resources, carousels and top
 * sellers carry their data, a travel cover its travel card. A block whose data fails to load
 * keeps an empty list rather than failing the page.
 */
async function resolveBlocks(ctx: QueryContext, blocks: Block[], seoImageId: number | null): Promise<{ blocks: Block[]; seoImage: Image | null }> {
  const ids = new Set<number>();
  for (const block of blocks) collectImageIds(block.content, ids);
  if (seoImageId) ids.add(seoImageId);
  const [images, ...data] = await Promise.all([
    imagesById(ctx, [...ids]),
    ...blocks.map(async (block): Promise<Record<string, unknown> | null> => {
      const content = block.content;
      if (block.blockType === 'travel-carousel' || block.blockType === 'tour-carousel') {
        const filters = filtersSchema.safeParse({ ...(content.filter as object), tab: block.blockType === 'tour-carousel' ? 'tours' : 'travels' });
        if (!filters.success) return { data: [] };
        const page = block.blockType === 'tour-carousel'
          ? await searchTours(ctx, filters.data, block.id, { total: null })
          : await travelPage(ctx, filters.data, { count: false });
        return { data: page.data };
      }
      if (block.blockType === 'top-sellers') {
        const query = topSellersQuerySchema.safeParse(content.query ?? {});
        return { data: query.success ? await topSellers(ctx, query.data) : null };
      }
      if (block.blockType === 'travel-cover' && typeof content.travelId === 'number') {
        const filters = filtersSchema.parse({ travelId: [content.travelId], perPage: 1, tab: 'travels' });
        const page = await searchTravels(ctx, filters, { count: false });
        return { travel: page.data[0] ?? null };
      }
      return null;
    }),
  ]);
  return {
    blocks: blocks.map((block, i) => ({
      ...block,
      content: { ...(expandImages(block.content, images) as Record<string, unknown>), ...(data[i] ?? {}) },
    })),
    seoImage: seoImageId ? (images.get(seoImageId) ?? null) : null,
  };
}
