// The currency charged is stated one way (issue 30 item 3): in every market and every display
// currency it offers, the trip page, the tour page (booking box, departure list, calculator), the
// dossier and the footer say the same sentence, from shared/money.ts `chargeStatement`, and no
// other sentence on those pages claims a currency charged (the US store said "You pay in USD"
// in the booking box and "you pay in EUR or GBP" under the departure list).
import { describe, expect, it } from 'vitest';
import { marketIds, markets, type CurrencyCode, type MarketId } from '../../markets/config';
import { resources } from '../../markets/locales';
import { buildPath } from '../../markets/routes';
import { chargeStatement } from '../../shared/money';
import { get } from './helpers';
import { bookableDeparture, decode, visibleText } from './sweep';

/** Words that claim a currency charged, per language: each must sit inside the one statement. */
const claims: Record<string, RegExp> = {
  en: /you pay in|payment is (?:in|taken)|charged in/gi,
  it: /paghi in|il pagamento avviene/gi,
  es: /pagas en|el pago se realiza/gi,
  fr: /vous payez en|tu paies en|le paiement se fait/gi,
  de: /du zahlst in|bezahlt wird/gi,
};

/** Every statement of the currency charged on a page (the elements ChargeCurrencyNote renders). */
function statements(html: string): string[] {
  return [...html.matchAll(/<(p|li)\b[^>]*data-charge-note=""[^>]*>([\s\S]*?)<\/\1>/g)].map((m) => decode(m[2]!).trim());
}

function expected(marketId: MarketId, display: CurrencyCode): string {
  const copy = resources[markets[marketId].language].charge;
  const statement = chargeStatement(display);
  return statement.key === 'charge.payable' ? copy.payable : copy.approximate.replace('{{display}}', statement.values.display);
}

async function offered(marketId: MarketId): Promise<CurrencyCode[]> {
  const res = await get(marketId, '/api/layouts');
  const body = (await res.json()) as { data: { settings: { currencies: { isoCode: CurrencyCode }[] } } };
  return body.data.settings.currencies.map((currency) => currency.isoCode);
}


describe('the currency charged, stated once', () => {
  it('two statements only: prices in a currency that can be charged, or approximate', () => {
    expect(chargeStatement('EUR')).toEqual({ key: 'charge.payable', values: { display: 'EUR' } });
    expect(chargeStatement('GBP')).toEqual({ key: 'charge.payable', values: { display: 'GBP' } });
    expect(chargeStatement('USD')).toEqual({ key: 'charge.approximate', values: { display: 'USD' } });
  });

  it.each(marketIds)('%s: every page type and display currency says the same thing', async (marketId) => {
    const market = markets[marketId];
    const row = await bookableDeparture();
    const pages = {
      trip: buildPath(marketId, 'travels-travel', { travel: row.slug })!,
      tour: buildPath(marketId, 'travels-travel-tour', { travel: row.slug, tour: row.code })!,
      dossier: buildPath(marketId, 'travels-travel-tour-dossier', { travel: row.slug, tour: row.code })!,
    };
    const currencies = await offered(marketId);
    expect(currencies).toContain(market.currency);
    for (const display of currencies) {
      const sentence = expected(marketId, display);
      for (const [type, path] of Object.entries(pages)) {
        const where = `${marketId} ${display} ${type} ${path}`;
        const response = await get(marketId, path, { headers: { cookie: `caravan_currency=${display}` } });
        expect(response.status, where).toBe(200);
        const html = await response.text();
        const found = statements(html);
        // The trip page states it under the departure list; the tour page also in the booking box and the calculator.
        const least = type === 'tour' ? 3 : 1;
        expect(found.length, where).toBeGreaterThanOrEqual(least + (display !== market.currency ? 1 : 0));
        expect(new Set(found), where).toEqual(new Set([sentence]));
        // No other words on the page claim what is charged (a second, contradicting statement).
        const claimsOnPage = visibleText(html).match(claims[market.language]!) ?? [];
        expect(claimsOnPage.length, `${where}: ${claimsOnPage.join(' | ')}`).toBe(found.length);
        if (type === 'tour') {
          const box = html.slice(html.indexOf('class="booking-box'), html.indexOf('</aside>', html.indexOf('class="booking-box')));
          expect(statements(box), `${where} booking box`).toEqual([sentence]);
          const start = html.indexOf('class="trip__section pay-card"');
          expect(statements(html.slice(start, html.indexOf('</section>', start))), `${where} calculator`).toEqual([sentence]);
        }
      }
    }
  });

  it('the US store never says dollars are charged', async () => {
    const row = await bookableDeparture();
    const html = await (await get('us', buildPath('us', 'travels-travel-tour', { travel: row.slug, tour: row.code })!)).text();
    expect(visibleText(html)).not.toMatch(/pay in USD/i);
    expect(statements(html)[0]).toBe(resources.en.charge.approximate.replace('{{display}}', 'USD'));
  });
});
