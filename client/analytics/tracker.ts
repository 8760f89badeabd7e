import { createTracker, type Tracker } from './events';

let current: Tracker | null = null;

/** Installs the page's tracker (called once by initAnalytics). */
export function setTracker(value: Tracker): void {
  current = value;
}

/**
 * The page's tracker for islands; events before initialisation are dropped. Kept apart from
 * init.ts so islands rendered on the server do not pull in DOM-only analytics code.
 */
export function tracker(): Tracker {
  return current ?? createTracker(() => undefined, () => 'custom page');
}
