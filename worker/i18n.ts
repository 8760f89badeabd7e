import type { i18n } from 'i18next';
import type { Language } from '../markets/config';
import { createI18n } from '../markets/i18n';
import { resources } from '../markets/locales';

const instances = new Map<Language, i18n>();

/**
 * One i18next instance per language per isolate, for pages, refusals and emails alike:
 * building one is a real share of a cold render, and the server only reads from it (one
 * language each, resources fixed).
 */
export function i18nFor(language: Language): i18n {
  let instance = instances.get(language);
  if (!instance) {
    instance = createI18n(language, resources[language]);
    instances.set(language, instance);
  }
  return instance;
}
