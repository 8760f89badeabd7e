/**
 * The hostile corpus (issue 34): the families probed by hand — malformed hosts and paths, hostile
 * query strings on every page type, oversized and malformed bodies on every body route, header
 * abuse, wrong methods, encoded traversal — as one table, in workerd. For every request: no
 * answer ≥ 500, no input reflected unescaped, a refusal is a 4xx with a body in the market's
 * language, and a normal request right after it answers within 1 s.
 *
 * What workerd answers before the worker runs (an invalid or duplicate Host header: its own plain
 * 500 or 400) cannot be sent from here; README "Reliability under faults" says how production
 * behaves there.
 */
import { SELF } from 'cloudflare:test';
import { beforeAll, describe, expect, it } from 'vitest';
import { bodyRoutes } from './bodyRoutes';

const site = 'http://it.localhost';
/** Unique pieces of markup no page ever writes: finding one in an answer is reflected input. */
const markers = ['<script>alert(71)</script>', '"><svg/onload=alert(72)>', "'-alert(73)-'", '<img src=x onerror=alert(74)>'];
const reflected = (text: string) => markers.filter((marker) => text.includes(marker));

interface Case {
  family: 'host' | 'path' | 'query' | 'body' | 'header' | 'method';
  name: string;
  method?: string;
  host?: string;
  path: string;
  body?: BodyInit;
  headers?: Record<string, string>;
  /** Statuses this case may answer with (default: any below 500). */
  status?: number[];
}

/** Page types of the Italian store; a departure's path is found at run time. */
const pagePaths = ['/', '/viaggi', '/cerca', '/preferiti', '/eventi-wemeet', '/domande-frequenti', '/coordinatori/alessia-de-luca', '/viaggi/dubai-weekend', '/legale/privacy-policy'];

const hostCases: Case[] = [
  'evil.example', 'it.localhost.evil.example', 'IT.LOCALHOST', 'it.localhost.', 'it.localhost:1', '[::1]', '127.0.0.1',
  `${'a'.repeat(250)}.example`, 'xn--80ak6aa92e.com', 'us.localhost@evil.example',
].map((host) => ({ family: 'host', name: host.slice(0, 40), host, path: '/viaggi' }));

const pathCases: Case[] = [
  '/..%2f..%2fwrangler.toml', '/%2e%2e/%2e%2e/etc/passwd', '/viaggi/..%2f..%2f..%2fpackage.json', '/%252e%252e/%252e%252e/',
  '/img/..%2f..%2fwrangler.toml', '/build/..%2f..%2fpackage.json', '/viaggi/%00', '/viaggi/%ff%fe', '/viaggi/%c0%ae%c0%ae/',
  `/viaggi/${encodeURIComponent(markers[0]!)}`, `/${encodeURIComponent(markers[1]!)}`, `/viaggi/${'a'.repeat(4000)}`,
  '//evil.example', '/\\evil.example', '/viaggi/..;/..;/', '/viaggi/dubai-weekend/%2e%2e/%2e%2e', '/cerca/../../../',
  '/api/travels/show?slug=..%2f..%2f', '/api/../api/layouts', '/__ops/flags', '/__dev/../__ops/flags', '/%5c%5cevil.example',
].map((path) => ({ family: 'path', name: path.slice(0, 60), path }));

const queryPayloads = [
  `textSearch=${encodeURIComponent(markers[0]!)}`, `textSearch=${encodeURIComponent(markers[1]!)}`, `q=${encodeURIComponent(markers[2]!)}`,
  'page=-1', 'page=99999999999999999999', 'page=1e309', 'sort=%27%3BDROP%20TABLE%20tours%3B--', 'destinationId[]=abc&destinationId[]=%00',
  `modal=${encodeURIComponent(markers[3]!)}`, 'modal=../../__ops', 'startDate=2026-13-45&endDate=0000-00-00', '__proto__[polluted]=1&constructor[prototype][x]=1',
  '%ff%fe=%ff', `textSearch=${'x'.repeat(8000)}`, 'priceMin=-5&priceMax=NaN', 'type=tours&layout=calendar&month=9999-99', 'gb_force=search-tab:9',
  `utm_source=${encodeURIComponent(markers[0]!)}&gclid=${encodeURIComponent(markers[1]!)}`,
];

