/**
 * Back closes a modal (issue 30 item 7): on a phone a full-screen dialog looks like a page, and
 * Back is how a visitor leaves it. Every modal `<dialog>` that opens pushes a history entry of
 * its own (same URL); Back pops it and closes the dialog the way Escape does (a cancelable
 * `cancel` event, so a dialog that keeps state or confirms handles it, then close()). Closing
 * the dialog otherwise (×, Escape, a button) goes back through its entry, so the first Back
 * afterwards leaves the page as before.
 *
 * Dialogs that keep their own history stay out: the query-parameter modals (the URL carries
 * `modal=`, ./queryModals.ts and the gallery) and any dialog marked `data-own-history`
 * (the search widget's).
 */
const ownHistory = '[data-query-modal], [data-own-history], .search-modal';
const entryKey = 'caravanDialogEntry';

function stateObject(): Record<string, unknown> {
  const state: unknown = history.state;
  return state && typeof state === 'object' && !Array.isArray(state) ? (state as Record<string, unknown>) : {};
}

/** True for a dialog this module gives a history entry to: open, modal and not one with its own history. */
export function tracksDialog(dialog: Element): boolean {
  return dialog instanceof HTMLDialogElement && dialog.open && dialog.matches(':modal') && !dialog.matches(ownHistory);
}

/** Starts watching the page's dialogs; returns the function that stops it. */
export function watchModalBack(doc: Document = document): () => void {
  const win = doc.defaultView ?? window;
  /** The dialogs with an entry, innermost last; each entry's depth is its index + 1. */
  const stack: HTMLDialogElement[] = [];
  /** Entries we are leaving on purpose (a dialog closed by its own controls): their popstate is ours. */
  let expectedPops = 0;

  const opened = (dialog: HTMLDialogElement) => {
    if (stack.includes(dialog)) return;
    stack.push(dialog);
    history.pushState({ ...stateObject(), [entryKey]: stack.length }, '', win.location.href);
  };

  const closed = (dialog: HTMLDialogElement) => {
    const index = stack.indexOf(dialog);
    if (index < 0) return;
    stack.splice(index, 1);
    // Closed by its own controls while its entry is the current one: leave that entry. (One
    // under another that stays open keeps its entry: the next Back lands on it and closes nothing.)
    if (index === stack.length && stateObject()[entryKey] === index + 1) {
      expectedPops += 1;
      history.back();
    }
  };

  const observer = new MutationObserver((records) => {
    for (const record of records) {
      const dialog = record.target;
      if (!(dialog instanceof HTMLDialogElement)) continue;
      if (tracksDialog(dialog)) opened(dialog);
      else if (!dialog.open) closed(dialog);
    }
  });
  observer.observe(doc.documentElement, { subtree: true, attributes: true, attributeFilter: ['open'] });
  // Open before the watcher started (a modal the page hydrated open).
  for (const dialog of Array.from(doc.querySelectorAll('dialog'))) if (tracksDialog(dialog)) opened(dialog);

  const onPopState = () => {
    if (expectedPops > 0) {
      expectedPops -= 1;
      return;
    }
    const raw = stateObject()[entryKey];
    const depth = typeof raw === 'number' ? raw : 0;
    // Back past one or more dialogs' entries: close them, innermost first.
    while (stack.length > depth) {
      const dialog = stack.pop()!;
      if (!dialog.open) continue;
      if (dialog.dispatchEvent(new Event('cancel', { cancelable: true }))) dialog.close();
    }
  };
  win.addEventListener('popstate', onPopState);
  return () => {
    observer.disconnect();
    win.removeEventListener('popstate', onPopState);
  };
}
