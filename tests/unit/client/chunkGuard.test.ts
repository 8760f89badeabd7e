import { describe, expect, it } from 'vitest';
import { chunkReloadKey, handleChunkLoadError, isChunkLoadError } from '../../../client/ui/chunkGuard';

function memoryStorage(initial: Record<string, string> = {}) {
  const data = new Map(Object.entries(initial));
  return { getItem: (k: string) => data.get(k) ?? null, setItem: (k: string, v: string) => void data.set(k, v), data };
}

describe('chunk-load reload guard (SPEC §8: once per minute)', () => {
  it('recognises failed dynamic imports in Chromium, Firefox and Safari wording', () => {
    expect(isChunkLoadError(new TypeError('Failed to fetch dynamically imported module: https://x/build/chunks/A.js'))).toBe(true);
    expect(isChunkLoadError(new TypeError('error loading dynamically imported module'))).toBe(true);
    expect(isChunkLoadError(new TypeError('Importing a module script failed.'))).toBe(true);
    expect(isChunkLoadError(new Error('Cannot read properties of undefined'))).toBe(false);
    expect(isChunkLoadError(undefined)).toBe(false);
  });

  it('reloads the first time and stores the timestamp; within 60 s it notifies instead; after 60 s it reloads again', () => {
    const storage = memoryStorage();
    let now = 1_000_000;
    const calls: string[] = [];
    const deps = { storage, now: () => now, online: () => true, leaving: () => false, reload: () => calls.push('reload'), notify: () => calls.push('toast') };
    expect(handleChunkLoadError(deps)).toBe('reloaded');
    expect(storage.data.get(chunkReloadKey)).toBe('1000000');
    now += 59_999;
    expect(handleChunkLoadError(deps)).toBe('notified');
    now += 1;
    expect(handleChunkLoadError(deps)).toBe('reloaded');
    expect(calls).toEqual(['reload', 'toast', 'reload']);
  });

  it('never reloads without working storage (a loop could not be stopped)', () => {
    const calls: string[] = [];
    const broken = { getItem: () => { throw new Error('denied'); }, setItem: () => undefined };
    expect(handleChunkLoadError({ storage: broken, now: () => 1, online: () => true, leaving: () => false, reload: () => calls.push('reload'), notify: () => calls.push('toast') })).toBe('notified');
    expect(handleChunkLoadError({ storage: null, now: () => 1, online: () => true, leaving: () => false, reload: () => calls.push('reload'), notify: () => calls.push('toast') })).toBe('notified');
    expect(calls).toEqual(['toast', 'toast']);
  });

  it('offline, notifies and keeps the minute unspent: a reload would only swap the page for the offline page', () => {
    const storage = memoryStorage();
    let online = false;
    const calls: string[] = [];
    const deps = { storage, now: () => 5_000_000, online: () => online, leaving: () => false, reload: () => calls.push('reload'), notify: () => calls.push('toast') };
    expect(handleChunkLoadError(deps)).toBe('notified');
    expect(storage.data.has(chunkReloadKey)).toBe(false);
    online = true;
    expect(handleChunkLoadError(deps)).toBe('reloaded');
    expect(calls).toEqual(['toast', 'reload']);
  });

  it('a page already leaving neither reloads nor notifies: the failed load was cancelled by the navigation the traveller started', () => {
    const storage = memoryStorage();
    let leaving = true;
    const calls: string[] = [];
    const deps = { storage, now: () => 7_000_000, online: () => true, leaving: () => leaving, reload: () => calls.push('reload'), notify: () => calls.push('toast') };
    expect(handleChunkLoadError(deps)).toBe('left');
    expect(storage.data.has(chunkReloadKey)).toBe(false);
    leaving = false;
    expect(handleChunkLoadError(deps)).toBe('reloaded');
    expect(calls).toEqual(['reload']);
  });
});
