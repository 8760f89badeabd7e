import { describe, expect, it } from 'vitest';
import { formatForcedVariations, parseForcedVariations, sanitizeUrl } from './attributes';

describe('parseForcedVariations', () => {
  it('reads key:variation pairs', () => {
    expect(parseForcedVariations('search-tab-travels:1, other_exp:0')).toEqual({ 'search-tab-travels': 1, other_exp: 0 });
    expect(formatForcedVariations({ a: 1, b: 0 })).toBe('a:1,b:0');
  });

  it.each([undefined, null, '', 'x', 'x:', ':1', 'x:-1', 'x:a', 'x:100', '<script>:1', 'a'.repeat(2000)])('ignores %j', (raw) => {
    expect(parseForcedVariations(raw)).toEqual({});
  });
});

describe('sanitizeUrl', () => {
  const keys = ['search-tab-travels'];
  it('drops the fragment, the QA parameter and experiment-named parameters unless forcing is allowed', () => {
    const raw = 'https://www.caravan.it/cerca?q=japan&search-tab-travels=1&gb_force=x:1#top';
    expect(sanitizeUrl(raw, keys, false)).toBe('https://www.caravan.it/cerca?q=japan');
    expect(sanitizeUrl(raw, keys, true)).toBe('https://www.caravan.it/cerca?q=japan&search-tab-travels=1');
  });

  it('gives an empty string for garbage', () => {
    expect(sanitizeUrl('not a url', keys, false)).toBe('');
  });
});
