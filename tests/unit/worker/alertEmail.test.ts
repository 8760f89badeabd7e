// An alert email that names a price says what is charged as the pages do (issue 30 item 3),
// and writes the departure day in the market's date format (item 11).
import { describe, expect, it } from 'vitest';
import { resources } from '../../../markets/locales';
import { alertEmail } from '../../../worker/email/templates';

const base = {
  to: 'traveller@caravan.test', travelName: 'Iceland on the road', startingDate: '2027-04-12',
  tripUrl: 'https://www.caravan.com/destinations/iceland/ISL-270412', unsubscribeUrl: 'https://www.caravan.com/alerts/unsubscribe?id=1', idempotencyKey: 'k',
};

describe('alert emails', () => {
  it('a price drop in the US states the currency charged, with the day as MM/dd/yyyy', () => {
    const email = alertEmail({ ...base, marketId: 'us', type: 'PRICE_DROPPED', price: 359000, previousPrice: 375000 });
    expect(email.text).toContain(resources.en.charge.payable);
    expect(email.html).toContain(resources.en.charge.payable);
    expect(email.subject).toContain('04/12/2027');
    expect(email.text).not.toMatch(/You pay in USD|2027-04-12/);
  });

  it('the same statement in every language, only where a price is named', () => {
    const drop = alertEmail({ ...base, marketId: 'de', type: 'PRICE_DROPPED', price: 359000, previousPrice: 375000 });
    expect(drop.text).toContain(resources.de.charge.payable);
    expect(drop.subject).toContain('12.04.2027');
    const confirmed = alertEmail({ ...base, marketId: 'it', type: 'TOUR_CONFIRMED' });
    expect(confirmed.text).not.toContain(resources.it.charge.payable);
  });
});
