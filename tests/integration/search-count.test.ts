/**
 * GET /api/search/count: the number the filters modal shows on its apply button is the one
 * the results page then shows, for both tabs; a hostile query string is a 200 or a 400, never a 500.
 */
import { describe, expect, it } from 'vitest';
import { get } from './helpers';

interface CountBody {
  count: number;
  tab: 'tours' | 'travels';
}

async function count(market: string, query: string): Promise<{ status: number; body: CountBody; cacheControl: string | null }> {
  const response = await get(market, `/api/search/count?${query}`);
  return { status: response.status, body: (await response.json()) as CountBody, cacheControl: response.headers.get('cache-control') };
}

/** The heading count of the results page ("827 partenze", "46 trips"). */
async function pageCount(market: string, path: string, query: string): Promise<number> {
  const response = await get(market, `${path}?${query}`);
  expect(response.status, query).toBe(200);
  const html = await response.text();
  const lead = /<p class="page-heading__lead" role="status">(\d+) /.exec(html);
  expect(lead, `${path}?${query} has a count`).not.toBeNull();
  return Number(lead![1]);
}

async function firstContinentId(): Promise<string> {
  const html = await (await get('it', '/cerca')).text();
  const id = /name="continentId\[\]" value="(\d+)"/.exec(html)?.[1];
  expect(id).toBeDefined();
  return id!;
}

describe('GET /api/search/count', () => {
  it('counts what the results page shows, for both tabs and several filters', async () => {
    const continent = await firstContinentId();
    const queries = [
      '',
      'durations[]=MAX_10',
      'durations[]=MAX_10&discounted=true',
      `continentId[]=${continent}&status[]=CONFIRMED&status[]=ALMOST_FULL`,
      'price=MAX_120000&ageBadge=25-35',
      'tab=travels',
      'tab=travels&durations[]=OVER_10',
      `tab=travels&continentId[]=${continent}&isNoSharingRoomAvailable=true`,
      // The modal's own parameters and a page number change nothing.
      'tab=travels&durations[]=MAX_6&modal=filters&page=3',
    ];
    const seen = new Set<number>();
    for (const query of queries) {
      const { status, body, cacheControl } = await count('it', query);
      expect(status, query).toBe(200);
      expect(body.tab, query).toBe(query.includes('tab=travels') ? 'travels' : 'tours');
      expect(body.count, query).toBe(await pageCount('it', '/cerca', query.replace(/&?page=\d+/, '')));
      expect(cacheControl).toMatch(/^private, max-age=\d+$/);
      seen.add(body.count);
    }
    // The filters narrow the results: the combinations above do not all give one number.
    expect(seen.size).toBeGreaterThan(3);
  });

  it('answers in the market of the host', async () => {
    for (const [market, path] of [['we', '/search'], ['de', '/suchen']] as const) {
      const { status, body } = await count(market, 'tab=travels&durations[]=MAX_10');
      expect(status).toBe(200);
      expect(body.count).toBe(await pageCount(market, path, 'tab=travels&durations[]=MAX_10'));
    }
  });

  it.each([
    ['markup in the text search', 'textSearch=%3Cscript%3Ealert(1)%3C%2Fscript%3E'],
    ['an overlong text search', `textSearch=${'x'.repeat(3000)}`],
    ['a negative page and a bad sort', 'page=-3&sort=%22%3B--'],
    ['a huge perPage', 'perPage=100000000'],
    ['an unknown tab', 'tab=coordinators'],
    ['two tabs', 'tab=travels&tab=tours&tab='],
    ['ids that are not ids', 'continentId[]=asia&continentId[]=1e309&destinationId[]=-1&destinationId[]=99999999999999999999'],
    ['an impossible and reversed date range', 'dateFrom=2026-02-30&dateTo=1999-01-01&daysSpan=9999'],
    ['a bad price bucket and reversed prices', 'price=MAX_abc&priceFrom=900000&priceTo=1'],
    ['a price beyond any integer', 'priceFrom=999999999999999999999999'],
    ['bad duration buckets', 'durations[]=FOREVER&durations[]=MAX_99999'],
    ['unknown statuses', 'status[]=CANCELLED&status[]=SOLD_OUT'],
    ['malformed percent-encoding', 'textSearch=%E0%A4%A&tab=%ZZ&%=1'],
    ['prototype keys', '__proto__[]=1&constructor=x&toString=1'],
    ['a list key without brackets and a scalar with them', 'continentId=1&tab[]=travels&discounted[]=true'],
    ['a thousand repeated list entries', Array.from({ length: 1000 }, (_, i) => `travelStyles[]=S${i}`).join('&').slice(0, 7900)],
  ])('%s: 200 with a count', async (_case, query) => {
    const { status, body } = await count('it', query);
    expect(status).toBe(200);
    expect(Number.isInteger(body.count) && body.count >= 0).toBe(true);
    expect(['tours', 'travels']).toContain(body.tab);
  });

  it('a query too long to read is a 400', async () => {
    const response = await get('it', `/api/search/count?textSearch=${'x'.repeat(9000)}`);
    expect(response.status).toBe(400);
    expect(((await response.json()) as { success: boolean }).success).toBe(false);
  });

  it('only answers GET', async () => {
    const response = await get('it', '/api/search/count', { method: 'POST', body: 'tab=tours' });
    expect(response.status).not.toBe(500);
    expect(response.status).toBeGreaterThanOrEqual(400);
  });
});
