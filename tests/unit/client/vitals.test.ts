import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ConsentState } from '../../../client/analytics/consent';
import { nextTasks } from '../../lib/time';

const reporters = vi.hoisted(() => ({ onLCP: vi.fn(), onINP: vi.fn(), onCLS: vi.fn() }));
vi.mock('web-vitals', () => reporters);

const { beaconMetric, startVitals } = await import('../../../client/analytics/vitals');

function consent(initial: ConsentState) {
  const listeners = new Set<(state: ConsentState) => void>();
  return {
    state: initial,
    subscribe(listener: (state: ConsentState) => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    set(next: ConsentState) {
      this.state = next;
      for (const listener of [...listeners]) listener(next);
    },
  };
}

const flush = () => nextTasks();

afterEach(() => {
  vi.clearAllMocks();
  vi.unstubAllGlobals();
});

describe('real-user vitals in the browser', () => {
  it('nothing loads or is sent before analytics consent; consent starts LCP, INP and CLS reporting', async () => {
    const store = consent('unknown');
    startVitals(store, { pageType: () => 'travel', random: () => 0 });
    await flush();
    expect(reporters.onLCP).not.toHaveBeenCalled();
    store.set('denied');
    await flush();
    expect(reporters.onLCP).not.toHaveBeenCalled();
    store.set('granted');
    await flush();
    expect(reporters.onLCP).toHaveBeenCalledTimes(1);
    expect(reporters.onINP).toHaveBeenCalledTimes(1);
    expect(reporters.onCLS).toHaveBeenCalledTimes(1);
  });

  it('a page view outside the sample reports nothing, even with consent', async () => {
    startVitals(consent('granted'), { pageType: () => 'home', random: () => 0.99 });
    await flush();
    expect(reporters.onLCP).not.toHaveBeenCalled();
  });

  it('a metric is sent with sendBeacon as the API reads it, without ids or attribution', async () => {
    const sendBeacon = vi.fn(() => true);
    vi.stubGlobal('navigator', { sendBeacon });
    startVitals(consent('granted'), { pageType: () => 'SERP', random: () => 0 });
    await flush();
    const send = reporters.onINP.mock.calls[0]![0] as (metric: unknown) => void;
    send({ name: 'INP', value: 87.4, rating: 'good', navigationType: 'navigate', id: 'v5-123', entries: [], delta: 87.4 });
    expect(sendBeacon).toHaveBeenCalledTimes(1);
    const [url, body] = sendBeacon.mock.calls[0] as unknown as [string, Blob];
    expect(url).toBe('/api/rum');
    // Milliseconds whole; CLS to four decimals.
    expect(JSON.parse(await body.text())).toEqual({ pageType: 'SERP', metrics: [{ name: 'INP', value: 87, rating: 'good', navigationType: 'navigate' }] });
    expect(beaconMetric({ name: 'CLS', value: 0.123456, rating: 'needs-improvement', navigationType: 'reload' })).toEqual({ name: 'CLS', value: 0.1235, rating: 'needs-improvement', navigationType: 'reload' });
  });
});
