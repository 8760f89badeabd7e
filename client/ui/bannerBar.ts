import { tracker } from '../analytics/tracker';

const storageKey = (id: string) => `caravan.banner.${id}.closed`;

function closedThisSession(id: string): boolean {
  try {
    return window.sessionStorage.getItem(storageKey(id)) === '1';
  } catch {
    return false;
  }
}

/**
 * The promo and bottom banner bars (worker/render/BannerBar.tsx): one the visitor closed
 * this session stays hidden; the rest are tracked as shown; the close button hides the bar
 * and remembers it for the session. The click itself is tracked by its data-track attribute.
 */
export function watchBannerBars(doc: Document = document): void {
  for (const bar of Array.from(doc.querySelectorAll<HTMLElement>('[data-banner-id]'))) {
    const id = bar.dataset.bannerId ?? '';
    if (closedThisSession(id)) {
      bar.hidden = true;
      continue;
    }
    tracker().bannerShow(id);
  }
  doc.addEventListener('click', (event) => {
    const close = event.target instanceof Element ? event.target.closest('[data-banner-close]') : null;
    const bar = close?.closest<HTMLElement>('[data-banner-id]');
    if (!bar) return;
    bar.hidden = true;
    try {
      window.sessionStorage.setItem(storageKey(bar.dataset.bannerId ?? ''), '1');
    } catch {
      // Private mode without storage: closed for this page only.
    }
  });
}
