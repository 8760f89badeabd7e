/**
 * The URL side of in-place results (client/ui/resultsRegion.ts): which URL a form or a link
 * asks for, whether two URLs show the same results, and what each control shows for a URL.
 * No DOM here, so it is unit tested in Node.
 */
import { pageKey } from '../analytics/routeChange';

/** What the results region shows for a URL: path and query without the modal parameters, sorted. */
export const resultsKey = pageKey;

/** The query a GET form submits, empty values left out (the URL stays clean, as without JavaScript). */
export function formQuery(entries: Iterable<[string, FormDataEntryValue]>): URLSearchParams {
  const query = new URLSearchParams();
  for (const [key, value] of entries) {
    if (typeof value === 'string' && value !== '') query.append(key, value);
  }
  return query;
}

/** True when only the page number differs: the traveller turned a page (scroll to the results top). */
export function isPageTurn(from: string, to: string): boolean {
  const page = (href: string) => new URL(href).searchParams.get('page') ?? '1';
  const withoutPage = (href: string) => {
    const url = new URL(href);
    url.searchParams.delete('page');
    return resultsKey(url.href);
  };
  return page(from) !== page(to) && withoutPage(from) === withoutPage(to);
}

export interface ControlDescription {
  type: string;
  name: string;
  value: string;
}

/**
 * What a control shows for the URL's query: `checked` for checkboxes and radios, `value` for
 * fields and selects (`null`: the field's own first option / empty). Hidden fields: undefined
 * (the server writes them; the swap replaces them).
 */
export function controlStateFor(params: URLSearchParams, control: ControlDescription): { checked: boolean } | { value: string | null } | undefined {
  const { type, name, value } = control;
  if (!name || type === 'hidden' || type === 'submit' || type === 'button') return undefined;
  if (type === 'checkbox') return { checked: params.getAll(name).includes(value) };
  // A price given as priceFrom/priceTo (a deep link) has no radio of its own here: the swap that follows sets it.
  if (type === 'radio') return { checked: (params.get(name) ?? '') === value };
  return { value: params.get(name) };
}
