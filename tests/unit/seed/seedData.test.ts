/**
 * Data checks over the deterministic seed (issue 30, item 12): what a traveller reads must make
 * sense. The seed's builders run in-process, as scripts/seed.mjs calls them, on a pinned day.
 */
import { describe, expect, it } from 'vitest';
import { markets } from '../../../markets/config';
import { legalName } from '../../../markets/company';
import { fixedRoutingKeys, pathsByLanguage } from '../../../markets/paths';
import { englishHits } from '../../integration/copyScan';
// Seed modules are plain ESM JavaScript.
// @ts-expect-error no types for the seed scripts
import { ImageRegistry, buildCatalogue } from '../../../scripts/seed/catalogue.mjs';
// @ts-expect-error no types for the seed scripts
import de from '../../../scripts/seed/copy/de.mjs';
// @ts-expect-error no types for the seed scripts
import en from '../../../scripts/seed/copy/en.mjs';
// @ts-expect-error no types for the seed scripts
import es from '../../../scripts/seed/copy/es.mjs';
// @ts-expect-error no types for the seed scripts
import fr from '../../../scripts/seed/copy/fr.mjs';
// @ts-expect-error no types for the seed scripts
import it_ from '../../../scripts/seed/copy/it.mjs';
// @ts-expect-error no types for the seed scripts
import { withCompany } from '../../../scripts/seed/company.mjs';
// @ts-expect-error no types for the seed scripts
import { buildPages } from '../../../scripts/seed/pages.mjs';
// @ts-expect-error no types for the seed scripts
import { highlightPlaces, highlights } from '../../../scripts/seed/highlights.mjs';
// @ts-expect-error no types for the seed scripts
import { buildLayouts } from '../../../scripts/seed/layouts.mjs';
// @ts-expect-error no types for the seed scripts
import { placeLabel, placeValues } from '../../../scripts/seed/places.mjs';

interface Day { day: number; title: string; description: string; overnight: string | null }
interface Content { travel_id: number; language: string; itinerary: Day[] }
interface Tour { id: number; code: string; starting_date: string; ending_date: string; coordinator_id: number | null }
interface MenuItem { id: number; market: string; menu: string; parent_id: number | null; type: string; label: string }
interface Base { travel: { id: number; slug: string }; def: { stops: string[] } }

const today = '2026-11-25';
const catalogue = buildCatalogue({ base: '2026-11-01', today, scale: 1, images: new ImageRegistry() }) as {
  travel_contents: Content[]; tours: Tour[]; bases: Base[];
};
const copy = withCompany({ it: it_, en, es, fr, de }, legalName);

