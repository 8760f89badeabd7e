// Notify-me alerts (issue 6 §5, §6): alert types decided by the server from the tour status
// (SPEC §4), sign-up rules (privacy, optional phone as SPEC §5), deactivation with a reason,
// the scheduled job writing one email per change with a signed one-click unsubscribe link,
// and its idempotency (a rerun writes nothing twice). Contract suite: sign-up and job run against
// both catalogue sources, the embedded D1 one and the upstream API (API_BASE_URL, answered by this
// worker's own /api over the seeded D1: ./faultUpstream.ts), and an unavailable upstream loses nothing.
import { createExecutionContext, createScheduledController, env, waitOnExecutionContext } from 'cloudflare:test';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import worker from '../../worker/index';
import { runAlertJob } from '../../worker/alerts/job';
import { clearIsolateCache } from '../../worker/data/isolateCache';
import { call, FakeIdp, freshIp, json, login, newUser, type Cookies } from './account.helpers';
import { FaultUpstream } from './faultUpstream';

const idp = new FakeIdp();
/** The upstream catalogue API: this worker's /api over the same D1 (healthy unless a test breaks it). */
const upstream = new FaultUpstream();
let user: Cookies;
let userEmail: string;

beforeAll(async () => {
  await idp.start();
  upstream.install();
  const person = newUser({ firstName: 'Alerta' });
  userEmail = person.email;
  user = (await login(idp, person)).cookies;
});
afterAll(() => idp.stop());

/** Every sign-up and job test runs with each catalogue source: the vars a request or the job gets. */
const sources: [string, Partial<Env>][] = [
  ['embedded', {}],
  ['upstream', { API_BASE_URL: upstream.base }],
];

const envWith = (vars: Partial<Env>): Env => ({ ...env, ...vars });

interface TourRow {
  id: number;
  travelId: number;
  status: string;
  price: number;
}

/** A travel of its own for a test (the job looks at whole travels). */
async function freshTravel(status: string): Promise<TourRow> {
  const row = await env.DB.prepare(
    `SELECT t.id, t.travel_id AS travelId, t.sales_status AS status, t.price_eur AS price FROM tours t
     WHERE t.sales_status = ?1 AND t.starting_date > date('now') AND t.is_published = 1
       AND t.travel_id NOT IN (SELECT travel_id FROM alert_subscriptions)
     ORDER BY t.id LIMIT 1`,
  )
    .bind(status)
    .first<TourRow>();
  if (!row) throw new Error(`no free travel with a ${status} tour`);
  return row;
}

async function signUp(cookies: Cookies, body: Record<string, unknown>, vars: Partial<Env> = {}) {
  return json('/api/alerts', 'POST', { privacyAccepted: true, ...body }, { cookies, ip: freshIp(), vars });
}

async function alertEmails(to: string): Promise<{ subject: string; text: string; headers: Record<string, string> }[]> {
  const res = await call(`/__dev/outbox.json?to=${encodeURIComponent(to)}&kind=alert&limit=200`);
  return ((await res.json()) as { emails: { subject: string; text: string; headers: Record<string, string> }[] }).emails;
}

describe.each(sources)('alert types (SPEC §4): %s catalogue', (_source, vars) => {
  it.each([
    ['PLANNED', ['TOUR_CONFIRMED', 'PRICE_DROPPED']],
    ['ALMOST_CONFIRMED', ['TOUR_CONFIRMED', 'PRICE_DROPPED']],
    ['CONFIRMED', ['PRICE_DROPPED']],
    ['ALMOST_FULL', ['PRICE_DROPPED']],
    ['WAITING_LIST', ['PRICE_DROPPED']],
  ])('a %s tour gives %j', async (status, types) => {
    const tour = await freshTravel(status);
    const res = await signUp(user, { travelId: tour.travelId, tourId: tour.id }, vars);
    expect(res.status).toBe(200);
    const { alert } = (await res.json()) as { alert: { types: string[]; status: string; tourId: number } };
    expect(alert.types).toEqual(types);
    expect(alert.status).toBe('active');
    expect(alert.tourId).toBe(tour.id);
  });

  it('no tour means STOCKOUT_TRAVEL (new departures)', async () => {
    const tour = await freshTravel('CONFIRMED');
    const { alert } = (await (await signUp(user, { travelId: tour.travelId }, vars)).json()) as { alert: { types: string[]; tourId: number | null } };
    expect(alert.types).toEqual(['STOCKOUT_TRAVEL']);
    expect(alert.tourId).toBeNull();
  });

  it('ignores types sent by the browser', async () => {
    const tour = await freshTravel('CONFIRMED');
    const res = await signUp(user, { travelId: tour.travelId, tourId: tour.id, types: ['TOUR_CONFIRMED'] }, vars);
    expect(res.status).toBe(400); // unknown field: strict schema
  });

  it('404 for a tour of another travel or an unknown one', async () => {
    const a = await freshTravel('PLANNED');
    const b = await env.DB.prepare('SELECT id FROM tours WHERE travel_id != ?1 LIMIT 1').bind(a.travelId).first<{ id: number }>();
    expect((await signUp(user, { travelId: a.travelId, tourId: b!.id }, vars)).status).toBe(404);
    expect((await signUp(user, { travelId: 999999999 }, vars)).status).toBe(404);
  });
});

