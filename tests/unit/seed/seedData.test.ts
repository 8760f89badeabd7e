/**
 * Data checks over the deterministic seed (issue 30, item 12): what a traveller reads must make
 * sense. The seed's builders run in-process, as scripts/seed.mjs calls them, on a pinned day.
 */
import { describe, expect, it } from 'vitest';
import { markets } from '../../../markets/config';
import { pathsByLanguage } from '../../../markets/paths';
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
const copy = { it: it_, en, es, fr, de };

describe('itineraries agree with themselves', () => {
  const slugOf = new Map(catalogue.bases.map((b) => [b.travel.id, b.travel.slug]));
  const stopsOf = new Map(catalogue.bases.map((b) => [b.travel.id, b.def.stops]));

  it('each day with a place-bound highlight ends in such a place (no desert camp night in Marrakech)', () => {
    const wrong: string[] = [];
    for (const content of catalogue.travel_contents) {
      const stops = stopsOf.get(content.travel_id) ?? [];
      for (const day of content.itinerary) {
        for (const [key, places] of Object.entries(highlightPlaces as Record<string, Set<string>>)) {
          const phrase = (highlights as Record<string, Record<string, string>>)[key][content.language];
          if (!day.description.includes(phrase)) continue;
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
      for (let i = 1; i < tours.length; i++) {
        if (tours[i].starting_date <= tours[i - 1].ending_date) clashes.push(`coordinator ${id}: ${tours[i - 1].code} and ${tours[i].code}`);
      }
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
