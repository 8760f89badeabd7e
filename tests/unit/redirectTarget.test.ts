import { describe, expect, it } from 'vitest';
import { redirectTarget } from '../../worker/redirectTarget';
import { hostileReturnAddresses, safeReturnAddresses } from '../redirect-payloads';

const origin = 'http://it.localhost';
const policy = {
  origin,
  allowedOrigins: ['http://localhost:9400', 'http://us.localhost'],
  refusePath: (path: string) => path === '/login' || path.startsWith('/login/') || path.startsWith('/logout'),
};

describe('redirectTarget', () => {
  it('has a table of at least 40 hostile return addresses', () => {
    expect(hostileReturnAddresses.length).toBeGreaterThanOrEqual(40);
  });

  it.each(hostileReturnAddresses.map((value) => [JSON.stringify(value).slice(0, 60), value]))('refuses %s', (_label, value) => {
    expect(redirectTarget(value, policy)).toBeNull();
  });

  it.each(safeReturnAddresses)('keeps %s as %s', (value, expected) => {
    expect(redirectTarget(value, policy)).toBe(expected);
  });

  it('allows the configured other origins only as absolute URLs', () => {
    expect(redirectTarget('http://localhost:9400/session/end?x=1', policy)).toBe('http://localhost:9400/session/end?x=1');
    expect(redirectTarget('http://us.localhost/destinations', policy)).toBe('http://us.localhost/destinations');
    expect(redirectTarget('http://localhost:9401/', policy)).toBeNull();
    expect(redirectTarget('https://us.localhost/destinations', policy)).toBeNull();
  });

  it('refuses non-strings and a broken policy', () => {
    expect(redirectTarget(undefined, policy)).toBeNull();
    expect(redirectTarget(['/a'], policy)).toBeNull();
    expect(redirectTarget('/a', { origin: 'not a url' })).toBeNull();
  });
});
