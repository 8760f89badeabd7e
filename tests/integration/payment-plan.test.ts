// Payment plan and all-in estimate (issue 14 items 1 and 2), in every market: the departure's
// deposit, interest-free instalments from the site settings (none in the US, where they are
// off), the currency charged, and a calculator whose plan and all-in estimate add up.
import { describe, expect, it } from 'vitest';
import { marketIds, markets, type MarketId } from '../../markets/config';
import { resources } from '../../markets/locales';
import { buildPath } from '../../markets/routes';
import { allInEstimate } from '../../shared/allInEstimate';
import { todayIn } from '../../shared/dates';
import { formatPrice } from '../../shared/money';
import { installmentSettings, paymentOptions } from '../../shared/paymentPlan';
import type { Tour } from '../../worker/data/types';
import { get } from './helpers';

async function tours(marketId: MarketId): Promise<Tour[]> {
  const all: Tour[] = [];
  for (const page of [1, 2, 3]) {
    const res = await get(marketId, '/api/tours', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ perPage: 100, page }) });
    all.push(...((await res.json()) as { data: Tour[] }).data);
  }
  return all;
}

async function settingsOf(marketId: MarketId) {
  const res = await get(marketId, '/api/layouts');
  return installmentSettings(((await res.json()) as { data: { settings: { installmentPayments: unknown } } }).data.settings.installmentPayments);
}

function decode(html: string): string {
  return html.replace(/<!-- -->/g, '').replace(/&#x27;/g, "'").replace(/&quot;/g, '"').replace(/&amp;/g, '&');
}

const bookable = (tour: Tour) => tour.salesStatus === 'CONFIRMED' || tour.salesStatus === 'PLANNED' || tour.salesStatus === 'ALMOST_CONFIRMED' || tour.salesStatus === 'ALMOST_FULL';

describe.each(marketIds)('payment plan in %s', (marketId) => {
  const market = markets[marketId];
  const copy = resources[market.language].payment;
  const money = (cents: number) => formatPrice(cents, market.currency, marketId);

  it('the booking box states the deposit, the instalments the settings allow and the currency charged', async () => {
    const settings = await settingsOf(marketId);
    // The market's today, as the page computes the plan (Rome is a day ahead of UTC after 23:00 UTC).
    const today = todayIn(market.timeZone);
    const tour = (await tours(marketId)).find((t) => bookable(t) && t.deposit?.available && t.balanceDueDate > '2027-02-28' && t.privateRoomSupplement)!;
    expect(tour, 'a bookable departure with a deposit and a private room').toBeTruthy();
    const path = buildPath(marketId, 'travels-travel-tour', { travel: tour.travel.slug, tour: tour.code })!;
    const html = decode(await (await get(marketId, path)).text());
    const box = html.slice(html.indexOf('class="booking-box'), html.indexOf('</aside>', html.indexOf('class="booking-box')));
    expect(box).toContain(resources[market.language].charge[market.currency === 'USD' ? 'approximate' : 'payable'].replace('{{display}}', market.currency));
    const options = paymentOptions({
      total: tour.price[market.currency]!, currency: market.currency,
      deposit: { amount: tour.deposit!.price[market.currency]!, cutOff: tour.deposit!.cutOffDate }, balanceDue: tour.balanceDueDate, today, settings,
    });
    if (marketId === 'us') {
      expect(settings.enabled).toBe(false);
      expect(options.installments).toBeNull();
      expect(box).not.toContain('fact--installments');
    } else {
      expect(options.installments!.length).toBeGreaterThanOrEqual(2);
      expect(box).toContain(
        copy.installmentsLine.replace('{{count}}', String(options.installments!.length)).replace('{{amount}}', money(options.installments![0]!.amount)),
      );
    }
  });

  it('the calculator starts from the shared room and the deposit; its plan and all-in estimate add up', async () => {
    const tour = (await tours(marketId)).find((t) => bookable(t) && t.deposit?.available && t.balanceDueDate > '2027-02-28' && t.privateRoomSupplement)!;
    const path = buildPath(marketId, 'travels-travel-tour', { travel: tour.travel.slug, tour: tour.code })!;
    const html = decode(await (await get(marketId, path)).text());
    const start = html.indexOf('class="trip__section pay-card"');
    const card = html.slice(start, html.indexOf('</section>', start));
    expect(card.length).toBeGreaterThan(100);
    const price = tour.price[market.currency]!;
    const deposit = tour.deposit!.price[market.currency]!;
    // Deposit today, balance later: the two rows and the booking total.
    expect(card).toContain(money(deposit));
    expect(card).toContain(money(price - deposit));
    expect(card).toContain(copy.roomPrivate.replace('{{amount}}', money(tour.privateRoomSupplement![market.currency]!)));
    const estimate = allInEstimate(
      { price, privateRoom: tour.privateRoomSupplement![market.currency]!, flexibleCancellation: tour.flexibleCancellationPrice![market.currency]!, groupFund: tour.groupFund![market.currency]!, flights: tour.flightsMinPrice?.[market.currency] ?? null },
      { privateRoom: false, flexibleCancellation: false },
    );
    expect(estimate.booking).toBe(price);
    expect(estimate.total).toBe(price + tour.groupFund![market.currency]! + (tour.flightsMinPrice?.[market.currency] ?? 0));
    expect(card).toContain(`${copy.allIn}: <strong>${money(estimate.total)}</strong>`);
    expect(card).toContain(copy.item.groupFund);
    expect(card).toContain(copy.included);
  });

  it('a departure past its deposit cut-off offers no deposit in the calculator', async () => {
    const tour = (await tours(marketId)).find((t) => bookable(t) && t.deposit && !t.deposit.available);
    expect(tour, 'a departure past its deposit cut-off').toBeTruthy();
    const path = buildPath(marketId, 'travels-travel-tour', { travel: tour!.travel.slug, tour: tour!.code })!;
    const html = decode(await (await get(marketId, path)).text());
    const start = html.indexOf('class="trip__section pay-card"');
    const card = html.slice(start, html.indexOf('</section>', start));
    expect(card).not.toContain(copy.optionDeposit);
    expect(card).not.toContain(copy.kind.deposit);
  });
});
