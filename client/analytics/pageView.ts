import type { DataLayerEvent } from './dataLayer';
import type { PageType } from './pageType';

/** SPEC §9: the analytics page view goes out 250 ms after a route change. */
export const pageViewDelayMs = 250;

export interface PageViewInfo {
  pageType: PageType;
  routeName: string;
  path: string;
  market: string;
  language: string;
}

type Timers = Pick<typeof globalThis, 'setTimeout' | 'clearTimeout'>;

/** Schedules page views; a newer route change within the delay replaces the pending one. */
export class PageViews {
  private timer: ReturnType<typeof setTimeout> | null = null;

  constructor(
    private readonly push: (event: DataLayerEvent) => void,
    private readonly timers: Timers = globalThis,
  ) {}

  schedule(info: PageViewInfo): void {
    if (this.timer !== null) this.timers.clearTimeout(this.timer);
    this.timer = this.timers.setTimeout(() => {
      this.timer = null;
      this.push({ event: 'page_view', ...info });
    }, pageViewDelayMs);
  }
}
