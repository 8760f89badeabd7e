import type { i18n } from 'i18next';
import type { ConsentStore } from './consent';

let dialog: HTMLDialogElement | null = null;

function button(label: string, className: string, onClick: () => void): HTMLButtonElement {
  const el = document.createElement('button');
  el.type = 'button';
  el.className = className;
  el.textContent = label;
  el.addEventListener('click', onClick);
  return el;
}

/** The tracking-preferences dialog opened by the footer link: accept or refuse analytics. */
export function openConsentDialog(consent: ConsentStore, i18n: i18n): HTMLDialogElement {
  if (!dialog) {
    const t = i18n.t.bind(i18n);
    const el = document.createElement('dialog');
    el.className = 'modal modal--small consent-dialog';
    el.setAttribute('aria-labelledby', 'consent-dialog-title');
    const title = document.createElement('h2');
    title.id = 'consent-dialog-title';
    title.className = 'modal__title';
    title.textContent = t('consent.title');
    const body = document.createElement('p');
    body.textContent = t('consent.body');
    const status = document.createElement('p');
    status.className = 'consent-dialog__status';
    const actions = document.createElement('div');
    actions.className = 'modal__actions';
    const decide = (state: 'granted' | 'denied') => () => {
      consent.set(state);
      el.close();
    };
    actions.append(
      button(t('consent.accept'), 'button button--primary', decide('granted')),
      button(t('consent.reject'), 'button button--ghost', decide('denied')),
    );
    el.append(title, body, status, actions);
    document.body.append(el);
    dialog = el;
  }
  const status = dialog.querySelector('.consent-dialog__status');
  if (status) {
    const key = consent.state === 'granted' ? 'consent.statusGranted' : consent.state === 'denied' ? 'consent.statusDenied' : 'consent.statusUnknown';
    status.textContent = i18n.t(key);
  }
  if (!dialog.open) dialog.showModal();
  return dialog;
}
