/**
 * While a modal dialog is open on a phone, the page behind it is rendered as little as can be:
 * its content blocks and its footer skip their contents, at the height they had
 * (`html[data-covered]`: client/styles/blocks.css, footer.css). Opening a modal dialog makes
 * everything behind it inert, which restyles all of it in the tap that opened it; the skipped
 * parts are left out of that (issue 33 item 4). The scroll position stays where it was.
 *
 * `whole`: the dialog covers the whole screen (the search dialog), nothing behind it is rendered.
 * `part`: the page shows beside the dialog or through its backdrop (the menu drawer), only what
 * is off the screen is skipped.
 */
export type Cover = 'whole' | 'part';

const covers: Record<Cover, number> = { whole: 0, part: 0 };

function mark(): void {
  const root = document.documentElement;
  if (covers.whole) root.dataset.covered = 'whole';
  else if (covers.part) root.dataset.covered = 'part';
  else delete root.dataset.covered;
}

/** Marks the page covered; the function it returns uncovers it (once; other covers stay). */
export function coverPage(cover: Cover): () => void {
  covers[cover] += 1;
  mark();
  let released = false;
  return () => {
    if (released) return;
    released = true;
    covers[cover] -= 1;
    mark();
  };
}
