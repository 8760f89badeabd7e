import { describe, expect, it } from 'vitest';
import {
  easterSunday, emptyIntent, interpretQuery, maxQueryLength, normaliseQuery, resultFromIntent, searchIntentSchema,
  type AiSearchCatalogue, type AiSearchResult,
} from './aiSearch';
import { filtersSchema, type Filters } from './filters';

const catalogue: AiSearchCatalogue = {
  continents: [
    { id: 1, code: 'asia', name: 'Asia' },
    { id: 2, code: 'europe', name: 'Europa' },
    { id: 3, code: 'africa', name: 'Africa' },
    { id: 4, code: 'north-america', name: 'Nord America' },
    { id: 5, code: 'south-america', name: 'Sud America' },
    { id: 6, code: 'oceania', name: 'Oceania' },
  ],
  countries: [
    { id: 10, name: 'Giappone', isoCodeAlpha3: 'JPN' },
    { id: 11, name: 'Spagna', isoCodeAlpha3: 'ESP' },
    { id: 12, name: 'Perù', isoCodeAlpha3: 'PER' },
    { id: 13, name: 'Stati Uniti', isoCodeAlpha3: 'USA' },
    { id: 14, name: 'Sudafrica', isoCodeAlpha3: 'ZAF' },
    { id: 15, name: 'Francia', isoCodeAlpha3: 'FRA' },
    { id: 16, name: 'Thailandia', isoCodeAlpha3: 'THA' },
    { id: 17, name: 'Islanda', isoCodeAlpha3: 'ISL' },
    { id: 18, name: 'Grecia', isoCodeAlpha3: 'GRC' },
  ],
};

// A Saturday: weekends, "this month" and next occurrences are computed from it.
const today = '2026-11-21';
const interpret = (query: unknown) => interpretQuery(query, { today, catalogue });

/** The filters that carry meaning (paging defaults left out). */
function meaningful(result: AiSearchResult): Partial<Filters> {
  const { page: _page, perPage: _perPage, tab: _tab, ...rest } = result.filters;
  return rest;
}

type Row = [query: string, filters: Partial<Filters>, moods?: string[]];

// At least 30 Italian requests, as visitors write them, with what they should find.
const table: Row[] = [
  ['una settimana in Asia a marzo sotto i 1500 euro, natura e relax',
    { continentId: [1], dateFrom: '2027-03-01', dateTo: '2027-03-31', priceTo: 150000, currency: 'EUR', durationFrom: 6, durationTo: 9 }, ['NATURE', 'RELAX']],
  ['weekend a Barcellona a dicembre', { destinationId: [11], dateFrom: '2026-12-01', dateTo: '2026-12-31', durationFrom: 2, durationTo: 4 }],
  ['viaggio per over 35 in Sud America in estate', { continentId: [5], ageBadge: '35-49', dateFrom: '2027-06-01', dateTo: '2027-08-31' }],
  ['10 giorni in Giappone tra 1000 e 2000 euro', { destinationId: [10], priceFrom: 100000, priceTo: 200000, currency: 'EUR', durationFrom: 9, durationTo: 11 }],
  ['due settimane in Perù ad agosto, cultura e storia', { destinationId: [12], dateFrom: '2027-08-01', dateTo: '2027-08-31', durationFrom: 13, durationTo: 16 }, ['CULTURE', 'HISTORY']],
  ['tra i 25 e i 35 anni, festa e mare, in offerta', { ageBadge: '25-35', discounted: true }, ['PARTY', 'RELAX']],
  ['Non in Europa: in Africa a Natale, massimo 10 giorni', { continentId: [3], dateFrom: '2026-12-20', dateTo: '2027-01-06', durationTo: 10 }],
  ['camera singola, partenza confermata, low cost', { isNoSharingRoomAvailable: true, status: ['CONFIRMED', 'ALMOST_FULL'], sort: 'price:asc' }],
  ['dicembre o gennaio in Sudafrica', { destinationId: [14], dateFrom: '2026-12-01', dateTo: '2027-01-31' }],
  ['Pasqua a Parigi con 800€', { destinationId: [15], dateFrom: '2027-03-24', dateTo: '2027-04-01', priceTo: 80000, currency: 'EUR' }],
  ['budget 2000 in Spagna', { destinationId: [11], priceTo: 200000, currency: 'EUR' }],
  ['1.500 € per una settimana', { priceTo: 150000, currency: 'EUR', durationFrom: 6, durationTo: 9 }],
  ['2k euro in Giappone', { destinationId: [10], priceTo: 200000, currency: 'EUR' }],
  ['sotto i duemila euro', { priceTo: 200000, currency: 'EUR' }],
  ['massimo 10 giorni, meno di 1200', { durationTo: 10, priceTo: 120000, currency: 'EUR' }],
  ['Giappone o Stati Uniti', { destinationId: [10, 13] }],
  ['ho 40 anni e cerco il mare', { ageBadge: '35-49' }, ['RELAX']],
  ['35+ in Asia', { continentId: [1], ageBadge: '35-49' }],
  ['un mese in Sud America', { continentId: [5], durationFrom: 25, durationTo: 35 }],
  ['viaggio lungo in Thailandia', { destinationId: [16], durationFrom: 11 }],
  ['questo weekend', { dateFrom: '2026-11-21', dateTo: '2026-11-22', durationFrom: 2, durationTo: 4 }],
  ['il mese prossimo in Francia', { destinationId: [15], dateFrom: '2026-12-01', dateTo: '2026-12-31' }],
  ['primavera 2027 in Grecia', { destinationId: [18], dateFrom: '2027-03-01', dateTo: '2027-05-31' }],
  ['entro 1200 euro per 2 settimane', { priceTo: 120000, currency: 'EUR', durationFrom: 13, durationTo: 16 }],
  ['fine marzo o inizio aprile in Giappone', { destinationId: [10], dateFrom: '2027-03-20', dateTo: '2027-04-10' }],
  ['Safari in Sud Africa', { destinationId: [14] }, ['NATURE']],
  ['tra 7 e 10 giorni', { durationFrom: 7, durationTo: 10 }],
  ['da 500 a 900 euro', { priceFrom: 50000, priceTo: 90000, currency: 'EUR' }],
  ['qualcosa in offerta a gennaio in Europa', { continentId: [2], dateFrom: '2027-01-01', dateTo: '2027-01-31', discounted: true }],
  ['aurora boreale in Islanda a febbraio, 25-35', { destinationId: [17], dateFrom: '2027-02-01', dateTo: '2027-02-28', ageBadge: '25-35' }, ['NATURE']],
  ['Capodanno a New York', { destinationId: [13], dateFrom: '2026-12-27', dateTo: '2027-01-03' }],
  ['questo mese, al mare, 5 notti', { dateFrom: '2026-11-21', dateTo: '2026-11-30', durationFrom: 5, durationTo: 7 }, ['RELAX']],
  ['Ferragosto in Grecia tra amici, vita notturna', { destinationId: [18], dateFrom: '2027-08-08', dateTo: '2027-08-22' }, ['PARTY']],
  ['last minute in Asia', { continentId: [1], dateFrom: '2026-11-21', dateTo: '2026-12-21' }],
  ['Tokyo e Kyoto, templi e cucina', { destinationId: [10] }, ['HISTORY', 'CULTURE']],
  // Portugal is not in this catalogue: only the duration is understood.
  ['un weekend lungo a Lisbona', { durationFrom: 3, durationTo: 5 }],
];

