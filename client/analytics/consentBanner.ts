import { acceptAll, consentCategories, refuseAll, type ConsentChoice } from '../../shared/consent';
import type { ConsentStore } from './consent';

/** Custom property holding the open banner's height (page bottom padding, scroll padding). */
const heightProperty = '--consent-banner-h';

export interface ConsentBanner {
  /** Shows the banner with the current choice ticked; focus goes to its title. */
  open(returnFocusTo?: HTMLElement | null): void;
  /** Closes the first-visit banner once a choice exists (made elsewhere: tab, consent platform). */
  refresh(): void;
}

/**
 * Wires the server-rendered cookie banner (worker/render/ConsentBanner.tsx): no island, a
 * few listeners on markup that is already there. `onSaved` runs after every choice.
 */
export function wireConsentBanner(consent: ConsentStore, onSaved: () => void, doc: Document = document): ConsentBanner {
  const banner = doc.querySelector<HTMLElement>('[data-consent-banner]');
  if (!banner) return { open: () => undefined, refresh: () => undefined };
  const choices = banner.querySelector<HTMLElement>('.consent-banner__choices');
  const chooseButton = banner.querySelector<HTMLButtonElement>('[data-consent-action="choose"]');
  const title = banner.querySelector<HTMLElement>('.consent-banner__title');
  const checkbox = (category: string) => banner.querySelector<HTMLInputElement>(`[data-consent-category="${category}"]`);
  let returnFocus: HTMLElement | null = null;
  /** Opened from the cookie settings link (not the first-visit banner). */
  let reopened = false;

  const root = doc.documentElement;
  const resize = typeof ResizeObserver === 'function'
    ? new ResizeObserver(() => {
        if (!banner.hidden) root.style.setProperty(heightProperty, `${Math.ceil(banner.getBoundingClientRect().height)}px`);
      })
    : null;

  const expand = (open: boolean) => {
    if (choices) choices.hidden = !open;
    chooseButton?.setAttribute('aria-expanded', String(open));
  };
  const tick = (choice: ConsentChoice | null) => {
    for (const category of consentCategories) {
      const box = checkbox(category);
      if (box) box.checked = choice?.[category] ?? false;
    }
  };
  const show = () => {
    banner.hidden = false;
    resize?.observe(banner);
  };
  const hide = () => {
    const hadFocus = banner.contains(doc.activeElement);
    banner.hidden = true;
    expand(false);
    resize?.unobserve(banner);
    root.style.removeProperty(heightProperty);
    // Focus never falls to the body: back to the link that opened the banner, else the page.
    if (hadFocus) (returnFocus?.isConnected ? returnFocus : doc.getElementById('main'))?.focus({ preventScroll: true });
    returnFocus = null;
    reopened = false;
  };
  const decide = (choice: ConsentChoice) => {
    consent.choose(choice);
    hide();
    onSaved();
  };

  banner.addEventListener('click', (event) => {
    const action = (event.target instanceof Element ? event.target.closest<HTMLElement>('[data-consent-action]') : null)?.dataset.consentAction;
    if (action === 'accept') decide(acceptAll);
    else if (action === 'refuse') decide(refuseAll);
    else if (action === 'choose') expand(choices?.hidden ?? false);
    else if (action === 'save') decide({ analytics: checkbox('analytics')?.checked ?? false, marketing: checkbox('marketing')?.checked ?? false });
  });
  // Escape closes a reopened banner without changing anything; a first choice must be made.
  banner.addEventListener('keydown', (event) => {
    if (event.key === 'Escape' && consent.choice) {
      event.preventDefault();
      hide();
    }
  });
  // A choice made in another tab, or on a page left from the back/forward cache.
  const sync = () => {
    consent.sync();
    if (consent.choice && !banner.hidden && !reopened) hide();
  };
  window.addEventListener('pageshow', (event) => {
    if (event.persisted) sync();
  });
  doc.addEventListener('visibilitychange', () => {
    if (doc.visibilityState === 'visible') sync();
  });

  if (!banner.hidden) show();

  return {
    open(from) {
      reopened = true;
      returnFocus = from ?? (doc.activeElement instanceof HTMLElement && doc.activeElement !== doc.body ? doc.activeElement : null);
      tick(consent.choice);
      // Someone who chose before comes to change it: the categories show straight away.
      expand(consent.choice !== null);
      show();
      title?.focus();
    },
    refresh: sync,
  };
}
