/**
 * The results page's filters panel on a phone, prepared while the page is idle: results.css
 * styles and lays it out where it opens, hidden, once `<html data-filters-sheet>` is set, so
 * the tap that opens it changes only its visibility (issue 33 item 4: opening it was a frame of
 * 250 and more elements restyled and laid out, 50–100 ms on a mid-range phone). Its facets are
 * released in steps ("1" none, "2" the first three, "3" all), one idle task each, so that no
 * step is a long task of its own.
 */
import { filtersModalMedia } from './filtersForm';
import { whenIdle } from '../../page/tasks';

/** The `<html>` dataset key results.css reads (`data-filters-sheet`). */
const filtersSheetKey = 'filtersSheet';
const filtersSheetSteps = ['1', '2', '3'] as const;

/** Prepares the panel in `doc` (a phone's screen only); the returned function undoes it. */
export function prepareFiltersSheet(doc: Document = document): () => void {
  const root = doc.documentElement;
  if (!doc.querySelector('.search-filters') || !window.matchMedia(filtersModalMedia).matches) return () => undefined;
  let stopped = false;
  let step = 0;
  const next = () => {
    if (stopped) return;
    root.dataset[filtersSheetKey] = filtersSheetSteps[step];
    step += 1;
    if (step < filtersSheetSteps.length) whenIdle(next);
  };
  whenIdle(next);
  return () => {
    stopped = true;
    delete root.dataset[filtersSheetKey];
  };
}
