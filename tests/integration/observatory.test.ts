/**
 * Security headers graded by the Mozilla HTTP Observatory's rules (issue 34): pages, API answers
 * and static files all score A+ (tests/integration/observatory.ts holds the scoring table).
 */
import { env, SELF } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { observatoryGrade } from './observatory';

const origin = 'http://it.localhost';

async function graded(response: Response) {
  const body = (response.headers.get('content-type') ?? '').includes('text/html') ? await response.text() : (await response.body?.cancel(), null);
  return observatoryGrade(response.headers, body, origin);
}

describe('Mozilla Observatory grade', () => {
  it.each(['/', '/viaggi', '/viaggi/dubai-weekend', '/cerca?textSearch=asia', '/preferiti', '/p34-no-such-page'])('page %s: A+', async (path) => {
    const grade = await graded(await SELF.fetch(`${origin}${path}`));
    expect(grade.results.filter((r) => r.modifier < 0)).toEqual([]);
    expect(grade.grade, JSON.stringify(grade.results)).toBe('A+');
  });

  it.each([
    ['GET /api/layouts', () => SELF.fetch(`${origin}/api/layouts`)],
    ['POST /api/tours', () => SELF.fetch(`${origin}/api/tours`, { method: 'POST', body: '{"perPage":2}', headers: { 'content-type': 'application/json' } })],
    ['GET /api/tours/live (a 400)', () => SELF.fetch(`${origin}/api/tours/live?ids=x`)],
    ['POST /api/travels (a 413)', () => SELF.fetch(`${origin}/api/travels`, { method: 'POST', body: 'x'.repeat(64 * 1024), headers: { 'content-type': 'application/json' } })],
  ] as const)('API %s: A+', async (_name, request) => {
    const grade = await graded(await request());
    expect(grade.results.filter((r) => r.modifier < 0)).toEqual([]);
    expect(grade.grade).toBe('A+');
  });

  it.each(['/favicon.svg', '/offline', '/sw.js', '/icons/flags/it.svg'])('static file %s: A+', async (path) => {
    const grade = await graded(await env.ASSETS.fetch(`${origin}${path}`));
    expect(grade.results.filter((r) => r.modifier < 0)).toEqual([]);
    expect(grade.grade).toBe('A+');
  });

  it('the grader fails what the Observatory fails', () => {
    const bare = observatoryGrade(new Headers({ 'content-type': 'text/html' }), '<html><script src="http://cdn.example/x.js"></script></html>', origin);
    expect(bare.grade).toBe('F');
    const weak = observatoryGrade(
      new Headers({
        'content-security-policy': "default-src 'self'; script-src 'self' 'unsafe-inline'",
        'strict-transport-security': 'max-age=86400',
        'x-content-type-options': 'nosniff',
        'x-frame-options': 'DENY',
        'referrer-policy': 'unsafe-url',
        'set-cookie': 'sid=1; Path=/',
      }),
      null,
      origin,
    );
    expect(weak.results.map((r) => r.result)).toEqual(expect.arrayContaining([
      'csp-implemented-with-unsafe-inline', 'hsts-implemented-max-age-less-than-six-months', 'referrer-policy-unsafe', 'cookies-without-secure-flag',
    ]));
    expect(weak.score).toBe(100 - 20 - 10 - 5 - 20);
    expect(weak.grade).toBe('C-');
  });
});
