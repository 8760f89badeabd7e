import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ProgressBar, progressAdvanceMs, progressHideDelayMs, progressThrottleMs, watchNetwork, type ProgressView } from '../../../client/ui/progress';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

function recordingView() {
  const log: string[] = [];
  const view: ProgressView = {
    show: () => log.push('show'),
    advance: (ms) => log.push(`advance ${ms}`),
    finish: (failed) => log.push(failed ? 'finish red' : 'finish'),
    hide: () => log.push('hide'),
  };
  return { view, log };
}

describe('progress bar (SPEC §4, §9)', () => {
  it('never shows for work under the 200 ms throttle', () => {
    const { view, log } = recordingView();
    const bar = new ProgressBar(view);
    bar.start();
    vi.advanceTimersByTime(progressThrottleMs - 1);
    bar.done();
    vi.advanceTimersByTime(1000);
    expect(log).toEqual([]);
  });

  it('shows after 200 ms, advances over ~5 s, hides 500 ms after finishing', () => {
    const { view, log } = recordingView();
    const bar = new ProgressBar(view);
    bar.start();
    vi.advanceTimersByTime(progressThrottleMs);
    expect(log).toEqual(['show', `advance ${progressAdvanceMs}`]);
    expect(progressAdvanceMs).toBe(5000);
    bar.done();
    expect(log.at(-1)).toBe('finish');
    vi.advanceTimersByTime(progressHideDelayMs - 1);
    expect(log).not.toContain('hide');
    vi.advanceTimersByTime(1);
    expect(log.at(-1)).toBe('hide');
    expect(bar.isVisible).toBe(false);
  });

  it('turns red when any tracked request fails, and waits for the last one', async () => {
    const { view, log } = recordingView();
    const bar = new ProgressBar(view);
    let failOne!: (e: Error) => void;
    let finishOther!: (r: Response) => void;
    const one = bar.track(new Promise<never>((_, reject) => (failOne = reject))).catch(() => 'failed');
    const other = bar.track(new Promise<Response>((resolve) => (finishOther = resolve)));
    vi.advanceTimersByTime(progressThrottleMs);
    failOne(new Error('500'));
    await one;
    expect(log).not.toContain('finish red');
    finishOther(new Response('ok'));
    await other;
    expect(log.at(-1)).toBe('finish red');
  });

  it('an HTTP error response counts as a failure', async () => {
    const { view, log } = recordingView();
    const bar = new ProgressBar(view);
    const request = bar.track(new Promise<Response>((resolve) => setTimeout(() => resolve(new Response('', { status: 502 })), 300)));
    await vi.advanceTimersByTimeAsync(300);
    await request;
    expect(log).toEqual(['show', 'advance 5000', 'finish red']);
  });
});

describe('the bar follows real work (issue 30 item 6: it stayed at 0)', () => {
  function fakeWindow(answer: () => Promise<Response>) {
    const win = new EventTarget() as EventTarget & Record<string, unknown>;
    const navigation = new EventTarget();
    Object.assign(win, { fetch: answer, location: { href: 'http://it.localhost/', origin: 'http://it.localhost', pathname: '/', search: '' }, navigation });
    return { win: win as unknown as Window & typeof globalThis, navigation };
  }
  function counting() {
    const calls: string[] = [];
    return { calls, bar: { start: () => calls.push('start'), done: (ok?: boolean) => calls.push(ok === false ? 'done red' : 'done') } };
  }

  it('every fetch: ok, an HTTP error (red), a network failure (red), an abort (not a failure)', async () => {
    const answers = [
      () => Promise.resolve(new Response('{}', { status: 200 })),
      () => Promise.resolve(new Response('', { status: 503 })),
      () => Promise.reject(new TypeError('Failed to fetch')),
      () => Promise.reject(new DOMException('aborted', 'AbortError')),
    ];
    let next = 0;
    const { win } = fakeWindow(() => answers[next++]!());
    const { calls, bar } = counting();
    const stop = watchNetwork(bar, win);
    await win.fetch('/api/a');
    await win.fetch('/api/b');
    await expect(win.fetch('/api/c')).rejects.toThrow('Failed to fetch');
    await expect(win.fetch('/api/d')).rejects.toThrow('aborted');
    expect(calls).toEqual(['start', 'done', 'start', 'done red', 'start', 'done red', 'start', 'done']);
    stop();
  });

  it('a navigation to another document starts it (once); same-document ones do not; back from the bfcache ends it', () => {
    const { win, navigation } = fakeWindow(() => Promise.resolve(new Response()));
    const { calls, bar } = counting();
    const stop = watchNetwork(bar, win);
    const navigate = (sameDocument: boolean) =>
      navigation.dispatchEvent(Object.assign(new Event('navigate'), { destination: { url: 'http://it.localhost/cerca', sameDocument }, hashChange: false, downloadRequest: null }));
    navigate(true);
    expect(calls).toEqual([]);
    navigate(false);
    navigate(false);
    expect(calls).toEqual(['start']);
    win.dispatchEvent(Object.assign(new Event('pageshow'), { persisted: true }));
    expect(calls).toEqual(['start', 'done']);
    stop();
  });
});
