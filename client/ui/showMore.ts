import { islandsAdded, islandsRemoved } from '../islands/lifecycle';
import { islandAttr } from '../../shared/boot';

const regionAttr = 'data-more-region';
const focusable = 'a[href]:not([data-show-more]), button:not([disabled]), summary';

/**
 * "Show more" links (worker/render/ui/ShowMore.tsx): fetches the page's `?more=<id>` version
 * and swaps its list into this one's region in place, hydrating the islands it brings; focus
 * moves to the first new entry. Any failure falls back to opening the link.
 */
export function watchShowMore(doc: Document = document): void {
  doc.addEventListener('click', (event) => {
    const link = event.target instanceof Element ? event.target.closest<HTMLAnchorElement>('a[data-show-more]') : null;
    if (!link || event.defaultPrevented || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    const id = link.dataset.showMore ?? '';
    const region = link.closest<HTMLElement>(`[${regionAttr}="${CSS.escape(id)}"]`);
    if (!region) return;
    event.preventDefault();
    void showMore(region, link, id).catch(() => window.location.assign(link.href));
  });
}

async function showMore(region: HTMLElement, link: HTMLAnchorElement, id: string): Promise<void> {
  link.setAttribute('aria-busy', 'true');
  const response = await fetch(link.href, { credentials: 'same-origin', headers: { accept: 'text/html' } });
  if (!response.ok) throw new Error(`show more: ${response.status}`);
  // A <template> keeps the fetched page inert: a parsed document (DOMParser) would have CSP judge
  // its inline styles, with their nonce, against this page's policy and report them blocked.
  const page = document.createElement('template');
  page.innerHTML = await response.text();
  const next = page.content.querySelector(`[${regionAttr}="${CSS.escape(id)}"]`);
  if (!next) throw new Error('show more: no such list');
  const shown = region.querySelectorAll(focusable).length;
  const old = Array.from(region.children);
  islandsRemoved(old.filter((child) => child.hasAttribute(islandAttr) || child.querySelector(`[${islandAttr}]`)));
  // Inline styles of the fetched page carry its nonce: this page's is what CSP lets through.
  const nonce = document.querySelector<HTMLElement>('style[nonce], script[nonce]')?.nonce ?? '';
  const nodes = Array.from(next.childNodes, (node) => document.importNode(node, true));
  for (const node of nodes) {
    if (!(node instanceof Element)) continue;
    for (const style of [node, ...Array.from(node.querySelectorAll('style, script'))]) {
      if (style instanceof HTMLStyleElement || style instanceof HTMLScriptElement) style.nonce = nonce;
    }
  }
  region.replaceChildren(...nodes);
  islandsAdded(region);
  const first = region.querySelectorAll<HTMLElement>(focusable)[shown];
  first?.focus({ preventScroll: false });
}
