/**
 * The only ways a unit or integration test lets time go by (issue 35 item 4: tests wait on
 * conditions, not on time; ESLint refuses a `setTimeout` sleep anywhere else under tests/).
 * To wait for something to happen, poll for it (`vi.waitFor`, `expect.poll`); to check that
 * something did not happen, let what is queued run (`nextTasks`); `letTimePass` only where
 * time itself is what the test is about: a lifetime, a window, two stamps that must differ.
 */

/** Lets `turns` turns of the event loop run: whatever was queued (timers of 0, I/O callbacks) has run. */
export async function nextTasks(turns = 1): Promise<void> {
  for (let turn = 0; turn < turns; turn++) {
    // eslint-disable-next-line no-restricted-syntax -- a turn of the event loop, not a wait
    await new Promise<void>((resolve) => setTimeout(resolve, 0));
  }
}

/** Real time passing, when time is what is tested; `because` says why (it reads in the test). */
export function letTimePass(ms: number, because: string): Promise<void> {
  if (!because) throw new Error('letTimePass: say what the time is for');
  // eslint-disable-next-line no-restricted-syntax -- time itself is what is tested
  return new Promise<void>((resolve) => setTimeout(resolve, ms));
}

/**
 * The Workers rate-limit binding counts in fixed windows aligned to the clock (miniflare: one per
 * `period` seconds since the epoch). A burst that is to meet the limit starts well inside one, or
 * the window turning halfway through resets the count and the limit is met late or not at all.
 */
export async function inFreshWindow(periodSeconds = 60): Promise<void> {
  const periodMs = periodSeconds * 1000;
  const left = periodMs - (Date.now() % periodMs);
  if (left < periodMs / 4) await letTimePass(left + 50, 'a burst starts in a fresh rate-limit window');
}
