import type { Words } from '../words';
import { newsletterEmailProblem } from '../../shared/newsletter';

/** Newsletter forms: the footer's and the page block's (worker/render/Footer.tsx, blocks/ContentBlocks.tsx). */
export const newsletterFormSelector = 'form.newsletter__form';
const emailSelector = 'input[name="EMAIL"]';

function errorId(input: HTMLInputElement): string {
  return `${input.id || input.name}-error`;
}

function describedBy(input: HTMLInputElement, id: string, on: boolean): void {
  const ids = (input.getAttribute('aria-describedby') ?? '').split(/\s+/).filter((value) => value && value !== id);
  if (on) ids.push(id);
  if (ids.length) input.setAttribute('aria-describedby', ids.join(' '));
  else input.removeAttribute('aria-describedby');
}

function showError(input: HTMLInputElement, message: string): void {
  const form = input.form;
  if (!form) return;
  const id = errorId(input);
  let error = form.querySelector<HTMLElement>(`#${CSS.escape(id)}`);
  if (!error) {
    error = document.createElement('p');
    error.id = id;
    error.className = 'newsletter__error';
    // Announced when it appears, also when focus is already in the field.
    error.setAttribute('role', 'alert');
    form.append(error);
  }
  if (error.textContent !== message) error.textContent = message;
  input.setAttribute('aria-invalid', 'true');
  describedBy(input, id, true);
}

function clearError(input: HTMLInputElement): void {
  const id = errorId(input);
  input.form?.querySelector(`#${CSS.escape(id)}`)?.remove();
  input.removeAttribute('aria-invalid');
  describedBy(input, id, false);
}

/**
 * Checks the email before a newsletter form posts (it opens the provider in a new tab): an
 * empty or invalid address stays on the page with a localised message tied to the field,
 * and focus in the field. The script's check replaces the browser's, which is what runs
 * without scripting (the server renders `required`, `type=email` and a `pattern`).
 */
export function watchNewsletterForms(i18n: Words, doc: Document = document): void {
  for (const form of Array.from(doc.querySelectorAll<HTMLFormElement>(newsletterFormSelector))) {
    form.noValidate = true;
    form.querySelector(emailSelector)?.removeAttribute('title');
  }
  doc.addEventListener('submit', (event) => {
    const form = event.target instanceof HTMLFormElement && event.target.matches(newsletterFormSelector) ? event.target : null;
    const input = form?.querySelector<HTMLInputElement>(emailSelector);
    if (!input) return;
    const problem = newsletterEmailProblem(input.value);
    if (problem) {
      event.preventDefault();
      showError(input, i18n.t(problem));
      input.focus();
      return;
    }
    input.value = input.value.trim();
    clearError(input);
  });
  // Once flagged, the message follows the typing and goes away when the address is fine.
  doc.addEventListener('input', (event) => {
    const input = event.target instanceof HTMLInputElement && event.target.matches(`${newsletterFormSelector} ${emailSelector}`) ? event.target : null;
    if (!input || input.getAttribute('aria-invalid') !== 'true') return;
    const problem = newsletterEmailProblem(input.value);
    if (problem) showError(input, i18n.t(problem));
    else clearError(input);
  });
}
