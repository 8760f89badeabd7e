import { describe, expect, it } from 'vitest';
import { countryMenu, marketIds, markets, otherStores } from './config';

describe('market config', () => {
  it('has the six markets with Italy as default', () => {
    expect(marketIds).toEqual(['it', 'us', 'we', 'es', 'fr', 'de']);
    expect(markets.it.language).toBe('it');
    expect(markets.we.locale).toBe('en-WE');
  });

  it('starts weeks on Sunday only in the US and en-WE', () => {
    for (const id of marketIds) expect(markets[id].weekStartsOn).toBe(id === 'us' || id === 'we' ? 0 : 1);
  });

  it('requires a tax code only in Italy and Spain', () => {
    expect(marketIds.filter((id) => markets[id].mandatoryTaxCode)).toEqual(['it', 'es']);
  });

  it('uses USD in the US and EUR elsewhere', () => {
    for (const id of marketIds) expect(markets[id].currency).toBe(id === 'us' ? 'USD' : 'EUR');
  });
});

describe('otherStores (issue 30 item 11)', () => {
  it('offers the US store beside the country menu, so every market reaches every market', () => {
    expect(otherStores().map((m) => m.id)).toEqual(['us']);
    for (const from of marketIds) {
      const reachable = new Set([...countryMenu(from), ...otherStores()].map((m) => m.id));
      expect([...reachable].sort()).toEqual([...marketIds].sort());
    }
  });

  it('never offers a disabled store', () => {
    expect(otherStores({ ...markets, us: { ...markets.us, disabled: true } })).toEqual([]);
  });
});

describe('countryMenu', () => {
  it('never lists the US and puts the current market first', () => {
    const menu = countryMenu('fr').map((m) => m.id);
    expect(menu[0]).toBe('fr');
    expect(menu).not.toContain('us');
    expect(menu).toHaveLength(5);
  });

  it('drops disabled countries, even the current one', () => {
    const all = { ...markets, es: { ...markets.es, disabled: true } };
    expect(countryMenu('es', all).map((m) => m.id)).toEqual(['it', 'we', 'fr', 'de']);
  });

  it('from the US (not listed) keeps the configured order', () => {
    expect(countryMenu('us').map((m) => m.id)).toEqual(['it', 'we', 'es', 'fr', 'de']);
  });
});
