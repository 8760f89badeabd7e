import { describe, expect, it } from 'vitest';
import { rememberer } from './remember';
import { sanitiseImageName } from './image';

describe('rememberer', () => {
  it('works an answer out once per key, and again once the memory was full and emptied', () => {
    const remember = rememberer(2);
    let work = 0;
    const upper = (text: string) => remember(text, () => (work++, text.toUpperCase()));
    expect([upper('a'), upper('a'), upper('b'), upper('a')]).toEqual(['A', 'A', 'B', 'A']);
    expect(work).toBe(2);
    upper('c'); // full: emptied, then keeps c
    upper('a');
    expect(work).toBe(4);
  });

  it('keeps image names as sanitised the first time', () => {
    expect(sanitiseImageName('Città di Ålesund & Ørsta!')).toBe('citta-di-alesund-rsta');
    expect(sanitiseImageName('Città di Ålesund & Ørsta!')).toBe('citta-di-alesund-rsta');
    expect(sanitiseImageName('---')).toBe('image');
    expect(sanitiseImageName(42)).toBe('image');
  });
});
