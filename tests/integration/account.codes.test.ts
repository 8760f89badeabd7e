// One-time codes (issue 6 §4) and the anonymous wishlist flow: random, stored hashed (never
// the plaintext), expiring, at most 5 attempts, resend countdown, rate limits per email and
// per IP, "invalid email" / "the code is wrong", emails through the outbox, guest owner.
import { env } from 'cloudflare:test';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { codeTtlMs, maxCodeAttempts, resendAfterSeconds } from '../../worker/account/codes';
import { cookieNames } from '../../worker/account/cookies';
import { call, freshIp, json, keepCookies, seededTour, type Cookies } from './account.helpers';
import { inFreshWindow } from '../lib/time';

let counter = 0;
function email(): string {
  counter++;
  return `guest-${Date.now().toString(36)}-${counter}@example.com`;
}

interface Issued {
  challengeId: string;
  digits: number;
  resendInSeconds: number;
  expiresInSeconds: number;
}

async function askCode(address: string, ip = freshIp(), extra: Record<string, unknown> = {}) {
  return json('/api/account/codes', 'POST', { email: address, purpose: 'wishlist', privacyAccepted: true, marketingConsent: true, ...extra }, { ip });
}

async function codeFromOutbox(address: string): Promise<string> {
  const res = await call(`/__dev/outbox.json?to=${encodeURIComponent(address)}&kind=code`);
  const { emails } = (await res.json()) as { emails: { subject: string; text: string }[] };
  const match = /(\d{6})/.exec(emails[0]?.subject ?? '');
  if (!match) throw new Error('no code email');
  return match[1]!;
}

function verify(challengeId: string, code: string, options: { ip?: string; cookies?: Cookies } = {}) {
  return json('/api/account/codes/verify', 'POST', { challengeId, code }, { ip: options.ip ?? freshIp(), cookies: options.cookies });
}

