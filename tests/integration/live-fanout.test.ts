// No client turns GET /api/tours/live into an amplifier of the upstream (issue 34 item 4):
// identical reads share one upstream call (in flight, then a few seconds of micro-cache), and
// each visitor has a rate limit (429 with Retry-After and a localised body). The upstream is
// faked at the network edge (./faultUpstream.ts) and counts the calls it receives.
import { env } from 'cloudflare:test';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resources } from '../../markets/locales';
import { clearSharedReads, microCacheMs } from '../../worker/data/sharedRead';
import { call, freshIp } from './account.helpers';
import { FaultUpstream } from './faultUpstream';
import { inFreshWindow } from '../lib/time';

async function upcomingTourIds(n: number): Promise<number[]> {
  const { results } = await env.DB.prepare(
    `SELECT t.id FROM tours t WHERE t.starting_date > date('now') AND t.is_published = 1 ORDER BY t.id LIMIT ?1`,
  )
    .bind(n)
    .all<{ id: number }>();
  return results.map((row) => row.id);
}

let upstream: FaultUpstream;

beforeEach(() => {
  clearSharedReads();
  upstream = new FaultUpstream().install();
  vi.spyOn(console, 'log').mockImplementation(() => {});
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});

afterEach(() => vi.restoreAllMocks());

function live(ids: readonly number[], ip: string, host = 'http://it.localhost') {
  return call(`${host}/api/tours/live?ids=${ids.join(',')}`, { ip, vars: { API_BASE_URL: upstream.base } });
}

describe('GET /api/tours/live in upstream mode', () => {
  it('100 calls, 50 of them identical, ask the upstream at most once per distinct question', async () => {
    const ids = await upcomingTourIds(53);
    const same = ids.slice(0, 3);
    // 50 identical questions (half of them in another order: the same question) and 50 distinct ones.
    const questions = [
      ...Array.from({ length: 50 }, (_, i) => (i % 2 ? [...same].reverse() : same)),
      ...ids.slice(3).map((id) => [id]),
    ];
    const distinct = new Set(questions.map((q) => [...q].sort((a, b) => a - b).join(','))).size;
    expect(distinct).toBe(51);
    const visitors = Array.from({ length: 10 }, () => freshIp());
    const answers = await Promise.all(questions.map((q, i) => live(q, visitors[i % visitors.length]!)));
    expect(answers.map((a) => a.status)).toEqual(questions.map(() => 200));
    const bodies = (await Promise.all(answers.slice(0, 50).map((a) => a.json()))) as { tours: { id: number }[] }[];
    for (const body of bodies) expect(body.tours.map((t) => t.id).sort((a, b) => a - b)).toEqual([...same].sort((a, b) => a - b));
    expect(upstream.count('/tours')).toBeLessThanOrEqual(distinct);

    // Asked again within the micro-cache: no new upstream call; after it: one.
    const asked = upstream.count('/tours');
    expect((await live(same, visitors[0]!)).status).toBe(200);
    expect(upstream.count('/tours')).toBe(asked);
    const now = Date.now();
    vi.spyOn(Date, 'now').mockImplementation(() => now + microCacheMs + 1000);
    expect((await live(same, visitors[0]!)).status).toBe(200);
    expect(upstream.count('/tours')).toBe(asked + 1);
  });

  it('a failed read is not kept: the next question asks again', async () => {
    const [id] = await upcomingTourIds(1);
    upstream.fault = '500';
    const ip = freshIp();
    expect((await live([id!], ip)).status).toBe(503);
    upstream.fault = null;
    expect((await live([id!], ip)).status).toBe(200);
    expect(upstream.count('/tours')).toBe(2);
  });

  it('a flood from one visitor gets 429 with Retry-After and a localised body, while another visitor is served', { timeout: 90_000 }, async () => {
    const ids = await upcomingTourIds(2);
    const flooder = freshIp();
    const statuses: number[] = [];
    let refused: Response | null = null;
    await inFreshWindow();
    for (let i = 0; i < 140 && !refused; i++) {
      const answer = await live(ids, flooder);
      statuses.push(answer.status);
      if (answer.status === 429) refused = answer;
    }
    expect(refused).not.toBeNull();
    expect(statuses.filter((s) => s === 200).length).toBeGreaterThanOrEqual(100);
    expect(refused!.headers.get('retry-after')).toBe('60');
    expect(refused!.headers.get('cache-control')).toBe('no-store');
    expect(await refused!.json()).toEqual({ success: false, error: { code: 'rateLimited', message: resources.it.otp.rateLimited } });
    // The flooder in another market reads its own language.
    const german = await live(ids, flooder, 'http://de.localhost');
    expect(german.status).toBe(429);
    expect(((await german.json()) as { error: { message: string } }).error.message).toBe(resources.de.otp.rateLimited);

    expect((await live(ids, freshIp())).status).toBe(200);
  });
});
