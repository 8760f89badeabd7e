import { describe, expect, it } from 'vitest';
import { neutralRatingColour, ratingBand, ratingFillPercent, ratingStars, ratingView } from './rating';

describe('ratingBand', () => {
  it.each([
    [1, 'bad'],
    [1.2, 'bad'],
    [1.3, 'bad'],
    [1.7, 'bad'],
    [1.8, 'poor'],
    [2.7, 'poor'],
    [2.8, 'average'],
    [3.7, 'average'],
    [3.8, 'great'],
    [4.2, 'great'],
    [4.3, 'excellent'],
    [5, 'excellent'],
  ])('%s is %s', (value, label) => {
    expect(ratingBand(value)?.label).toBe(label);
  });

  it('bands at one decimal', () => {
    expect(ratingBand(4.249)?.label).toBe('great');
    expect(ratingBand(4.25)?.label).toBe('excellent');
    expect(ratingBand(2.75)?.label).toBe('average');
  });

  it('gives each band word its own colour, the two bad bands sharing one', () => {
    expect(ratingBand(1.2)?.colour).toBe(ratingBand(1.3)?.colour);
    const colours = new Set([1, 2, 3, 4, 5].map((v) => ratingBand(v)?.colour));
    expect(colours.size).toBe(5);
  });

  it('is null out of range or for non-numbers', () => {
    for (const value of [0, 0.99, 5.01, -1, Number.NaN, Number.POSITIVE_INFINITY, '4.5', null, undefined]) {
      expect(ratingBand(value)).toBeNull();
    }
  });
});

describe('ratingStars', () => {
  it('steps by half stars; 1.2 and 1.3 sit on either side of a step', () => {
    expect(ratingStars(1)).toBe(1);
    expect(ratingStars(1.2)).toBe(1);
    expect(ratingStars(1.3)).toBe(1.5);
    expect(ratingStars(1.7)).toBe(1.5);
    expect(ratingStars(1.8)).toBe(2);
    expect(ratingStars(4.2)).toBe(4);
    expect(ratingStars(4.3)).toBe(4.5);
    expect(ratingStars(4.7)).toBe(4.5);
    expect(ratingStars(4.8)).toBe(5);
    expect(ratingStars(5)).toBe(5);
  });

  it('is null out of range', () => {
    expect(ratingStars(0.9)).toBeNull();
    expect(ratingStars(6)).toBeNull();
    expect(ratingStars(Number.NaN)).toBeNull();
  });
});

describe('ratingFillPercent', () => {
  it('is value × 20 %', () => {
    expect(ratingFillPercent(4.3)).toBe(86);
    expect(ratingFillPercent(1)).toBe(20);
    expect(ratingFillPercent(5)).toBe(100);
  });

  it('is clamped and 0 for non-numbers', () => {
    expect(ratingFillPercent(7)).toBe(100);
    expect(ratingFillPercent(-3)).toBe(0);
    expect(ratingFillPercent(Number.NaN)).toBe(0);
    expect(ratingFillPercent('5')).toBe(0);
  });
});

describe('ratingView', () => {
  it('combines band, stars and fill', () => {
    expect(ratingView(4.3)).toEqual({ label: 'excellent', colour: '#00B67A', stars: 4.5, fillPercent: 86 });
  });

  it('is neutral grey without label out of range', () => {
    expect(ratingView(0.5)).toEqual({ label: null, colour: neutralRatingColour, stars: null, fillPercent: 10 });
    expect(ratingView(5.5)).toMatchObject({ label: null, colour: neutralRatingColour, stars: null });
  });
});