describe('interpretQuery: Italian requests → filters', () => {
  it.each(table)('%s', (query, expected, moods = []) => {
    const result = interpret(query);
    expect(meaningful(result)).toEqual(expected);
    expect(result.moods).toEqual(moods);
    // Always a valid filter object of shared/filters.ts.
    expect(filtersSchema.safeParse(result.filters).success).toBe(true);
    expect(result.confidence).toBeGreaterThan(0);
    expect(result.notes.length).toBeGreaterThan(0);
  });

  it('has at least 30 requests in its table', () => {
    expect(table.length).toBeGreaterThanOrEqual(30);
  });
});

describe('interpretQuery: commentary and confidence', () => {
  it('describes what it understood with i18n keys and parameters', () => {
    const result = interpret('una settimana in Asia a marzo sotto i 1500 euro, natura e relax');
    expect(result.notes).toEqual([
      { key: 'continents', params: { names: 'Asia' } },
      { key: 'period', params: { from: '2027-03-01', to: '2027-03-31' } },
      { key: 'priceMax', params: { priceTo: 150000 } },
      { key: 'durationRange', params: { minDays: 6, maxDays: 9 } },
      { key: 'moods', params: { moods: ['NATURE', 'RELAX'] } },
    ]);
    expect(result.confidence).toBe(1);
  });

  it('names a city as the visitor wrote it, with its country, once', () => {
    expect(interpret('weekend a Barcellona a dicembre').notes[0]).toEqual({ key: 'city', params: { city: 'Barcellona', country: 'Spagna' } });
    const newYork = interpret('in America a New York');
    expect(newYork.notes).toEqual([{ key: 'city', params: { city: 'New York', country: 'Stati Uniti' } }]);
  });

  it('keeps a country over its continent (they are exclusive)', () => {
    expect(meaningful(interpret('Asia, Giappone'))).toEqual({ destinationId: [10] });
  });

  it('is less confident when part of the request is not understood', () => {
    const partial = interpret('Giappone con gli sci e le ciaspole');
    expect(partial.filters.destinationId).toEqual([10]);
    expect(partial.confidence).toBeGreaterThan(0);
    expect(partial.confidence).toBeLessThan(0.5);
  });

  it('ignores excluded places and moods', () => {
    expect(meaningful(interpret('tranne la Francia'))).toEqual({});
    expect(interpret('niente mare, montagna').moods).toEqual(['NATURE']);
  });

  it('never sends dates in the past', () => {
    const result = interpret('novembre in Giappone');
    expect(result.filters.dateFrom).toBe('2026-11-21');
    expect(result.filters.dateTo).toBe('2026-11-30');
  });
});

