/**
 * Custom pages: every fixed routing key of SPEC §2 in every language, plus slug-only
 * landing pages and redirects. Copy lives in copy/{language}.mjs.
 *
 * Block content shapes (the renderer's contract):
 *   heading-cover    {title, subtitle, image, showSearchBar, cta?}
 *   travel-cover     {label, title, subtitle, travelSlug, travelId, image, cta}   (API adds `travel`)
 *   gallery          {title?, items: [{image, caption}]}
 *   rich-text        {html}
 *   travel-carousel  {title, subtitle?, filter, cta?}   (API adds `data`: travel cards)
 *   tour-carousel    {title, subtitle?, filter, cta?}   (API adds `data`: tours)
 *   top-sellers      {title, subtitle?, query: {countries?, continents?}}   (API adds `data`)
 *   confidence-steps {title, steps: [{icon, title, text}]}
 *   top-5-things     {title, items: [{title, text, image}]}
 *   blog-links       {title, links: [{title, excerpt, url, image}]}
 *   faq              {title, items: [{id, question, answer}]}
 *   trust-rating     {title, rating, count, ratingPercent, url, logoType}
 *   newsletter       {title, description, action, emailPlaceholder, cta, gdpr, bot, descriptionBottom}
 *   available-dates  {title, subtitle?, filter, layout: 'calendar' | 'list'}
 *   call-to-action   {title, text, buttons: [{label, link, style}]}
 * A link is {url} or {location: {type: 'travel', slug} | {type: 'custompage', routingKey | slug}}.
 * Images inside blocks are image ids; the API expands them to image resources.
 */
import { createRandom } from './prng.mjs';
import { fill, languages } from './text.mjs';
import { trust } from './brand.mjs';

const page = (routingKey) => ({ location: { type: 'custompage', routingKey } });
const travelLink = (slug) => ({ location: { type: 'travel', slug } });
const img = (id) => id;

/**
 * Legal pages open with a modest title band on the page's own background instead of a large
 * photo hero, and their text reads as a document: numbered headings, tables that scroll on a phone.
 */
const legalCss = [
  '.page--legal .cover{min-height:0;background:var(--sand);color:var(--ink);border-bottom:1px solid var(--line)}',
  '.page--legal .cover__img,.page--legal .cover picture,.page--legal .cover__shade{display:none}',
  '.page--legal .cover__inner{padding-top:32px;padding-bottom:24px}',
  '.page--legal .cover__title{color:var(--ink);text-shadow:none;font-size:clamp(28px,4vw,40px);max-width:none}',
  '.page--legal .cover__subtitle{color:var(--muted);text-shadow:none;margin:0}',
  '.page--legal .cover+.block{padding-top:24px}',
  '.page--legal .prose h2{font-size:22px}',
  '.page--legal .prose table{width:100%;table-layout:fixed;border-collapse:collapse;font-size:15px;line-height:1.4;margin:16px 0}',
  '.page--legal .prose th,.page--legal .prose td{border:1px solid var(--line);padding:8px;text-align:left;vertical-align:top;overflow-wrap:anywhere;hyphens:auto}',
  '.page--legal .prose th{background:var(--sand);font-size:14px}',
].join('');

export const areaContinents = {
  'area-asia': ['asia'],
  'area-europe': ['europe'],
  'area-america': ['north-america', 'south-america'],
  'area-africa': ['africa'],
  'area-oceania': ['oceania'],
  'area-antarctica': ['antarctica'],
};

const pageTypes = {
  index: 'home', travels: 'listing', coordinators: 'listing', tours: 'listing', faqs: 'content',
  'legal-general-condition': 'legal', 'legal-privacy-policy': 'legal', 'legal-terms-conditions': 'legal', 'legal-cancellation-policy': 'legal',
  'wemeet-by-caravan': 'community', 'wemeet-by-caravan-about': 'community',
};