describe.each(sources)('sign-up rules: %s catalogue', (_source, vars) => {
  it('needs privacy and terms', async () => {
    const tour = await freshTravel('PLANNED');
    const res = await json('/api/alerts', 'POST', { travelId: tour.travelId, tourId: tour.id, privacyAccepted: false }, { cookies: user, ip: freshIp(), vars });
    expect(res.status).toBe(400);
  });

  it.each(['+39 333 1234567', '(39) 333 1234567', '333-1234567', '', undefined])('accepts the phone %j', async (phone) => {
    const tour = await freshTravel('PLANNED');
    expect((await signUp(user, { travelId: tour.travelId, tourId: tour.id, phone }, vars)).status).toBe(200);
  });

  it.each(['abc', '12', '+39 333 1234567 ext 9', '<script>', '1'.repeat(40)])('refuses the phone %j with "invalid phone"', async (phone) => {
    const tour = await freshTravel('PLANNED');
    const res = await signUp(user, { travelId: tour.travelId, tourId: tour.id, phone }, vars);
    expect(res.status).toBe(400);
    expect(((await res.json()) as { message: string }).message).toBe('Numero di telefono non valido');
  });

  it('needs an owner (sign-in or a proven email)', async () => {
    const tour = await freshTravel('PLANNED');
    expect((await json('/api/alerts', 'POST', { travelId: tour.travelId, tourId: tour.id, privacyAccepted: true }, { ip: freshIp(), vars })).status).toBe(401);
  });
});

describe.each(sources)('deactivation: %s catalogue', (_source, vars) => {
  it('asks a reason; OTHER needs free text; another user cannot touch it', async () => {
    const tour = await freshTravel('PLANNED');
    const { alert } = (await (await signUp(user, { travelId: tour.travelId, tourId: tour.id }, vars)).json()) as { alert: { id: string } };
    const path = `/api/alerts/${alert.id}/deactivate`;
    expect((await json(path, 'POST', {}, { cookies: user })).status).toBe(400);
    expect((await json(path, 'POST', { reason: 'OTHER' }, { cookies: user })).status).toBe(400);
    expect((await json(path, 'POST', { reason: 'OTHER', text: '   ' }, { cookies: user })).status).toBe(400);
    expect((await json(path, 'POST', { reason: 'BORED' }, { cookies: user })).status).toBe(400);
    const other = (await login(idp, newUser())).cookies;
    expect((await json(path, 'POST', { reason: 'TOO_MANY_NOTIFICATIONS' }, { cookies: other })).status).toBe(404);
    const ok = await json(path, 'POST', { reason: 'OTHER', text: ' I booked another trip ' }, { cookies: user });
    expect(ok.status).toBe(200);
    const row = await env.DB.prepare('SELECT status, removal_reason, removal_text FROM alert_subscriptions WHERE id = ?1').bind(alert.id).first();
    expect(row).toEqual({ status: 'inactive', removal_reason: 'OTHER', removal_text: 'I booked another trip' });
    // Activate again.
    const again = await json(`/api/alerts/${alert.id}/activate`, 'POST', {}, { cookies: user });
    expect(((await again.json()) as { alert: { status: string } }).alert.status).toBe('active');
  });

  it.each(['TOO_MANY_NOTIFICATIONS', 'NOT_INTERESTED_IN_CONTENT', 'NO_LONGER_INTERESTED_IN_TOUR'])('accepts the reason %s (its text dropped)', async (reason) => {
    const tour = await freshTravel('CONFIRMED');
    const { alert } = (await (await signUp(user, { travelId: tour.travelId, tourId: tour.id }, vars)).json()) as { alert: { id: string } };
    expect((await json(`/api/alerts/${alert.id}/deactivate`, 'POST', { reason }, { cookies: user })).status).toBe(200);
  });
});

