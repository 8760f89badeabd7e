/**
 * The header search bar where it is a popover under the header (1024–1519 px, app.css): the
 * traveller can type as soon as it opens, and `?modal=search` (SPEC §2: the menu opens search)
 * opens it there too. Beside the menu (from 1520 px) it is always shown and this does nothing.
 */
export function watchHeaderSearch(doc: Document = document): void {
  const panel = doc.getElementById('header-search');
  const toggle = doc.querySelector<HTMLElement>('.icon-link--search-toggle');
  if (!panel || !toggle || typeof panel.showPopover !== 'function') return;
  panel.addEventListener('toggle', (event) => {
    if ((event as ToggleEvent).newState === 'open') panel.querySelector<HTMLInputElement>('input:not([type="hidden"])')?.focus();
  });
  const shownAsToggle = () => toggle.getClientRects().length > 0;
  if (new URLSearchParams(location.search).get('modal') === 'search' && shownAsToggle() && !panel.matches(':popover-open')) panel.showPopover();
}
