import { env } from 'cloudflare:test';
import { HTTPException } from 'hono/http-exception';
import { describe, expect, it } from 'vitest';
import { createApp } from '../../worker/app';
import { UpstreamRedirect } from '../../worker/errors';
import { runRouteMiddleware } from '../../worker/routes/middleware';

const app = createApp((a) => {
  a.get('/__test/boom', () => {
    throw new Error('kaboom detail');
  });
  a.get('/__test/teapot', () => {
    throw UpstreamRedirect.fromMeta({ httpStatusCode: 301, redirectTo: '/viaggi/giappone' })!;
  });
  a.get('/__test/teapot-to', (c) => {
    throw UpstreamRedirect.fromMeta({ httpStatusCode: 302, redirectTo: c.req.query('to') })!;
  });
  a.get('/__test/unknown-middleware', async (c) => {
    await runRouteMiddleware(c, ['no-store', 'does-not-exist']);
    return c.text('unreachable');
  });
  a.get('/__test/forbidden', () => {
    throw new HTTPException(403, { message: 'nope' });
  });
});

function request(path: string, overrides: Partial<Env> = {}) {
  return app.request(`http://en.localhost${path}`, {}, { ...env, ...overrides });
}

describe('error pages', () => {
  it('outside production show status and message (default 500)', async () => {
    const res = await request('/__test/boom');
    const html = await res.text();
    expect(res.status).toBe(500);
    expect(html).toContain('There was an error!');
    expect(html).toContain('Error 500: kaboom detail');
  });

  it('in production show only the generic subtitle', async () => {
    const res = await request('/__test/boom', { ENVIRONMENT: 'production' });
    const html = await res.text();
    expect(res.status).toBe(500);
    expect(html).toContain('Something went wrong! Please try again later!');
    expect(html).not.toContain('kaboom');
  });

  it('keep the status of HTTP errors', async () => {
    const res = await request('/__test/forbidden');
    expect(res.status).toBe(403);
    expect(await res.text()).toContain('Error 403: nope');
  });

  it('an unknown route middleware is a 500 "Unknown middleware"', async () => {
    const res = await request('/__test/unknown-middleware');
    expect(res.status).toBe(500);
    expect(await res.text()).toContain('Unknown middleware');
  });

  it('a 418 from upstream becomes the redirect it carries', async () => {
    const res = await request('/__test/teapot');
    expect(res.status).toBe(301);
    expect(res.headers.get('location')).toBe('/viaggi/giappone');
  });

  it('a broken MARKET_DOMAINS still renders an error page, not a crash', async () => {
    const res = await request('/', { MARKET_DOMAINS: '{broken' });
    expect(res.status).toBe(500);
    expect(await res.text()).toContain('MARKET_DOMAINS');
  });
});

describe('UpstreamRedirect.fromMeta', () => {
  it.each([
    [{ httpStatusCode: 308, redirectTo: 'https://www.caravan.de/x' }, 308],
    [{ httpStatusCode: 999, redirectTo: '/x' }, 302],
  ])('%o', (meta, status) => {
    expect(UpstreamRedirect.fromMeta(meta)?.status).toBe(status);
  });

  it.each([null, {}, { redirectTo: '' }, { redirectTo: 3 }])('refuses the unusable meta %o', (meta) => {
    expect(UpstreamRedirect.fromMeta(meta)).toBeNull();
  });

  // Where a 418 may send the visitor is decided when the redirect is sent (worker/redirect.ts).
  it.each([
    ['javascript:alert(1)', '/'],
    ['//evil.example', '/'],
    ['/.//evil.example', '/'],
    ['https://evil.example/x', '/'],
    ['https://de.localhost/x', '/'],
    ['http://de.localhost/reiseziele', 'http://de.localhost/reiseziele'],
    ['/destinations/japan?x=1', '/destinations/japan?x=1'],
  ])('sends a 418 redirect to %s as %s', async (target, location) => {
    const res = await request(`/__test/teapot-to?to=${encodeURIComponent(target)}`);
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe(location);
  });
});
