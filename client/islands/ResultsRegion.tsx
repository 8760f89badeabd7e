import { fragmentRegionAttr, type FragmentName } from '../../shared/fragment';
import { prepareFiltersSheet } from './search/filtersSheet';
import { startResultsRegion } from '../ui/resultsRegion';
import type { Hydration, IslandRuntime } from '../../shared/boot';

/** Starts once the page is idle. */
export const hydration: Hydration = 'idle';
/** Plain DOM, no React (./domIslands.ts). */
export const runtime: IslandRuntime = 'dom';

export interface ResultsRegionProps {
  /** The fragment the page answers (worker/routes/types.ts `fragment`). */
  region: FragmentName;
}

/**
 * Makes the results region of the page update in place (client/ui/resultsRegion.ts); its forms
 * and links stay plain GET forms and links without JavaScript. On a phone, prepares the closed
 * filters panel (./search/filtersSheet.ts). Renders nothing.
 */
export function start(_el: Element, { region }: ResultsRegionProps): () => void {
  const root = document.querySelector<HTMLElement>(`[${fragmentRegionAttr}="${region}"]`);
  if (!root) return () => undefined;
  const results = startResultsRegion(root);
  const stopSheet = prepareFiltersSheet();
  return () => {
    stopSheet();
    results.stop();
  };
}

/** On the server: nothing to render (the region is the page's own). */
export default function ResultsRegion(_props: ResultsRegionProps): null {
  return null;
}
