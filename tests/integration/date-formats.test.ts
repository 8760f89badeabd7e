// One date format per market (issue 30 item 11): a US tour page wrote one departure as
// "2026-11-28" (its <title>), "11/28/2026" (booking box) and "Sat, Nov 28" (departure rows).
// A sweep of the US store's pages (the home page's links, a trip, its itinerary, a departure and
// its dossier): every day in the visible text and the title is MM/dd/yyyy (markets/config.ts),
// never ISO, never day-first, never a month name with a day. Months alone ("November 2026") are
// not days and stay in words. The events pages are left to their own suite.
import { describe, expect, it } from 'vitest';
import { markets, type MarketId } from '../../markets/config';
import { buildPath } from '../../markets/routes';
import { formatDate } from '../../shared/dates';
import { get } from './helpers';
import { bookableDeparture, decode, sweepPaths, visibleText } from './sweep';

const monthNames = 'Jan(?:uary)?|Feb(?:ruary)?|Mar(?:ch)?|Apr(?:il)?|May|June?|July?|Aug(?:ust)?|Sep(?:t|tember)?|Oct(?:ober)?|Nov(?:ember)?|Dec(?:ember)?';

/** Days written otherwise than the US format, with the words around them. */
export function offUsFormat(text: string): string[] {
  const found: string[] = [];
  const around = (index: number, length: number) => text.slice(Math.max(0, index - 30), index + length + 10);
  for (const m of text.matchAll(/\b\d{4}-\d{2}-\d{2}\b/g)) found.push(`ISO: ${around(m.index, m[0].length)}`);
  for (const m of text.matchAll(new RegExp(`\\b(?:${monthNames})\\.? \\d{1,2}(?!\\d)|\\b\\d{1,2} (?:${monthNames})\\b`, 'g'))) {
    found.push(`month name with a day: ${around(m.index, m[0].length)}`);
  }
  for (const m of text.matchAll(/\b(\d{1,2})([/.])(\d{1,2})\2(\d{2,4})\b/g)) {
    const [, month, separator, day, year] = m;
    if (separator !== '/' || month!.length !== 2 || day!.length !== 2 || year!.length !== 4 || Number(month) > 12 || Number(day) > 31) {
      found.push(`not MM/dd/yyyy: ${around(m.index, m[0].length)}`);
    }
  }
  return found;
}


describe('dates in the market format', () => {
  it('the checker tells the US format from the others', () => {
    expect(offUsFormat('Departs 11/28/2026 – 12/13/2026, reviews from November 2025')).toEqual([]);
    expect(offUsFormat('Trip · 2026-11-28 |')).toHaveLength(1);
    expect(offUsFormat('Sat, Nov 28 – Sun, Dec 13, 2026')).toHaveLength(2);
    expect(offUsFormat('28/11/2026 or 28.11.2026 or 1/2/26')).toHaveLength(3);
  });

  it('every US page writes every day as MM/dd/yyyy, titles included', async () => {
    const paths = await sweepPaths('us', { skip: ['events-wemeet'] });
    expect(paths.length, 'pages swept').toBeGreaterThan(15);
    const found: string[] = [];
    for (const path of paths) {
      const response = await get('us', path);
      if (response.status !== 200) continue;
      for (const slip of offUsFormat(visibleText(await response.text()))) found.push(`${path}: ${slip}`);
    }
    expect(found).toEqual([]);
  });

  it.each(['us', 'it', 'de'] as MarketId[])('%s: the tour page title carries the departure day in the market format', async (marketId) => {
    const row = await bookableDeparture();
    const html = await (await get(marketId, buildPath(marketId, 'travels-travel-tour', { travel: row.slug, tour: row.code })!)).text();
    const title = decode(/<title>([^<]*)<\/title>/.exec(html)![1]!);
    expect(title).not.toContain(row.starting_date);
    expect(title).toContain(` · ${formatDate(row.starting_date, marketId)}`);
    expect(formatDate(row.starting_date, marketId)).toMatch(markets[marketId].dateFormat === 'dd.MM.yyyy' ? /^\d{2}\.\d{2}\.\d{4}$/ : /^\d{2}\/\d{2}\/\d{4}$/);
  });
});
