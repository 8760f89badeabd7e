import type { ConsentStore } from './consent';

/** One analytics event as Google Tag Manager reads it. */
export interface DataLayerEvent {
  event: string;
  [field: string]: unknown;
}

declare global {
  interface Window {
    dataLayer?: unknown[];
    /** Defined by the head script (shared/consent.ts consentModeScript). */
    gtag?: (...args: unknown[]) => void;
  }
}

/** Events kept while the visitor has not decided (oldest dropped beyond this). */
export const maxQueuedEvents = 50;

/**
 * The generic pusher: every analytics event goes through `push`. With consent it lands in
 * `window.dataLayer`; before a decision it waits (bounded); after a refusal it is dropped.
 */
export class DataLayerPusher {
  private queue: DataLayerEvent[] = [];

  constructor(
    private readonly consent: ConsentStore,
    private readonly target: () => unknown[],
  ) {
    consent.subscribe((state) => {
      if (state === 'granted') this.flush();
      else if (state === 'denied') this.queue = [];
    });
  }

  push(event: DataLayerEvent): 'pushed' | 'queued' | 'dropped' {
    const state = this.consent.state;
    if (state === 'denied') return 'dropped';
    if (state === 'unknown') {
      this.queue.push(event);
      if (this.queue.length > maxQueuedEvents) this.queue.shift();
      return 'queued';
    }
    this.target().push(event);
    return 'pushed';
  }

  /** Events waiting for a decision. */
  get pending(): readonly DataLayerEvent[] {
    return this.queue;
  }

  private flush(): void {
    const waiting = this.queue;
    this.queue = [];
    const target = this.target();
    for (const event of waiting) target.push(event);
  }
}

/** `window.dataLayer`, created on first use. */
export function windowDataLayer(): unknown[] {
  return (window.dataLayer ??= []);
}

/**
 * `gtag(…)` as Google's snippet defines it: the head script's, else a push of the
 * `arguments` object itself (Google's tags read commands only in that shape).
 */
export function gtag(...args: unknown[]): void {
  if (window.gtag) {
    window.gtag(...args);
    return;
  }
  // eslint-disable-next-line prefer-rest-params -- the arguments object is the wire format
  windowDataLayer().push(arguments);
}
