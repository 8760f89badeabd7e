import { describe, expect, it } from 'vitest';
import { loginHref, safeReturnTo } from '../../../worker/account/returnTo';

const origin = 'https://www.caravan.it';

describe('safeReturnTo', () => {
  it.each([
    '/', '/viaggi', '/viaggi/islanda?x=1', '/preferiti#top', '/a%2Fb',
  ])('keeps the same-site path %s', (path) => {
    expect(safeReturnTo(path, origin)).toBe(new URL(path, origin).pathname + new URL(path, origin).search + new URL(path, origin).hash);
  });

  it.each([
    undefined, null, 42, '', 'https://evil.example', '//evil.example', '///evil.example', '/\\evil.example', '\\\\evil.example',
    'javascript:alert(1)', 'data:text/html,x', ' /viaggi', '/\t/evil.example', '/\n/evil.example', 'http:evil.example',
    '/login', '/login/redirect', '/logout', '/x'.repeat(600),
  ])('answers / for %j', (value) => {
    expect(safeReturnTo(value, origin)).toBe('/');
  });
});

describe('loginHref', () => {
  it('adds the current path, except for home and the login pages', () => {
    expect(loginHref('/login', '/viaggi/islanda')).toBe('/login?returnTo=%2Fviaggi%2Fislanda');
    expect(loginHref('/login', '/')).toBe('/login');
    expect(loginHref('/login', '/login/redirect')).toBe('/login');
  });
});
