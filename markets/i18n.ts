import i18next, { type i18n } from 'i18next';
import type { Language } from './config';
import type { Resources } from './locales/en';

/**
 * A fresh i18next instance for one request (worker) or one page (client), initialised
 * synchronously from the given resources so server and islands render the same words.
 */
export function createI18n(language: Language, bundle: Resources): i18n {
  const instance = i18next.createInstance();
  void instance.init({
    lng: language,
    fallbackLng: false,
    resources: { [language]: { translation: bundle } },
    initAsync: false,
    interpolation: { escapeValue: false }, // React escapes
    returnNull: false,
  });
  return instance;
}
