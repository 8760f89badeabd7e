import type { Metric } from 'web-vitals';
import { rumNavigationTypes, rumSampleRate, type RumBeacon, type RumMetric } from '../../shared/rum';
import type { ConsentState } from './consent';
import type { PageType } from './pageType';

export const rumEndpoint = '/api/rum';

interface ConsentSource {
  readonly state: ConsentState;
  subscribe(listener: (state: ConsentState) => void): () => void;
}

export interface VitalsOptions {
  /** The page type when a metric is reported (it may change with a client-side route). */
  pageType: () => PageType;
  /** 0..1; defaults to shared/rum.ts rumSampleRate. */
  sampleRate?: number;
  random?: () => number;
}

/** A web-vitals metric as the beacon carries it (no ids, no attribution: nothing personal). */
export function beaconMetric(metric: Pick<Metric, 'name' | 'value' | 'rating' | 'navigationType'>): RumMetric | null {
  if (metric.name !== 'LCP' && metric.name !== 'INP' && metric.name !== 'CLS') return null;
  const navigationType = (rumNavigationTypes as readonly string[]).includes(metric.navigationType) ? (metric.navigationType as RumMetric['navigationType']) : undefined;
  return { name: metric.name, value: Math.round(metric.value * (metric.name === 'CLS' ? 10_000 : 1)) / (metric.name === 'CLS' ? 10_000 : 1), rating: metric.rating, ...(navigationType ? { navigationType } : {}) };
}

/**
 * Real-user LCP, INP and CLS of a sampled share of page views, once analytics consent is given
 * (never before; a refusal sends nothing). web-vitals is loaded only then, and each metric goes
 * to POST /api/rum with sendBeacon when web-vitals reports it (INP and CLS when the page is hidden).
 */
export function startVitals(consent: ConsentSource, options: VitalsOptions): void {
  const sampled = (options.random ?? Math.random)() < (options.sampleRate ?? rumSampleRate);
  if (!sampled) return;
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    void import('web-vitals').then(({ onCLS, onINP, onLCP }) => {
      const send = (metric: Metric) => {
        const entry = beaconMetric(metric);
        if (!entry || consent.state !== 'granted') return;
        const beacon: RumBeacon = { pageType: options.pageType(), metrics: [entry] };
        const body = new Blob([JSON.stringify(beacon)], { type: 'application/json' });
        if (!navigator.sendBeacon?.(rumEndpoint, body)) void fetch(rumEndpoint, { method: 'POST', body, keepalive: true }).catch(() => undefined);
      };
      onLCP(send);
      onINP(send);
      onCLS(send);
    });
  };
  if (consent.state === 'granted') start();
  else {
    const stop = consent.subscribe((state) => {
      if (state !== 'granted') return;
      stop();
      start();
    });
  }
}
