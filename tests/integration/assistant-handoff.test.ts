/**
 * Issue 31, "a person behind it": the trip assistant hands over to a person. GET
 * /api/assistant/handoff gives the market's talk-to-us options and the advisors' hours in the
 * market's zone; POST stores a callback or email request in D1 (the conversation only with
 * consent) and confirms it through the email outbox; refusals are localised 4xx, never 5xx.
 * And the sales-chat provider: the CSP names its origin only when it is configured.
 */
import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { createApp } from '../../worker/app';
import { resources } from '../../markets/locales';
import { inFreshWindow } from '../lib/time';
import { get } from './helpers';

const origins = { it: 'http://it.localhost', us: 'http://us.localhost', fr: 'http://fr.localhost', de: 'http://de.localhost' } as const;
type Market = keyof typeof origins;

let ipSeq = 0;
/** Each test its own client IP, so the rate limit of one does not reach another. */
const freshIp = () => `198.51.100.${++ipSeq}`;

function post(market: Market, body: unknown, init: { ip?: string; origin?: string; type?: string; raw?: string } = {}) {
  return get(market, '/api/assistant/handoff', {
    method: 'POST',
    headers: {
      'content-type': init.type ?? 'application/json',
      origin: init.origin ?? origins[market],
      'sec-fetch-site': init.origin ? 'cross-site' : 'same-origin',
      'cf-connecting-ip': init.ip ?? freshIp(),
    },
    body: init.raw ?? JSON.stringify(body),
  });
}

const transcript = [
  { role: 'user', text: 'Quando parte il prossimo viaggio in Giappone?' },
  { role: 'assistant', text: 'La prossima partenza è il 12 aprile.' },
];

async function handoffs(email: string) {
  const rows = await env.DB.prepare('SELECT kind, market, name, phone, preferred_time, transcript, transcript_consent_at FROM assistant_handoffs WHERE email = ?1').bind(email).all();
  return rows.results as { kind: string; market: string; name: string; phone: string | null; preferred_time: string; transcript: string | null; transcript_consent_at: number | null }[];
}

async function outbox(to: string) {
  const rows = await env.DB.prepare('SELECT kind, subject, text_body FROM email_outbox WHERE to_address = ?1').bind(to).all();
  return rows.results as { kind: string; subject: string; text_body: string }[];
}

describe('GET /api/assistant/handoff', () => {
  it('lists the market’s talk-to-us options (phone, WhatsApp, email) and its hours in its own zone', async () => {
    const res = await get('it', '/api/assistant/handoff');
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toContain('no-store');
    const body = (await res.json()) as { options: { key: string; href: string }[]; hours: { timeZone: string; city: string; days: unknown[] }; openNow: boolean; salesChat: unknown };
    expect(body.options.map((o) => o.key)).toEqual(['phone', 'whatsapp', 'email']);
    expect(body.options.every((o) => /^(tel:|mailto:|https:)/.test(o.href))).toBe(true);
    expect(body.hours).toMatchObject({ timeZone: 'Europe/Rome', city: 'Roma' });
    expect(typeof body.openNow).toBe('boolean');
    expect(body.salesChat).toBeNull();
    const us = (await (await get('us', '/api/assistant/handoff')).json()) as { hours: { timeZone: string } };
    expect(us.hours.timeZone).toBe('America/New_York');
  });
});

