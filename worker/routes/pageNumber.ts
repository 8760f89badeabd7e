import type { Page } from '../data/types';
import { notFound } from '../errors';

/** Highest `?page=` a paged list answers. */
export const maxPageNumber = 1000;

/** The `?page=` of a paged list (confirmed departures, deals): a whole number from 1, else 1. */
export function pageNumber(url: URL): number {
  const value = url.searchParams.get('page') ?? '1';
  const page = /^\d{1,4}$/.test(value) ? Number(value) : 1;
  return page >= 1 && page <= maxPageNumber ? page : 1;
}

/** A page past the list's last is not found (an old link to a list that has shrunk); page 1 always exists, empty or not. */
export function inRange<T>(page: Page<T>): Page<T> {
  if (page.currentPage > Math.max(1, page.lastPage)) throw notFound();
  return page;
}

/** A page's link from another page of the same list (the first is the list's own URL). */
export function pageHref(page: number): string {
  return page === 1 ? '?' : `?page=${page}`;
}

/** The canonical URL's query for a page of a list: every page past the first is its own page. */
export function pageCanonicalSearch(page: Pick<Page<unknown>, 'currentPage'>): string {
  return page.currentPage > 1 ? `?page=${page.currentPage}` : '';
}
