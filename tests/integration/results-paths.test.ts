/**
 * Issue 30 on the server: the filters panel's count answer carries the counts beside each
 * choice; typed price bounds (whole units of the currency shown) win over a bucket and are
 * compared with that currency's prices; empty results and the departures calendar never 500.
 */
import { describe, expect, it } from 'vitest';
import { get } from './helpers';

interface CountBody {
  count: number;
  tab: 'tours' | 'travels';
  facets: Record<string, Record<string, number>>;
}

async function count(market: string, query: string): Promise<CountBody> {
  const response = await get(market, `/api/search/count?${query}`);
  expect(response.status, query).toBe(200);
  return (await response.json()) as CountBody;
}

describe('results paths (issue 30)', () => {
  it('the count answer has the counts of every choice, and they follow the filters', async () => {
    const all = await count('it', '');
    expect(Object.keys(all.facets)).toEqual(expect.arrayContaining(['durations[]', 'price', 'continentId[]', 'destinationId[]', 'travelStyles[]']));
    const short = await count('it', 'durations[]=MAX_6');
    const continents = Object.keys(all.facets['continentId[]']!);
    expect(continents.length).toBeGreaterThan(0);
    // Fewer (never more) departures per continent once a duration is ticked, and at least one fewer.
    for (const id of continents) expect(short.facets['continentId[]']![id] ?? 0).toBeLessThanOrEqual(all.facets['continentId[]']![id]!);
    expect(continents.some((id) => (short.facets['continentId[]']![id] ?? 0) < all.facets['continentId[]']![id]!)).toBe(true);
  });

  it('typed bounds are whole units of the currency shown and win over a bucket', async () => {
    const typed = await count('it', 'priceMax=2000');
    const cents = await count('it', 'priceTo=200000');
    expect(typed.count).toBe(cents.count);
    // A bucket sent along (a stale radio) is overruled by the typed bound.
    expect((await count('it', 'price=MAX_100000&priceMax=2000')).count).toBe(cents.count);
    // Reversed bounds are swapped.
    expect((await count('it', 'priceMin=3000&priceMax=1000')).count).toBe((await count('it', 'priceFrom=100000&priceTo=300000')).count);
    // In the US the bound is in dollars: the page shows only dollar prices up to it.
    const html = await (await get('us', '/search?priceMax=1000')).text();
    const prices = [...html.matchAll(/class="price__now[^"]*">\$([\d,]+)</g)].map((m) => Number(m[1]!.replace(/,/g, '')));
    expect(prices.length).toBeGreaterThan(0);
    for (const price of prices) expect(price).toBeLessThanOrEqual(1000);
  });

  it('empty results name what was searched, escaped, with ways out; the calendar answers in every layout', async () => {
    const response = await get('it', `/cerca?textSearch=${encodeURIComponent('<script>x</script>zzz')}&discounted=true`);
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain('Non ci sono viaggi che corrispondono alla tua ricerca');
    expect(html).toContain('&lt;script&gt;x&lt;/script&gt;zzz');
    expect(html).toMatch(/class="zero-results__link" href="\/cerca\?discounted=true"/);
    for (const layout of ['calendar', 'list', 'junk']) {
      const page = await get('de', `/suchen?modal=calendar&type=tours&layout=${layout}`);
      expect(page.status, layout).toBe(200);
      const text = await page.text();
      expect(text).toContain('data-query-modal="tours"');
      expect(text).toContain('Abreisekalender');
    }
  });
});