describe('POST /api/assistant/handoff', () => {
  it('stores a callback request with the conversation (consent given) and confirms it by email', async () => {
    const email = 'giulia.handoff@example.com';
    const res = await post('it', { kind: 'callback', name: 'Giulia', email, phone: '+39 345 111 2222', time: 'morning', includeTranscript: true, transcript, context: { travel: 'giappone-classico', page: 'travel' } });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ ok: true, emailed: true });
    const [row] = await handoffs(email);
    expect(row).toMatchObject({ kind: 'callback', market: 'it', name: 'Giulia', phone: '+39 345 111 2222', preferred_time: 'morning' });
    expect(JSON.parse(row!.transcript!)).toEqual(transcript);
    expect(row!.transcript_consent_at).toBeGreaterThan(0);
    const [mail] = await outbox(email);
    expect(mail).toMatchObject({ kind: 'handoff', subject: resources.it.assistantUi.email.subject });
    expect(mail!.text_body).toContain('+39 345 111 2222');
    expect(mail!.text_body).toContain(resources.it.assistantUi.email.transcriptIncluded);
    // The email never repeats the conversation itself.
    expect(mail!.text_body).not.toContain('Giappone');
  });

  it('keeps no conversation without consent, even when the client sends one', async () => {
    const email = 'no.consent@example.com';
    const res = await post('fr', { kind: 'email', name: 'Claire', email, time: 'any', includeTranscript: false, transcript });
    expect(res.status).toBe(200);
    const [row] = await handoffs(email);
    expect(row!.transcript).toBeNull();
    expect(row!.transcript_consent_at).toBeNull();
    const [mail] = await outbox(email);
    expect(mail!.text_body).toContain(resources.fr.assistantUi.email.noTranscript);
  });

  it('a callback with a phone only is stored, with no email to send', async () => {
    const res = await post('de', { kind: 'callback', name: 'Jonas', phone: '030 8088 1234', time: 'evening', includeTranscript: false });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ ok: true, emailed: false });
  });

  it.each([
    ['a callback without a phone', { kind: 'callback', name: 'Anna', email: 'a@example.com', time: 'any', includeTranscript: false }, 'phone'],
    ['an email request without an address', { kind: 'email', name: 'Anna', time: 'any', includeTranscript: false }, 'email'],
    ['a bad address', { kind: 'email', name: 'Anna', email: 'not-an-address', time: 'any', includeTranscript: false }, 'email'],
    ['a bad phone', { kind: 'callback', name: 'Anna', phone: 'call me maybe', time: 'any', includeTranscript: false }, 'phone'],
    ['an empty name', { kind: 'email', name: '  ', email: 'a@example.com', time: 'any', includeTranscript: false }, 'name'],
    ['markup in the name', { kind: 'email', name: '<img src=x onerror=alert(1)>', email: 'a@example.com', time: 'any', includeTranscript: false }, 'name'],
    ['an unknown time', { kind: 'email', name: 'Anna', email: 'a@example.com', time: 'midnight', includeTranscript: false }, 'invalid'],
    ['an unknown field', { kind: 'email', name: 'Anna', email: 'a@example.com', time: 'any', includeTranscript: false, admin: true }, 'invalid'],
    ['a forged transcript role', { kind: 'email', name: 'Anna', email: 'a@example.com', time: 'any', includeTranscript: true, transcript: [{ role: 'system', text: 'x' }] }, 'invalid'],
    ['too many turns', { kind: 'email', name: 'Anna', email: 'a@example.com', time: 'any', includeTranscript: true, transcript: Array.from({ length: 31 }, () => ({ role: 'user', text: 'x' })) }, 'invalid'],
    ['a hostile context', { kind: 'email', name: 'Anna', email: 'a@example.com', time: 'any', includeTranscript: false, context: { travel: '../../etc/passwd' } }, 'invalid'],
  ])('refuses %s with a localised 400 naming the field', async (_label, body, field) => {
    const res = await post('it', body);
    expect(res.status).toBe(400);
    const answer = (await res.json()) as { error: string; field: string };
    expect(answer.field).toBe(field);
    expect(answer.error).toBe((resources.it.assistantUi.request.errors as Record<string, string>)[field]);
  });

  it('refuses a body that is not JSON, in the market’s language', async () => {
    const notJson = await post('de', null, { raw: '{"kind":' });
    expect(notJson.status).toBe(400);
    expect(((await notJson.json()) as { error: string }).error).toBe(resources.de.assistantUi.request.errors.invalid);
    const form = await post('de', null, { raw: 'name=x', type: 'application/x-www-form-urlencoded' });
    expect([400, 403]).toContain(form.status);
  });

  it('refuses an enormous request with a localised 413, before reading it', async () => {
    const huge = { kind: 'email', name: 'Anna', email: 'a@example.com', time: 'any', includeTranscript: true, transcript: [{ role: 'user', text: 'x'.repeat(30_000) }] };
    const res = await post('fr', huge);
    expect(res.status).toBe(413);
    const text = await res.text();
    expect(res.status).toBeLessThan(500);
    // The site-wide 32 KB limit or the route's own 24 KB one: either way no 5xx, and the route's says it in French.
    if (text.includes('"field"')) expect(JSON.parse(text)).toEqual({ error: resources.fr.assistantUi.request.errors.tooLarge, field: 'tooLarge' });
    const over24k = await post('fr', { ...huge, transcript: [{ role: 'user', text: 'x'.repeat(1900) }, ...Array.from({ length: 13 }, () => ({ role: 'user', text: 'y'.repeat(1990) }))] });
    expect(over24k.status).toBe(413);
    expect(await over24k.json()).toEqual({ error: resources.fr.assistantUi.request.errors.tooLarge, field: 'tooLarge' });
  });

  it('refuses a cross-site post (403, localised)', async () => {
    const res = await post('it', { kind: 'email', name: 'Anna', email: 'a@example.com', time: 'any', includeTranscript: false }, { origin: 'https://evil.example' });
    expect(res.status).toBe(403);
    expect(await res.json()).toEqual({ error: resources.it.assistantUi.request.errors.forbidden, field: 'forbidden' });
  });

  it('rate-limits requests per visitor (429, localised)', { timeout: 90_000 }, async () => {
    const ip = freshIp();
    await inFreshWindow();
    let last = 0;
    let body: { error?: string } = {};
    for (let i = 0; i < 12 && last !== 429; i++) {
      const res = await post('us', { kind: 'email', name: 'Sam', email: `sam${i}@example.com`, time: 'any', includeTranscript: false }, { ip });
      last = res.status;
      body = (await res.json()) as { error?: string };
    }
    expect(last).toBe(429);
    expect(body.error).toBe(resources.en.assistantUi.request.errors.limited);
  });
});

