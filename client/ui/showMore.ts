import { islandsAdded, islandsRemoved } from '../page/lifecycle';
import { islandAttr } from '../../shared/boot';
import { fetchPagePart } from './fetchedPage';
import { isLeaving } from './leaving';

const regionAttr = 'data-more-region';
const focusable = 'a[href]:not([data-show-more]), button:not([disabled]), summary';

/**
 * "Show more" links (worker/render/ui/ShowMore.tsx): fetches the page's `?more=<id>` version
 * and swaps its list into this one's region in place, hydrating the islands it brings; focus
 * moves to the first new entry. Any failure falls back to opening the link (unless the page is
 * already on its way to another).
 */
export function watchShowMore(doc: Document = document): void {
  doc.addEventListener('click', (event) => {
    const link = event.target instanceof Element ? event.target.closest<HTMLAnchorElement>('a[data-show-more]') : null;
    if (!link || event.defaultPrevented || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    const id = link.dataset.showMore ?? '';
    const region = link.closest<HTMLElement>(`[${regionAttr}="${CSS.escape(id)}"]`);
    if (!region) return;
    event.preventDefault();
    void showMore(region, link, id).catch(() => {
      if (!isLeaving()) window.location.assign(link.href);
    });
  });
}

async function showMore(region: HTMLElement, link: HTMLAnchorElement, id: string): Promise<void> {
  link.setAttribute('aria-busy', 'true');
  const next = await fetchPagePart(link.href, `[${regionAttr}="${CSS.escape(id)}"]`);
  if (!next) throw new Error('show more: no such list');
  const shown = region.querySelectorAll(focusable).length;
  const old = Array.from(region.children);
  islandsRemoved(old.filter((child) => child.hasAttribute(islandAttr) || child.querySelector(`[${islandAttr}]`)));
  region.replaceChildren(...Array.from(next.childNodes));
  islandsAdded(region);
  const first = region.querySelectorAll<HTMLElement>(focusable)[shown];
  first?.focus({ preventScroll: false });
}