describe('asking for a code', () => {
  it('never tells whether an address has an account before its owner proves it (no enumeration)', async () => {
    // A proven address (an existing user) and an unknown one get the same answer shape.
    const known = email();
    const first = (await (await askCode(known)).json()) as Issued;
    await verify(first.challengeId, await codeFromOutbox(known));
    await env.DB.prepare('UPDATE one_time_codes SET created_at = created_at - 61000 WHERE email = ?1').bind(known).run();
    const forKnown = await askCode(known, freshIp(), { marketingConsent: undefined });
    const forUnknown = await askCode(email(), freshIp(), { marketingConsent: undefined });
    expect(forKnown.status).toBe(200);
    expect(forUnknown.status).toBe(200);
    const shape = (body: Record<string, unknown>) => Object.keys(body).sort().map((key) => `${key}:${typeof body[key]}`);
    const a = (await forKnown.json()) as Record<string, unknown>;
    const b = (await forUnknown.json()) as Record<string, unknown>;
    expect(shape(a)).toEqual(shape(b));
    expect({ ...a, challengeId: 'x' }).toEqual({ ...b, challengeId: 'x' });
    // The old look-up endpoint is gone.
    expect((await json('/api/account/lookup', 'POST', { email: known }, { ip: freshIp() })).status).toBe(404);
  });

  it('sends six random digits through the outbox and stores only a keyed hash', async () => {
    const address = email();
    const res = await askCode(address);
    expect(res.status).toBe(200);
    const issued = (await res.json()) as Issued;
    expect(issued).toMatchObject({ digits: 6, resendInSeconds: resendAfterSeconds, expiresInSeconds: codeTtlMs / 1000 });
    const code = await codeFromOutbox(address);
    expect(code).toMatch(/^\d{6}$/);
    const row = await env.DB.prepare('SELECT * FROM one_time_codes WHERE id = ?1').bind(issued.challengeId).first<Record<string, unknown>>();
    expect(row).not.toBeNull();
    // No column holds the code in clear.
    for (const [column, value] of Object.entries(row!)) expect(String(value), column).not.toContain(code);
    expect(String(row!.code_hash)).toMatch(/^[A-Za-z0-9_-]{43}$/);
    // Every code is different (randomness, not a counter).
    const other = email();
    await askCode(other);
    expect(await codeFromOutbox(other)).not.toBe(code);
  });

  it('enforces the resend countdown', async () => {
    const address = email();
    expect((await askCode(address)).status).toBe(200);
    const again = await askCode(address);
    expect(again.status).toBe(429);
    const body = (await again.json()) as { error: string; retryAfterSeconds: number };
    expect(body.error).toBe('resendTooSoon');
    expect(body.retryAfterSeconds).toBeGreaterThan(0);
    expect(body.retryAfterSeconds).toBeLessThanOrEqual(resendAfterSeconds);
    expect(again.headers.get('retry-after')).toBeTruthy();
  });

  it('rate-limits per IP (Workers rate-limit binding)', { timeout: 90_000 }, async () => {
    const ip = freshIp();
    const statuses: number[] = [];
    await inFreshWindow();
    for (let i = 0; i < 24; i++) statuses.push((await askCode(email(), ip)).status);
    expect(statuses.slice(0, 20).every((s) => s === 200)).toBe(true);
    expect(statuses.slice(20)).toEqual([429, 429, 429, 429]);
  });

  it('rate-limits per email across IPs', { timeout: 90_000 }, async () => {
    const address = email();
    // Drive the per-email window directly: three asks in a minute, each from a new IP.
    const statuses: number[] = [];
    await inFreshWindow();
    for (let i = 0; i < 5; i++) statuses.push((await askCode(address, freshIp())).status);
    expect(statuses[0]).toBe(200);
    expect(statuses.slice(1).every((s) => s === 429)).toBe(true);
    const hits = await env.DB.prepare('SELECT COUNT(*) AS n FROM one_time_codes WHERE email = ?1').bind(address).first<{ n: number }>();
    expect(hits?.n).toBe(1);
  });

  it('needs the privacy acceptance', async () => {
    const res = await json('/api/account/codes', 'POST', { email: email(), purpose: 'wishlist', privacyAccepted: false }, { ip: freshIp() });
    expect(res.status).toBe(400);
    expect(((await res.json()) as { issues: { key: string }[] }).issues[0]!.key).toBe('validation.privacyRequired');
  });

  it('says "invalid email" in the market language', async () => {
    const res = await json('/api/account/codes', 'POST', { email: 'not-an-email', purpose: 'wishlist', privacyAccepted: true }, { ip: freshIp() });
    expect(res.status).toBe(400);
    expect(((await res.json()) as { message: string }).message).toBe('Email non valida');
  });
});