describe('the sales-chat provider and the CSP', () => {
  const directive = (res: Response, name: string) =>
    (res.headers.get('content-security-policy') ?? '').split(';').map((part) => part.trim().split(/\s+/)).find(([n]) => n === name)?.slice(1) ?? [];

  it('names no third-party origin when the provider is not configured', async () => {
    const res = await get('it', '/');
    for (const name of ['script-src', 'connect-src', 'frame-src']) {
      expect(directive(res, name).filter((value) => value.startsWith('http'))).toEqual([]);
    }
  });

  it('allows the loader’s origin (script, connect, frame) only when both vars are set, and tells the modal', async () => {
    const app = createApp();
    const configured = { ...env, SALES_CHAT_LOADER_URL: 'https://chat.provider.example/widget/loader.js', SALES_CHAT_ID: 'caravan-it' };
    const page = await app.request(new Request('http://it.localhost/'), undefined, configured);
    expect(page.status).toBe(200);
    for (const name of ['script-src', 'connect-src', 'frame-src']) expect(directive(page, name)).toContain('https://chat.provider.example');
    const options = (await (await app.request(new Request('http://it.localhost/api/assistant/handoff'), undefined, configured)).json()) as { salesChat: unknown };
    expect(options.salesChat).toEqual({ src: 'https://chat.provider.example/widget/loader.js', id: 'caravan-it' });

    for (const partial of [
      { ...env, SALES_CHAT_LOADER_URL: 'https://chat.provider.example/widget/loader.js', SALES_CHAT_ID: '' },
      { ...env, SALES_CHAT_LOADER_URL: 'http://chat.provider.example/loader.js', SALES_CHAT_ID: 'x' },
      { ...env, SALES_CHAT_LOADER_URL: 'javascript:alert(1)', SALES_CHAT_ID: 'x' },
    ]) {
      const res = await app.request(new Request('http://it.localhost/'), undefined, partial);
      expect(directive(res, 'script-src').filter((value) => value.startsWith('http'))).toEqual([]);
      const body = (await (await app.request(new Request('http://it.localhost/api/assistant/handoff'), undefined, partial)).json()) as { salesChat: unknown };
      expect(body.salesChat).toBeNull();
    }
  });
});
