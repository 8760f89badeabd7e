import { usePage } from '../PageContext';

/** `?more=<id>` renders the page's list of that id whole. */
export const moreParam = 'more';
export const moreRegionAttr = 'data-more-region';

/**
 * How much of a long list a page renders: the first `first` items, or all of them on the
 * page's `?more=<id>` version (what the "show more" link fetches, or opens without JS).
 */
export function useListLimit(id: string, first: number): number {
  return usePage().more === id ? Number.POSITIVE_INFINITY : first;
}

/** The page's URL with `?more=<id>`, its other parameters kept, scrolled to the list. */
function moreHref(search: string, id: string): string {
  const params = new URLSearchParams(search);
  params.set(moreParam, id);
  return `?${params.toString()}#${id}`;
}

/**
 * "Show more" for a long list cut short (issue 12: long lists paged): a link to the page's
 * `?more=<id>` version, which client/ui/showMore.ts fetches and swaps into the list's region
 * (`data-more-region`) in place; without JavaScript it is a plain link. Not for robots: the
 * short page is the canonical one.
 */
export function ShowMoreLink({ id, label, className = 'button button--outline show-more' }: { id: string; label: string; className?: string }) {
  const page = usePage();
  return (
    <a className={className} href={moreHref(page.search, id)} data-show-more={id} rel="nofollow">
      {label}
    </a>
  );
}
