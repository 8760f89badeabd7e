/** Selector of the buttons that open the browser's print dialog (the trip dossier's). */
export const printButtonSelector = '[data-print]';

/**
 * Print buttons (issue 30 item 8): plain DOM, so the first press prints as soon as the page's
 * entry script has run — no island to wake, no disabled look while it loads.
 */
export function watchPrintButtons(doc: Document = document): () => void {
  const onClick = (event: MouseEvent) => {
    const button = event.target instanceof Element ? event.target.closest(printButtonSelector) : null;
    if (!button) return;
    event.preventDefault();
    (doc.defaultView ?? window).print();
  };
  doc.addEventListener('click', onClick);
  return () => doc.removeEventListener('click', onClick);
}
