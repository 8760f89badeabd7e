import { afterEach, describe, expect, it, vi } from 'vitest';
import { isLeaving, leavingGraceMs, watchLeaving } from '../../../client/ui/leaving';

describe('a page on its way to another (client/ui/leaving.ts)', () => {
  let stop = () => undefined as void;
  afterEach(() => {
    stop();
    vi.useRealTimers();
  });

  it('is leaving from beforeunload, for the grace period, and no longer once shown again (back/forward cache)', () => {
    vi.useFakeTimers({ now: 1_000_000 });
    const win = new EventTarget() as unknown as Window;
    stop = watchLeaving(win);
    expect(isLeaving()).toBe(false);
    win.dispatchEvent(new Event('beforeunload'));
    expect(isLeaving()).toBe(true);
    expect(isLeaving(Date.now() + leavingGraceMs - 1)).toBe(true);
    // Still here after the grace period (a download, a 204): not leaving any more.
    expect(isLeaving(Date.now() + leavingGraceMs)).toBe(false);
    win.dispatchEvent(new Event('pageshow'));
    expect(isLeaving()).toBe(false);
  });

  it('stops watching when asked', () => {
    const win = new EventTarget() as unknown as Window;
    watchLeaving(win)();
    win.dispatchEvent(new Event('beforeunload'));
    expect(isLeaving()).toBe(false);
  });
});
