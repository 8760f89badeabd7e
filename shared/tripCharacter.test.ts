import { describe, expect, it } from 'vitest';
import { groupComposition, isEffortLevel, minTravellersForComposition, moodShares } from './tripCharacter';

const mood = (code: string, weight?: number | null) => ({ code, label: code.toLowerCase(), weight });
const total = (shares: { percent: number }[]) => shares.reduce((sum, share) => sum + share.percent, 0);

describe('moodShares', () => {
  it('turns weights into whole percentages, largest first', () => {
    expect(moodShares([mood('HISTORY', 2), mood('CULTURE', 6)])).toEqual([
      { code: 'CULTURE', label: 'culture', percent: 75 },
      { code: 'HISTORY', label: 'history', percent: 25 },
    ]);
  });

  it('rounds so the shares always add up to exactly 100', () => {
    // 33.33 … each: plain rounding would give 99.
    expect(moodShares([mood('A', 1), mood('B', 1), mood('C', 1)]).map((s) => s.percent)).toEqual([34, 33, 33]);
    // 16.67 / 16.67 / 66.67: plain rounding would give 101.
    expect(moodShares([mood('A', 1), mood('B', 1), mood('C', 4)]).map((s) => s.percent)).toEqual([66, 17, 17]);
    expect(total(moodShares([mood('A', 1), mood('B', 1), mood('C', 1), mood('D', 1), mood('E', 1), mood('F', 1), mood('G', 1)]))).toBe(100);
    // Every small weight mix of up to five moods.
    for (let a = 0; a <= 7; a++)
      for (let b = 0; b <= 7; b++)
        for (let c = 1; c <= 7; c++) {
          const shares = moodShares([mood('A', a), mood('B', b), mood('C', c), mood('D', 3), mood('E', 0.5)]);
          expect(total(shares), `${a}/${b}/${c}`).toBe(100);
          expect(shares.every((s) => Number.isInteger(s.percent) && s.percent >= 0)).toBe(true);
        }
  });

  it('gives equal shares when the data has labels only, or a weight is unusable', () => {
    expect(moodShares([mood('NATURE'), mood('RELAX')]).map((s) => s.percent)).toEqual([50, 50]);
    expect(moodShares([mood('NATURE', 3), mood('RELAX', null)]).map((s) => s.percent)).toEqual([50, 50]);
    expect(moodShares([mood('NATURE', 3), mood('RELAX', -1)]).map((s) => s.percent)).toEqual([50, 50]);
    expect(moodShares([mood('NATURE', Number.NaN), mood('RELAX', 1)]).map((s) => s.percent)).toEqual([50, 50]);
    expect(moodShares([mood('NATURE', 0), mood('RELAX', 0)]).map((s) => s.percent)).toEqual([50, 50]);
  });

  it('keeps the catalogue order on ties and handles no moods or one mood', () => {
    expect(moodShares([mood('RELAX', 1), mood('NATURE', 1)]).map((s) => s.code)).toEqual(['RELAX', 'NATURE']);
    expect(moodShares([])).toEqual([]);
    expect(moodShares(null)).toEqual([]);
    expect(moodShares([mood('PARTY', 9)])).toEqual([{ code: 'PARTY', label: 'party', percent: 100 }]);
  });
});

describe('groupComposition (anonymity rule)', () => {
  const group = {
    caravanersCount: 7,
    firstTimersCount: 3,
    ageBands: { '25-29': 2, '30-34': 4, '35-39': 1, '40-44': 0 },
    languages: { en: 5, it: 6, de: 1, fr: 0 },
  };

  it(`suppresses every figure below ${minTravellersForComposition} travellers`, () => {
    expect(minTravellersForComposition).toBe(3);
    for (const caravanersCount of [0, 1, 2]) {
      const result = groupComposition({ ...group, caravanersCount, firstTimersCount: 1 });
      expect(result).toEqual({ shown: false, reason: 'too-few', minimum: 3 });
      expect(JSON.stringify(result)).not.toMatch(/languages|ageBand|firstTimers/);
    }
    expect(groupComposition(null).shown).toBe(false);
    expect(groupComposition({ ...group, caravanersCount: Number.NaN }).shown).toBe(false);
  });

  it('shows the aggregate from 3 travellers: age span of occupied bands, first-timers to the nearest 10 %, languages without counts', () => {
    expect(groupComposition({ ...group, caravanersCount: 3, firstTimersCount: 1, ageBands: { '30-34': 3 }, languages: { it: 3 } })).toEqual({
      shown: true, travellers: 3, ageBand: { from: 30, to: 34 }, firstTimersPercent: 30, languages: ['it'],
    });
    expect(groupComposition(group)).toEqual({
      shown: true, travellers: 7, ageBand: { from: 25, to: 39 }, firstTimersPercent: 40, languages: ['it', 'en', 'de'],
    });
  });

  it('reads open bands, ignores malformed data and never exceeds 100 % first-timers', () => {
    const result = groupComposition({ caravanersCount: 4, firstTimersCount: 9, ageBands: { '45-49': 1, '60+': 2, junk: 4, '40-30': 1 }, languages: { 'EN; drop': 2, es: 2 } });
    expect(result).toMatchObject({ shown: true, ageBand: { from: 45, to: null }, firstTimersPercent: 100, languages: ['es'] });
    expect(groupComposition({ caravanersCount: 5, firstTimersCount: 0 })).toMatchObject({ ageBand: null, languages: [], firstTimersPercent: 0 });
  });
});

describe('isEffortLevel', () => {
  it('accepts whole levels 1–5 only', () => {
    expect([1, 2, 3, 4, 5].every(isEffortLevel)).toBe(true);
    expect([0, 6, 2.5, '3', null].some(isEffortLevel)).toBe(false);
  });
});
