/**
 * Headers on everything (issue 13, point 5): security headers on pages, API answers and
 * static files (public/_headers, applied by the assets server: reached here through the
 * ASSETS binding, as SELF calls the worker directly), Permissions-Policy, a CSP without
 * 'unsafe-inline' for styles, the `__Host-` device-id cookie and the CSP report endpoint.
 */
import { env, SELF } from 'cloudflare:test';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cspReportsPerClientPerMinute, cspReportsPerMinute, cspSampleRate, maxCspReportBytes } from '../../worker/routes/cspReport';
import { inFreshWindow } from '../lib/time';
import { get } from './helpers';

/** Every header the worker's security middleware sets, static files included. */
const securityHeaders = [
  'content-security-policy', 'permissions-policy', 'reporting-endpoints', 'strict-transport-security',
  'x-content-type-options', 'referrer-policy', 'x-frame-options', 'cross-origin-opener-policy',
  'cross-origin-resource-policy', 'origin-agent-cluster', 'x-dns-prefetch-control', 'x-download-options',
  'x-permitted-cross-domain-policies', 'x-xss-protection',
];
const deniedFeatures = ['camera', 'microphone', 'geolocation', 'payment', 'usb', 'interest-cohort', 'browsing-topics', 'serial', 'hid'];

function directives(csp: string | null): Map<string, string[]> {
  const map = new Map<string, string[]>();
  for (const part of (csp ?? '').split(';')) {
    const [name, ...values] = part.trim().split(/\s+/);
    if (name) map.set(name, values);
  }
  return map;
}

function expectPolicies(res: Response) {
  for (const header of securityHeaders) expect(res.headers.get(header), header).toBeTruthy();
  const permissions = res.headers.get('permissions-policy')!;
  for (const feature of deniedFeatures) expect(permissions).toContain(`${feature}=()`);
  const csp = directives(res.headers.get('content-security-policy'));
  expect(csp.get('style-src')).not.toContain("'unsafe-inline'");
  expect(csp.get('default-src')).toEqual(["'self'"]);
  expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
  expect(csp.get('object-src')).toEqual(["'none'"]);
  expect(csp.get('report-uri')).toEqual(['/api/csp-report']);
  expect(csp.get('report-to')).toEqual(['csp-endpoint']);
  expect(res.headers.get('reporting-endpoints')).toBe('csp-endpoint="/api/csp-report"');
  return csp;
}

const asset = (path: string) => env.ASSETS.fetch(`http://it.localhost${path}`, { redirect: 'manual' });

async function sha256(text: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  return btoa(String.fromCharCode(...new Uint8Array(digest)));
}

describe('security headers', () => {
  it('pages: CSP nonce on scripts and <style> elements, no unsafe-inline, Permissions-Policy', async () => {
    const res = await get('it', '/');
    expect(res.status).toBe(200);
    const csp = expectPolicies(res);
    const nonce = /'nonce-([^']+)'/.exec(res.headers.get('content-security-policy')!)![1]!;
    expect(csp.get('style-src')).toEqual(["'self'", `'nonce-${nonce}'`]);
    expect(csp.get('script-src')).toEqual([`'nonce-${nonce}'`, "'strict-dynamic'"]);
    expect(csp.get('worker-src')).toEqual(["'self'"]);
    const html = await res.text();
    const styles = [...html.matchAll(/<style\b[^>]*>/g)].map((m) => m[0]);
    // The home page has CMS-coloured banners: their colours come in a nonce'd <style>.
    expect(styles.length).toBeGreaterThanOrEqual(1);
    for (const tag of styles) expect(tag).toContain(`nonce="${nonce}"`);
  });

  it('pages carry no style attributes (CSP blocks them) on the main page types and error pages', async () => {
    const row = await env.DB.prepare(
      "SELECT travels.slug FROM tours JOIN travels ON travels.id = tours.travel_id WHERE tours.starting_date > date('now') LIMIT 1",
    ).first<{ slug: string }>();
    const paths = ['/', '/viaggi', `/viaggi/${row!.slug}`, '/cerca', '/come-funziona', '/pagina-inesistente'];
    for (const path of paths) {
      const res = await get('it', path);
      const html = await res.text();
      expect(html.length, path).toBeGreaterThan(1000);
      expect(html, path).not.toMatch(/<[a-z][^>]*\sstyle=/i);
      expectPolicies(res);
    }
    // The trust rating (home) draws its stars' fill as an SVG attribute, not a style width.
    expect(await (await get('it', '/')).text()).toMatch(/<svg class="rating__fill"[^>]*><rect width="\d+(\.\d)?%"/);
  });

  it('API answers', async () => {
    const res = await get('it', '/api/layouts');
    expect(res.status).toBe(200);
    expectPolicies(res);
  });

  it('static files (public/_headers) get the same headers, with a hash for the offline page style', async () => {
    const page = await get('it', '/');
    for (const path of ['/favicon.svg', '/offline', '/sw.js', '/icons/flags/it.svg']) {
      const res = await asset(path);
      expect(res.status, path).toBe(200);
      const csp = expectPolicies(res);
      for (const header of securityHeaders.filter((h) => h !== 'content-security-policy')) {
        expect(res.headers.get(header), `${path} ${header}`).toBe(page.headers.get(header));
      }
      expect(csp.get('script-src')).toEqual(["'self'"]);
    }
    // The glyph sprite every page uses is reused for a day, not revalidated on each page.
    expect((await asset('/icons/ui.svg')).headers.get('cache-control')).toBe('public, max-age=86400, stale-while-revalidate=604800');
    const offline = await asset('/offline');
    const html = await offline.text();
    expect(html).toContain('You are offline');
    const styles = [...html.matchAll(/<style>([\s\S]*?)<\/style>/g)].map((m) => m[1]!);
    expect(styles).toHaveLength(1);
    const styleSrc = directives(offline.headers.get('content-security-policy')).get('style-src')!;
    expect(styleSrc).toEqual(["'self'", `'sha256-${await sha256(styles[0]!)}'`]);
    expect(html).not.toMatch(/\sstyle=/);
  });

  it('the _headers file itself is not served', async () => {
    expect((await asset('/_headers')).status).toBe(404);
  });
});