const headerCases: Case[] = ([
  { name: 'an 8 KB cookie of junk', headers: { cookie: `junk=${'%'.repeat(8000)}` } },
  { name: 'a forged session cookie', headers: { cookie: '__Host-caravan_session=eyJhbGciOiJub25lIn0.eyJzdWIiOiJhZG1pbiJ9.; __Host-caravan_did=../../x' } },
  { name: 'a consent cookie of markup', headers: { cookie: `caravan_consent=${encodeURIComponent(markers[1]!)}` } },
  { name: 'Accept-Language junk', headers: { 'accept-language': `${markers[0]};q=9, *;q=-1, ${'x'.repeat(2000)}` } },
  { name: 'X-Forwarded-Host of another site', headers: { 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'javascript' } },
  { name: 'a 6 KB User-Agent with markup', headers: { 'user-agent': `${markers[3]}${'Mozilla/5.0 '.repeat(500)}` } },
  { name: 'Range of nonsense', headers: { range: 'bytes=99999999999-1' } },
  { name: 'If-None-Match and If-Modified-Since of junk', headers: { 'if-none-match': `W/"${markers[2]}"`, 'if-modified-since': 'yesterday' } },
  { name: 'Authorization junk', headers: { authorization: 'Bearer ../../../etc/passwd' } },
  { name: 'CF headers of markup', headers: { 'cf-connecting-ip': markers[0]!, 'cf-ipcountry': 'XX<b>', 'cf-ray': markers[1]! } },
  { name: 'X-Request-Id of markup', headers: { 'x-request-id': `${markers[0]}${'y'.repeat(200)}` } },
  { name: 'Accept: nothing this site makes', headers: { accept: 'application/x-evil' } },
] as { name: string; headers: Record<string, string> }[]).map((entry) => ({ ...entry, family: 'header' as const, path: '/viaggi' }));

const methodCases: Case[] = ([
  ['DELETE', '/viaggi'], ['PUT', '/'], ['PATCH', '/cerca'], ['OPTIONS', '/viaggi/dubai-weekend'], ['PROPFIND', '/'],
  ['PUT', '/api/tours'], ['GET', '/api/travels'], ['DELETE', '/api/travels/show?slug=x'], ['POST', '/robots.txt'], ['POST', '/sitemap.xml'],
] as [string, string][]).map(([method, path]) => ({ family: 'method', name: `${method} ${path}`, method, path, status: [405] }));

const bodies: { name: string; body: string; type: string }[] = [
  { name: 'not JSON', body: `{${markers[0]}`, type: 'application/json' },
  { name: 'deeply nested JSON', body: '['.repeat(5000) + ']'.repeat(5000), type: 'application/json' },
  { name: 'prototype pollution', body: JSON.stringify({ __proto__: { admin: true }, constructor: { prototype: { admin: true } }, email: markers[1] }), type: 'application/json' },
  { name: 'numbers out of range', body: '{"page":1e309,"perPage":-1e309,"id":99999999999999999999999}', type: 'application/json' },
  { name: 'a form with markup', body: `email=${encodeURIComponent(markers[3]!)}&name=${encodeURIComponent(markers[0]!)}`, type: 'application/x-www-form-urlencoded' },
  { name: 'binary junk as text/plain', body: '\u0000\u0001\uFFFD'.repeat(100), type: 'text/plain' },
];

function bodyCases(entry: (typeof bodies)[number]): Case[] {
  return bodyRoutes.map(([method, path]) => ({
      family: 'body' as const,
      name: `${method} ${path}: ${entry.name}`,
      method,
      path,
      body: entry.body,
      headers: { 'content-type': entry.type, origin: site, 'sec-fetch-site': 'same-origin', 'cf-connecting-ip': '10.66.0.1' },
  }));
}

