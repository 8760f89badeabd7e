import { afterEach, describe, expect, it, vi } from 'vitest';
import { warmIntl } from '../../../client/page/intlWarm';

/** A dedicated worker as far as warmIntl uses one: created, posted to, answering or failing. */
class FakeWorker extends EventTarget {
  static made: FakeWorker[] = [];
  posted: unknown[] = [];
  terminated = false;
  constructor(
    readonly url: string,
    readonly options: WorkerOptions,
  ) {
    super();
    FakeWorker.made.push(this);
  }
  postMessage(message: unknown) {
    this.posted.push(message);
  }
  terminate() {
    this.terminated = true;
  }
}

afterEach(() => {
  FakeWorker.made = [];
  vi.unstubAllGlobals();
});

describe('warmIntl', () => {
  it('starts the worker with the page\'s locales, once each, and leaves the main thread alone', () => {
    vi.stubGlobal('Worker', FakeWorker);
    const fallback = vi.fn();
    warmIntl(['it', 'it-IT', '', 'it'], fallback, '/build/intlWarm-ABC.js');
    expect(FakeWorker.made).toHaveLength(1);
    const [worker] = FakeWorker.made;
    expect(worker!.url).toBe('/build/intlWarm-ABC.js');
    expect(worker!.posted).toEqual([['it', 'it-IT']]);
    worker!.dispatchEvent(new MessageEvent('message', { data: 'warm' }));
    expect(worker!.terminated).toBe(true);
    expect(fallback).not.toHaveBeenCalled();
  });

  it('falls back to the main thread once when the worker fails, without reporting it as the page\'s error', () => {
    vi.stubGlobal('Worker', FakeWorker);
    const fallback = vi.fn();
    warmIntl(['es'], fallback, '/build/intlWarm-ABC.js');
    const error = new Event('error', { cancelable: true });
    FakeWorker.made[0]!.dispatchEvent(error);
    FakeWorker.made[0]!.dispatchEvent(new Event('error', { cancelable: true }));
    expect(error.defaultPrevented).toBe(true);
    expect(FakeWorker.made[0]!.terminated).toBe(true);
    expect(fallback).toHaveBeenCalledTimes(1);
  });

  it('falls back when no worker can start: no URL in the build, no Worker, or a constructor that throws', () => {
    const fallback = vi.fn();
    vi.stubGlobal('Worker', FakeWorker);
    warmIntl(['fr'], fallback, null);
    expect(FakeWorker.made).toHaveLength(0);
    vi.stubGlobal('Worker', undefined);
    warmIntl(['fr'], fallback, '/build/intlWarm-ABC.js');
    vi.stubGlobal(
      'Worker',
      class {
        constructor() {
          throw new DOMException('blocked', 'SecurityError');
        }
      },
    );
    warmIntl(['fr'], fallback, '/build/intlWarm-ABC.js');
    expect(fallback).toHaveBeenCalledTimes(3);
  });
});

describe('the Intl warm-up worker', () => {
  it('warms what it is sent, skips what is not a locale, answers once and closes', async () => {
    const postMessage = vi.fn();
    const close = vi.fn();
    vi.stubGlobal('postMessage', postMessage);
    vi.stubGlobal('close', close);
    vi.stubGlobal('onmessage', null);
    await import('../../../client/workers/intlWarm');
    const onmessage = (globalThis as unknown as { onmessage: (event: { data: unknown }) => void }).onmessage;
    onmessage({ data: ['de-DE', 42, 'not a locale!', null] });
    expect(postMessage.mock.calls).toEqual([['warm']]);
    expect(close).toHaveBeenCalledTimes(1);
    onmessage({ data: 'not a list' });
    expect(postMessage.mock.calls).toEqual([['warm'], ['warm']]);
  });
});
