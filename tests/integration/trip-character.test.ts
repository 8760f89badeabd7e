// What the trip is like (issue 14 item 6) and the accessible departure calendar (item 7),
// which the client renders from the props the page carries (issue 12: its grids were 15 KB of
// the page), in every market: mood shares from the catalogue weights, the effort level,
// the group in aggregate with the anonymity rule, and day labels in the market's language.
import { env } from 'cloudflare:test';
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
// The worker's own provider (vitest.integration.config.ts aliases react-i18next as wrangler does).
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import TourCalendar, { type TourCalendarProps } from '../../client/islands/TourCalendar';
import { createI18n } from '../../markets/i18n';
import { marketIds, markets, type MarketId } from '../../markets/config';
import { resources } from '../../markets/locales';
import { buildPath } from '../../markets/routes';
import { weekdayNames } from '../../shared/calendar';
import { formatPrice } from '../../shared/money';
import { minTravellersForComposition, moodShares } from '../../shared/tripCharacter';
import { travelDetailSchema, type TravelDetail } from '../../worker/data/types';
import { europeToday, get } from './helpers';

interface TripRow {
  slug: string;
  moods: string;
  mood_weights: string;
  effort_level: number;
}

interface TourRow {
  slug: string;
  code: string;
  starting_date: string;
  sales_status: string;
  caravaners_count: number;
  first_timers_count: number;
  age_bands: string;
  languages_spoken: string;
  price_eur: number;
  price_usd: number;
  free_seats: number;
  seats_to_confirm: number;
}

const upcoming = `tours.starting_date > ${europeToday()} AND tours.is_published = 1`;