describe('itineraries agree with themselves', () => {
  const slugOf = new Map(catalogue.bases.map((b) => [b.travel.id, b.travel.slug]));
  const stopsOf = new Map(catalogue.bases.map((b) => [b.travel.id, b.def.stops]));

  it('each day with a place-bound highlight ends in such a place (no desert camp night in Marrakech)', () => {
    const wrong: string[] = [];
    for (const content of catalogue.travel_contents) {
      const stops = stopsOf.get(content.travel_id) ?? [];
      for (const day of content.itinerary) {
        for (const [key, places] of Object.entries(highlightPlaces as Record<string, Set<string>>)) {
          const phrase = (highlights as Record<string, Record<string, string>>)[key]?.[content.language] ?? '';
          if (!phrase || !day.description.includes(phrase)) continue;
          const allowed = stops.filter((stop) => places.has(stop)).map((stop) => placeLabel(stop, content.language));
          if (!allowed.includes(day.overnight ?? '')) wrong.push(`${slugOf.get(content.travel_id)} (${content.language}) day ${day.day}: “${phrase}”, overnight ${day.overnight}`);
        }
      }
    }
    expect(wrong).toEqual([]);
  });

  it('each day’s text names the place where the group sleeps', () => {
    const wrong: string[] = [];
    for (const content of catalogue.travel_contents) {
      for (const day of content.itinerary) {
        if (day.overnight === null || day.day === 1) continue;
        // The place as prose has it in any case or with its preposition ("al Cairo", "ans Tote Meer", "auf dem Nil").
        const stop = (stopsOf.get(content.travel_id) ?? []).find((s) => placeLabel(s, content.language) === day.overnight);
        const forms = [day.overnight, day.overnight.split(' ').pop() ?? '', ...Object.values(stop ? (placeValues(stop, content.language) as Record<string, string>) : {})];
        const text = day.description.toLowerCase();
        if (!stop || !forms.some((form) => text.includes(form.toLowerCase()))) {
          wrong.push(`${slugOf.get(content.travel_id)} (${content.language}) day ${day.day}: overnight ${day.overnight} — ${day.description}`);
        }
      }
    }
    expect(wrong.slice(0, 5)).toEqual([]);
    expect(wrong.length).toBe(0);
  });

  it('Morocco: the desert camp night is the night in Merzouga', () => {
    const id = catalogue.bases.find((b) => b.travel.slug === 'morocco-desert')?.travel.id;
    const content = catalogue.travel_contents.find((c) => c.travel_id === id && c.language === 'en');
    const camp = content?.itinerary.filter((day) => day.description.includes('desert camp')) ?? [];
    expect(camp.map((day) => day.overnight)).toEqual(['Merzouga']);
  });
});

describe('coordinators', () => {
  it('no coordinator leads two departures with overlapping dates', () => {
    const byCoordinator = new Map<number, Tour[]>();
    for (const tour of catalogue.tours) {
      expect(tour.coordinator_id, tour.code).not.toBeNull();
      const list = byCoordinator.get(tour.coordinator_id as number) ?? [];
      list.push(tour);
      byCoordinator.set(tour.coordinator_id as number, list);
    }
    const clashes: string[] = [];
    for (const [id, tours] of byCoordinator) {
      tours.sort((a, b) => a.starting_date.localeCompare(b.starting_date));
      tours.forEach((tour, i) => {
        const previous = tours[i - 1];
        if (previous && tour.starting_date <= previous.ending_date) clashes.push(`coordinator ${id}: ${previous.code} and ${tour.code}`);
      });
    }
    expect(clashes).toEqual([]);
  });
});

describe('menus', () => {
  const layouts = buildLayouts({ copy, paths: pathsByLanguage, markets, catalogue, updatedAt: `${today}T00:00:00Z` }) as { menu_items: MenuItem[] };

  it.each(Object.keys(markets))('%s: no label twice in one menu or in the whole mega-menu', (market) => {
    const items = layouts.menu_items.filter((item) => item.market === market);
    const byParent = new Map<string, string[]>();
    for (const item of items) {
      const key = `${item.menu}:${item.parent_id ?? 'top'}`;
      byParent.set(key, [...(byParent.get(key) ?? []), item.label]);
    }
    for (const [key, labels] of byParent) expect(labels.filter((label, i) => labels.indexOf(label) !== i), key).toEqual([]);
    const mega = items.find((item) => item.type === 'mega-menu');
    const columns = new Set(items.filter((item) => item.parent_id === mega?.id).map((item) => item.id));
    const trips = items.filter((item) => item.parent_id !== null && columns.has(item.parent_id)).map((item) => item.label);
    expect(trips.length).toBeGreaterThan(20);
    expect(trips.filter((label, i) => trips.indexOf(label) !== i)).toEqual([]);
  });

  it.each(Object.entries(markets).filter(([, market]) => market.language !== 'en'))('%s: every menu label is in the market’s language', (market, config) => {
    const labels = layouts.menu_items.filter((item) => item.market === market).map((item) => ({ source: 'text', text: item.label }));
    expect(englishHits(labels, config.language).map((hit) => hit.found)).toEqual([]);
    expect(labels.filter((label) => /\b(on the road|road trip)\b/i.test(label.text)).map((label) => label.text)).toEqual([]);
  });
});

