import { closeDialogsOnBackdropClick, leaveModalEntry, pushModalEntry } from '../islands/modalHistory';

export const modalOpenDelayMs = 200;
export const modalExitDelayMs = 200;
const queryKeys = ['modal', 'type', 'layout'] as const;

function dialogFor(type: string | null): HTMLDialogElement | null {
  if (!type || !/^[a-z-]{1,40}$/.test(type)) return null;
  return document.querySelector<HTMLDialogElement>(`dialog[data-query-modal="${type}"]`);
}

/** The URL without the three modal parameters (what closing a modal leaves). */
export function withoutModalParams(href: string): string {
  const url = new URL(href);
  for (const key of queryKeys) url.searchParams.delete(key);
  return url.pathname + (url.searchParams.toString() ? `?${url.searchParams}` : '') + url.hash;
}

/**
 * Opens the page's query modals from the URL (200 ms delay), keeps them in step with
 * back/forward, and on close waits the 200 ms exit animation, then removes `modal`, `type`
 * and `layout` from the URL (SPEC §2). Links to `?modal=…` whose dialog is on the page open
 * without a reload, keeping the scroll position. Opening and closing is one history entry
 * (../islands/modalHistory), and a click on any modal dialog's backdrop closes it. Plain DOM
 * code run by the entry at once (it renders nothing, so it is no island). Returns its stop.
 */
export function startQueryModals(): () => void {
  let openTimer: number | undefined;
  let current: HTMLDialogElement | null = null;

  const show = (dialog: HTMLDialogElement) => {
    window.clearTimeout(openTimer);
    openTimer = window.setTimeout(() => {
      if (!dialog.open) dialog.showModal();
      current = dialog;
    }, modalOpenDelayMs);
  };
  const syncFromUrl = () => {
    const params = new URLSearchParams(window.location.search);
    const dialog = dialogFor(params.get('type') ?? params.get('modal'));
    if (current && current !== dialog && current.open) current.close();
    if (dialog) {
      const layout = params.get('layout');
      if (layout) dialog.dataset.layout = layout;
      show(dialog);
    }
  };
  const close = (dialog: HTMLDialogElement) => {
    dialog.classList.add('is-closing');
    window.setTimeout(() => {
      dialog.classList.remove('is-closing');
      if (dialog.open) dialog.close();
    }, modalExitDelayMs);
  };
  const onDialogClose = (event: Event) => {
    const dialog = event.target;
    if (!(dialog instanceof HTMLDialogElement) || !dialog.dataset.queryModal) return;
    current = null;
    leaveModalEntry(withoutModalParams(window.location.href));
  };
  const onClick = (event: MouseEvent) => {
    const target = event.target instanceof Element ? event.target : null;
    const closer = target?.closest('[data-modal-close]');
    if (closer) {
      const dialog = closer.closest('dialog');
      if (dialog) close(dialog);
      return;
    }
    const link = target?.closest('a[href]');
    if (!(link instanceof HTMLAnchorElement) || event.metaKey || event.ctrlKey || event.shiftKey) return;
    const url = new URL(link.href, window.location.href);
    if (url.origin !== window.location.origin || url.pathname !== window.location.pathname) return;
    const dialog = dialogFor(url.searchParams.get('type') ?? url.searchParams.get('modal'));
    if (!dialog) return;
    event.preventDefault();
    const params = new URLSearchParams(window.location.search);
    for (const key of queryKeys) {
      const value = url.searchParams.get(key);
      if (value) params.set(key, value);
      else params.delete(key);
    }
    pushModalEntry(`${window.location.pathname}?${params.toString()}`);
    syncFromUrl();
  };
  const onCancel = (event: Event) => {
    const dialog = event.target;
    if (dialog instanceof HTMLDialogElement && dialog.dataset.queryModal) {
      event.preventDefault();
      close(dialog);
    }
  };
  syncFromUrl();
  const stopBackdrop = closeDialogsOnBackdropClick();
  window.addEventListener('popstate', syncFromUrl);
  document.addEventListener('click', onClick);
  document.addEventListener('close', onDialogClose, true);
  document.addEventListener('cancel', onCancel, true);
  return () => {
    window.clearTimeout(openTimer);
    stopBackdrop();
    window.removeEventListener('popstate', syncFromUrl);
    document.removeEventListener('click', onClick);
    document.removeEventListener('close', onDialogClose, true);
    document.removeEventListener('cancel', onCancel, true);
  };
}
