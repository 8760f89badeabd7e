// Issue 12 item 5: a visitor who left before their page was rendered costs no render and no
// error. With the enable_request_signal flag, request.signal aborts when the connection goes;
// the render stops, the request log says 499 (client closed request) and no error is logged.
import { createExecutionContext, env, waitOnExecutionContext } from 'cloudflare:test';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createApp } from '../../worker/app';
import { fragmentHeader } from '../../shared/fragment';
import { hosts } from './helpers';

const app = createApp();

afterEach(() => {
  vi.restoreAllMocks();
});

async function abandoned(path: string, headers: Record<string, string> = {}): Promise<{ status: number; errors: string[]; infos: string[] }> {
  const errors: string[] = [];
  const infos: string[] = [];
  vi.spyOn(console, 'error').mockImplementation((line: unknown) => void errors.push(String(line)));
  vi.spyOn(console, 'log').mockImplementation((line: unknown) => void infos.push(String(line)));
  const controller = new AbortController();
  controller.abort(new Error('Network connection lost.'));
  const ctx = createExecutionContext();
  const response = await app.request(`http://${hosts.it}${path}`, { signal: controller.signal, headers }, env, ctx);
  await response.body?.cancel();
  await waitOnExecutionContext(ctx);
  return { status: response.status, errors, infos };
}

describe('a visitor who left', () => {
  it('a page: no render, 499 in the request log, no error', async () => {
    const { status, errors, infos } = await abandoned(`/viaggi?left=${Date.now()}`);
    expect(status).toBe(499);
    expect(errors).toEqual([]);
    expect(infos.some((line) => line.includes('render stopped: the visitor left'))).toBe(true);
    expect(infos.some((line) => line.includes('"msg":"request"') && line.includes('"status":499'))).toBe(true);
  });

  it('a bot, who waits for the whole page: the same', async () => {
    const { status, errors } = await abandoned(`/viaggi?bot=${Date.now()}`, { 'user-agent': 'Googlebot/2.1 (+http://www.google.com/bot.html)' });
    expect(status).toBe(499);
    expect(errors).toEqual([]);
  });

  it('a results fragment: the same', async () => {
    const { status, errors } = await abandoned('/cerca?textSearch=asia', { [fragmentHeader]: 'results' });
    expect(status).toBe(499);
    expect(errors).toEqual([]);
  });

  it('a visitor who stays gets the page', async () => {
    const ctx = createExecutionContext();
    const response = await app.request(`http://${hosts.it}/viaggi?stayed=${Date.now()}`, { signal: new AbortController().signal }, env, ctx);
    expect(response.status).toBe(200);
    expect(await response.text()).toContain('</html>');
    await waitOnExecutionContext(ctx);
  });
});
