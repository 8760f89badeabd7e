/**
 * Whether this page has started to navigate away (a link followed, a form sent, the address
 * changed). Firefox cancels the page's outstanding loads as soon as a navigation starts — a
 * lazily loaded chunk, a results fragment, a "show more" request — so their failures arrive
 * while the next page is on its way. Reacting to them as failures (a chunk-guard reload, a
 * fallback navigation to the same URL) would cut short the navigation the traveller chose: a
 * tapped result was thrown back to the results page. Code that answers a failed load with a
 * navigation asks `isLeaving()` first and stays quiet when the page is on its way out.
 *
 * `beforeunload` comes before the old page's loads are cancelled (the unload is allowed first);
 * listening to it keeps the page eligible for the back/forward cache (unlike `unload`). A page
 * still here a while later (a download, a navigation the server answered with 204) is no
 * longer leaving, nor is one restored from the back/forward cache.
 */
export const leavingGraceMs = 10_000;

let leavingSince = 0;

/** Starts watching (once per page, from the client entry). */
export function watchLeaving(win: Window = window): () => void {
  const start = () => {
    leavingSince = Date.now();
  };
  const stop = () => {
    leavingSince = 0;
  };
  win.addEventListener('beforeunload', start);
  win.addEventListener('pageshow', stop);
  return () => {
    win.removeEventListener('beforeunload', start);
    win.removeEventListener('pageshow', stop);
    stop();
  };
}

/** Whether a navigation away from this page started less than `leavingGraceMs` ago. */
export function isLeaving(now: number = Date.now()): boolean {
  return leavingSince > 0 && now - leavingSince < leavingGraceMs;
}
