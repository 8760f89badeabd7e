// Issue 38: with ENVIRONMENT=production, a worker missing a required secret, or holding the
// example value of .dev.vars.example, or a REPLACE_WITH_… placeholder of wrangler.toml, serves
// nothing half-configured: every page a plain 503, and one structured log line naming the
// settings (never their values). In workerd, the whole worker with an env override.
import { createExecutionContext, createScheduledController, env, waitOnExecutionContext } from 'cloudflare:test';
import { afterEach, describe, expect, it, vi } from 'vitest';
import worker from '../../worker/index';
import { warmCursorKey } from '../../worker/routes/warm';
import { call } from './account.helpers';

const production = {
  ENVIRONMENT: 'production',
  OPS_TOKEN: 'a-real-ops-token-9f3c1e',
  SESSION_SECRET: 'a-real-session-secret-0123456789abcdefghijklmnopqrstuv',
  OIDC_CLIENT_SECRET: 'a-real-client-secret-77a1',
} as Partial<Env>;

function errorLines(spy: { mock: { calls: unknown[][] } }) {
  return spy.mock.calls
    .map((args) => String(args[0]))
    .filter((line) => line.includes('production configuration'))
    .map((line) => JSON.parse(line) as { level: string; msg: string; settings: { setting: string; problem: string }[] });
}

describe('production configuration', () => {
  afterEach(() => vi.restoreAllMocks());

  it('a missing secret: every page, asset route and API answers a plain 503, one log line names it', async () => {
    const spy = vi.spyOn(console, 'error').mockImplementation(() => {});
    const vars = { ...production, SESSION_SECRET: '' };
    for (const path of ['/', '/viaggi', '/api/travels', '/robots.txt', '/login', '/__dev/outbox']) {
      const res = await call(path, { vars });
      expect(res.status, path).toBe(503);
      expect(res.headers.get('content-type')).toMatch(/^text\/plain/);
      expect(await res.text()).not.toMatch(/<html/i);
    }
    const lines = errorLines(spy);
    expect(lines).toHaveLength(1);
    expect(lines[0]!.level).toBe('error');
    expect(lines[0]!.settings).toEqual([{ setting: 'SESSION_SECRET', problem: 'missing' }]);
  });

  it('example values and placeholders are named, their values never logged', async () => {
    const spy = vi.spyOn(console, 'error').mockImplementation(() => {});
    const vars = {
      ...production,
      OPS_TOKEN: 'dev-ops-token',
      OIDC_CLIENT_SECRET: 'dev-client-secret',
      OIDC_ISSUER: 'https://REPLACE_WITH_IDENTITY_PROVIDER.example',
    } as Partial<Env>;
    expect((await call('/', { vars })).status).toBe(503);
    expect((await call('/it/contatti', { vars })).status).toBe(503);
    const lines = errorLines(spy);
    expect(lines).toHaveLength(1);
    expect(lines[0]!.settings).toEqual([
      { setting: 'OPS_TOKEN', problem: 'example value' },
      { setting: 'OIDC_CLIENT_SECRET', problem: 'example value' },
      { setting: 'OIDC_ISSUER', problem: 'placeholder' },
    ]);
    const logged = spy.mock.calls.map((args) => String(args[0])).join('\n');
    expect(logged).not.toContain('dev-ops-token');
    expect(logged).not.toContain('dev-client-secret');
    expect(logged).not.toContain('REPLACE_WITH_IDENTITY_PROVIDER');
  });

  it('the cron trigger runs no job half-configured (no alert email to a placeholder provider, no pruning), and runs them configured', async () => {
    const cron = async (vars: Partial<Env>) => {
      const ctx = createExecutionContext();
      await worker.scheduled!(createScheduledController({ scheduledTime: Date.now(), cron: '*/15 * * * *' }), { ...env, ...vars } as Env, ctx);
      await waitOnExecutionContext(ctx);
    };
    const info = vi.spyOn(console, 'log').mockImplementation(() => {});
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const pruned = () => info.mock.calls.filter((args) => String(args[0]).includes('sessions pruned')).length;

    await cron({ ...production, OPS_TOKEN: '', EMAIL_API_URL: 'https://REPLACE_WITH_YOUR_EMAIL_API/send' });
    expect(pruned()).toBe(0);
    const lines = errorLines(error);
    expect(lines).toHaveLength(1);
    expect(lines[0]!.settings).toEqual([{ setting: 'OPS_TOKEN', problem: 'missing' }, { setting: 'EMAIL_API_URL', problem: 'placeholder' }]);

    // Configured: the jobs run, then the page cache's warm, each market on its own production
    // host for PAGE_WARM_SECONDS (one here; 20 in production).
    await cron({ ...production, PAGE_WARM_SECONDS: '1' });
    expect(pruned()).toBe(1);
    const warmed = info.mock.calls.map((args) => String(args[0])).filter((line) => line.includes('pages warmed')).map((line) => JSON.parse(line) as { market: string; rendered: number });
    expect(warmed.map((line) => line.market)).toEqual(['it', 'us', 'we', 'es', 'fr', 'de']);
    expect(warmed.every((line) => line.rendered > 0)).toBe(true);
    // "0": no warm on the cron.
    await cron({ ...production, PAGE_WARM_SECONDS: '0' });
    expect(pruned()).toBe(2);
    expect(info.mock.calls.filter((args) => String(args[0]).includes('pages warmed'))).toHaveLength(6);
    // Each run keeps where it stopped (the start again once its plan is done), and the next run
    // goes on from there.
    const [it] = info.mock.calls.map((args) => String(args[0])).filter((line) => line.includes('pages warmed')).map((line) => JSON.parse(line) as { next: number | null });
    expect(await env.FLAGS.get(warmCursorKey('it'))).toBe(String(it!.next ?? 0));
    await env.FLAGS.put(warmCursorKey('it'), '5');
    const before = info.mock.calls.length;
    await cron({ ...production, PAGE_WARM_SECONDS: '1' });
    const next = info.mock.calls.slice(before).map((args) => String(args[0])).filter((line) => line.includes('pages warmed')).map((line) => JSON.parse(line) as { market: string; from: number });
    expect(next.find((line) => line.market === 'it')?.from).toBe(5);
    expect(next.find((line) => line.market === 'us')?.from).toBeGreaterThanOrEqual(0);
  });

  it('a short session secret is unsafe', async () => {
    const spy = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect((await call('/', { vars: { ...production, SESSION_SECRET: 'short-secret' } })).status).toBe(503);
    expect(errorLines(spy)[0]!.settings).toEqual([{ setting: 'SESSION_SECRET', problem: 'too short' }]);
  });

  it('configured, production serves', async () => {
    // robots.txt: a first page render leaves background work this harness waits 30 s for;
    // the guard is the same for every path.
    const res = await call('/robots.txt', { vars: production });
    expect(res.status).toBe(200);
    expect(await res.text()).toMatch(/User-agent/i);
  });

  it('outside production the example values are what `npm start` runs with', async () => {
    const res = await call('/robots.txt', { vars: { ENVIRONMENT: 'development', OPS_TOKEN: 'dev-ops-token', OIDC_CLIENT_SECRET: 'dev-client-secret' } as Partial<Env> });
    expect(res.status).toBe(200);
  });
});
