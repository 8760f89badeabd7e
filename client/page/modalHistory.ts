/**
 * A query-parameter modal (SPEC §2: `modal`, `type`, `layout`) as one history entry: opening it
 * from the page pushes an entry marked as the modal's; closing it goes back through that entry,
 * so the first Back after closing leaves the page instead of landing on the same URL again.
 * A modal the page was loaded with (a deep link) has no entry of its own: closing replaces it.
 */

const ownEntryKey = 'caravanModalEntry';

function stateObject(): Record<string, unknown> {
  const state: unknown = history.state;
  return state && typeof state === 'object' && !Array.isArray(state) ? (state as Record<string, unknown>) : {};
}

/** Opens a modal's URL as a new history entry, marked as pushed by the modal. */
export function pushModalEntry(url: string): void {
  history.pushState({ ...stateObject(), [ownEntryKey]: true }, '', url);
}

/** True when the current history entry was pushed by a modal opening. */
export function isModalEntry(): boolean {
  return stateObject()[ownEntryKey] === true;
}

/**
 * Leaves the modal's URL for `next` (the URL without the modal parameters): back through the
 * entry the modal pushed, or, for a modal the page was loaded with, in place.
 */
export function leaveModalEntry(next: string): void {
  if (next === window.location.pathname + window.location.search + window.location.hash) return;
  if (isModalEntry()) history.back();
  else {
    const { [ownEntryKey]: _own, ...rest } = stateObject();
    history.replaceState(rest, '', next);
  }
}

/** True when a point lies outside a box (a click on a native dialog's ::backdrop). */
export function outsideBox(rect: { left: number; right: number; top: number; bottom: number }, x: number, y: number): boolean {
  return x < rect.left || x > rect.right || y < rect.top || y > rect.bottom;
}

/**
 * A click on a modal dialog's backdrop closes it the way Escape does: a cancelable `cancel`
 * event first (so a dialog that animates, confirms or updates its URL handles it), then close().
 * The press must start on the backdrop too: a text selection dragged out of the box keeps it open.
 */
export function closeDialogsOnBackdropClick(doc: Document = document): () => void {
  let pressedOnBackdrop: HTMLDialogElement | null = null;
  const backdropOf = (event: MouseEvent): HTMLDialogElement | null => {
    const dialog = event.target;
    if (!(dialog instanceof HTMLDialogElement) || !dialog.open || !dialog.matches(':modal')) return null;
    return outsideBox(dialog.getBoundingClientRect(), event.clientX, event.clientY) ? dialog : null;
  };
  const onPointerDown = (event: PointerEvent) => {
    pressedOnBackdrop = backdropOf(event);
  };
  const onClick = (event: MouseEvent) => {
    const dialog = backdropOf(event);
    const pressed = pressedOnBackdrop;
    pressedOnBackdrop = null;
    if (!dialog || dialog !== pressed) return;
    if (dialog.dispatchEvent(new Event('cancel', { cancelable: true }))) dialog.close();
  };
  doc.addEventListener('pointerdown', onPointerDown, true);
  doc.addEventListener('click', onClick, true);
  return () => {
    doc.removeEventListener('pointerdown', onPointerDown, true);
    doc.removeEventListener('click', onClick, true);
  };
}
