import type { Context } from 'hono';

/**
 * Tags of the page being rendered (issue 12 item 4): route loaders say what the page shows,
 * e.g. `cacheTags(c).add(travelTag(slug))`; the edge page cache stores them with the page and
 * a purge of any of them (./purge.ts) retires it. Kept beside the request's context, not in it.
 */
export interface CacheTags {
  add(...tags: string[]): void;
  list(): string[];
}

const byRequest = new WeakMap<object, Set<string>>();

export function cacheTags(c: Context): CacheTags {
  let tags = byRequest.get(c);
  if (!tags) byRequest.set(c, (tags = new Set()));
  const set = tags;
  return {
    add: (...more) => more.forEach((tag) => tag && set.add(tag)),
    list: () => [...set],
  };
}
