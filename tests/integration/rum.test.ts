import { describe, expect, it, vi } from 'vitest';
import { inFreshWindow } from '../lib/time';
import { get } from './helpers';

const beacon = { pageType: 'travel', metrics: [{ name: 'LCP', value: 1834.5, rating: 'good', navigationType: 'navigate' }] };

function post(body: string, headers: Record<string, string> = {}, ip = '198.51.100.7') {
  return get('it', '/api/rum', { method: 'POST', body, headers: { 'content-type': 'application/json', 'cf-connecting-ip': ip, ...headers } });
}

describe('POST /api/rum (real-user vitals)', () => {
  it('a valid beacon is taken (204) and, outside production, written to the JSON log with the market', async () => {
    const lines: string[] = [];
    const spy = vi.spyOn(console, 'log').mockImplementation((line: unknown) => void lines.push(String(line)));
    const res = await post(JSON.stringify({ ...beacon, metrics: [...beacon.metrics, { name: 'CLS', value: 0.012, rating: 'good' }, { name: 'INP', value: 96, rating: 'good' }] }));
    spy.mockRestore();
    expect(res.status).toBe(204);
    const points = lines.map((line) => JSON.parse(line) as Record<string, unknown>).filter((line) => line.msg === 'rum');
    expect(points.map((p) => [p.metric, p.pageType, p.market, p.value])).toEqual([
      ['LCP', 'travel', 'it', 1834.5],
      ['CLS', 'travel', 'it', 0.012],
      ['INP', 'travel', 'it', 96],
    ]);
  });

  it('sendBeacon bodies (text/plain) are read too', async () => {
    expect((await post(JSON.stringify(beacon), { 'content-type': 'text/plain;charset=UTF-8' }, '198.51.100.8')).status).toBe(204);
  });

  it('invalid beacons are a 400, never stored', async () => {
    const lines: string[] = [];
    const spy = vi.spyOn(console, 'log').mockImplementation((line: unknown) => void lines.push(String(line)));
    for (const body of [
      '',
      'not json',
      '[]',
      '{}',
      JSON.stringify({ ...beacon, pageType: 'admin' }),
      JSON.stringify({ ...beacon, metrics: [] }),
      JSON.stringify({ ...beacon, metrics: [{ name: 'FID', value: 10, rating: 'good' }] }),
      JSON.stringify({ ...beacon, metrics: [{ name: 'LCP', value: -1, rating: 'good' }] }),
      JSON.stringify({ ...beacon, metrics: [{ name: 'LCP', value: 1e12, rating: 'good' }] }),
      JSON.stringify({ ...beacon, metrics: [{ name: 'CLS', value: 'NaN', rating: 'good' }] }),
      JSON.stringify({ ...beacon, metrics: [{ name: 'LCP', value: 100, rating: 'great' }] }),
      JSON.stringify({ ...beacon, email: 'someone@example.com' }),
      JSON.stringify({ ...beacon, metrics: Array.from({ length: 4 }, () => beacon.metrics[0]) }),
    ]) {
      const res = await post(body, {}, '198.51.100.9');
      expect(res.status, body).toBe(400);
    }
    spy.mockRestore();
    expect(lines.some((line) => line.includes('"msg":"rum"'))).toBe(false);
  });

  it('hostile requests are a 4xx: an oversized body (413), a flood from one address (429), the wrong method', { timeout: 90_000 }, async () => {
    expect((await post(JSON.stringify({ ...beacon, padding: 'x'.repeat(4096) }), {}, '198.51.100.10')).status).toBe(413);
    expect((await get('it', '/api/rum')).status).toBeGreaterThanOrEqual(400);
    const statuses: number[] = [];
    await inFreshWindow();
    for (let i = 0; i < 70; i++) statuses.push((await post(JSON.stringify(beacon), {}, '203.0.113.66')).status);
    expect(statuses.slice(0, 60).every((status) => status === 204)).toBe(true);
    expect(statuses.slice(60).every((status) => status === 429)).toBe(true);
    // Another address is not limited by that flood.
    expect((await post(JSON.stringify(beacon), {}, '203.0.113.67')).status).toBe(204);
  });
});