const coverScenes = {
  index: ['mountains', 'sunset'], 'age-groups': ['islands', 'day'], contacts: ['city', 'day'], 'how-it-works': ['lakes', 'dawn'],
  'no-sharing-room': ['sea', 'sunset'], travels: ['canyon', 'sunset'], coordinators: ['savanna', 'sunset'], tours: ['desert', 'dawn'],
  faqs: ['lakes', 'day'], 'media-sharing': ['islands', 'sunset'], 'media-coordinators': ['temple', 'dawn'],
  'legal-general-condition': ['city', 'dusk'], 'legal-privacy-policy': ['city', 'dusk'], 'legal-terms-conditions': ['city', 'dusk'], 'legal-cancellation-policy': ['city', 'dusk'],
  'area-asia': ['temple', 'sunset'], 'area-europe': ['mountains', 'dawn'], 'area-america': ['canyon', 'day'], 'area-africa': ['savanna', 'sunset'],
  'area-oceania': ['islands', 'day'], 'area-antarctica': ['ice', 'day'],
  'wemeet-by-caravan': ['city', 'sunset'], 'wemeet-by-caravan-about': ['city', 'dawn'], 'our-values': ['mountains', 'dawn'],
  'gift-card': ['aurora', 'dusk'], summer: ['sea', 'day'],
};

const newsletterAction = 'https://newsletter.caravan.travel/subscribe';

/**
 * @param {object} input
 * @param {Record<string, any>} input.copy  copy per language
 * @param {Record<string, Record<string, string>>} input.paths  pathsByLanguage from markets/paths.ts
 * @param {Record<string, {language: string}>} input.markets  markets from markets/config.ts
 * @param {string[]} input.routingKeys  fixedRoutingKeys
 * @param {import('./catalogue.mjs').ImageRegistry} input.images
 * @param {any} input.catalogue  result of buildCatalogue
 */
