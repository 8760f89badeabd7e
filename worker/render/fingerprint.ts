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
 *
 * Each part (the layout, each loader's value) is digested once per object: the layout and the
 * data that come from this isolate's caches are the same objects render after render, and
 * writing them out as JSON again was the costliest function of a render (issue 33 item 3: a
 * quarter of a home render's CPU). Data is never changed in place once loaded (a cache hands
 * the same object to every request), so an object's digest stays true.
 */
export async function inputsFingerprint(layout: unknown, data: Record<string, unknown>): Promise<string | null> {
  try {
    // The deferred parts are promises (already settled once the page has streamed).
    const parts = await Promise.all(Object.entries(data).map(async ([name, value]) => [name, await partDigest(await value)] as const));
    const layoutDigest = await partDigest(layout);
    if (layoutDigest === null || parts.some(([, digest]) => digest === null)) return null;
    const day = new Date().toISOString().slice(0, 10);
    return await sha256(JSON.stringify({ day, layout: layoutDigest, data: Object.fromEntries(parts) }));
  } catch {
    return null;
  }
}

const digests = new WeakMap<object, Promise<string | null>>();

/** One part's digest: kept per object; a plain value is written as it is. */
function partDigest(value: unknown): Promise<string | null> {
  if (value === null || typeof value !== 'object') return Promise.resolve(value === undefined ? 'undefined' : JSON.stringify(value));
  let digest = digests.get(value);
  if (!digest) {
    digest = digestOf(value);
    digests.set(value, digest);
  }
  return digest;
}

/**
 * A plain object or array built for this render out of cached parts (a page's loader assembles
 * its value from cached lists and sections) is digested from its members' digests, each kept per
 * object; anything else is written out as JSON.
 */
async function digestOf(value: object, depth = 0): Promise<string | null> {
  if (depth === 0 && isComposite(value)) {
    const entries = Object.entries(value);
    if (entries.some(([, member]) => member !== null && typeof member === 'object')) {
      const members = await Promise.all(entries.map(async ([key, member]) => [key, await memberDigest(member)] as const));
      if (members.some(([, digest]) => digest === null)) return null;
      return sha256(JSON.stringify({ [Array.isArray(value) ? 'array' : 'object']: members }));
    }
  }
  let text: string;
  try {
    text = JSON.stringify(value, written);
  } catch {
    return null;
  }
  return sha256(text);
}

function memberDigest(member: unknown): Promise<string | null> {
  if (member === null || typeof member !== 'object') return partDigest(member);
  let digest = digests.get(member);
  if (!digest) {
    digest = digestOf(member, 1);
    digests.set(member, digest);
  }
  return digest;
}

function isComposite(value: object): boolean {
  const prototype = Object.getPrototypeOf(value) as unknown;
  return Array.isArray(value) || prototype === Object.prototype || prototype === null;
}

/** Maps and Sets are written with their entries (JSON would write them as `{}`, hiding a change). */
function written(_key: string, value: unknown): unknown {
  if (value instanceof Map) return { map: [...value.entries()] };
  if (value instanceof Set) return { set: [...value.values()] };
  return value;
}
