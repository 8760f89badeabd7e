/** Below this scroll the transparent header stays transparent; past the next it turns sticky (SPEC §2, §4). */
const transparentBelowPx = 50;
const stickyAfterPx = 800;

/**
 * The header's scroll states as attributes of <html> (`data-scrolled`, `data-sticky`), from
 * the first paint on: the menu island that once set them may hydrate much later.
 */
export function watchHeaderScroll(root: HTMLElement = document.documentElement): () => void {
  const onScroll = () => {
    const y = window.scrollY;
    root.dataset.scrolled = y >= transparentBelowPx ? 'true' : 'false';
    root.dataset.sticky = y > stickyAfterPx ? 'true' : 'false';
  };
  onScroll();
  window.addEventListener('scroll', onScroll, { passive: true });
  return () => window.removeEventListener('scroll', onScroll);
}
