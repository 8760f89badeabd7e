import { filterKeys } from '../../shared/filters';

/**
 * The query parameters some shared page reads on the server. A page's query is these and
 * nothing else (pageQuery): its key in the page cache (../render/profile.ts), the URL its
 * loaders read (../routes/pages.tsx; a personal, never shared page — login and its callback,
 * an event's sign-up, the wishlist — reads the whole URL) and the query its own links carry on
 * (show more, the assistant). Anything else a link brings — a campaign's `utm_*`, an ad
 * click's `gclid`, a partner's `ref`, a made-up value sent to miss the cache — changes nothing
 * on the page, so it is the same page: one copy, not a render, a store and an entry nobody asks
 * for again per value. The browser keeps the whole URL (analytics read the campaign there, the
 * islands read what they read).
 *
 * A page that starts reading a new parameter names it here, or the server never sees it: the
 * feature fails its own tests, rather than the cache serving one visitor's page to another.
 */
const pageParams = new Set<string>([
  // shared/filters.ts: the search state (SPEC §3, §5), list keys also with `[]`
  ...filterKeys,
  // routes/search.tsx: a price bucket and the traveller's own bounds; its modals and calendar layout
  'price', 'priceMin', 'priceMax', 'layout',
  // render/render.tsx, shared/queryModal.ts: the dialog a URL opens; render/ui/ShowMore.tsx
  'modal', 'type', 'more',
  // routes/events.tsx: the city and the time (and `page`, a filter key)
  'city', 'when',
  // routes/searchAi.tsx: the question and its rating
  'q', 'rated',
]);

/** The pages bench's `?bench=<n>` makes every request a render; only with BENCH_ROUTES=1. */
const benchParam = 'bench';

/** A parameter some page reads (a list's `name[]` as its `name`). */
export function isPageParam(name: string, options: { bench?: boolean } = {}): boolean {
  if (options.bench && name === benchParam) return true;
  return pageParams.has(name.endsWith('[]') ? name.slice(0, -2) : name);
}

/**
 * A URL's query (`?a=1&utm_source=x`, as `URL.search` gives it) with only the parameters some
 * page reads: `?a=1`, or `''` when none is left. The kept ones keep their order, repetitions
 * and encoding.
 */
export function pageQuery(search: string, options: { bench?: boolean } = {}): string {
  if (search.length < 2) return '';
  const kept = search
    .slice(1)
    .split('&')
    .filter((pair) => {
      if (!pair) return false;
      const end = pair.indexOf('=');
      const raw = end < 0 ? pair : pair.slice(0, end);
      try {
        return isPageParam(decodeURIComponent(raw.replace(/\+/g, ' ')), options);
      } catch {
        return false; // a name that does not decode is no name a page reads
      }
    });
  return kept.length ? `?${kept.join('&')}` : '';
}