describe('checking a code', () => {
  it('says "the code is wrong", counts attempts, and locks after five', async () => {
    const address = email();
    const { challengeId } = (await (await askCode(address)).json()) as Issued;
    const code = await codeFromOutbox(address);
    const wrong = code === '000000' ? '111111' : '000000';
    for (let attempt = 1; attempt < maxCodeAttempts; attempt++) {
      const res = await verify(challengeId, wrong);
      expect(res.status).toBe(400);
      const body = (await res.json()) as { error: string; message: string; attemptsLeft: number };
      expect(body).toMatchObject({ error: 'codeWrong', message: 'Il codice è errato', attemptsLeft: maxCodeAttempts - attempt });
    }
    expect((await verify(challengeId, wrong)).status).toBe(410);
    // Even the right code is refused once the attempts are used up.
    const locked = await verify(challengeId, code);
    expect(locked.status).toBe(410);
    expect(((await locked.json()) as { error: string }).error).toBe('tooManyAttempts');
  });

  it('parallel guesses cannot exceed the attempt limit', async () => {
    const address = email();
    const { challengeId } = (await (await askCode(address)).json()) as Issued;
    const code = await codeFromOutbox(address);
    const guesses = Array.from({ length: 12 }, (_, i) => String((Number(code) + i + 1) % 1_000_000).padStart(6, '0'));
    await Promise.all(guesses.map((guess) => verify(challengeId, guess)));
    const row = await env.DB.prepare('SELECT attempts FROM one_time_codes WHERE id = ?1').bind(challengeId).first<{ attempts: number }>();
    expect(row?.attempts).toBe(maxCodeAttempts);
    expect((await verify(challengeId, code)).status).toBe(410);
  });

  it('refuses an expired code', async () => {
    const address = email();
    const { challengeId } = (await (await askCode(address)).json()) as Issued;
    const code = await codeFromOutbox(address);
    await env.DB.prepare('UPDATE one_time_codes SET expires_at = ?2 WHERE id = ?1').bind(challengeId, Date.now() - 1).run();
    const res = await verify(challengeId, code);
    expect(res.status).toBe(410);
    expect(((await res.json()) as { error: string }).error).toBe('codeExpired');
  });

  it('a code works once; the guest can then save to the wishlist directly', async () => {
    const address = email();
    const { challengeId } = (await (await askCode(address)).json()) as Issued;
    const code = await codeFromOutbox(address);
    const cookies: Cookies = new Map();
    const ok = await verify(challengeId, code, { cookies });
    expect(ok.status).toBe(200);
    expect(await ok.json()).toEqual({ ok: true, newUser: true });
    const guestCookie = ok.headers.getSetCookie().find((line) => line.startsWith(`${cookieNames.guest}=`))!;
    expect(guestCookie).toMatch(/HttpOnly/);
    expect(guestCookie).toMatch(/Secure/);
    expect(guestCookie).toMatch(/SameSite=Lax/);
    keepCookies(cookies, ok);
    expect((await verify(challengeId, code)).status).toBe(410); // used
    const tour = await seededTour();
    expect((await json(`/api/wishlist/tours/${tour.tourId}`, 'PUT', undefined, { cookies })).status).toBe(200);
    const list = (await (await call('/api/wishlist', { cookies })).json()) as { tours: { tourId: number }[] };
    expect(list.tours.map((t) => t.tourId)).toContain(tour.tourId);
    // The contact remembers the consents given with the code.
    const contact = await env.DB.prepare('SELECT marketing_consent, privacy_accepted_at FROM contacts WHERE email = ?1').bind(address).first<{ marketing_consent: number; privacy_accepted_at: number }>();
    expect(contact?.marketing_consent).toBe(1);
    expect(contact?.privacy_accepted_at).toBeGreaterThan(0);
    // Next time, the same (proven) email is an existing user: told only after the code.
    await env.DB.prepare('UPDATE one_time_codes SET created_at = created_at - 61000 WHERE email = ?1').bind(address).run();
    const again = (await (await askCode(address.toUpperCase())).json()) as Issued;
    const second = await verify(again.challengeId, await codeFromOutbox(address));
    expect(await second.json()).toEqual({ ok: true, newUser: false });
  });

  it('records the marketing choice a new user makes after the code, and only for a proven owner', async () => {
    const address = email();
    const { challengeId } = (await (await askCode(address, freshIp(), { marketingConsent: undefined })).json()) as Issued;
    const cookies: Cookies = new Map();
    keepCookies(cookies, await verify(challengeId, await codeFromOutbox(address), { cookies }));
    const consent = (value: unknown, jar?: Cookies) => json('/api/account/consents', 'POST', { marketingConsent: value }, { cookies: jar, ip: freshIp() });
    expect((await consent(false)).status).toBe(401);
    expect((await consent('yes', cookies)).status).toBe(400);
    expect((await consent(false, cookies)).status).toBe(200);
    const contact = await env.DB.prepare('SELECT marketing_consent FROM contacts WHERE email = ?1').bind(address).first<{ marketing_consent: number }>();
    expect(contact?.marketing_consent).toBe(0);
  });

  it('a new code replaces the previous one', async () => {
    const address = email();
    const first = (await (await askCode(address)).json()) as Issued;
    const firstCode = await codeFromOutbox(address);
    await env.DB.prepare('UPDATE one_time_codes SET created_at = created_at - 61000 WHERE id = ?1').bind(first.challengeId).run();
    const second = (await (await askCode(address, freshIp())).json()) as Issued;
    expect(second.challengeId).not.toBe(first.challengeId);
    expect((await verify(first.challengeId, firstCode)).status).toBe(410);
  });

  it.each([
    ['a malformed challenge id', { challengeId: 'x', code: '123456' }],
    ['a code of letters', { challengeId: crypto.randomUUID(), code: 'abcdef' }],
    ['a code too long', { challengeId: crypto.randomUUID(), code: '1234567' }],
  ])('answers 400 for %s', async (_label, body) => {
    const res = await json('/api/account/codes/verify', 'POST', body, { ip: freshIp() });
    expect(res.status).toBe(400);
  });

  it('an unknown challenge is expired, not an error', async () => {
    const res = await verify(crypto.randomUUID().replace(/^(.{14})./, '$14'), '123456');
    expect(res.status).toBe(410);
  });
});

