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

/** Words "page 2 of 4" (the i18n `t` of the request: the same words as the pagination). */
type PageStatusWords = (key: 'pagination.status', options: { page: number; last: number }) => string;

/**
 * The head of a page of a list: past the first page, its own title ("Offerte – Pagina 2 di 4")
 * and its own canonical URL (`?page=2`), so each page is a page of its own.
 */
export function pagedMeta<M extends { title: string }>(meta: M, page: Pick<Page<unknown>, 'currentPage' | 'lastPage'>, t: PageStatusWords): M & { canonicalSearch: string } {
  if (page.currentPage <= 1) return { ...meta, canonicalSearch: '' };
  const status = t('pagination.status', { page: page.currentPage, last: page.lastPage });
  return { ...meta, title: `${meta.title} – ${status}`, canonicalSearch: pageHref(page.currentPage) };
}
