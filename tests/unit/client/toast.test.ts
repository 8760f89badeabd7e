import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { maxVisibleToasts, toastDurationMs, ToastQueue } from '../../../client/page/toast';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('toasts (SPEC §8: 3 s at the bottom)', () => {
  it('each toast leaves after 3 seconds', () => {
    const renders: string[][] = [];
    const queue = new ToastQueue((toasts) => renders.push(toasts.map((t) => t.message)));
    queue.show('first');
    vi.advanceTimersByTime(1000);
    queue.show('second');
    expect(queue.visible.map((t) => t.message)).toEqual(['first', 'second']);
    vi.advanceTimersByTime(toastDurationMs - 1000 - 1);
    expect(queue.visible).toHaveLength(2);
    vi.advanceTimersByTime(1);
    expect(queue.visible.map((t) => t.message)).toEqual(['second']);
    vi.advanceTimersByTime(1000);
    expect(queue.visible).toEqual([]);
    expect(renders.at(-1)).toEqual([]);
  });

  it('keeps at most three, dropping the oldest', () => {
    const queue = new ToastQueue(() => undefined);
    for (let i = 0; i < 5; i++) queue.show(`t${i}`);
    expect(queue.visible.map((t) => t.message)).toEqual(['t2', 't3', 't4']);
    expect(maxVisibleToasts).toBe(3);
  });

  it('the same message twice is one toast, staying 3 s from the second time', () => {
    const queue = new ToastQueue(() => undefined);
    const first = queue.show('failed');
    vi.advanceTimersByTime(2000);
    expect(queue.show('failed')).toBe(first);
    queue.show('failed', 'info');
    expect(queue.visible.map((t) => `${t.kind}:${t.message}`)).toEqual(['error:failed', 'info:failed']);
    vi.advanceTimersByTime(toastDurationMs - 1);
    expect(queue.visible.map((t) => t.id)).toContain(first);
    vi.advanceTimersByTime(1);
    expect(queue.visible).toEqual([]);
  });
});
