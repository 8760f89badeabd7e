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
    const parts = await Promise.all(Object.entries(data).map(async ([name, value]) => [name, await keptDigest(await value, 'part')] as const));
    const layoutDigest = await keptDigest(layout, 'part');
    if (layoutDigest === null || parts.some(([, digest]) => digest === null)) return null;
    const day = new Date().toISOString().slice(0, 10);
    return await sha256(JSON.stringify({ day, layout: layoutDigest, data: Object.fromEntries(parts) }));
  } catch {
    return null;
  }
}

/** Digests kept per object: a part's (it may be composed of its members') and a member's (always written whole). */
const kept = { part: new WeakMap<object, Promise<string | null>>(), member: new WeakMap<object, Promise<string | null>>() };

/**
 * A digest kept per object and per role, so that an object gets the same digest whichever
 * render saw it first: a part (the layout, a loader's value) that is a plain object or array
 * built for this render out of cached members is digested from its members' digests; a member,
 * and anything else, is written out as JSON.
 */
function keptDigest(value: unknown, role: keyof typeof kept): Promise<string | null> {
  if (value === null || typeof value !== 'object') return Promise.resolve(value === undefined ? 'undefined' : JSON.stringify(value));
  let digest = kept[role].get(value);
  if (!digest) {
    digest = role === 'part' && isComposite(value) ? composedDigest(value) : writtenDigest(value);
    kept[role].set(value, digest);
  }
  return digest;
}

async function composedDigest(value: object): Promise<string | null> {
  const entries = Object.entries(value);
  if (!entries.some(([, member]) => member !== null && typeof member === 'object')) return writtenDigest(value);
  const members = await Promise.all(entries.map(async ([key, member]) => [key, await keptDigest(member, 'member')] as const));
  if (members.some(([, digest]) => digest === null)) return null;
  return sha256(JSON.stringify({ [Array.isArray(value) ? 'array' : 'object']: members }));
}

async function writtenDigest(value: object): Promise<string | null> {
  let text: string;
  try {
    text = JSON.stringify(value, written);
  } catch {
    return null;
  }
  return sha256(text);
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
