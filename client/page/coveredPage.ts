/**
 * While a dialog covers the whole of a phone's screen, the page behind it is not rendered: its
 * content blocks and its footer skip their contents and keep the height they had
 * (`html[data-covered]`: client/styles/blocks.css, footer.css). Opening a modal dialog makes
 * everything behind it inert, which restyles all of it in the tap that opened it; the skipped
 * parts are left out of that (issue 33 item 4). Nothing of it shows meanwhile, and the scroll
 * position stays where it was.
 */
let covers = 0;

/** Marks the page covered; the function it returns uncovers it (once, whatever else covers it). */
export function coverPage(): () => void {
  covers += 1;
  document.documentElement.dataset.covered = 'true';
  let released = false;
  return () => {
    if (released) return;
    released = true;
    covers -= 1;
    if (covers === 0) delete document.documentElement.dataset.covered;
  };
}