describe('legal pages', () => {
  interface Page { id: number; routing_key: string | null; custom_css: string }
  interface Block { page_id: number; language: string; position: number; block_type: string; content: string | Record<string, unknown> }
  const pages = buildPages({ copy, paths: pathsByLanguage, markets, routingKeys: fixedRoutingKeys, images: new ImageRegistry(), catalogue }) as {
    custom_pages: Page[]; custom_page_blocks: Block[];
  };
  const legalKeys = ['legal-general-condition', 'legal-privacy-policy', 'legal-terms-conditions', 'legal-cancellation-policy'];
  const insurance: Record<string, RegExp> = {
    it: /assicurazione medico-bagaglio è sempre inclusa/i, en: /medical and baggage insurance is always included/i, es: /seguro médico y de equipaje está siempre incluido/i,
    fr: /assurance médicale et bagages est toujours comprise/i, de: /Kranken- und Gepäckversicherung ist (für alle Reisenden )?immer/i,
  };
  const content = (block: Block) => (typeof block.content === 'string' ? JSON.parse(block.content) : block.content) as Record<string, unknown>;
  const cases = legalKeys.flatMap((key) => ['it', 'en', 'es', 'fr', 'de'].map((language) => [key, language] as const));

  it.each(cases)('%s (%s): a document of real length, in numbered sections, under a modest header', (key, language) => {
    const page = pages.custom_pages.find((row) => row.routing_key === key);
    expect(page).toBeDefined();
    const blocks = pages.custom_page_blocks.filter((block) => block.page_id === page?.id && block.language === language).sort((a, b) => a.position - b.position);
    const [header, body] = blocks;
    if (!header || !body) throw new Error(`${key} (${language}) has no blocks`);
    // No photo hero: a title band the page's CSS keeps small.
    expect(header.block_type).toBe('heading-cover');
    expect(content(header).image ?? null).toBeNull();
    expect(page?.custom_css).toMatch(/\.page--legal \.cover\{min-height:0/);
    const html = String(content(body).html);
    const words = html.replace(/<[^>]+>/g, ' ').split(/\s+/).filter(Boolean);
    expect(words.length).toBeGreaterThanOrEqual(300);
    const headings = [...html.matchAll(/<h2>(\d+)\. /g)].map((match) => Number(match[1]));
    expect(headings.length).toBeGreaterThanOrEqual(8);
    expect(headings).toEqual(headings.map((_, i) => i + 1));
    if (key !== 'legal-cancellation-policy') expect(html).toContain(legalName);
    expect(html).not.toContain('{company}');
  });

  it.each(['it', 'en', 'es', 'fr', 'de'])('%s: the pages state the business rules of the spec', (language) => {
    const htmlOf = (key: string) => {
      const page = pages.custom_pages.find((row) => row.routing_key === key);
      const block = pages.custom_page_blocks.find((b) => b.page_id === page?.id && b.language === language && b.block_type === 'rich-text');
      return block ? String(content(block).html) : '';
    };
    for (const key of ['legal-general-condition', 'legal-cancellation-policy']) {
      const html = htmlOf(key);
      // Free cancellation 31 days before, 8 with Flexible Cancellation; balance 31 days before; EUR or GBP; insurance included.
      expect(html, key).toMatch(/<strong>31 [^<]+<\/strong>/);
      expect(html, key).toMatch(/<strong>8 [^<]+<\/strong>/);
      expect(html, key).toMatch(/EUR\)? [a-zà-ü ]+\(?GBP|EUR[^.]{0,60}GBP/i);
      expect(html, key).toMatch(insurance[language] ?? /^$/);
    }
    expect(htmlOf('legal-general-condition')).toMatch(/<h2>\d+\. [^<]+<\/h2><p>[^<]*<strong>31 /);
    expect(htmlOf('legal-terms-conditions')).toMatch(/GBP/);
    expect(htmlOf('legal-privacy-policy')).toContain('privacy@caravan.travel');
  });
});
