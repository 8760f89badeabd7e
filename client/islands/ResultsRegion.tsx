import { useEffect } from 'react';
import { fragmentRegionAttr, type FragmentName } from '../../shared/fragment';
import { startResultsRegion } from '../ui/resultsRegion';
import type { Hydration } from '../../shared/boot';

/** Hydrates once the page is idle. */
export const hydration: Hydration = 'idle';

export interface ResultsRegionProps {
  /** The fragment the page answers (worker/routes/types.ts `fragment`). */
  region: FragmentName;
}

/**
 * Makes the results region of the page update in place (client/ui/resultsRegion.ts); its forms
 * and links stay plain GET forms and links without JavaScript. Renders nothing.
 */
export function ResultsRegion({ region }: ResultsRegionProps) {
  useEffect(() => {
    const root = document.querySelector<HTMLElement>(`[${fragmentRegionAttr}="${region}"]`);
    if (!root) return;
    return startResultsRegion(root).stop;
  }, [region]);
  return null;
}

export default ResultsRegion;
