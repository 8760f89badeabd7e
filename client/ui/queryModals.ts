import { coverPage } from '../page/coveredPage';
import { islandsAdded } from '../page/lifecycle';
import { closeDialogsOnBackdropClick, leaveModalEntry, pushModalEntry } from '../page/modalHistory';
import { askedQueryModal, isQueryModalType } from '../../shared/queryModal';
import { fetchPagePart } from './fetchedPage';
import { isLeaving } from './leaving';

export const modalOpenDelayMs = 200;
export const modalExitDelayMs = 200;
const queryKeys = ['modal', 'type', 'layout'] as const;

function dialogFor(type: string | null): HTMLDialogElement | null {
  if (!type || !/^[a-z-]{1,40}$/.test(type)) return null;
  return document.querySelector<HTMLDialogElement>(`dialog[data-query-modal="${type}"]`);
}

const fetching = new Map<string, Promise<HTMLDialogElement | null>>();

/**
 * A dialog the page does not hold (the server renders a query modal only on its own URL,
 * worker/render/ui/QueryModal.tsx): taken from the page's `?modal=` version, fetched once, and
 * kept in this page for the next time. Null when that page has no such dialog.
 */
function fetchDialog(href: string, type: string): Promise<HTMLDialogElement | null> {
  let pending = fetching.get(type);
  if (!pending) {
    pending = fetchPagePart(href, `dialog[data-query-modal="${type}"]`).then((part) => {
      if (!(part instanceof HTMLDialogElement)) return null;
      const present = dialogFor(type);
      if (present) return present;
      part.removeAttribute('open');
      document.body.appendChild(part);
      islandsAdded(part);
      return part;
    });
    // A failure is forgotten: the next click tries again.
    pending.catch(() => fetching.delete(type));
    fetching.set(type, pending);
  }
  return pending;
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
 * (../page/modalHistory), and a click on any modal dialog's backdrop closes it. Plain DOM
 * code run by the entry at once (it renders nothing, so it is no island). Returns its stop.
 */
export function startQueryModals(): () => void {
  let openTimer: number | undefined;
  let current: HTMLDialogElement | null = null;
  /** The page behind an open query modal is covered in part (its backdrop shows the screen): released on its close. */
  const uncover = new Map<HTMLDialogElement, () => void>();
  const release = (dialog: HTMLDialogElement) => {
    uncover.get(dialog)?.();
    uncover.delete(dialog);
  };

  const show = (dialog: HTMLDialogElement) => {
    window.clearTimeout(openTimer);
    openTimer = window.setTimeout(() => {
      if (!dialog.open) {
        // Before showModal: the inert page it leaves is then restyled without what is off the screen.
        if (!uncover.has(dialog)) uncover.set(dialog, coverPage('part'));
        dialog.showModal();
      }
      current = dialog;
    }, modalOpenDelayMs);
  };
  const syncFromUrl = (fetchMissing = false) => {
    const params = new URLSearchParams(window.location.search);
    const type = askedQueryModal(params);
    const dialog = dialogFor(type);
    if (current && current !== dialog && current.open) current.close();
    const open = (found: HTMLDialogElement) => {
      const layout = params.get('layout');
      if (layout) found.dataset.layout = layout;
      show(found);
    };
    if (dialog) open(dialog);
    // Back or forward to a modal's URL whose dialog this page has not fetched yet.
    else if (fetchMissing && isQueryModalType(type)) {
      const href = window.location.href;
      fetchDialog(href, type).then(
        (found) => found && window.location.href === href && open(found),
        () => undefined,
      );
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
    release(dialog);
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
    const type = askedQueryModal(url.searchParams);
    const dialog = dialogFor(type);
    if (!dialog && !isQueryModalType(type)) return;
    event.preventDefault();
    const params = new URLSearchParams(window.location.search);
    for (const key of queryKeys) {
      const value = url.searchParams.get(key);
      if (value) params.set(key, value);
      else params.delete(key);
    }
    const modalUrl = `${window.location.pathname}?${params.toString()}`;
    if (dialog) {
      pushModalEntry(modalUrl);
      syncFromUrl();
      return;
    }
    link.setAttribute('aria-busy', 'true');
    fetchDialog(modalUrl, type!)
      .then((found) => {
        if (!found) throw new Error(`no ${type} dialog`);
        pushModalEntry(modalUrl);
        syncFromUrl();
      })
      // The page without JavaScript's way: the modal's URL, rendered open by the server.
      .catch(() => {
        if (!isLeaving()) window.location.assign(link.href);
      })
      .finally(() => link.removeAttribute('aria-busy'));
  };
  const onCancel = (event: Event) => {
    const dialog = event.target;
    if (dialog instanceof HTMLDialogElement && dialog.dataset.queryModal) {
      event.preventDefault();
      close(dialog);
    }
  };
  syncFromUrl();
  const onPopState = () => syncFromUrl(true);
  const stopBackdrop = closeDialogsOnBackdropClick();
  window.addEventListener('popstate', onPopState);
  document.addEventListener('click', onClick);
  document.addEventListener('close', onDialogClose, true);
  document.addEventListener('cancel', onCancel, true);
  return () => {
    window.clearTimeout(openTimer);
    for (const dialog of [...uncover.keys()]) release(dialog);
    stopBackdrop();
    window.removeEventListener('popstate', onPopState);
    document.removeEventListener('click', onClick);
    document.removeEventListener('close', onDialogClose, true);
    document.removeEventListener('cancel', onCancel, true);
  };
}
