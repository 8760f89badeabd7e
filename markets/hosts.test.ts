import { describe, expect, it } from 'vitest';
import { isLocalHost, marketForHost, marketOrigin, productionDomains } from './hosts';

const domains = productionDomains('');

describe('marketForHost', () => {
  it.each([
    ['it.localhost:8787', 'it'], ['us.localhost', 'us'], ['en.localhost:1', 'we'], ['es.localhost', 'es'],
    ['fr.localhost', 'fr'], ['DE.LOCALHOST:8787', 'de'], ['localhost:8787', 'it'], ['localhost', 'it'],
    ['www.caravan.de', 'de'], ['caravan.fr', 'fr'], ['www.caravan.com', 'us'], ['www.caravan.travel.', 'we'],
    ['evil.example', 'it'], ['', 'it'], ['[::1]:8787', 'it'], ['x'.repeat(5000), 'it'],
  ] as const)('%s → %s', (host, market) => {
    expect(marketForHost(host, domains)).toBe(market);
  });

  it('undefined host is Italy', () => {
    expect(marketForHost(undefined, domains)).toBe('it');
  });
});

describe('productionDomains', () => {
  it('takes overrides from MARKET_DOMAINS', () => {
    const custom = productionDomains('{"de":"shop.caravan.de","zz":"ignored"}');
    expect(custom.de).toBe('shop.caravan.de');
    expect(marketForHost('shop.caravan.de', custom)).toBe('de');
  });

  it('rejects malformed configuration with a clear message', () => {
    expect(() => productionDomains('{nope')).toThrow(/MARKET_DOMAINS/);
    expect(() => productionDomains('{"it": 3}')).toThrow(/MARKET_DOMAINS/);
  });
});

describe('marketOrigin', () => {
  it('keeps scheme and port on local hosts', () => {
    expect(marketOrigin('de', new URL('http://it.localhost:8787/x'), domains)).toBe('http://de.localhost:8787');
    expect(marketOrigin('we', new URL('http://localhost/'), domains)).toBe('http://en.localhost');
  });

  it('uses https production domains elsewhere', () => {
    expect(marketOrigin('es', new URL('https://www.caravan.it/'), domains)).toBe('https://www.caravan.es');
  });

  it('recognises local hosts', () => {
    expect(isLocalHost('fr.localhost:9')).toBe(true);
    expect(isLocalHost('www.caravan.fr')).toBe(false);
  });
});
