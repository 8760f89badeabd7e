import { tracker } from '../analytics/tracker';
import { inFiltersModal, isFormChanged, isPartialDate, keepOnePriceChoice, leaveOutEmptyFields } from './search/filtersForm';
import type { Hydration, IslandRuntime } from '../../shared/boot';

/** Starts once the page is idle. */
export const hydration: Hydration = 'idle';
/** Plain DOM, no React (./domIslands.ts): the results page loads no React until a visitor asks for more. */
export const runtime: IslandRuntime = 'dom';

export interface AutoSubmitProps {
  /** Ids of GET forms that navigate as soon as a field changes. */
  formIds: string[];
}

/**
 * Whether the forms still show the page as it was loaded, so that a difference from what the
 * server rendered can only be the visitor's own: a plain navigation (on Back or reload the
 * browser restores fields itself), at the address it loaded (no in-place update since).
 */
function freshlyLoaded(): boolean {
  const entry = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined;
  return entry?.type === 'navigate' && entry.name === location.href;
}

let preWakeChecked = false;

/**
 * Progressive enhancement of the search page: filters and sort apply on change (the forms
 * work without JavaScript through their submit buttons); a sort change fires the sort event.
 * In the full-screen filters panel of small screens changes wait for its apply button
 * (FiltersModal counts them meanwhile): a reload per tick would close the panel.
 */
export function start(_el: Element, { formIds }: AutoSubmitProps): () => void {
  const cleanups = formIds.map((id) => {
    const form = document.getElementById(id);
    if (!(form instanceof HTMLFormElement)) return () => undefined;
    leaveOutEmptyFields(form);
    const onChange = (event: Event) => {
      const target = event.target;
      if (target instanceof HTMLSelectElement && target.name === 'sort') tracker().sort(target.value);
      // Date inputs fire change while typing a partial date: wait for a whole one.
      if (isPartialDate(target)) return;
      if (inFiltersModal(form)) return;
      form.requestSubmit();
    };
    // Capture: a bucket chosen empties the typed bounds (and the reverse) before the form is
    // read. FiltersModal does the same in the panel; it may not be awake on a wide screen.
    const onPriceChoice = (event: Event) => keepOnePriceChoice(form, event.target);
    form.addEventListener('change', onPriceChoice, true);
    form.addEventListener('input', onPriceChoice, true);
    form.addEventListener('change', onChange);
    return () => {
      form.removeEventListener('change', onPriceChoice, true);
      form.removeEventListener('input', onPriceChoice, true);
      form.removeEventListener('change', onChange);
    };
  });
  // A box ticked (or a sort chosen) before this island woke fired its change with nobody
  // listening (issue 30 item 1): the form kept it, so apply it now, once per page load.
  if (!preWakeChecked && freshlyLoaded()) {
    preWakeChecked = true;
    for (const id of formIds) {
      const form = document.getElementById(id);
      if (!(form instanceof HTMLFormElement)) continue;
      // A field still being typed into applies on its own change event, now heard.
      const active = document.activeElement;
      const typing = active instanceof HTMLInputElement && form.contains(active) && !['checkbox', 'radio'].includes(active.type);
      if (!typing && !inFiltersModal(form) && isFormChanged(form)) {
        form.requestSubmit();
        break;
      }
    }
  }
  return () => {
    cleanups.forEach((cleanup) => cleanup());
  };
}

/** On the server: nothing to render (the forms are the page's own). */
export default function AutoSubmit(_props: AutoSubmitProps): null {
  return null;
}
