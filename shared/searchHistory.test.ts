import { describe, expect, it } from 'vitest';
import {
  addEntry,
  parseStoredHistory,
  recent,
  searchHistoryLimit,
  serialiseHistory,
  shouldStore,
  type SearchHistoryEntry,
} from './searchHistory';

function entry(destinationName: string, dateFrom?: string | null, dateTo?: string | null, date = '2026-05-01T10:00:00Z'): SearchHistoryEntry {
  return {
    date,
    userStatus: 'anonymous',
    values: { destinationName, params: { dateFrom, dateTo }, gtm: { source: 'header' } },
    title: destinationName || 'Any destination',
    description: '',
    url: `/search?textSearch=${encodeURIComponent(destinationName)}`,
  };
}

describe('shouldStore', () => {
  it('needs a destination name or a date', () => {
    expect(shouldStore(entry('Peru'))).toBe(true);
    expect(shouldStore(entry('', '2026-06-01'))).toBe(true);
    expect(shouldStore(entry('', null, '2026-06-30'))).toBe(true);
    expect(shouldStore(entry(''))).toBe(false);
    expect(shouldStore(entry('   ', '', null))).toBe(false);
  });
});

describe('addEntry', () => {
  it('puts the new search first', () => {
    const list = addEntry(addEntry([], entry('Peru')), entry('Japan'));
    expect(list.map((e) => e.values.destinationName)).toEqual(['Japan', 'Peru']);
  });

  it('replaces an older search with the same destination (any case) and dates', () => {
    const older = entry('peru', '2026-06-01', null, '2026-01-01T00:00:00Z');
    const newer = entry('PERU ', '2026-06-01', null, '2026-02-01T00:00:00Z');
    const list = addEntry([older, entry('Japan')], newer);
    expect(list).toHaveLength(2);
    expect(list[0]).toBe(newer);
  });

  it('keeps searches that differ only by dates', () => {
    const list = addEntry([entry('Peru', '2026-06-01')], entry('Peru', '2026-07-01'));
    expect(list).toHaveLength(2);
  });

  it('ignores searches that should not be stored', () => {
    const list = [entry('Peru')];
    expect(addEntry(list, entry(''))).toEqual(list);
  });

  it('keeps exactly 100 entries, dropping the oldest', () => {
    const full = Array.from({ length: searchHistoryLimit }, (_, i) => entry(`Place ${i}`));
    expect(addEntry(full.slice(1), entry('New'))).toHaveLength(100);
    const list = addEntry(full, entry('New'));
    expect(list).toHaveLength(100);
    expect(list[0]?.values.destinationName).toBe('New');
    expect(list.at(-1)?.values.destinationName).toBe('Place 98');
  });

  it('does not change the list it is given', () => {
    const list = [entry('Peru')];
    addEntry(list, entry('Japan'));
    expect(list).toHaveLength(1);
  });
});

describe('recent', () => {
  const list = ['A', 'B', 'C', 'D', 'E', 'F'].map((name) => entry(name));

  it('gives the newest 4 by default, or n', () => {
    expect(recent(list).map((e) => e.values.destinationName)).toEqual(['A', 'B', 'C', 'D']);
    expect(recent(list, 5)).toHaveLength(5);
    expect(recent(list, 50)).toHaveLength(6);
  });

  it('copes with odd counts', () => {
    expect(recent(list, 0)).toEqual([]);
    expect(recent(list, -3)).toEqual([]);
    expect(recent(list, 2.7)).toHaveLength(2);
    expect(recent(list, Number.NaN)).toHaveLength(4);
  });
});

describe('parseStoredHistory', () => {
  it('round-trips through storage', () => {
    const list = [entry('Peru', '2026-06-01', '2026-06-30'), entry('Japan')];
    expect(parseStoredHistory(serialiseHistory(list))).toEqual(list);
  });

  it('never throws on garbage', () => {
    for (const raw of [null, undefined, '', 'not json', '{"a":1}', '42', 'null', '[1, "x", null]', '{{{{']) {
      expect(parseStoredHistory(raw)).toEqual([]);
    }
  });

  it('skips unreadable entries and keeps the rest', () => {
    const raw = JSON.stringify([{ bogus: true }, entry('Peru'), { ...entry('Japan'), userStatus: 'admin' }]);
    expect(parseStoredHistory(raw).map((e) => e.values.destinationName)).toEqual(['Peru']);
  });

  it('drops links that leave the site', () => {
    const raw = JSON.stringify([
      { ...entry('A'), url: 'javascript:alert(1)' },
      { ...entry('B'), url: '//evil.example/search' },
      { ...entry('C'), url: 'https://evil.example/' },
      { ...entry('D'), url: '/\\evil.example' },
      entry('E'),
    ]);
    expect(parseStoredHistory(raw).map((e) => e.values.destinationName)).toEqual(['E']);
  });

  it('caps at 100 and removes duplicates from a tampered store', () => {
    const many = Array.from({ length: 150 }, (_, i) => entry(`Place ${i}`));
    expect(parseStoredHistory(JSON.stringify(many))).toHaveLength(100);
    expect(parseStoredHistory(JSON.stringify([entry('Peru'), entry('peru')]))).toHaveLength(1);
  });

  it('tolerates missing optional parts', () => {
    const raw = JSON.stringify([
      { date: 'x', userStatus: 'logged-in', values: { destinationName: 'Peru' }, title: 'Peru', url: '/search' },
    ]);
    expect(parseStoredHistory(raw)[0]?.values.params).toEqual({});
  });
});
