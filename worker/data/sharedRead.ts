/**
 * Reads shared by the requests of one isolate (issue 34 item 4): identical reads in flight wait
 * for the one call already made (single-flight), and its answer is reused for a few seconds
 * (micro-cache). A hundred visitors asking the upstream about the same departures cost one
 * upstream call, not a hundred. A failure is shared by the reads that waited for it, never kept.
 * Answers must be plain data (no Response or stream: those belong to the request that read them).
 */

/** How long a settled answer is reused. */
export const microCacheMs = 5_000;
/**
 * Longest a read waits on a read another request made (the upstream timeout and some): should
 * that request be cancelled mid-call, its call may never settle here, and the joiner reads itself.
 */
export const joinLimitMs = 4_000;
/** Keys kept at most (the oldest go first): a flood of distinct keys cannot grow memory without bound. */
const maxKeys = 500;

interface Entry {
  promise: Promise<unknown>;
  /** When the read settled; null while in flight. */
  settledAt: number | null;
}

const entries = new Map<string, Entry>();

export type SharedOutcome = 'joined' | 'cached' | 'read';

/** The answer for `key`: the read in flight, a copy younger than microCacheMs, or a new read. */
export function sharedRead<T>(key: string, read: () => Promise<T>, onOutcome?: (outcome: SharedOutcome) => void): Promise<T> {
  const entry = entries.get(key);
  if (entry && entry.settledAt === null) {
    onOutcome?.('joined');
    return joinWithin(entry.promise as Promise<T>, read);
  }
  if (entry && Date.now() - entry.settledAt! < microCacheMs) {
    onOutcome?.('cached');
    return entry.promise as Promise<T>;
  }
  onOutcome?.('read');
  const promise = read();
  const fresh: Entry = { promise, settledAt: null };
  entries.delete(key);
  entries.set(key, fresh);
  if (entries.size > maxKeys) entries.delete(entries.keys().next().value!);
  void promise.then(
    () => {
      fresh.settledAt = Date.now();
    },
    () => {
      if (entries.get(key) === fresh) entries.delete(key);
    },
  );
  return promise;
}

/** The shared read, or after joinLimitMs without an outcome, a read of this request's own. */
function joinWithin<T>(shared: Promise<T>, read: () => Promise<T>): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const own = new Promise<T>((resolve, reject) => {
    timer = setTimeout(() => {
      read().then(resolve, reject);
    }, joinLimitMs);
  });
  return Promise.race([shared, own]).finally(() => {
    if (timer !== undefined) clearTimeout(timer);
  });
}

/** Forgets every shared read (tests: a new isolate). */
export function clearSharedReads(): void {
  entries.clear();
}