describe('interpretQuery: nonsense and hostile input', () => {
  const nothing = (result: AiSearchResult) => {
    expect(meaningful(result)).toEqual({});
    expect(result.moods).toEqual([]);
    expect(result.notes).toEqual([]);
    expect(result.confidence).toBe(0);
  };

  it.each([
    ['empty', ''],
    ['blank', '   \n\t '],
    ['small talk', 'ciao, come va?'],
    ['nonsense', 'asdkjh qwe zxcvb'],
    ['html', '<script>alert(1)</script><img src=x onerror=alert(2)>'],
    ['sql', "' OR 1=1; DROP TABLE tours; --"],
    ['emoji', '🙂🙂🙂'],
    ['control characters', '\u0000\u0001\u202e\uFEFF'],
    ['unknown place', 'Transiberiana in treno'],
  ])('%s → empty result', (_label, query) => {
    nothing(interpret(query));
  });

  it.each([null, undefined, 42, {}, [], ['Asia'], { toString: () => 'Asia' }])('non-string %p → empty result', (query) => {
    expect(() => interpret(query)).not.toThrow();
    nothing(interpret(query));
  });

  it('reads only the first 500 characters of a 10 kB request, quickly', () => {
    const long = 'Asia '.repeat(2048);
    const started = performance.now();
    const result = interpret(long);
    expect(performance.now() - started).toBeLessThan(500);
    expect(result.filters.continentId).toEqual([1]);
    expect(normaliseQuery(long).text.length).toBeLessThanOrEqual(maxQueryLength);
    nothing(interpret('x'.repeat(10_240)));
    nothing(interpret('9'.repeat(10_240)));
  });

  it('does not choke on pathological repetitions', () => {
    for (const query of ['tra '.repeat(200), '1.'.repeat(300), 'sotto i '.repeat(100) + 'euro', '- + , . '.repeat(100)]) {
      const started = performance.now();
      expect(() => interpret(query)).not.toThrow();
      expect(performance.now() - started).toBeLessThan(500);
    }
  });

  it('survives an invalid today and an empty catalogue', () => {
    expect(() => interpretQuery('Asia a marzo', { today: 'yesterday', catalogue })).not.toThrow();
    const noCatalogue = interpretQuery('Giappone a marzo sotto i 1000 euro', { today, catalogue: { continents: [], countries: [] } });
    expect(meaningful(noCatalogue)).toEqual({ dateFrom: '2027-03-01', dateTo: '2027-03-31', priceTo: 100000, currency: 'EUR' });
  });
});

describe('resultFromIntent (shared by the interpreter and the model)', () => {
  const context = { today, catalogue };

  it('maps codes to catalogue ids and drops unknown ones', () => {
    const intent = searchIntentSchema.parse({ countries: ['jpn', 'XXX'], continents: ['atlantis'], moods: ['RELAX'] });
    const result = resultFromIntent(intent, context, 0.9);
    expect(meaningful(result)).toEqual({ destinationId: [10] });
    expect(result.confidence).toBe(0.9);
  });

  it('puts reversed bounds in order and clamps past dates', () => {
    const intent = searchIntentSchema.parse({ priceMinEur: 2000, priceMaxEur: 1000, durationMinDays: 12, durationMaxDays: 5, dateFrom: '2026-10-01', dateTo: '2027-01-15' });
    expect(meaningful(resultFromIntent(intent, context, 1))).toEqual({
      priceFrom: 100000, priceTo: 200000, currency: 'EUR', durationFrom: 5, durationTo: 12, dateFrom: today, dateTo: '2027-01-15',
    });
  });

  it('drops a period entirely in the past', () => {
    const intent = searchIntentSchema.parse({ dateFrom: '2025-01-01', dateTo: '2025-02-01' });
    const result = resultFromIntent(intent, context, 1);
    expect(meaningful(result)).toEqual({});
    expect(result.confidence).toBe(0);
  });

  it('has zero confidence when nothing is understood, whatever the model claims', () => {
    expect(resultFromIntent(emptyIntent, context, 1).confidence).toBe(0);
  });

  it('rejects malformed intents in the schema', () => {
    expect(searchIntentSchema.safeParse({ dateFrom: '2027-02-30' }).success).toBe(false);
    expect(searchIntentSchema.safeParse({ ageBand: '18-25' }).success).toBe(false);
    expect(searchIntentSchema.safeParse({ moods: ['SHOPPING'] }).success).toBe(false);
    expect(searchIntentSchema.safeParse({ priceMaxEur: -1 }).success).toBe(false);
    expect(searchIntentSchema.parse({ countries: null, weekend: null })).toEqual(emptyIntent);
  });
});

describe('easterSunday', () => {
  it.each([[2026, '2026-04-05'], [2027, '2027-03-28'], [2028, '2028-04-16'], [2030, '2030-04-21']])('%i → %s', (year, day) => {
    expect(easterSunday(year)).toBe(day);
  });
});
