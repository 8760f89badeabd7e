// Every dataLayer push of a page checked against the one schema (shared/analyticsEvents.ts).
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { dataLayerEvent, gtagCommand } from '../../shared/analyticsEvents';
// Brings window.dataLayer's type in (no runtime import).
import type {} from '../../client/analytics/dataLayer';

/** Every push of this page: plain objects as they are, gtag's arguments objects as `{ gtag: [...] }`. */
export const dataLayerOf = (page: Page) =>
  page.evaluate(() =>
    (window.dataLayer ?? []).map((entry) =>
      Object.prototype.toString.call(entry) === '[object Arguments]' ? { gtag: Array.from(entry as ArrayLike<unknown>) } : entry,
    ),
  ) as Promise<Array<Record<string, unknown>>>;

/** Validates every push; returns the event names in order. */
export function validateDataLayer(entries: Array<Record<string, unknown>>, where: string): string[] {
  const names: string[] = [];
  for (const entry of entries) {
    if ('gtag' in entry) {
      expect(gtagCommand.safeParse(entry.gtag).success, `${where}: gtag ${JSON.stringify(entry.gtag)}`).toBe(true);
      continue;
    }
    if (typeof entry.event === 'string' && entry.event.startsWith('gtm.')) continue;
    const parsed = dataLayerEvent.safeParse(entry);
    expect(parsed.success, `${where}: ${JSON.stringify(entry)}\n${parsed.error?.message ?? ''}`).toBe(true);
    if (typeof entry.event === 'string') names.push(entry.event);
  }
  return names;
}

/** Waits for `name` in the page's dataLayer, validates every push, and expects `name` once. */
export async function expectEventOnce(page: Page, name: string, where: string): Promise<Record<string, unknown>> {
  await page.waitForFunction((wanted) => (window.dataLayer ?? []).some((e) => (e as { event?: string }).event === wanted), name, { timeout: 10_000 });
  const entries = await dataLayerOf(page);
  expect(validateDataLayer(entries, where).filter((n) => n === name), `${where}: ${name} once`).toHaveLength(1);
  return entries.find((entry) => entry.event === name)!;
}
