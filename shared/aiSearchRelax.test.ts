import { describe, expect, it } from 'vitest';
import { createI18n } from '../markets/i18n';
import { resources } from '../markets/locales';
import {
  interpretQuery, relaxationSentence, relaxationSteps, requestSummary, widerBudget, widerPeriod,
  type AiSearchCatalogue, type SentenceFormat,
} from './aiSearch';
import { formatDate } from './dates';
import { formatPrice } from './money';

const catalogue: AiSearchCatalogue = {
  continents: [
    { id: 1, code: 'asia', name: 'Asia' },
    { id: 2, code: 'europe', name: 'Europa' },
    { id: 3, code: 'africa', name: 'Africa' },
    { id: 4, code: 'north-america', name: 'Nord America' },
  ],
  countries: [
    { id: 10, name: 'Giappone', isoCodeAlpha3: 'JPN', continentId: 1 },
    { id: 13, name: 'Stati Uniti', isoCodeAlpha3: 'USA', continentId: 4 },
    { id: 14, name: 'Sudafrica', isoCodeAlpha3: 'ZAF', continentId: 3 },
    { id: 16, name: 'Thailandia', isoCodeAlpha3: 'THA', continentId: 1 },
    { id: 17, name: 'Islanda', isoCodeAlpha3: 'ISL', continentId: 2 },
    { id: 21, name: 'Maldive', isoCodeAlpha3: 'MDV', continentId: 1 },
    { id: 22, name: 'Messico', isoCodeAlpha3: 'MEX', continentId: 4 },
    { id: 25, name: 'Egitto', isoCodeAlpha3: 'EGY', continentId: 3 },
    { id: 27, name: 'Kenya', isoCodeAlpha3: 'KEN', continentId: 3 },
    { id: 28, name: 'Indonesia', isoCodeAlpha3: 'IDN', continentId: 1 },
    { id: 29, name: 'Cuba', isoCodeAlpha3: 'CUB', continentId: 4 },
  ],
};

// A Saturday.
const today = '2026-11-21';
const context = { today, catalogue };
const interpret = (query: string) => interpretQuery(query, context);

const i18n = createI18n('it', resources.it);
const italian: SentenceFormat = {
  t: (key, options) => i18n.t(key, options),
  day: (day) => formatDate(day, 'it', 'd MMMM'),
  month: (day) => formatDate(day, 'it', 'MMMM'),
  price: (cents) => formatPrice(cents, 'EUR', 'it'),
  list: (items) => new Intl.ListFormat('it-IT', { type: 'conjunction' }).format(items),
  language: 'it',
};

/** The sentence of each wider search of a request, in order. */
function sentences(query: string): string[] {
  const result = interpret(query);
  const summary = requestSummary(result, catalogue);
  return relaxationSteps(result, context).map((step) => relaxationSentence(summary, step.relaxed, true, italian));
}

describe('widerBudget and widerPeriod', () => {
  it('adds 25 % then 50 % to a budget, rounded up to a hundred euros', () => {
    expect(widerBudget(200000, 1.25)).toBe(250000);
    expect(widerBudget(200000, 1.5)).toBe(300000);
    expect(widerBudget(150000, 1.25)).toBe(190000);
    expect(widerBudget(99900, 1.25)).toBe(130000);
  });

  it.each([
    ['a whole month', '2027-04-01', '2027-04-30', { from: '2027-03-01', to: '2027-05-31' }],
    ['across the year end', '2026-12-27', '2027-01-03', { from: '2026-11-27', to: '2027-02-03' }],
    ['starting today', today, '2026-11-30', { from: today, to: '2026-12-31' }],
    ['into a shorter month', '2027-01-31', '2027-01-31', { from: '2026-12-31', to: '2027-02-28' }],
    ['up to a leap day', '2027-12-15', '2028-01-31', { from: '2027-11-15', to: '2028-02-29' }],
    ['without an end', '2027-03-10', null, { from: '2027-02-10', to: null }],
  ] as const)('widens %s by a month on each side, never before today', (_label, from, to, expected) => {
    expect(widerPeriod(from, to, today)).toEqual(expected);
  });
});