describe('device id cookie', () => {
  const uuid = '7d3c6a52-4c1e-4b8e-9a55-0d2f8a6b1c11';
  const other = '0b5e7c1a-2d3f-4a5b-8c6d-7e8f9a0b1c2d';
  const cookies = (res: Response) => res.headers.getSetCookie();

  it('is __Host-caravan_did: Secure, Path=/, no Domain, HttpOnly (the client never reads it), SameSite=Lax, 365 days', async () => {
    const res = await get('fr', '/');
    const [cookie, ...rest] = cookies(res);
    expect(rest).toEqual([]);
    expect(cookie).toMatch(/^__Host-caravan_did=[0-9a-f-]{36}; /);
    const attributes = cookie!.split('; ').slice(1);
    expect(attributes).toEqual(expect.arrayContaining(['Max-Age=31536000', 'Path=/', 'HttpOnly', 'Secure', 'SameSite=Lax']));
    expect(cookie).not.toMatch(/Domain=/i);
    const id = /=([0-9a-f-]{36})/.exec(cookie!)![1];
    const again = await get('fr', '/', { headers: { cookie: `__Host-caravan_did=${id}` } });
    expect(cookies(again)).toEqual([]);
  });

  it('migrates a visitor with the old caravan_did cookie: same id under the new name, old one expired', async () => {
    const res = await get('it', '/', { headers: { cookie: `caravan_did=${uuid}` } });
    const set = cookies(res);
    expect(set).toHaveLength(2);
    expect(set.find((c) => c.startsWith('__Host-caravan_did='))).toMatch(new RegExp(`^__Host-caravan_did=${uuid}; Max-Age=31536000; Path=/`));
    expect(set.find((c) => c.startsWith('caravan_did='))).toMatch(/^caravan_did=; Max-Age=0; Path=\//);
  });

  it('prefers the new cookie over the old one, and only expires the old one', async () => {
    const res = await get('it', '/', { headers: { cookie: `caravan_did=${other}; __Host-caravan_did=${uuid}` } });
    const set = cookies(res);
    expect(set).toHaveLength(1);
    expect(set[0]).toMatch(/^caravan_did=; Max-Age=0/);
  });

  it('API answers set no cookie', async () => {
    const res = await get('it', '/api/layouts', { headers: { cookie: `caravan_did=${uuid}` } });
    expect(cookies(res)).toEqual([]);
  });
});

describe('POST /api/csp-report', () => {
  afterEach(() => vi.restoreAllMocks());

  const post = (body: string, contentType: string, headers: Record<string, string> = {}) =>
    SELF.fetch('http://it.localhost/api/csp-report', { method: 'POST', body, headers: { 'content-type': contentType, ...headers } });
  const logLines = (warn: { mock: { calls: unknown[][] } }) =>
    warn.mock.calls.map(([line]) => JSON.parse(String(line)) as Record<string, unknown>);
  const loggedViolations = (warn: { mock: { calls: unknown[][] } }) => logLines(warn).filter((l) => l.msg === 'csp violation');

  const reportingApiBody = (n = 1) => JSON.stringify(Array.from({ length: n }, (_, i) => ({
    type: 'csp-violation',
    age: 10,
    url: 'http://it.localhost/viaggi?token=secret',
    user_agent: 'Chromium',
    body: {
      documentURL: 'http://it.localhost/viaggi?token=secret#frag',
      blockedURL: 'inline',
      effectiveDirective: 'style-src-attr',
      originalPolicy: "default-src 'self'",
      disposition: 'enforce',
      sourceFile: 'http://it.localhost/build/entry-ABC.js?v=1',
      lineNumber: 12 + i,
      columnNumber: 3,
      statusCode: 200,
      sample: 'color: red; mario.rossi@example.com',
    },
  })));

  it('logs a Reporting API batch (report-to) and answers 204, without query strings or emails', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const res = await post(reportingApiBody(2), 'application/reports+json');
    expect(res.status).toBe(204);
    const lines = loggedViolations(warn);
    expect(lines).toHaveLength(2);
    expect(lines[0]).toMatchObject({
      level: 'warn', market: 'it', directive: 'style-src-attr', disposition: 'enforce', blocked: 'inline',
      document: 'http://it.localhost/viaggi', source: 'http://it.localhost/build/entry-ABC.js', line: 12, column: 3,
    });
    expect(typeof lines[0]!.requestId).toBe('string');
    const text = JSON.stringify(lines);
    expect(text).not.toContain('secret');
    expect(text).not.toContain('mario.rossi');
    expect(text).not.toContain('default-src');
  });

  it('logs a legacy report-uri report and answers 204', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const body = JSON.stringify({
      'csp-report': {
        'document-uri': 'http://it.localhost/cerca?q=x', 'blocked-uri': 'https://evil.example/x.js?y=1',
        'violated-directive': 'script-src-elem', 'effective-directive': 'script-src-elem',
        'original-policy': "script-src 'self'", disposition: 'enforce', 'status-code': 200,
      },
    });
    const res = await post(body, 'application/csp-report');
    expect(res.status).toBe(204);
    expect(loggedViolations(warn)).toEqual([
      expect.objectContaining({ directive: 'script-src-elem', blocked: 'https://evil.example/x.js', document: 'http://it.localhost/cerca' }),
    ]);
  });

  it('refuses oversized bodies with 413, also without a Content-Length', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const big = JSON.stringify([{ type: 'csp-violation', body: { sample: 'x'.repeat(maxCspReportBytes) } }]);
    expect((await post(big, 'application/reports+json')).status).toBe(413);
    const chunks = new TextEncoder().encode(big);
    const stream = new ReadableStream<Uint8Array>({
      start(controller) {
        for (let i = 0; i < chunks.length; i += 1024) controller.enqueue(chunks.slice(i, i + 1024));
        controller.close();
      },
    });
    const res = await SELF.fetch('http://it.localhost/api/csp-report', {
      method: 'POST', body: stream, headers: { 'content-type': 'application/reports+json' }, duplex: 'half',
    } as RequestInit);
    expect(res.status).toBe(413);
    expect(loggedViolations(warn)).toEqual([]);
  });

  it('refuses other content types (415) and malformed reports (400)', async () => {
    expect((await post(reportingApiBody(), 'text/plain')).status).toBe(415);
    expect((await post('{"csp-report":', 'application/csp-report')).status).toBe(400);
    expect((await post('{"nothing":1}', 'application/csp-report')).status).toBe(400);
    const wrongMethod = await SELF.fetch('http://it.localhost/api/csp-report');
    expect(wrongMethod.status).toBe(405);
    expect(wrongMethod.headers.get('allow')).toBe('POST');
  });

  it(`logs at most ${cspReportsPerClientPerMinute} reports a minute per client; another client is still heard (204 throughout)`, { timeout: 90_000 }, async () => {
    await inFreshWindow();
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const noisy = { 'cf-connecting-ip': '10.77.0.1' };
    for (let i = 0; i < cspReportsPerClientPerMinute + 15; i++) {
      expect((await post(reportingApiBody(), 'application/reports+json', noisy)).status).toBe(204);
    }
    expect(loggedViolations(warn)).toHaveLength(cspReportsPerClientPerMinute);
    const limited = logLines(warn).filter((l) => l.msg === 'csp reports rate limited');
    expect(limited).toEqual([expect.objectContaining({ reason: 'client limit', limitPerClientPerMinute: cspReportsPerClientPerMinute })]);
    // The noisy client spent its own budget, not the one a genuine visitor's report needs.
    warn.mockClear();
    expect((await post(reportingApiBody(), 'application/reports+json', { 'cf-connecting-ip': '10.77.0.2' })).status).toBe(204);
    expect(loggedViolations(warn)).toEqual([expect.objectContaining({ directive: 'style-src-attr', sampleRate: 1 })]);
  });

  it('the per-isolate ceiling is far above one client\'s limit', () => {
    expect(cspReportsPerMinute).toBeGreaterThanOrEqual(20 * cspReportsPerClientPerMinute);
  });

  it('reads CSP_REPORT_SAMPLE_RATE as a probability (anything else logs all)', () => {
    expect(cspSampleRate(undefined)).toBe(1);
    expect(cspSampleRate('')).toBe(1);
    expect(cspSampleRate('0.1')).toBe(0.1);
    expect(cspSampleRate('0')).toBe(0);
    expect(cspSampleRate('1.5')).toBe(1);
    expect(cspSampleRate('-1')).toBe(1);
    expect(cspSampleRate('lots')).toBe(1);
  });
});
