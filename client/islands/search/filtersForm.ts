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

const cleanForms = new WeakSet<HTMLFormElement>();

/**
 * Leaves the form's empty fields out of every submit and FormData of it, so the URL (the single
 * source of truth) stays clean. It edits the entry list (the `formdata` event), not the fields:
 * disabling them for the submit changed the style of dozens of controls, which the browser then
 * recalculated inside the tap (issue 33 item 4), and a page restored from the back/forward
 * cache kept them disabled.
 */
export function leaveOutEmptyFields(form: HTMLFormElement): void {
  if (cleanForms.has(form)) return;
  cleanForms.add(form);
  form.addEventListener('formdata', (event) => {
    const entries = Array.from(event.formData);
    if (!entries.some(([, value]) => value === '')) return;
    for (const [key] of entries) event.formData.delete(key);
    for (const [key, value] of entries) if (value !== '') event.formData.append(key, value);
  });
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

/** Counts beside the panel's choices, by field name then value (GET /api/search/count `facets`). */
export type FacetCounts = Record<string, Record<string, number>>;

export function isFacetCounts(value: unknown): value is FacetCounts {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return false;
  return Object.values(value).every((field) => field && typeof field === 'object' && Object.values(field as object).every((n) => typeof n === 'number' && Number.isInteger(n) && n >= 0));
}

const countSelector = '.check__count';

/**
 * Puts the counts of the form as it now stands beside its choices (the page's own counts are
 * kept to go back to when the panel is closed unapplied); a choice the answer does not count
 * keeps its number.
 */
export function applyFacetCounts(form: HTMLFormElement, facets: FacetCounts): void {
  for (const element of Array.from(form.elements)) {
    if (!(element instanceof HTMLInputElement) || (element.type !== 'checkbox' && element.type !== 'radio')) continue;
    const count = facets[element.name]?.[element.value];
    const badge = element.closest('label')?.querySelector<HTMLElement>(countSelector);
    if (count === undefined || !badge) continue;
    if (badge.dataset.pageCount === undefined) badge.dataset.pageCount = badge.textContent ?? '';
    badge.textContent = String(count);
    badge.classList.toggle('check__count--none', count === 0);
  }
}

/** The page's own counts back beside the choices (the panel closed without applying). */
export function restoreFacetCounts(form: HTMLFormElement): void {
  for (const badge of Array.from(form.querySelectorAll<HTMLElement>(countSelector))) {
    if (badge.dataset.pageCount === undefined) continue;
    badge.textContent = badge.dataset.pageCount;
    delete badge.dataset.pageCount;
    badge.classList.remove('check__count--none');
  }
}

/** The traveller's own price bounds (search page fields `priceMin`, `priceMax`: whole units of the currency shown). */
export const priceBoundNames = ['priceMin', 'priceMax'] as const;

/**
 * Price choices stay one choice: a bucket chosen empties the typed bounds, a bound typed
 * unticks the buckets (the server lets typed bounds win, so a stale number would overrule the
 * bucket). Run before the form's other change listeners read it.
 */
export function keepOnePriceChoice(form: HTMLFormElement, target: EventTarget | null): void {
  if (!(target instanceof HTMLInputElement) || target.form !== form) return;
  if (target.type === 'radio' && target.name === 'price') {
    for (const name of priceBoundNames) {
      const field = form.elements.namedItem(name);
      if (field instanceof HTMLInputElement) field.value = '';
    }
  } else if ((priceBoundNames as readonly string[]).includes(target.name) && target.value !== '') {
    for (const radio of Array.from(form.querySelectorAll<HTMLInputElement>('input[type="radio"][name="price"]'))) radio.checked = false;
  }
}