describe.each(sources)('the alert job (cron trigger): %s catalogue', (_source, vars) => {
  it('writes one email per change and subscriber, with a signed one-click unsubscribe link; a rerun writes nothing', async () => {
    const planned = await freshTravel('PLANNED');
    const { alert } = (await (await signUp(user, { travelId: planned.travelId, tourId: planned.id }, vars)).json()) as { alert: { id: string } };
    await runAlertJob(envWith(vars)); // baseline run: nothing changed yet
    const before = (await alertEmails(userEmail)).length;

    // The departure is confirmed and its price drops: two changes, two emails.
    await env.DB.prepare("UPDATE tours SET sales_status = 'CONFIRMED', price_eur = price_eur - 10000 WHERE id = ?1").bind(planned.id).run();
    const ctx = createExecutionContext();
    await worker.scheduled!(createScheduledController({ scheduledTime: Date.now(), cron: '*/15 * * * *' }), envWith(vars), ctx);
    await waitOnExecutionContext(ctx);
    const emails = await alertEmails(userEmail);
    expect(emails.length - before).toBe(2);
    const subjects = emails.slice(0, 2).map((e) => e.subject).sort();
    expect(subjects[0]).toMatch(/^Confermata: /);
    expect(subjects[1]).toMatch(/^Prezzo in calo: /);
    const unsubscribe = emails[0]!.headers['List-Unsubscribe']!.slice(1, -1);
    expect(emails[0]!.headers['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
    expect(emails[0]!.text).toContain(unsubscribe);

    // Reruns (and an overlapping run) write nothing twice.
    await Promise.all([runAlertJob(envWith(vars)), runAlertJob(envWith(vars))]);
    await runAlertJob(envWith(vars));
    expect((await alertEmails(userEmail)).length - before).toBe(2);

    // One-click unsubscribe: GET only shows a button (mail scanners), POST stops the alerts.
    const url = new URL(unsubscribe);
    const page = await call(url.pathname + url.search);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('method="post"');
    let row = await env.DB.prepare('SELECT status FROM alert_subscriptions WHERE id = ?1').bind(alert.id).first<{ status: string }>();
    expect(row?.status).toBe('active');
    const oneClick = await call(url.pathname + url.search, {
      method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: 'List-Unsubscribe=One-Click',
    });
    expect(oneClick.status).toBe(200);
    row = await env.DB.prepare('SELECT status FROM alert_subscriptions WHERE id = ?1').bind(alert.id).first<{ status: string }>();
    expect(row?.status).toBe('inactive');

    // A tampered signature is refused.
    const forged = new URL(unsubscribe);
    forged.searchParams.set('sig', `${forged.searchParams.get('sig')!.slice(0, -2)}xx`);
    expect((await call(forged.pathname + forged.search, { method: 'POST' })).status).toBe(400);

    // Unsubscribed: a further drop sends nothing.
    await env.DB.prepare('UPDATE tours SET price_eur = price_eur - 5000 WHERE id = ?1').bind(planned.id).run();
    await runAlertJob(envWith(vars));
    expect((await alertEmails(userEmail)).length - before).toBe(2);
  });

  it('announces a new departure to STOCKOUT_TRAVEL subscribers once', async () => {
    const tour = await freshTravel('CONFIRMED');
    await signUp(user, { travelId: tour.travelId }, vars);
    await runAlertJob(envWith(vars));
    const before = (await alertEmails(userEmail)).length;
    const newId = 900_000_000 + Math.floor(Math.random() * 1_000_000);
    await env.DB.prepare(
      `INSERT INTO tours (id, travel_id, code, starting_date, ending_date, sales_status, base_price_eur, base_price_usd, base_price_gbp,
         price_eur, price_usd, price_gbp, min_seats, max_seats, balance_due_date, days, continent_id, travel_style, travel_type, cost_center)
       SELECT ?2, travel_id, ?3, date('now', '+200 days'), date('now', '+210 days'), 'PLANNED', base_price_eur, base_price_usd, base_price_gbp,
         price_eur, price_usd, price_gbp, min_seats, max_seats, date('now', '+169 days'), days, continent_id, travel_style, travel_type, cost_center
       FROM tours WHERE id = ?1`,
    )
      .bind(tour.id, newId, `NEW-${newId}`)
      .run();
    await runAlertJob(envWith(vars));
    await runAlertJob(envWith(vars));
    const emails = await alertEmails(userEmail);
    expect(emails.length - before).toBe(1);
    expect(emails[0]!.subject).toMatch(/^Nuova partenza: /);
  });

  it('a price rise or an unchanged tour sends nothing', async () => {
    const tour = await freshTravel('CONFIRMED');
    await signUp(user, { travelId: tour.travelId, tourId: tour.id }, vars);
    await runAlertJob(envWith(vars));
    const before = (await alertEmails(userEmail)).length;
    await env.DB.prepare('UPDATE tours SET price_eur = price_eur + 10000 WHERE id = ?1').bind(tour.id).run();
    await runAlertJob(envWith(vars));
    expect((await alertEmails(userEmail)).length).toBe(before);
  });
});

describe('upstream catalogue: read through API_BASE_URL, and an outage loses nothing', () => {
  it('the job reads departures and titles through the upstream: emails name the trip in the subscriber’s language', async () => {
    const tour = await freshTravel('PLANNED');
    const vars = { API_BASE_URL: upstream.base };
    const res = await call('http://de.localhost/api/alerts', {
      method: 'POST', cookies: user, ip: freshIp(), vars,
      headers: { 'content-type': 'application/json', origin: 'http://de.localhost', 'sec-fetch-site': 'same-origin' },
      body: JSON.stringify({ travelId: tour.travelId, tourId: tour.id, privacyAccepted: true }),
    });
    expect(res.status).toBe(200);
    await runAlertJob(envWith(vars));
    const before = (await alertEmails(userEmail)).length;
    const toursCalls = upstream.count('/tours');
    const travelsCalls = upstream.count('/travels');
    await env.DB.prepare("UPDATE tours SET sales_status = 'CONFIRMED' WHERE id = ?1").bind(tour.id).run();
    await runAlertJob(envWith(vars));
    expect(upstream.count('/tours')).toBeGreaterThan(toursCalls);
    // German titles: one travels call for the language of the email.
    expect(upstream.count('/travels')).toBe(travelsCalls + 1);
    const emails = await alertEmails(userEmail);
    expect(emails.length - before).toBe(1);
    const title = await env.DB.prepare("SELECT title FROM travel_translations WHERE travel_id = ?1 AND language = 'de'").bind(tour.travelId).first<{ title: string }>();
    expect(emails[0]!.subject).toMatch(/^Bestätigt: /);
    expect(emails[0]!.subject).toContain(title!.title);
  });

  it('sign-up answers 503 (not 404) while the upstream fails, and records nothing', async () => {
    const broken = new FaultUpstream().install();
    broken.fault = '500';
    clearIsolateCache();
    const tour = await freshTravel('PLANNED');
    for (const body of [{ travelId: tour.travelId, tourId: tour.id }, { travelId: tour.travelId }]) {
      const res = await signUp(user, body, { API_BASE_URL: broken.base });
      expect(res.status).toBe(503);
      expect(res.headers.get('retry-after')).toBe('30');
      expect(((await res.json()) as { error: string }).error).toBe('catalogueUnavailable');
    }
    expect(broken.count('/tours')).toBeGreaterThan(0);
    const saved = await env.DB.prepare('SELECT COUNT(*) AS n FROM alert_subscriptions WHERE travel_id = ?1').bind(tour.travelId).first<{ n: number }>();
    expect(saved?.n).toBe(0);
  });

  it('the job skips a travel whose catalogue read failed (no false change) and announces the change once the upstream is back', async () => {
    const flaky = new FaultUpstream().install();
    const vars = { API_BASE_URL: flaky.base };
    const planned = await freshTravel('PLANNED');
    expect((await signUp(user, { travelId: planned.travelId, tourId: planned.id }, vars)).status).toBe(200);
    await runAlertJob(envWith(vars));
    const before = (await alertEmails(userEmail)).length;
    await env.DB.prepare("UPDATE tours SET sales_status = 'CONFIRMED', price_eur = price_eur - 10000 WHERE id = ?1").bind(planned.id).run();

    for (const fault of ['500', 'malformed', 'reset'] as const) {
      flaky.fault = fault;
      const report = await runAlertJob(envWith(vars));
      expect(report.skipped).toBeGreaterThanOrEqual(1);
      expect(report.changes).toBe(0);
      expect((await alertEmails(userEmail)).length).toBe(before);
      const snapshot = await env.DB.prepare('SELECT sales_status AS status, price_eur AS price FROM alert_tour_snapshots WHERE tour_id = ?1').bind(planned.id).first();
      expect(snapshot).toEqual({ status: 'PLANNED', price: planned.price });
    }

    flaky.fault = null;
    const report = await runAlertJob(envWith(vars));
    expect(report.skipped).toBe(0);
    await runAlertJob(envWith(vars));
    const emails = await alertEmails(userEmail);
    expect(emails.length - before).toBe(2);
    expect(emails.slice(0, 2).map((e) => e.subject).sort()[0]).toMatch(/^Confermata: /);
  });
});