export function buildPages({ copy, paths, markets, routingKeys, images, catalogue }) {
  const rnd = createRandom(99);
  const out = { custom_pages: [], custom_page_translations: [], custom_page_blocks: [], custom_page_urls: [], redirects: [] };
  const continentOf = new Map(catalogue.continents.map((c) => [c.id, c.code]));
  const basesByContinent = {};
  for (const b of catalogue.bases) (basesByContinent[continentOf.get(b.travel.continent_id)] ??= []).push(b);
  const topBase = [...catalogue.bases].sort((a, b) => b.travel.score - a.travel.score);
  const coverImages = {};
  const coverFor = (key) => {
    if (!coverImages[key]) {
      const [scene, time] = coverScenes[key] ?? ['mountains', 'day'];
      coverImages[key] = images.add({
        name: `${copy.en.pages[key]?.title ?? key} cover`,
        art: { kind: 'landscape', scene, seed: 5000 + out.custom_pages.length * 37 + key.length, time },
        texts: Object.fromEntries(languages.map((l) => [l, { alt: copy[l].pages[key]?.coverTitle ?? copy[l].pages[key]?.title ?? key, title: copy[l].pages[key]?.title ?? key }])),
      });
    }
    return coverImages[key];
  };

  const trustRating = (c) => ({ blockType: 'trust-rating', content: { title: c.common.trustTitle, rating: trust.rating, count: trust.count, ratingPercent: trust.ratingPercent, url: trust.url, logoType: 'light' } });
  const newsletter = (c) => ({ blockType: 'newsletter', content: { ...c.newsletter, action: newsletterAction, bot: '', gdpr: c.newsletter.gdpr } });
  const faq = (title, items, prefix) => ({ blockType: 'faq', content: { title, items: items.map(([question, answer], i) => ({ id: `${prefix}-${i + 1}`, question, answer })) } });
  const cta = (title, text, buttons) => ({ blockType: 'call-to-action', content: { title, text, buttons } });
  const cover = (key, p, extra = {}) => ({ blockType: 'heading-cover', content: { title: p.coverTitle, subtitle: p.coverSubtitle, image: img(coverFor(key)), showSearchBar: false, ...extra } });
  const rich = (html) => ({ blockType: 'rich-text', content: { html } });
  const steps = (title, list, icons) => ({ blockType: 'confidence-steps', content: { title, steps: list.map(([t, text], i) => ({ icon: icons[i % icons.length], title: t, text })) } });
  const blog = (c) => ({
    blockType: 'blog-links',
    content: { title: c.common.blogTitle, links: c.blog.map(([title, excerpt, slug], i) => ({ title, excerpt, url: `https://blog.caravan.travel/${slug}`, image: topBase[(i * 7) % topBase.length].photos[2] })) },
  });
  const galleryOf = (title, imageIds, captions) => ({ blockType: 'gallery', content: { title, items: imageIds.map((image, i) => ({ image, caption: captions[i % captions.length] })) } });

  const blocksFor = (key, language) => {
    const c = copy[language];
    const p = c.pages[key];
    const featured = topBase[0];
    switch (key) {
      case 'index':
        return [
          cover(key, p, { showSearchBar: true }),
          { blockType: 'tour-carousel', content: { title: p.toursTitle, subtitle: p.toursSubtitle, filter: { status: ['CONFIRMED', 'ALMOST_FULL'], sort: 'date:asc', perPage: 12 }, cta: { label: c.common.allDepartures, link: page('tours') } } },
          { blockType: 'travel-carousel', content: { title: p.travelsTitle, subtitle: p.travelsSubtitle, filter: { sort: 'relevance:desc', hasTours: true, perPage: 12 }, cta: { label: c.common.allTrips, link: page('travels') } } },
          steps(c.confidenceSteps.title, c.confidenceSteps.steps, ['users', 'shield', 'wallet', 'compass']),
          { blockType: 'travel-cover', content: { label: p.featuredLabel, title: featured.def.titles[language], subtitle: p.featuredSubtitle, travelSlug: featured.travel.slug, travelId: featured.travel.id, image: img(featured.travel.cover_image_id), cta: { label: c.common.discoverTrip, link: travelLink(featured.travel.slug) } } },
          { blockType: 'top-sellers', content: { title: p.topSellersTitle, subtitle: p.topSellersSubtitle, query: {} } },
          { blockType: 'travel-carousel', content: { title: p.offersTitle, filter: { discounted: true, sort: 'discount:desc', perPage: 12 }, cta: { label: c.common.allOffers, link: { url: paths[language].sales } } } },
          trustRating(c),
          blog(c),
          faq(p.faqTitle, c.faqMain.slice(0, 5), 'home'),
          newsletter(c),
        ];
      case 'age-groups':
        return [
          cover(key, p),
          rich(p.html),
          { blockType: 'tour-carousel', content: { title: p.youngTitle, subtitle: p.youngSubtitle, filter: { ageBadge: '25-35', sort: 'date:asc', perPage: 12 } } },
          { blockType: 'tour-carousel', content: { title: p.adultTitle, subtitle: p.adultSubtitle, filter: { ageBadge: '35-49', sort: 'date:asc', perPage: 12 } } },
          faq(c.common.faqTitle, p.faq, 'age'),
          cta(p.ctaTitle, p.ctaText, [{ label: c.common.findTrip, link: { url: paths[language].search }, style: 'primary' }]),
        ];
      case 'contacts':
        return [
          cover(key, p),
          rich(p.html),
          faq(c.common.faqTitle, c.faqMain.slice(5, 9), 'contacts'),
          cta(p.ctaTitle, p.ctaText, [
            { label: c.common.talkToUs, link: { url: '?modal=talk-to-us' }, style: 'primary' },
            { label: c.common.readFaqs, link: page('faqs'), style: 'secondary' },
          ]),
        ];
      case 'how-it-works':
        return [
          cover(key, p),
          steps(c.bookingSteps.title, c.bookingSteps.steps, ['search', 'calendar', 'chat', 'plane']),
          rich(p.html),
          faq(c.common.faqTitle, c.faqMain.slice(0, 6), 'how'),
          cta(p.ctaTitle, p.ctaText, [{ label: c.common.findTrip, link: { url: paths[language].search }, style: 'primary' }]),
        ];
      case 'no-sharing-room':
        return [
          cover(key, p),
          rich(p.html),
          { blockType: 'tour-carousel', content: { title: p.toursTitle, filter: { isNoSharingRoomAvailable: true, sort: 'date:asc', perPage: 12 } } },
          faq(c.common.faqTitle, p.faq, 'room'),
        ];
      case 'travels':
        return [
          cover(key, p, { showSearchBar: true }),
          rich(p.html),
          // No carousel per continent: the trips by continent are the listing's own
          // (worker/routes/listing.tsx), and every card would show twice.
          cta(p.ctaTitle, p.ctaText, [{ label: c.common.findTrip, link: { url: paths[language].search }, style: 'primary' }]),
        ];
      case 'coordinators':
        return [
          cover(key, p),
          rich(p.html),
          galleryOf(p.galleryTitle, catalogue.coordinators.map((x) => x.avatar_image_id), catalogue.coordinators.map((x) => `${x.first_name} ${x.last_name}`)),
          steps(p.stepsTitle, p.steps, ['heart', 'compass', 'users', 'star']),
          faq(c.common.faqTitle, p.faq, 'coordinators'),
          cta(p.ctaTitle, p.ctaText, [{ label: p.ctaLabel, link: { url: 'https://jobs.caravan.travel/coordinators' }, style: 'primary' }]),
        ];
      case 'tours':
        return [
          cover(key, p),
          rich(p.html),
          { blockType: 'tour-carousel', content: { title: p.toursTitle, filter: { status: ['CONFIRMED', 'ALMOST_FULL'], sort: 'date:asc', perPage: 20 } } },
          { blockType: 'available-dates', content: { title: p.calendarTitle, subtitle: p.calendarSubtitle, filter: { status: ['CONFIRMED', 'ALMOST_FULL'] }, layout: 'calendar' } },
          faq(c.common.faqTitle, c.faqMain.slice(2, 6), 'tours'),
        ];
      case 'faqs':
        return [cover(key, p), faq(p.faqTitle, c.faqMain, 'faq'), cta(p.ctaTitle, p.ctaText, [{ label: c.common.talkToUs, link: page('contacts'), style: 'primary' }])];
      case 'media-sharing':
        return [
          cover(key, p),
          rich(p.html),
          galleryOf(p.galleryTitle, rnd.sample(catalogue.bases, 8).map((b) => b.photos[1]), p.captions),
          cta(p.ctaTitle, p.ctaText, [{ label: 'Instagram', link: { url: 'https://instagram.com/caravan.travel' }, style: 'primary' }]),
        ];
      case 'media-coordinators':
        return [
          cover(key, p),
          rich(p.html),
          galleryOf(p.galleryTitle, rnd.sample(catalogue.bases, 6).map((b) => b.photos[2]), p.captions),
          cta(p.ctaTitle, p.ctaText, [{ label: c.common.contactUs, link: page('contacts'), style: 'primary' }]),
        ];
      case 'legal-general-condition':
      case 'legal-privacy-policy':
      case 'legal-terms-conditions':
      case 'legal-cancellation-policy':
        // A plain title band, not a photo hero: the page is there to be read (see legalCss).
        return [{ blockType: 'heading-cover', content: { title: p.title, subtitle: p.coverSubtitle, image: null, showSearchBar: false } }, rich(p.html)];
      case 'wemeet-by-caravan':
        return [
          cover(key, p),
          rich(p.html),
          steps(p.stepsTitle, p.steps, ['map', 'users', 'calendar', 'heart']),
          galleryOf(p.galleryTitle, rnd.sample(catalogue.bases, 6).map((b) => b.photos[3]), p.captions),
          cta(p.ctaTitle, p.ctaText, [{ label: p.ctaLabel, link: { url: paths[language]['events-wemeet'] }, style: 'primary' }]),
          faq(c.common.faqTitle, p.faq, 'wemeet'),
        ];
      case 'wemeet-by-caravan-about':
        return [cover(key, p), rich(p.html), steps(p.stepsTitle, p.steps, ['heart', 'users', 'compass', 'leaf']), newsletter(c)];
      case 'our-values':
        return [
          cover(key, p),
          rich(p.html),
          steps(p.stepsTitle, p.steps, ['heart', 'leaf', 'users', 'shield']),
          galleryOf(p.galleryTitle, rnd.sample(catalogue.bases, 4).map((b) => b.photos[1]), p.captions),
          cta(p.ctaTitle, p.ctaText, [{ label: c.common.findTrip, link: { url: paths[language].search }, style: 'primary' }]),
        ];
      case 'gift-card':
        return [
          cover(key, p),
          rich(p.html),
          steps(p.stepsTitle, p.steps, ['gift', 'mail', 'plane']),
          cta(p.ctaTitle, p.ctaText, [{ label: p.ctaLabel, link: { url: 'https://booking.caravan.travel/gift-card' }, style: 'primary' }]),
        ];
      case 'summer':
        return [
          cover(key, p, { showSearchBar: true }),
          { blockType: 'travel-carousel', content: { title: p.travelsTitle, filter: { costCenters: ['SUMMER'], sort: 'relevance:desc', perPage: 12 } } },
          { blockType: 'tour-carousel', content: { title: p.toursTitle, filter: { costCenters: ['SUMMER'], discounted: true, sort: 'discount:desc', perPage: 12 } } },
          cta(p.ctaTitle, p.ctaText, [{ label: c.common.findTrip, link: { url: paths[language].search }, style: 'primary' }]),
        ];
      default: {
        // Area pages.
        const codes = areaContinents[key];
        const area = c.areas[key];
        const ids = codes.map((code) => catalogue.continents.find((x) => x.code === code).id);
        const bases = codes.flatMap((code) => basesByContinent[code] ?? []);
        return [
          cover(key, { coverTitle: area.coverTitle, coverSubtitle: area.coverSubtitle }, { showSearchBar: true }),
          rich(area.html),
          { blockType: 'top-sellers', content: { title: fill(c.common.topSellersIn, { area: area.name }), query: { continents: codes } } },
          { blockType: 'top-5-things', content: { title: fill(c.common.top5In, { area: area.name }), items: area.top5.map(([title, text], i) => ({ title, text, image: bases[i % bases.length].photos[(i % 4) + 1] })) } },
          { blockType: 'travel-carousel', content: { title: fill(c.common.tripsIn, { area: area.name }), filter: { continentId: ids, sort: 'relevance:desc', perPage: 12 } } },
          { blockType: 'tour-carousel', content: { title: fill(c.common.departuresIn, { area: area.name }), filter: { continentId: ids, sort: 'date:asc', perPage: 12 } } },
          steps(c.confidenceSteps.title, c.confidenceSteps.steps, ['users', 'shield', 'wallet', 'compass']),
          blog(c),
          faq(c.common.faqTitle, area.faq, key),
        ];
      }
    }
  };

  const allPages = [
    ...routingKeys.map((key) => ({ key, routingKey: key })),
    { key: 'gift-card', routingKey: null },
    { key: 'summer', routingKey: null },
  ];
  allPages.forEach(({ key, routingKey }, index) => {
    const id = index + 1;
    const isArea = key.startsWith('area-');
    const coverId = coverFor(key);
    out.custom_pages.push({
      id, routing_key: routingKey,
      type: isArea ? 'area' : routingKey ? (pageTypes[key] ?? 'content') : 'landing',
      hide_layout: key === 'summer' ? 1 : 0,
      transparent_header: key === 'index' || isArea || key === 'summer' ? 1 : 0,
      custom_html_classes: key.startsWith('legal-') ? 'page--legal' : isArea ? 'page--area' : '',
      custom_css: key === 'summer' ? '.page--landing .heading-cover{min-height:80vh}' : key.startsWith('legal-') ? legalCss : '',
      robots: key === 'summer' || key === 'legal-privacy-policy' ? 'noindex,follow' : 'index,follow',
      seo_image_id: coverId,
      continent_code: isArea ? areaContinents[key].join(',') : null,
    });
    for (const language of languages) {
      const c = copy[language];
      const p = isArea ? c.areas[key] : c.pages[key];
      if (!p) throw new Error(`missing copy for ${key} in ${language}`);
      const slug = routingKey ? paths[language][routingKey].replace(/^\//, '') : c.pages[key].slug;
      out.custom_page_translations.push({
        page_id: id, language, slug,
        title: p.title,
        seo_title: p.seoTitle ?? p.title,
        seo_description: p.seoDescription,
        markup_linked_data: key === 'faqs'
          ? { '@context': 'https://schema.org', '@type': 'FAQPage', mainEntity: c.faqMain.map(([q, a]) => ({ '@type': 'Question', name: q, acceptedAnswer: { '@type': 'Answer', text: a } })) }
          : key === 'index'
            ? { '@context': 'https://schema.org', '@type': 'TravelAgency', name: 'Caravan', url: 'https://www.caravan.travel', aggregateRating: { '@type': 'AggregateRating', ratingValue: 4.7, reviewCount: 18342 } }
            : null,
      });
      blocksFor(key, language).forEach((block, position) => {
        out.custom_page_blocks.push({
          page_id: id, language, position, block_id: `${key}-${position + 1}`, block_type: block.blockType, content: block.content,
        });
      });
    }
    for (const [marketId, market] of Object.entries(markets)) {
      const path = routingKey ? paths[market.language][routingKey] : `/${copy[market.language].pages[key].slug}`;
      out.custom_page_urls.push({ page_id: id, market: marketId, path });
    }
  });

  // Old campaign slugs answer 418 with where to go (SPEC §8).
  for (const [marketId, market] of Object.entries(markets)) {
    const c = copy[market.language];
    out.redirects.push({ market: marketId, slug: c.redirects.oldGiftCard, status_code: 301, redirect_to: `/${c.pages['gift-card'].slug}` });
    out.redirects.push({ market: marketId, slug: c.redirects.promo, status_code: 302, redirect_to: paths[market.language].sales });
    out.redirects.push({ market: marketId, slug: c.redirects.oldSummer, status_code: 308, redirect_to: `/${c.pages.summer.slug}` });
  }
  return out;
}
