/**
 * Client-side route changes: history.pushState and back/forward. Changes of only the modal
 * query parameters (SPEC §2: modal, type, layout) open or close a modal — not a new page.
 */
const modalParams = ['modal', 'type', 'layout'];

/** The part of a URL that identifies a page view. */
export function pageKey(href: string): string {
  const url = new URL(href);
  for (const name of modalParams) url.searchParams.delete(name);
  url.searchParams.sort();
  return `${url.pathname}?${url.searchParams.toString()}`;
}

export const routeChangeEvent = 'caravan:routechange';

/**
 * Calls `onChange(href)` after every pushState / popstate that lands on another page, and
 * dispatches `caravan:routechange` on window (detail: href) for islands that care.
 */
export function watchRouteChanges(onChange: (href: string) => void): void {
  let last = pageKey(location.href);
  const check = () => {
    const key = pageKey(location.href);
    if (key === last) return;
    last = key;
    onChange(location.href);
    window.dispatchEvent(new CustomEvent(routeChangeEvent, { detail: location.href }));
  };
  const push = history.pushState.bind(history);
  history.pushState = (...args: Parameters<History['pushState']>) => {
    push(...args);
    check();
  };
  window.addEventListener('popstate', check);
}
