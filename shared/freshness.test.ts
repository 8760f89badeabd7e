import { describe, expect, it } from 'vitest';
import { ageOf, maxLiveIds, copyText, type CopyBundle } from './freshness';
import { liveIdsSchema } from './freshnessQuery';

describe('ageOf', () => {
  const now = Date.UTC(2026, 10, 23, 10, 0, 0);
  it('under a minute (or a clock ahead) is just now', () => {
    expect(ageOf(now, now)).toBeNull();
    expect(ageOf(now - 59_999, now)).toBeNull();
    expect(ageOf(now + 120_000, now)).toBeNull();
    expect(ageOf(Number.NaN, now)).toBeNull();
  });
  it('counts whole minutes, then hours, then days', () => {
    expect(ageOf(now - 60_000, now)).toEqual({ value: 1, unit: 'minute' });
    expect(ageOf(now - 59 * 60_000 - 59_000, now)).toEqual({ value: 59, unit: 'minute' });
    expect(ageOf(now - 60 * 60_000, now)).toEqual({ value: 1, unit: 'hour' });
    expect(ageOf(now - 25 * 3_600_000, now)).toEqual({ value: 1, unit: 'day' });
  });
});

describe('liveIdsSchema', () => {
  it('reads distinct ids', () => {
    expect(liveIdsSchema.parse('3,1,3')).toEqual([3, 1]);
  });
  it('refuses anything else', () => {
    for (const bad of ['', ',', '1,,2', '0', '-1', '1.5', 'a', '1;2', '99999999999', Array.from({ length: maxLiveIds + 1 }, (_, i) => i + 1).join(',')]) {
      expect(liveIdsSchema.safeParse(bad).success, bad).toBe(false);
    }
  });
});

describe('copyText (the freshness line in the browser, without i18next)', () => {
  const seat: CopyBundle = { confirmedTour_one: 'Ultimo posto disponibile', confirmedTour_other: 'Restano {{count}} posti' };

  it('picks the plural form i18next would, by the locale’s rules', () => {
    expect(copyText(seat, 'confirmedTour', 'it-IT', { count: 1 })).toBe('Ultimo posto disponibile');
    expect(copyText(seat, 'confirmedTour', 'it-IT', { count: 0 })).toBe('Restano 0 posti');
    expect(copyText(seat, 'confirmedTour', 'it-IT', { count: 7 })).toBe('Restano 7 posti');
    // French counts 0 as one; a form the bundle lacks falls back to `other`.
    expect(copyText({ n_one: '{{count}} départ', n_other: '{{count}} départs' }, 'n', 'fr-FR', { count: 0 })).toBe('0 départ');
    expect(copyText({ n_other: '{{count}} Abreisen' }, 'n', 'de-DE', { count: 1 })).toBe('1 Abreisen');
  });

  it('fills placeholders, leaves unknown ones and reads a missing key as the key', () => {
    expect(copyText({ ago: 'Aggiornati {{ago}}' }, 'ago', 'it-IT', { ago: '3 minuti fa' })).toBe('Aggiornati 3 minuti fa');
    expect(copyText({ ago: 'Aggiornati {{ago}}' }, 'ago', 'it-IT')).toBe('Aggiornati {{ago}}');
    expect(copyText({}, 'missing', 'it-IT')).toBe('missing');
  });
});