describe('relaxationSteps', () => {
  it('relaxes budget, then month ± 1, then region, then place (issue 11: Japan in April under 2,000 €)', () => {
    const steps = relaxationSteps(interpret('Giappone ad aprile sotto i 2000 euro'), context);
    const meaningful = steps.map(({ filters: { page: _p, perPage: _pp, tab: _t, ...rest } }) => rest);
    expect(meaningful).toEqual([
      { destinationId: [10], dateFrom: '2027-04-01', dateTo: '2027-04-30', priceTo: 250000, currency: 'EUR' },
      { destinationId: [10], dateFrom: '2027-04-01', dateTo: '2027-04-30', priceTo: 300000, currency: 'EUR' },
      { destinationId: [10], dateFrom: '2027-03-01', dateTo: '2027-05-31', priceTo: 300000, currency: 'EUR' },
      { continentId: [1], dateFrom: '2027-03-01', dateTo: '2027-05-31', priceTo: 300000, currency: 'EUR' },
      { dateFrom: '2027-03-01', dateTo: '2027-05-31', priceTo: 300000, currency: 'EUR' },
    ]);
    expect(steps.map((step) => step.relaxed.map((r) => r.kind))).toEqual([
      ['budget'], ['budget'], ['budget', 'period'], ['budget', 'period', 'region'], ['budget', 'period', 'anywhere'],
    ]);
  });

  it('lets go of age and kind of trip after the month (sea in August for 35-year-olds)', () => {
    const steps = relaxationSteps(interpret('mare in agosto per 35enni'), context);
    expect(steps.map((step) => step.relaxed)).toEqual([
      [{ kind: 'period', from: '2027-07-01', to: '2027-09-30' }],
      [{ kind: 'period', from: '2027-07-01', to: '2027-09-30' }, { kind: 'details', dropped: ['age', 'style'] }],
    ]);
    expect(steps[1]!.filters.ageBadge).toBeUndefined();
    expect(steps[1]!.filters.travelStyles).toBeUndefined();
  });

  it('lets go of a weather wish in place of a region, and of moods with the details', () => {
    const steps = relaxationSteps(interpret('Capodanno in un posto caldo, relax'), context);
    expect(steps.map((step) => step.relaxed.map((r) => (r.kind === 'details' ? r.dropped.join('+') : r.kind)))).toEqual([
      ['period'], ['period', 'climate'], ['period', 'climate+moods'],
    ]);
    expect(steps[1]!.filters.destinationId).toBeUndefined();
    expect(steps[1]!.moods).toEqual(['RELAX']);
    expect(steps[2]!.moods).toEqual([]);
  });

  it('has nothing to relax for nothing understood, and never yields the same search twice', () => {
    expect(relaxationSteps(interpret(''), context)).toEqual([]);
    for (const query of ['Giappone', 'over 40 a marzo', 'sotto i 500 euro', 'Asia in offerta, confermate']) {
      const keys = relaxationSteps(interpret(query), context).map((step) => JSON.stringify(step.filters) + step.moods.join());
      expect(new Set(keys).size, query).toBe(keys.length);
      expect(keys.length, query).toBeGreaterThan(0);
    }
  });
});

describe('relaxationSentence (Italian)', () => {
  it('says what was relaxed, step by step', () => {
    expect(sentences('Giappone ad aprile sotto i 2000 euro')).toEqual([
      'Nessun viaggio in Giappone ad aprile sotto i 2.000 €: ecco quelli fino a 2.500 €.',
      'Nessun viaggio in Giappone ad aprile sotto i 2.000 €: ecco quelli fino a 3.000 €.',
      'Nessun viaggio in Giappone ad aprile sotto i 2.000 €: ecco quelli fino a 3.000 € e tra marzo e maggio.',
      'Nessun viaggio in Giappone ad aprile sotto i 2.000 €: ecco quelli fino a 3.000 €, tra marzo e maggio e in tutta l’Asia.',
      'Nessun viaggio in Giappone ad aprile sotto i 2.000 €: ecco quelli fino a 3.000 €, tra marzo e maggio e in tutto il mondo.',
    ]);
    expect(sentences('mare in agosto per 35enni')).toEqual([
      'Nessun viaggio al mare ad agosto: ecco quelli tra luglio e settembre.',
      'Nessun viaggio al mare ad agosto: ecco quelli tra luglio e settembre e senza tener conto di fascia d’età e tipo di viaggio.',
    ]);
    expect(sentences('Capodanno in un posto caldo')[0]).toBe(
      'Nessun viaggio in un posto caldo tra il 27 dicembre e il 3 gennaio: ecco quelli tra il 27 novembre e il 3 febbraio.',
    );
  });

  it('uses the Italian preposition of a country, and a generic opening when nothing main was asked', () => {
    const result = interpret('Stati Uniti a marzo');
    expect(relaxationSentence(requestSummary(result, catalogue), [], false, italian)).toBe(
      'Nessun viaggio negli Stati Uniti a marzo, nemmeno allargando la ricerca: prova a cambiare qualche dettaglio.',
    );
    const ages = interpret('over 40');
    const [step] = relaxationSteps(ages, context);
    expect(relaxationSentence(requestSummary(ages, catalogue), step!.relaxed, true, italian)).toBe(
      'Nessun viaggio proprio come lo cerchi: ecco quelli senza tener conto di fascia d’età.',
    );
  });
});

describe('commentary of weather and kinds of trip', () => {
  it('names the first countries with that weather and counts the rest', () => {
    const note = interpret('Capodanno in un posto caldo').notes.find((n) => n.key === 'climate');
    expect(note).toEqual({
      key: 'climate', params: { climate: 'warm', names: 'Sudafrica, Thailandia, Maldive, Messico, Egitto, Kenya', more: 2 },
    });
    expect(i18n.t('aiSearch.notes.andMore', { names: 'Sudafrica', count: 3 })).toBe('Sudafrica e altre 3 mete');
  });

  it('notes the kind of trip asked for', () => {
    expect(interpret('mare in agosto per 35enni').notes).toEqual([
      { key: 'styles', params: { styles: ['BEACH'] } },
      { key: 'period', params: { from: '2027-08-01', to: '2027-08-31' } },
      { key: 'ageBand', params: { ageBand: '35-49' } },
    ]);
  });

  it('keeps only the kinds of trip the catalogue has', () => {
    const withStyles = { ...catalogue, travelStyles: ['CITY'], travelTypes: ['TOUR'] };
    const result = interpretQuery('mare e safari in Kenya', { today, catalogue: withStyles });
    expect(result.styles).toEqual([]);
    expect(result.filters.travelStyles).toBeUndefined();
    expect(result.filters.travelTypes).toBeUndefined();
  });
});
