import { describe, expect, it } from 'vitest';
import { edgeExperimentsOf, parseRedirectExposure, redirectTarget } from './edgeExperiments';

describe('redirectTarget', () => {
  it('keeps the query parameters, the variation\'s own winning', () => {
    expect(redirectTarget('https://it.example/a?utm_source=x&b=1', '/b?b=2')).toBe('https://it.example/b?b=2&utm_source=x');
  });
  it('takes only the path of another origin (never an open redirect)', () => {
    expect(redirectTarget('https://it.example/a', 'https://evil.example/b')).toBe('https://it.example/b');
    expect(redirectTarget('https://it.example/a', 'javascript:alert(1)')).toBeNull();
  });
  it('is null for the page itself', () => {
    expect(redirectTarget('https://it.example/a?x=1', '/a')).toBeNull();
  });
});

describe('edgeExperimentsOf', () => {
  const base = { key: 'k', urlPatterns: [{ include: true, type: 'simple', pattern: '/a' }] };
  it('keeps redirect and visual experiments, leaves out manual, script-only and malformed ones', () => {
    const kinds = edgeExperimentsOf([
      { ...base, key: 'r', variations: [{}, { urlRedirect: '/b' }] },
      { ...base, key: 'v', variations: [{}, { domMutations: [{ selector: 'h1', action: 'set', attribute: 'html', value: 'x' }] }] },
      { ...base, key: 'm', manual: true, variations: [{}, { urlRedirect: '/b' }] },
      { ...base, key: 'js', variations: [{}, { js: 'alert(1)' }] },
      { ...base, key: 'bad key!', variations: [{}, { urlRedirect: '/b' }] },
      'nonsense',
    ]).map((e) => `${e.experiment.key}:${e.kind}`);
    expect(kinds).toEqual(['r:redirect', 'v:visual']);
  });
});

describe('parseRedirectExposure', () => {
  it('reads key:variation, nothing else', () => {
    expect(parseRedirectExposure('landing:1')).toEqual({ experimentKey: 'landing', variationId: 1, kind: 'redirect' });
    expect(parseRedirectExposure('<x>:1')).toBeNull();
    expect(parseRedirectExposure(undefined)).toBeNull();
  });
});
