/**
 * The search filters form as both islands see it: AutoSubmit applies it on change (sidebar),
 * FiltersModal counts and applies it on demand (full-screen panel on small screens).
 */

/** Where the filters are a full-screen panel instead of a sidebar (app.css uses the same bound). */
export const filtersModalMedia = '(max-width: 1023px)';

/** Class of the filters aside while it is the open modal (server-rendered for `?modal=filters`). */
export const filtersOpenClass = 'search-filters--open';

/** True while the form sits in the open full-screen filters panel: changes wait for Apply. */
export function inFiltersModal(form: HTMLFormElement): boolean {
  return Boolean(form.closest(`.${filtersOpenClass}`)) && window.matchMedia(filtersModalMedia).matches;
}

/** The query the form submits, empty fields left out (the URL stays clean). */
export function filtersQuery(form: HTMLFormElement): URLSearchParams {
  const query = new URLSearchParams();
  for (const [key, value] of new FormData(form)) {
    if (typeof value === 'string' && value !== '') query.append(key, value);
  }
  return query;
}

/** Disables empty fields so a native submit leaves them out of the URL. */
export function disableEmptyFields(form: HTMLFormElement): void {
  for (const element of Array.from(form.elements)) {
    if ((element instanceof HTMLInputElement || element instanceof HTMLSelectElement) && element.name && element.value === '') {
      element.disabled = true;
    }
  }
}

/** Undoes disableEmptyFields (a page restored by back/forward keeps its fields disabled). */
export function enableFields(form: HTMLFormElement): void {
  for (const element of Array.from(form.elements)) {
    if (element instanceof HTMLInputElement || element instanceof HTMLSelectElement) element.disabled = false;
  }
}

/** Every visible choice back to "any" (hidden fields such as tab and text search stay). */
export function clearFields(form: HTMLFormElement): void {
  for (const element of Array.from(form.elements)) {
    if (!(element instanceof HTMLInputElement) || element.type === 'hidden') continue;
    if (element.type === 'checkbox') element.checked = false;
    else if (element.type === 'radio') element.checked = element.value === '';
    else element.value = '';
  }
}

/** True when a field differs from what the page was rendered with (the URL's filters). */
export function isFormChanged(form: HTMLFormElement): boolean {
  return Array.from(form.elements).some((element) => {
    if (element instanceof HTMLInputElement) {
      return element.type === 'checkbox' || element.type === 'radio' ? element.checked !== element.defaultChecked : element.value !== element.defaultValue;
    }
    if (element instanceof HTMLSelectElement) return Array.from(element.options).some((option) => option.selected !== option.defaultSelected);
    return false;
  });
}

/** A partial date typed so far fires change with an empty value: not worth acting on yet. */
export function isPartialDate(target: EventTarget | null): boolean {
  return target instanceof HTMLInputElement && target.type === 'date' && target.value === '' && target.validity.badInput;
}
