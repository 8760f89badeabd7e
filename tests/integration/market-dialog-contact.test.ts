/**
 * Issue 30 items 10 and 11: the talk-to-us dialog no longer promises a "free 15-minute call" it
 * cannot book (the promise is taken away in every market and language), and the country /
 * language dialog reaches every market from every market, the US included.
 */
import { describe, expect, it } from 'vitest';
import { marketIds, type MarketId } from '../../markets/config';
import { get, hosts } from './helpers';

interface Option { id: string; href: string; current: boolean; label: string; currency: string }

function dialogProps(html: string): { options: Option[]; otherStores?: Option[] } {
  const props = /<script type="application\/json"[^>]*data-props="">([^<]+)<\/script><div class="island" data-island="LanguageModal"/.exec(html);
  expect(props).not.toBeNull();
  return JSON.parse(props![1]!) as { options: Option[]; otherStores?: Option[] };
}

describe('country / language dialog (item 11)', () => {
  it.each(marketIds)('from %s reaches every market; the country list stays as SPEC §9 says', async (market) => {
    const { options, otherStores = [] } = dialogProps(await (await get(market, '/')).text());
    // The country list: no US, the current country first (SPEC §9).
    expect(options.map((o) => o.id)).not.toContain('us');
    if (market !== 'us') expect(options[0]!.id).toBe(market);
    // The US store on a line of its own, current on the US store.
    expect(otherStores.map((o) => o.id)).toEqual(['us']);
    expect(otherStores[0]).toMatchObject({ label: 'United States', currency: 'USD', current: market === 'us' });
    const reached = new Set([...options, ...otherStores].map((o) => new URL(o.href).hostname));
    expect([...reached].sort()).toEqual(marketIds.map((id: MarketId) => hosts[id]).sort());
  });

  it('keeps the page when switching to the US from a trip page', async () => {
    const html = await (await get('it', '/viaggi')).text();
    const us = dialogProps(html).otherStores?.[0];
    expect(us?.href).toBe('http://us.localhost/destinations');
  });
});

describe('talk to us (item 10)', () => {
  const promise = /15[\s-]?(minute|minuti|minutos|minütig)|free call|chiamata gratuita|llamada gratuita|appel gratuit|kostenloses? .{0,20}Gespräch/i;
  it.each(marketIds)('%s promises no call booking it cannot make', async (market) => {
    const html = await (await get(market, '/?modal=talk-to-us&type=talk-to-us')).text();
    expect(html).not.toMatch(promise);
    const layout = await (await get(market, '/api/layouts')).text();
    expect(layout).not.toMatch(promise);
  });
});