describe('development outbox', () => {
  it('is refused in production', async () => {
    const res = await call('/__dev/outbox.json', { vars: { ENVIRONMENT: 'production' } });
    expect(res.status).toBe(404);
    expect((await call('/__dev/outbox', { vars: { ENVIRONMENT: 'production' } })).status).toBe(404);
  });
});

describe('email provider (EMAIL_PROVIDER=http)', () => {
  afterEach(() => vi.restoreAllMocks());

  it('writes the outbox first, then posts the email to the provider and marks it sent', async () => {
    const sent: { url: string; body: Record<string, unknown>; auth: string | null }[] = [];
    const original = globalThis.fetch;
    vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
      const request = new Request(input as RequestInfo, init);
      if (!request.url.startsWith('https://mail.example/')) return original(request);
      sent.push({ url: request.url, body: (await request.json()) as Record<string, unknown>, auth: request.headers.get('authorization') });
      return new Response('{}', { status: 202 });
    });
    const address = email();
    const vars = { EMAIL_PROVIDER: 'http', EMAIL_API_URL: 'https://mail.example/send', EMAIL_API_KEY: 'k-123' } as Partial<Env>;
    const res = await json('/api/account/codes', 'POST', { email: address, purpose: 'alert', privacyAccepted: true }, { ip: freshIp(), vars });
    expect(res.status).toBe(200);
    expect(sent).toHaveLength(1);
    expect(sent[0]!.body).toMatchObject({ to: address, from: env.EMAIL_FROM });
    expect(String(sent[0]!.body.subject)).toMatch(/^Il tuo codice Caravan: \d{6}$/);
    expect(sent[0]!.auth).toBe('Bearer k-123');
    const row = await env.DB.prepare('SELECT status, attempts FROM email_outbox WHERE to_address = ?1').bind(address).first();
    expect(row).toEqual({ status: 'sent', attempts: 1 });
  });

  it('a provider failure leaves the email pending for the cron job to retry', async () => {
    const original = globalThis.fetch;
    vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
      const request = new Request(input as RequestInfo, init);
      if (request.url.startsWith('https://mail.example/')) return new Response('down', { status: 503 });
      return original(request);
    });
    const address = email();
    const vars = { EMAIL_PROVIDER: 'http', EMAIL_API_URL: 'https://mail.example/send' } as Partial<Env>;
    expect((await json('/api/account/codes', 'POST', { email: address, purpose: 'alert', privacyAccepted: true }, { ip: freshIp(), vars })).status).toBe(200);
    const row = await env.DB.prepare('SELECT status, attempts FROM email_outbox WHERE to_address = ?1').bind(address).first();
    expect(row).toEqual({ status: 'pending', attempts: 1 });
  });
});
