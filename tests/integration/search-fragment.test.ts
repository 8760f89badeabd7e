/**
 * The results page answers its results region alone to `X-Caravan-Fragment: results` (issue 11,
 * in-place updates): same URL, `Vary` on both representations, the fragment never cached nor
 * mistaken for the page (render micro-cache included), localised paths of every market.
 */
import { describe, expect, it, vi } from 'vitest';
import { fragmentHeader, fragmentRegionAttr } from '../../shared/fragment';
import { get } from './helpers';

const fragment = { headers: { [fragmentHeader]: 'results' } };

function region(html: string): string {
  const start = html.indexOf(`<div class="search-page" ${fragmentRegionAttr}="results"`);
  expect(start, 'the page has the results region').toBeGreaterThanOrEqual(0);
  return html.slice(start);
}

describe('results fragment', () => {
  it('is the page region alone, with its title, never stored, and says what it is', async () => {
    const query = '/cerca?durations[]=MAX_10&discounted=true&sort=price%3Aasc';
    const response = await get('it', query, fragment);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/html/);
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    expect(response.headers.get(fragmentHeader)).toBe('results');
    expect(response.headers.get('vary')).toMatch(/X-Caravan-Fragment/i);
    const html = await response.text();
    // No document, no layout, no code: only the islands' props (JSON data scripts).
    expect(html).not.toMatch(/<html|<head|<body|site-header|site-footer/);
    expect(html.replace(/<script type="application\/json"[^>]*data-props="">[^<]*<\/script>/g, '')).not.toContain('<script');
    expect(html).toMatch(/^<title>[^<]+ \| Caravan<\/title><div class="search-page" data-fragment-region="results"/);
    // The same region the full page renders for that URL (counts, controls, results, paging).
    const page = await get('it', query);
    expect(page.headers.get('vary')).toMatch(/X-Caravan-Fragment/i);
    expect(page.headers.get(fragmentHeader)).toBeNull();
    // Nonces are per response (the islands' props scripts carry one).
    const noNonce = (text: string) => text.replace(/ nonce="[^"]*"/g, '');
    const pageRegion = noNonce(region(await page.text()));
    const body = noNonce(html.slice(html.indexOf('<div class="search-page"')));
    expect(pageRegion.startsWith(body.slice(0, body.indexOf('<div class="island" data-island="FiltersModal"')))).toBe(true);
    expect(body).toContain('<input type="checkbox" name="discounted" checked="" value="true"/>');
    expect(body).toMatch(/<option value="price:asc" selected="">/);
  });

  it('never comes from or goes into the render cache of the full page', async () => {
    const query = '/cerca?tab=travels&durations[]=OVER_10';
    const first = await get('it', query);
    expect(first.status).toBe(200);
    await first.text();
    // The render is stored after it was sent (waitUntil): ask until the page comes from the cache.
    await vi.waitFor(
      async () => {
        const again = await get('it', query);
        await again.text();
        expect(again.headers.get('x-render-cache')).toBe('hit');
      },
      { timeout: 2000, interval: 50 },
    );
    // A fragment of a cached page is still a fragment, and the page stays a page afterwards.
    const part = await get('it', query, fragment);
    expect(part.headers.get('x-render-cache')).toBeNull();
    expect(await part.text()).not.toContain('<html');
    const page = await get('it', query);
    expect(await page.text()).toContain('<html');
  });

  it('answers on the localised results path of every market', async () => {
    for (const [market, path] of [['us', '/search'], ['we', '/search'], ['es', '/buscar'], ['fr', '/recherche'], ['de', '/suchen']] as const) {
      const response = await get(market, `${path}?tab=travels`, fragment);
      expect(response.status, market).toBe(200);
      expect(response.headers.get(fragmentHeader), market).toBe('results');
      expect(await response.text(), market).toContain(`${fragmentRegionAttr}="results"`);
    }
  });

  it('other pages and unknown fragment names answer the full page; hostile queries no 500', async () => {
    const other = await get('it', '/viaggi', fragment);
    expect(other.headers.get(fragmentHeader)).toBeNull();
    expect(await other.text()).toContain('<html');
    const unknown = await get('it', '/cerca', { headers: { [fragmentHeader]: 'everything' } });
    expect(unknown.headers.get(fragmentHeader)).toBeNull();
    expect(await unknown.text()).toContain('<html');
    const hostile = await get('it', '/cerca?textSearch=%3Cscript%3Ealert(1)%3C%2Fscript%3E&page=-4&sort=%22&price=MAX_abc&priceFrom=9&priceTo=1', fragment);
    expect(hostile.status).toBe(200);
    const html = await hostile.text();
    expect(html).not.toContain('<script>alert(1)');
  });
});
