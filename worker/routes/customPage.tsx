import { areaRoutingKeys, type RouteName } from '../../markets/paths';
import { filterKeys, parseFilterQuery, type FiltersInput } from '../../shared/filters';
import { imageUrl, type ImageResource } from '../../shared/image';
import type { PreloadImage } from '../render/head';
import { coverPreloads } from '../render/preload';
import { catalogueSource, emptyPage, orEmpty, type PageKey } from '../data/source';
import type { Block, CustomPage } from '../data/types';
import { notFound, UpstreamRedirect } from '../errors';
import { Composer } from '../render/blocks/Composer';
import { sanitizeCss } from '../render/sanitize';
import { InlineStyle } from '../render/ui/InlineStyle';
import { definePage, type LoadContext, type PageType } from './types';
import { addPageTags, listTag } from '../cache/purge';

export interface CustomPageData {
  page: CustomPage;
  blocks: Block[];
}

const carouselTypes = new Set(['travel-carousel', 'tour-carousel']);

/**
 * Blocks that need data the content answer does not carry, plus carousels refreshed when
 * the page query carries filter keys (SPEC §7). Deferred: an outage empties them, the page stays.
 */
async function enrichBlocks(ctx: LoadContext, blocks: Block[]): Promise<Block[]> {
  const source = catalogueSource(ctx.c);
  const query = parseFilterQuery(ctx.url.searchParams);
  const queryFilters = Object.fromEntries(Object.entries(query).filter(([key]) => key !== 'page' && key !== 'perPage'));
  const refresh = Object.keys(queryFilters).some((key) => (filterKeys as readonly string[]).includes(key));
  return Promise.all(
    blocks.map(async (block) => {
      const filter = (block.content.filter && typeof block.content.filter === 'object' ? block.content.filter : {}) as Record<string, unknown>;
      if (block.blockType === 'available-dates') {
        const tours = await orEmpty(source.tours({ ...filter, sort: 'date:asc', perPage: 60, tab: 'tours' }), emptyPage());
        return { ...block, content: { ...block.content, data: tours.data } };
      }
      if (refresh && carouselTypes.has(block.blockType)) {
        const merged = { ...filter, ...queryFilters } as FiltersInput;
        const data = block.blockType === 'tour-carousel' ? (await orEmpty(source.tours(merged), emptyPage())).data : await orEmpty(source.travels(merged), []);
        return { ...block, content: { ...block.content, data } };
      }
      return block;
    }),
  );
}

async function loadCustomPage(ctx: LoadContext, key: PageKey): Promise<CustomPageData> {
  const result = await catalogueSource(ctx.c).customPage(key);
  if (result.status === 'not-found') throw notFound();
  if (result.status === 'redirect') {
    const redirect = UpstreamRedirect.fromMeta({ httpStatusCode: result.httpStatusCode, redirectTo: result.redirectTo });
    if (redirect) throw redirect;
    throw notFound();
  }
  // Edge page cache: the page itself and, when its blocks list trips or departures, the lists.
  const lists = result.page.blocks.some((block) => carouselTypes.has(block.blockType) || block.blockType === 'available-dates' || Array.isArray(block.content.data));
  addPageTags(ctx.c, `page:${'slug' in key ? key.slug : key.routingKey}`);
  if (lists) addPageTags(ctx.c, listTag);
  return { page: result.page, blocks: await enrichBlocks(ctx, result.page.blocks) };
}

function CustomPageView({ data }: { data: CustomPageData }) {
  const css = sanitizeCss(data.page.customCss);
  const classes = ['custom-page', `custom-page--${data.page.type}`, ...data.page.customHtmlClasses.split(/\s+/).filter((c) => /^[a-z][a-z0-9_-]{0,40}$/i.test(c))];
  return (
    <div className={classes.join(' ')}>
      <InlineStyle css={css} />
      <Composer blocks={data.blocks} />
    </div>
  );
}

const firstCoverTypes = new Set(['travel-cover', 'gallery', 'heading-cover']);

/** Cover images to preload: the first travel cover, gallery (first 4) or heading cover (SPEC §2). */
function preloadImages(blocks: Block[]): PreloadImage[] {
  const first = blocks.find((block) => firstCoverTypes.has(block.blockType));
  if (!first) return [];
  if (first.blockType === 'gallery') {
    const items = Array.isArray(first.content.items) ? (first.content.items as { image?: ImageResource }[]) : [];
    return items.slice(0, 4).flatMap((item) => coverPreloads(item.image));
  }
  const image = first.content.image as { desktop?: ImageResource; mobile?: ImageResource } | undefined;
  return image ? coverPreloads(image.desktop ?? (image as ImageResource), image.mobile) : [];
}

/** A content-managed page by routing key (fixed pages) or by slug (catch-all). */
export function customPageRoute(routeName: RouteName) {
  const pageType: PageType = routeName === 'index' ? 'home' : (areaRoutingKeys as readonly string[]).includes(routeName) ? 'SEO page' : 'custom page';
  return definePage<CustomPageData>({
    pageType,
    load(ctx) {
      const key: PageKey = routeName === 'custom' ? { slug: ctx.params.slug ?? '' } : { routingKey: routeName };
      return loadCustomPage(ctx, key);
    },
    meta({ page, blocks }) {
      return {
        title: page.seo.title || page.title,
        description: page.seo.description,
        robots: page.seo.robots,
        image: page.seo.image ? imageUrl(page.seo.image, 'desktop') : undefined,
        linkedData: page.seo.markupLinkedData ?? undefined,
        preloadImages: preloadImages(blocks),
      };
    },
    View: CustomPageView,
    hideLayout: (data) => data.page.attributes.hideLayout,
    transparentHeader: (data) => data.page.attributes.transparentHeader,
  });
}
