import { sha256 } from '../cache/swr';

/**
 * A digest of what a page was rendered from (issue 33 item 6): its layout and its loaders' data,
 * the deferred parts awaited, and the day. The page cache keeps it with a copy; when the copy
 * goes stale, the refresh loads the data again and, if the digest is the same, keeps the copy
 * for another window instead of rendering the same HTML again (./pageCache.ts).
 *
 * Everything else a page's HTML depends on is in its key (./profile.ts: market, currency,
 * country offer, consent, robot, flag values; the build) or in its variant (the experiments it
 * read). Null when the data cannot be written down as JSON (a cycle, a BigInt): that page is
 * rendered again on every refresh, as before.
 */
export async function inputsFingerprint(layout: unknown, data: Record<string, unknown>): Promise<string | null> {
  try {
    // The deferred parts are promises (already settled once the page has streamed).
    const settled = Object.fromEntries(await Promise.all(Object.entries(data).map(async ([name, value]) => [name, await value] as const)));
    const day = new Date().toISOString().slice(0, 10);
    return await sha256(JSON.stringify({ day, layout, data: settled }, written));
  } catch {
    return null;
  }
}

/** Maps and Sets are written with their entries (JSON would write them as `{}`, hiding a change). */
function written(_key: string, value: unknown): unknown {
  if (value instanceof Map) return { map: [...value.entries()] };
  if (value instanceof Set) return { set: [...value.values()] };
  return value;
}
