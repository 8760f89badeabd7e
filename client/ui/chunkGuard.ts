/**
 * SPEC §8: when a lazily loaded chunk fails (typically after a deploy replaced the hashed
 * files), reload the page — at most once per minute, remembered in sessionStorage, so a
 * chunk that is really gone cannot cause a reload loop. Within the minute, a toast instead.
 * Offline, a toast too: a reload could not fetch the chunk either, it would only swap the page
 * being read for the offline page (and cut short a navigation already on its way). A page
 * already leaving (client/ui/leaving.ts) does neither.
 */
import { isLeaving } from './leaving';

export const chunkReloadKey = 'caravan:chunk-reload-at';
export const chunkReloadIntervalMs = 60_000;

const chunkErrorPatterns = [
  /Failed to fetch dynamically imported module/i,
  /error loading dynamically imported module/i,
  /Importing a module script failed/i,
  /Loading (CSS )?chunk [\w-]+ failed/i,
  /ChunkLoadError/i,
];

/** Whether an error (or rejection reason) is a failed dynamic import. */
export function isChunkLoadError(error: unknown): boolean {
  const text = error instanceof Error ? `${error.name}: ${error.message}` : typeof error === 'string' ? error : '';
  return chunkErrorPatterns.some((pattern) => pattern.test(text));
}

export interface ChunkGuardDeps {
  storage: Pick<Storage, 'getItem' | 'setItem'> | null;
  now(): number;
  /** navigator.onLine: false only when the browser knows it has no network. */
  online(): boolean;
  /** Whether the page is already on its way to another (client/ui/leaving.ts). */
  leaving(): boolean;
  reload(): void;
  notify(): void;
}

/**
 * Online, reloads when the last guarded reload is older than a minute (or never happened);
 * else notifies.
 */
export function handleChunkLoadError(deps: ChunkGuardDeps): 'reloaded' | 'notified' | 'left' {
  // A chunk load cancelled by the navigation the traveller started (Firefox cancels the old
  // page's loads at once): a reload would cut that navigation short, a toast would be noise.
  if (deps.leaving()) return 'left';
  const now = deps.now();
  try {
    if (deps.storage && deps.online()) {
      const last = Number(deps.storage.getItem(chunkReloadKey) ?? '');
      if (!Number.isFinite(last) || last <= 0 || now - last >= chunkReloadIntervalMs || last > now) {
        deps.storage.setItem(chunkReloadKey, String(now));
        deps.reload();
        return 'reloaded';
      }
    }
  } catch {
    // Storage refused (privacy mode, quota): without a timestamp a reload could loop.
  }
  deps.notify();
  return 'notified';
}

function sessionStorageOrNull(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

/**
 * Handles chunk errors that nobody caught (unhandled rejections of dynamic imports); returns
 * the handler for callers that catch them themselves (the client entry).
 */
export function installChunkGuard(notify: () => void): (error: unknown) => boolean {
  const handle = (error: unknown): boolean => {
    if (!isChunkLoadError(error)) return false;
    handleChunkLoadError({
      storage: sessionStorageOrNull(),
      now: Date.now,
      online: () => navigator.onLine,
      leaving: () => isLeaving(),
      reload: () => location.reload(),
      notify,
    });
    return true;
  };
  window.addEventListener('unhandledrejection', (event) => {
    if (handle(event.reason)) event.preventDefault();
  });
  return handle;
}