function decode(html: string): string {
  return html
    .replace(/<!-- -->/g, '')
    .replace(/&#x27;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
}

/** The "what the trip is like" section of a page, decoded, or '' when there is none. */
function characterSection(html: string): string {
  const start = html.indexOf('<section class="trip__section character');
  return start < 0 ? '' : decode(html.slice(start, html.indexOf('</section>', start)));
}

const calendarIsland = /<script type="application\/json"[^>]*data-props="">([^<]*)<\/script><div class="island" data-island="TourCalendar" data-hydrate="visible" data-render="client">(.*?)<\/div><\/div>/s;

/**
 * The calendar island as the page leaves it (a placeholder), and its markup as the client
 * renders it from the props in the page, with the market's copy.
 */
function calendar(html: string, marketId: MarketId): { placeholder: string; grid: string } {
  const found = calendarIsland.exec(html);
  if (!found) return { placeholder: '', grid: '' };
  const props = JSON.parse(found[1]!) as TourCalendarProps;
  const language = markets[marketId].language;
  const i18n = createI18n(language, resources[language]);
  const grid = renderToString(createElement(I18nextProvider, { i18n }, createElement(TourCalendar, props)));
  return { placeholder: decode(found[2]!), grid: decode(grid) };
}

const text = (html: string) => html.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');

async function tourWith(where: string): Promise<TourRow> {
  const row = await env.DB.prepare(
    `SELECT travels.slug, tours.code, tours.starting_date, tours.sales_status, tours.caravaners_count, tours.first_timers_count, tours.age_bands,
       tours.languages_spoken, tours.price_eur, tours.price_usd, tours.free_seats, tours.seats_to_confirm
     FROM tours JOIN travels ON travels.id = tours.travel_id WHERE ${upcoming} AND ${where} ORDER BY tours.starting_date, tours.id LIMIT 1`,
  ).first<TourRow>();
  if (!row) throw new Error(`the seed has no upcoming tour where ${where}`);
  return row;
}

describe('catalogue data: mood weights, effort level, group aggregates', () => {
  it('seeds a weight for every mood, an effort level 1–5 for every travel and aggregates for every tour', async () => {
    const travels = await env.DB.prepare('SELECT moods, mood_weights, effort_level FROM travels').all<TripRow>();
    expect(travels.results.length).toBeGreaterThan(60);
    for (const travel of travels.results) {
      const weights = JSON.parse(travel.mood_weights) as Record<string, number>;
      expect(Object.keys(weights).sort()).toEqual((JSON.parse(travel.moods) as string[]).sort());
      expect(travel.effort_level).toBeGreaterThanOrEqual(1);
      expect(travel.effort_level).toBeLessThanOrEqual(5);
    }
    const levels = await env.DB.prepare('SELECT DISTINCT effort_level AS level FROM travels ORDER BY 1').all<{ level: number }>();
    expect(levels.results.length, 'the catalogue uses several effort levels').toBeGreaterThanOrEqual(4);
    const tour = await tourWith('tours.caravaners_count >= 3');
    const bands = JSON.parse(tour.age_bands) as Record<string, number>;
    expect(Object.values(bands).reduce((a, b) => a + b, 0)).toBe(tour.caravaners_count);
  });

  it('serves weights, effort and aggregates through the catalogue contract (/api, read by the upstream source)', async () => {
    const trip = await env.DB.prepare(`SELECT slug, moods, mood_weights, effort_level FROM travels WHERE is_published = 1 AND json_array_length(moods) >= 2 LIMIT 1`).first<TripRow>();
    const response = await get('us', `/api/travels/show?slug=${trip!.slug}`);
    expect(response.status).toBe(200);
    const body = (await response.json()) as TravelDetail | { data: TravelDetail };
    const detail = 'data' in body ? body.data : body;
    const weights = JSON.parse(trip!.mood_weights) as Record<string, number>;
    expect(detail.travel.moods.map((mood) => [mood.code, mood.weight])).toEqual(Object.entries(weights));
    expect(detail.travel.effortLevel).toBe(trip!.effort_level);
    // The upstream source validates with the contract schema, which strips unknown keys: the new fields must survive it.
    const parsed = travelDetailSchema.parse(detail);
    expect(parsed.travel.moods.map((mood) => mood.weight)).toEqual(Object.values(weights));
    expect(parsed.travel.effortLevel).toBe(trip!.effort_level);
    expect(parsed.tours.map((tour) => tour.groupInfo.languages)).toEqual(detail.tours.map((tour) => tour.groupInfo.languages));
    // An upstream that knows mood labels only still validates: no weights (equal shares), no effort, empty aggregates.
    const legacy = structuredClone(detail) as unknown as { travel: Record<string, unknown> & { moods: Record<string, unknown>[] }; tours: { groupInfo: Record<string, unknown> }[] };
    for (const mood of legacy.travel.moods) delete mood.weight;
    delete legacy.travel.effortLevel;
    for (const tour of legacy.tours) {
      delete tour.groupInfo.languages;
      delete tour.groupInfo.ageBands;
    }
    const old = travelDetailSchema.parse(legacy);
    expect(old.travel.effortLevel).toBeNull();
    const equal = moodShares(old.travel.moods).map((share) => share.percent);
    expect(Math.max(...equal) - Math.min(...equal)).toBeLessThanOrEqual(1);
    expect(old.tours.every((tour) => Object.keys(tour.groupInfo.languages).length === 0)).toBe(true);
    const withGroup = detail.tours.find((tour) => tour.groupInfo.caravanersCount > 0);
    if (withGroup) {
      expect(Object.keys(withGroup.groupInfo.languages).length).toBeGreaterThan(0);
      expect(Object.values(withGroup.groupInfo.ageBands).reduce((a, b) => a + b, 0)).toBe(withGroup.groupInfo.caravanersCount);
    }
  });
});

describe.each(marketIds)('trip character in market %s', (marketId: MarketId) => {
  const market = markets[marketId];
  const copy = resources[market.language].character;
  const percent = (value: number) => new Intl.NumberFormat(market.intlLocale, { style: 'percent', maximumFractionDigits: 0 }).format(value / 100);

  it('shows mood shares that add up to 100 %, as text beside each bar, and the effort level explained', async () => {
    const trip = await env.DB.prepare(
      `SELECT travels.slug, moods, mood_weights, effort_level FROM travels WHERE is_published = 1 AND json_array_length(moods) = 3
         AND EXISTS (SELECT 1 FROM tours WHERE tours.travel_id = travels.id AND ${upcoming}) LIMIT 1`,
    ).first<TripRow>();
    const html = await (await get(marketId, buildPath(marketId, 'travels-travel', { travel: trip!.slug })!)).text();
    const section = characterSection(html);
    expect(section).toContain(`>${copy.title}</h2>`);
    const weights = JSON.parse(trip!.mood_weights) as Record<string, number>;
    const values = [...section.matchAll(/class="mood-bar__value">([^<]+)</g)].map((m) => m[1]);
    const expected = moodShares((JSON.parse(trip!.moods) as string[]).map((code) => ({ code, label: code, weight: weights[code] })));
    expect(values).toEqual(expected.map((share) => percent(share.percent)));
    expect(expected.reduce((sum, share) => sum + share.percent, 0)).toBe(100);
    // Every bar has its value in words; the bar itself is hidden from assistive technology.
    expect(section.match(/class="mood-bar__track" aria-hidden="true"/g)?.length).toBe(3);
    const level = copy.effortLevels[`l${trip!.effort_level}` as keyof typeof copy.effortLevels];
    expect(section).toContain(`<strong>${level.name}</strong>`);
    expect(section).toContain(level.line);
    expect(section).toContain(copy.effortLevel.replace('{{level}}', String(trip!.effort_level)));
  });

  it(`shows a departure's group in aggregate from ${minTravellersForComposition} travellers, in the market's language, without names`, async () => {
    const tour = await tourWith(`tours.caravaners_count >= 4 AND tours.age_bands LIKE '%"%' AND tours.languages_spoken LIKE '%"de"%'`);
    const html = await (await get(marketId, buildPath(marketId, 'travels-travel-tour', { travel: tour.slug, tour: tour.code })!)).text();
    const section = characterSection(html);
    expect(section).toContain('character--compact');
    expect(section).toContain('<dl class="group-facts">');
    const languages = Object.entries(JSON.parse(tour.languages_spoken) as Record<string, number>)
      .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
      .map(([code]) => new Intl.DisplayNames([market.intlLocale], { type: 'language' }).of(code)!);
    expect(section).toContain(new Intl.ListFormat(market.intlLocale, { style: 'long', type: 'conjunction' }).format(languages));
    expect(section).toContain(`<dt>${copy.firstTimers}</dt><dd>${percent(Math.round((tour.first_timers_count / tour.caravaners_count) * 10) * 10)}</dd>`);
    const bands = Object.keys(JSON.parse(tour.age_bands) as Record<string, number>).map((band) => band.split('-').map(Number) as [number, number]);
    const from = Math.min(...bands.map((b) => b[0]));
    const to = Math.max(...bands.map((b) => b[1]));
    expect(section).toContain(copy.agesRange.replace('{{from}}', String(from)).replace('{{to}}', String(to)));
    expect(section).toContain(copy.rule_other.replace('{{count}}', '3'));
    // No traveller is named: the reviews' and coordinators' names are the only people on the page.
    expect(section).not.toMatch(/class="[^"]*(avatar|person)/);
  });

  it(`suppresses every group figure below ${minTravellersForComposition} travellers and says why`, async () => {
    const tour = await tourWith('tours.caravaners_count BETWEEN 1 AND 2');
    const html = await (await get(marketId, buildPath(marketId, 'travels-travel-tour', { travel: tour.slug, tour: tour.code })!)).text();
    const section = characterSection(html);
    expect(section).toContain(copy.tooFew_other.replace('{{count}}', '3'));
    expect(section).not.toContain('group-facts');
    expect(section).not.toContain(copy.languages);
    expect(section).not.toContain(copy.firstTimers);
  });

  it('leaves the calendar to the client, and it renders keyboard grids with the market week start and a full label per departure day', async () => {
    const tour = await tourWith(`tours.sales_status = 'CONFIRMED' AND tours.free_seats > 1`);
    const html = await (await get(marketId, buildPath(marketId, 'travels-travel-tour', { travel: tour.slug, tour: tour.code })!)).text();
    const { placeholder, grid } = calendar(html, marketId);
    // The page holds the calendar's room and, for a visitor without JavaScript, where the dates are.
    expect(placeholder).toBe(`<div class="tour-calendar-pending"><noscript><p class="empty-note">${copy.calendar.noScript}</p></noscript>`);
    expect(html).not.toContain('role="grid"');
    expect(grid.match(/role="grid"/g)?.length).toBe(2);
    // One tab stop: the selected departure's day.
    expect(grid.match(/tabindex="0"/g)?.length).toBe(1);
    expect(grid).toMatch(new RegExp(`data-date="${tour.starting_date}" tabindex="0"`));
    // Week start per market (SPEC §9: Monday, Sunday for us and en-WE).
    const longNames = weekdayNames(market.intlLocale, market.weekStartsOn, 'long');
    expect(grid).toContain(`abbr="${longNames[0]}"`);
    expect(longNames[0]).toBe(new Intl.DateTimeFormat(market.intlLocale, { weekday: 'long', timeZone: 'UTC' }).format(new Date(Date.UTC(2023, 0, market.weekStartsOn === 1 ? 2 : 1))));
    // The day as every page writes it (numeric, the market's order), the weekday in full.
    const date = new Intl.DateTimeFormat(market.intlLocale, { weekday: 'long', year: 'numeric', month: '2-digit', day: '2-digit', timeZone: 'UTC' }).format(new Date(`${tour.starting_date}T00:00:00Z`));
    const price = market.currency === 'USD' ? formatPrice(tour.price_usd, 'USD', marketId) : formatPrice(tour.price_eur, 'EUR', marketId);
    const catalogue = resources[market.language];
    const label = [
      copy.calendar.departure.replace('{{date}}', date).replace('{{status}}', catalogue.status.CONFIRMED).replace('{{price}}', price),
      catalogue.seat.confirmedTour_other.replace('{{count}}', String(tour.free_seats)),
      copy.calendar.thisDeparture,
    ].join('. ');
    expect(grid).toContain(`aria-label="${label}" aria-current="page"`);
    // Status shown as an icon, and in words in the key, never by colour alone.
    expect(grid).toMatch(/data-status-icon="CONFIRMED"/);
    expect(text(grid.slice(grid.indexOf('calendar-legend')))).toContain(catalogue.status.CONFIRMED);
  });
});