async function send(entry: Case): Promise<{ status: number; type: string; text: string }> {
  const host = entry.host ?? 'it.localhost';
  const response = await SELF.fetch(`http://${host}${entry.path}`, {
    method: entry.method ?? 'GET',
    body: entry.body,
    redirect: 'manual',
    headers: entry.headers,
  });
  return { status: response.status, type: response.headers.get('content-type') ?? '', text: await response.text() };
}

/** The normal request that must answer within 1 s after each hostile one. */
async function normalRequestMs(): Promise<number> {
  const started = Date.now();
  const response = await SELF.fetch(`${site}/robots.txt`);
  await response.text();
  expect(response.status).toBe(200);
  return Date.now() - started;
}

/** English phrases a refusal must not fall back to on the Italian store. */
const english = /\b(the request|must be|not allowed|could not|invalid|too large|please|try again)\b/i;

function checkRefusal(entry: Case, answer: { status: number; type: string; text: string }): string[] {
  const problems: string[] = [];
  if (answer.status < 400 || answer.status >= 500) return problems;
  if (!answer.text.trim()) problems.push('empty refusal');
  if (answer.type.includes('text/html') && !answer.text.includes('lang="it-IT"')) problems.push('an HTML refusal not in Italian');
  if (answer.type.includes('application/json')) {
    try {
      const json = JSON.parse(answer.text) as { error?: unknown; message?: unknown };
      const message = typeof json.error === 'object' && json.error && 'message' in json.error ? (json.error as { message?: unknown }).message : json.message ?? json.error;
      if (typeof message === 'string' && english.test(message)) problems.push(`an English message: ${message.slice(0, 80)}`);
    } catch {
      problems.push('a JSON refusal that is not JSON');
    }
  }
  if (answer.type.startsWith('text/plain') && english.test(answer.text)) problems.push(`an English text: ${answer.text.slice(0, 80)}`);
  void entry;
  return problems;
}

describe('hostile corpus', () => {
  let tourPath = '';
  beforeAll(async () => {
    const response = await SELF.fetch(`${site}/api/tours`, { method: 'POST', body: JSON.stringify({ perPage: 1 }), headers: { 'content-type': 'application/json' } });
    const tour = ((await response.json()) as { data: { url?: string; travelSlug?: string; code?: string }[] }).data[0];
    tourPath = tour?.url ? new URL(tour.url, site).pathname : '';
  });

  const families: [string, () => Case[]][] = [
    ['malformed hosts', () => hostCases],
    ['malformed and traversal paths', () => pathCases],
    ['hostile query strings on every page type', () =>
      [...pagePaths, ...(tourPath ? [tourPath] : [])].flatMap((path) =>
        queryPayloads.map((query) => ({ family: 'query' as const, name: `${path}?${query.slice(0, 40)}`, path: `${path}?${query}` })),
      )],
    ...bodies.map((entry): [string, () => Case[]] => [`${entry.name} on every body route`, () => bodyCases(entry)]),
    ['header abuse', () => headerCases],
    ['wrong methods', () => methodCases],
  ];

  it.each(families)('%s: no 5xx, nothing reflected, refusals localised, the next request within 5 s', async (_family, cases) => {
    const table = cases();
    expect(table.length).toBeGreaterThan(5);
    const problems: string[] = [];
    let slowest = 0;
    for (const entry of table) {
      const answer = await send(entry);
      if (answer.status >= 500) problems.push(`${entry.name}: ${answer.status}`);
      if (entry.status && !entry.status.includes(answer.status)) problems.push(`${entry.name}: ${answer.status}, expected ${entry.status.join('/')}`);
      const found = reflected(answer.text);
      if (found.length > 0) problems.push(`${entry.name}: reflects ${found.join(', ')}`);
      for (const problem of checkRefusal(entry, answer)) problems.push(`${entry.name}: ${problem}`);
      slowest = Math.max(slowest, await normalRequestMs());
    }
    expect(problems).toEqual([]);
    // What this guards against is a request left waiting 30–40 s behind a refused body (issue 34);
    // robots.txt alone took 1.2 s once while both cores were busy, so the bound is 5 s here. The
    // 1 s figure is held where the stall was found, through wrangler dev (tests/e2e/refused-bodies.test.ts).
    expect(slowest).toBeLessThan(5000);
  }, 120_000);
});
