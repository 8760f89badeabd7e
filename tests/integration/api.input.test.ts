/** Bad input to /api: a 400 with the validation issues (413 when too large), never a 500. */
import { SELF } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';

function post(path: string, body: string, contentType = 'application/json') {
  return SELF.fetch(`http://it.localhost/api${path}`, { method: 'POST', body, headers: { 'content-type': contentType } });
}

interface ErrorBody {
  success: false;
  error: { message: string; issues: { path: string; code: string; message: string }[] };
}

describe.each(['/tours', '/travels', '/travels/paginated'])('POST /api%s', (path) => {
  it.each([
    ['not JSON', 'page=2'],
    ['truncated JSON', '{"page": 2'],
    ['a JSON array', '[1, 2]'],
    ['a JSON string', '"tours"'],
    ['JSON null', 'null'],
  ])('rejects %s', async (_case, body) => {
    const response = await post(path, body);
    expect(response.status).toBe(400);
    const json = (await response.json()) as ErrorBody;
    expect(json.success).toBe(false);
    expect(json.error.message).toMatch(/JSON|object/);
  });

  it.each([
    ['a negative page', { page: -1 }, 'page'],
    ['page zero', { page: 0 }, 'page'],
    ['a huge page', { page: 10_000_000 }, 'page'],
    ['a fractional page', { page: 1.5 }, 'page'],
    ['a page as text', { page: 'two' }, 'page'],
    ['a huge perPage', { perPage: 5000 }, 'perPage'],
    ['an unknown status', { status: ['PLANNED', 'CANCELLED'] }, 'status'],
    ['an unknown sort', { sort: 'popularity:desc' }, 'sort'],
    ['an unknown tab', { tab: 'coordinators' }, 'tab'],
    ['a price as text', { priceFrom: 'cheap' }, 'priceFrom'],
    ['reversed prices', { priceFrom: 300000, priceTo: 1000 }, 'priceFrom'],
    ['an impossible date', { dateFrom: '2026-02-30' }, 'dateFrom'],
    ['reversed dates', { dateFrom: '2027-01-10', dateTo: '2027-01-01' }, 'dateFrom'],
    ['continent codes instead of ids', { continentId: ['asia'] }, 'continentId'],
    ['a boolean as text', { discounted: 'true' }, 'discounted'],
    ['a bad duration bucket', { durations: ['FOREVER'] }, 'durations'],
    ['an overlong text search', { textSearch: 'x'.repeat(500) }, 'textSearch'],
    ['an unknown currency', { currency: 'BTC' }, 'currency'],
  ])('rejects %s with its issues', async (_case, body, field) => {
    const response = await post(path, JSON.stringify(body));
    expect(response.status).toBe(400);
    const json = (await response.json()) as ErrorBody;
    expect(json.error.message).toBe('Filtri non validi.');
    expect(json.error.issues.some((issue) => issue.path === field || issue.path.startsWith(`${field}.`))).toBe(true);
  });

  it('refuses an oversized body with 413 (worker/middleware/bodyLimit.ts)', async () => {
    const response = await post(path, JSON.stringify({ textSearch: 'x', padding: 'y'.repeat(40_000) }));
    expect(response.status).toBe(413);
  });

  it('treats an empty body as the default filter', async () => {
    const response = await post(path, '');
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ currentPage: 1, perPage: 20 });
  });

  it('ignores unknown keys and text search syntax', async () => {
    const response = await post(path, JSON.stringify({ modal: 'calendar', textSearch: '" OR 1=1 -- NEAR( * ^' }));
    expect(response.status).toBe(200);
  });
});

describe('GET endpoints', () => {
  it.each([
    ['/custompages/show', 'neither routingKey nor slug'],
    ['/custompages/show?routingKey=index&slug=x', 'both routingKey and slug'],
    ['/custompages/show?routingKey=Index%20Page', 'a malformed routing key'],
    ['/travels/top-sellers?countries[]=italy', 'a country that is not ISO alpha-3'],
    ['/travels/top-sellers?continents[]=' + 'x'.repeat(40), 'a malformed continent code'],
    ['/travels/show', 'no slug'],
    ['/travels/show?slug=../etc/passwd', 'a malformed slug'],
    ['/coordinators/show?slug=' + 'a'.repeat(300), 'an overlong slug'],
    ['/events?page=0', 'page zero'],
    ['/events?perPage=abc', 'a perPage as text'],
    ['/events?when=someday', 'an unknown time filter'],
    ['/events?city=Milano%20Centro', 'a malformed city'],
  ])('%s: 400 for %s', async (path) => {
    const response = await SELF.fetch(`http://it.localhost/api${path}`);
    expect(response.status).toBe(400);
    const json = (await response.json()) as ErrorBody;
    expect(json.success).toBe(false);
    expect(json.error.issues.length).toBeGreaterThan(0);
  });

  it('unknown API paths are a JSON 404', async () => {
    const response = await SELF.fetch('http://it.localhost/api/nothing/here');
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ success: false });
  });

  it('the wrong method is a JSON 405 naming the right one, in the market\'s language, not a page', async () => {
    const response = await SELF.fetch('http://it.localhost/api/tours');
    expect(response.status).toBe(405);
    expect(response.headers.get('allow')).toBe('POST');
    expect(response.headers.get('content-type')).toContain('application/json');
    expect(await response.json()).toEqual({ success: false, error: { code: 'methodNotAllowed', message: 'Metodo non consentito: usa POST.', allow: ['POST'] } });
    const german = await SELF.fetch('http://de.localhost/api/travels/show?slug=x', { method: 'DELETE' });
    expect(german.status).toBe(405);
    expect(german.headers.get('allow')).toBe('GET, HEAD');
    expect(((await german.json()) as ErrorBody).error.message).toBe('Methode nicht erlaubt: verwende GET, HEAD.');
  });

  it('a page path takes GET and HEAD: any other method is a 405 in the market\'s language', async () => {
    for (const method of ['POST', 'PUT', 'DELETE', 'PATCH']) {
      const response = await SELF.fetch('http://fr.localhost/destinations', { method, headers: { origin: 'http://fr.localhost' } });
      expect(response.status, method).toBe(405);
      expect(response.headers.get('allow')).toBe('GET, HEAD');
      expect(await response.text()).toBe('Méthode non autorisée : utilisez GET, HEAD.');
    }
  });

  it('a refusal of the catalogue API speaks the market\'s language', async () => {
    const response = await SELF.fetch('http://es.localhost/api/travels', { method: 'POST', body: '{not json', headers: { 'content-type': 'application/json' } });
    expect(response.status).toBe(400);
    expect(((await response.json()) as ErrorBody).error.message).toBe('El cuerpo de la solicitud debe ser JSON.');
  });
});
