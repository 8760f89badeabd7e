import { describe, expect, it } from 'vitest';
import { displayCurrency, fillMoney, formatPrice, moneyToken, moneyTokens, showCurrencyMessage, showCurrencySwitch } from './money';

describe('formatPrice', () => {
  it('writes EUR with dot thousands, comma decimals and the symbol after', () => {
    expect(formatPrice(123400, 'EUR', 'it')).toBe('1.234 €');
    expect(formatPrice(123450, 'EUR', 'de', { precision: 2 })).toBe('1.234,50 €');
    // Intl would give "1234 €" for es-ES and a narrow-space group for fr-FR.
    expect(formatPrice(123400, 'EUR', 'es')).toBe('1.234 €');
    expect(formatPrice(123400, 'EUR', 'fr')).toBe('1.234 €');
    expect(formatPrice(123456789, 'EUR', 'it', { precision: 2 })).toBe('1.234.567,89 €');
  });

  it('writes EUR the English way for en-WE, symbol still after', () => {
    expect(formatPrice(123400, 'EUR', 'we')).toBe('1,234 €');
    expect(formatPrice(123405, 'EUR', 'we', { precision: 2 })).toBe('1,234.05 €');
  });

  it('writes USD and GBP with the symbol first, whatever the market', () => {
    expect(formatPrice(123400, 'USD', 'us')).toBe('$1,234');
    expect(formatPrice(123450, 'USD', 'us', { precision: 2 })).toBe('$1,234.50');
    expect(formatPrice(123400, 'GBP', 'it')).toBe('£1,234');
    expect(formatPrice(99, 'GBP', 'we', { precision: 2 })).toBe('£0.99');
  });

  it('uses precision 0 unless 2 is asked, rounding half away from zero', () => {
    expect(formatPrice(149, 'EUR', 'it')).toBe('1 €');
    expect(formatPrice(150, 'EUR', 'it')).toBe('2 €');
    expect(formatPrice(99950, 'USD', 'us')).toBe('$1,000');
    expect(formatPrice(5, 'EUR', 'it', { precision: 2 })).toBe('0,05 €');
    expect(formatPrice(0, 'EUR', 'it')).toBe('0 €');
  });

  it('keeps spaces plain for stable comparisons', () => {
    expect(formatPrice(100000000, 'EUR', 'fr')).not.toMatch(/[\u00a0\u202f]/);
  });

  it('signs negative amounts and never writes "-0"', () => {
    expect(formatPrice(-123400, 'EUR', 'it')).toBe('-1.234 €');
    expect(formatPrice(-123400, 'USD', 'us')).toBe('-$1,234');
    expect(formatPrice(-30, 'EUR', 'it')).toBe('0 €');
    expect(formatPrice(-30, 'EUR', 'it', { precision: 2 })).toBe('-0,30 €');
  });

  it('rounds fractional cents and stays exact for huge amounts', () => {
    expect(formatPrice(1234.6, 'EUR', 'it', { precision: 2 })).toBe('12,35 €');
    expect(formatPrice(1e21, 'USD', 'us')).toBe('$10,000,000,000,000,000,000');
  });

  it('gives an empty string for non-numbers', () => {
    expect(formatPrice(Number.NaN, 'EUR', 'it')).toBe('');
    expect(formatPrice(Number.POSITIVE_INFINITY, 'EUR', 'it')).toBe('');
    expect(formatPrice('1200' as unknown as number, 'EUR', 'it')).toBe('');
  });
});

describe('displayCurrency', () => {
  const settingsCurrencies = [{ isoCode: 'EUR' }, { isoCode: 'USD' }, { isoCode: 'GBP' }];

  it('prefers the stored currency, then the geolocated one', () => {
    expect(displayCurrency({ stored: 'GBP', geolocated: 'USD', settingsCurrencies, marketDefault: 'EUR' })).toBe('GBP');
    expect(displayCurrency({ stored: null, geolocated: 'USD', settingsCurrencies, marketDefault: 'EUR' })).toBe('USD');
  });

  it('only takes currencies the settings offer', () => {
    const euroAndPound = ['EUR', 'GBP'];
    expect(
      displayCurrency({ stored: 'USD', geolocated: 'GBP', settingsCurrencies: euroAndPound, marketDefault: 'EUR' }),
    ).toBe('GBP');
    expect(
      displayCurrency({ stored: 'USD', geolocated: 'USD', settingsCurrencies: euroAndPound, marketDefault: 'EUR' }),
    ).toBe('EUR');
  });

  it('falls back to the market default for garbage or missing settings', () => {
    expect(displayCurrency({ stored: '<script>', geolocated: 'XXX', settingsCurrencies, marketDefault: 'USD' })).toBe(
      'USD',
    );
    expect(displayCurrency({ stored: 'GBP', settingsCurrencies: null, marketDefault: 'EUR' })).toBe('EUR');
    expect(displayCurrency({ stored: 'CHF', settingsCurrencies: ['CHF'], marketDefault: 'EUR' })).toBe('EUR');
  });

  it('reads a stored code case-insensitively', () => {
    expect(displayCurrency({ stored: ' gbp ', settingsCurrencies, marketDefault: 'EUR' })).toBe('GBP');
  });
});

describe('showCurrencySwitch', () => {
  it('shows only with more than one currency', () => {
    expect(showCurrencySwitch([])).toBe(false);
    expect(showCurrencySwitch(['EUR'])).toBe(false);
    expect(showCurrencySwitch(['EUR', 'GBP'])).toBe(true);
    expect(showCurrencySwitch(null)).toBe(false);
  });
});

describe('showCurrencyMessage', () => {
  it('shows when the display currency is not the market currency', () => {
    expect(showCurrencyMessage('EUR', 'EUR')).toBe(false);
    expect(showCurrencyMessage('GBP', 'EUR')).toBe(true);
  });
});

describe('money in content (issue 30 item 11)', () => {
  const token = moneyToken({ EUR: 15000, USD: 16000, GBP: 13000 });

  it('writes a token with cents per currency and reads it back', () => {
    expect(token).toBe('{{money EUR:15000 USD:16000 GBP:13000}}');
    expect(moneyTokens(`up to ${token} off, ${moneyToken({ EUR: 30000 })} each`)).toEqual([{ EUR: 15000, USD: 16000, GBP: 13000 }, { EUR: 30000 }]);
  });

  it('writes the amount in the display currency and the market format', () => {
    expect(fillMoney(`up to ${token} off`, 'USD', 'us')).toBe('up to $160 off');
    expect(fillMoney(`up to ${token} off`, 'GBP', 'we')).toBe('up to £130 off');
    expect(fillMoney(`fino a ${token} di sconto`, 'EUR', 'it')).toBe('fino a 150 € di sconto');
    expect(fillMoney(`<strong>${token}</strong>`, 'EUR', 'we')).toBe('<strong>150 €</strong>');
  });

  it('a token without the display currency falls back to the market currency, then to any', () => {
    expect(fillMoney(moneyToken({ EUR: 30000, USD: 33000 }), 'GBP', 'de', 'EUR')).toBe('300 €');
    expect(fillMoney(moneyToken({ USD: 33000 }), 'GBP', 'de', 'EUR')).toBe('$330');
  });

  it('leaves text without tokens, and malformed tokens, as they are', () => {
    expect(fillMoney('About €300', 'USD', 'us')).toBe('About €300');
    expect(fillMoney('{{money}} {{money EUR:abc}}', 'USD', 'us')).toBe('{{money}} {{money EUR:abc}}');
  });
});
