// Reads shared by an isolate's requests (worker/data/sharedRead.ts, issue 34 item 4).
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearSharedReads, joinLimitMs, microCacheMs, sharedRead } from '../../../worker/data/sharedRead';
import { settleable } from '../../lib/settleable';

beforeEach(() => {
  clearSharedReads();
  vi.useFakeTimers();
});
afterEach(() => vi.useRealTimers());

describe('sharedRead', () => {
  it('identical reads in flight share one call; its answer is reused for microCacheMs, then read again', async () => {
    const call = settleable<string>();
    const read = vi.fn(() => call.promise);
    const outcomes: string[] = [];
    const answers = Promise.all([1, 2, 3].map(() => sharedRead('k', read, (o) => outcomes.push(o))));
    call.resolve('answer');
    expect(await answers).toEqual(['answer', 'answer', 'answer']);
    expect(read).toHaveBeenCalledTimes(1);
    expect(outcomes).toEqual(['read', 'joined', 'joined']);

    expect(await sharedRead('k', read, (o) => outcomes.push(o))).toBe('answer');
    expect(outcomes.at(-1)).toBe('cached');
    vi.advanceTimersByTime(microCacheMs + 1);
    read.mockImplementation(() => Promise.resolve('newer'));
    expect(await sharedRead('k', read)).toBe('newer');
    expect(read).toHaveBeenCalledTimes(2);
    expect(await sharedRead('other', () => Promise.resolve('else'))).toBe('else');
  });

  it('a failure reaches the reads that waited for it and is not kept', async () => {
    const call = settleable<string>();
    const first = sharedRead('k', () => call.promise);
    const joined = sharedRead('k', () => Promise.resolve('unused'));
    call.reject(new Error('upstream answered 500'));
    await expect(first).rejects.toThrow('500');
    await expect(joined).rejects.toThrow('500');
    expect(await sharedRead('k', () => Promise.resolve('recovered'))).toBe('recovered');
  });

  it('a joiner whose shared call never settles reads itself after joinLimitMs', async () => {
    void sharedRead('k', () => new Promise<string>(() => {}));
    const joined = sharedRead('k', () => Promise.resolve('own'));
    await vi.advanceTimersByTimeAsync(joinLimitMs + 1);
    expect(await joined).toBe('own');
  });
});
