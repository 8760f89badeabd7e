import { useEffect } from 'react';
import { tracker } from '../analytics/tracker';

export interface AutoSubmitProps {
  /** Ids of GET forms that navigate as soon as a field changes. */
  formIds: string[];
}

/** Leaves empty fields out so the URL (the single source of truth) stays clean. */
function submitClean(form: HTMLFormElement) {
  for (const element of Array.from(form.elements)) {
    if ((element instanceof HTMLInputElement || element instanceof HTMLSelectElement) && element.name && element.value === '') {
      element.disabled = true;
    }
  }
  form.requestSubmit();
}

/**
 * Progressive enhancement of the search page: filters and sort apply on change (the forms
 * work without JavaScript through their submit buttons); a sort change fires the sort event.
 */
export function AutoSubmit({ formIds }: AutoSubmitProps) {
  useEffect(() => {
    const cleanups = formIds.map((id) => {
      const form = document.getElementById(id);
      if (!(form instanceof HTMLFormElement)) return () => undefined;
      const onChange = (event: Event) => {
        const target = event.target;
        if (target instanceof HTMLSelectElement && target.name === 'sort') tracker().sort(target.value);
        // Date inputs fire change while typing a partial date: wait for a whole one.
        if (target instanceof HTMLInputElement && target.type === 'date' && target.value === '' && target.validity.badInput) return;
        submitClean(form);
      };
      const onSubmit = () => {
        for (const element of Array.from(form.elements)) {
          if (element instanceof HTMLInputElement && element.name && element.value === '') element.disabled = true;
        }
      };
      form.addEventListener('change', onChange);
      form.addEventListener('submit', onSubmit);
      return () => {
        form.removeEventListener('change', onChange);
        form.removeEventListener('submit', onSubmit);
      };
    });
    // Back/forward restores a page from the cache with fields still disabled: re-enable them.
    const onShow = () => {
      for (const id of formIds) {
        const form = document.getElementById(id);
        if (form instanceof HTMLFormElement) for (const element of Array.from(form.elements)) (element as HTMLInputElement).disabled = false;
      }
    };
    window.addEventListener('pageshow', onShow);
    return () => {
      cleanups.forEach((cleanup) => cleanup());
      window.removeEventListener('pageshow', onShow);
    };
  }, [formIds]);
  return null;
}

export default AutoSubmit;
