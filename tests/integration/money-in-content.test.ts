// Amounts in content are in the page's currency (issue 30 item 11): the promo banner said "€150"
// and the group fund "About €300" on dollar and pound pages. A sweep of the US store (and of
// en-WE and France with pounds chosen) from the home page's links plus a trip, its departure and
// dossier, the WeMeet events list included: no "€" in what a visitor reads. The search filters'
// price ranges are left out when the display currency is not the market's (see below).
import { describe, expect, it } from 'vitest';
import { markets, type CurrencyCode, type MarketId } from '../../markets/config';
import { buildPath, matchPath } from '../../markets/routes';
import { formatPrice, moneyTokens } from '../../shared/money';
import { get } from './helpers';
import { bookableDeparture, sweepPaths, visibleText } from './sweep';

/** The phrases around each "€" of a text, to say where it was. */
function euros(text: string): string[] {
  return [...text.matchAll(/.{0,40}€.{0,20}/g)].map((m) => m[0]);
}


const sweeps: [MarketId, CurrencyCode][] = [['us', 'USD'], ['we', 'GBP'], ['fr', 'GBP']];

describe('amounts in content follow the display currency', () => {
  it.each(sweeps)('%s in %s: no euro amount anywhere a visitor reads', async (marketId, currency) => {
    const cookie = `caravan_currency=${currency}`;
    const paths = await sweepPaths(marketId, { cookie });
    expect(paths.length, 'pages swept').toBeGreaterThan(15);
    const found: string[] = [];
    for (const path of paths) {
      // The search filters' price ranges are in the market's currency by design (the filter is
      // in that currency's cents: issue 30 item 4), so they keep it when another is displayed.
      if (currency !== markets[marketId].currency && matchPath(marketId, path)?.name === 'search') continue;
      const response = await get(marketId, path, { headers: { cookie } });
      if (response.status !== 200) continue;
      const text = visibleText(await response.text());
      for (const phrase of euros(text)) found.push(`${path}: ${phrase}`);
      if (text.includes('{{money')) found.push(`${path}: a raw money token`);
    }
    expect(found).toEqual([]);
  });

  it('the promo banner and the group fund name their amounts in dollars in the US, in euros in Italy', async () => {
    const row = await bookableDeparture();
    const detail = ((await (await get('us', `/api/travels/show?slug=${row.slug}`)).json()) as { data: { travel: { notIncluded: { description: string }[] } } }).data;
    const fund = detail.travel.notIncluded.flatMap((item) => moneyTokens(item.description))[0]!;
    expect(fund.EUR! > 0 && fund.USD! > 0 && fund.GBP! > 0, 'the group fund token has every currency').toBe(true);
    const us = visibleText(await (await get('us', buildPath('us', 'travels-travel', { travel: row.slug })!)).text());
    expect(us).toContain(`About ${formatPrice(fund.USD!, 'USD', 'us')} per person`);
    expect(us).toContain(`up to ${formatPrice(16000, 'USD', 'us')} off`);
    const it = visibleText(await (await get('it', buildPath('it', 'travels-travel', { travel: row.slug })!)).text());
    expect(it).toContain(`Circa ${formatPrice(fund.EUR!, 'EUR', 'it')} a persona`);
    expect(it).toContain(`fino a ${formatPrice(15000, 'EUR', 'it')} di sconto`);
    expect(markets.it.currency).toBe('EUR');
  });
});
