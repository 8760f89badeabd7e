import i18next, { type i18n } from 'i18next';
import type { Language } from './config';
import type { Resources } from './locales/en';
import { numberFormat } from './intlFormats';

/** Number locale of each language: grouping and decimals as the market writes them (18.342, 18,342, 18 342). */
const numberLocales: Record<Language, string> = { it: 'it-IT', en: 'en-GB', es: 'es-ES', fr: 'fr-FR', de: 'de-DE' };

/**
 * Interpolated values that are numbers but not quantities: years ("since 2019"), codes and
 * digits are written as they are; every other number is formatted for the language, so no
 * count ever reads "18342 recensioni".
 */
export function isVerbatimNumberKey(key: string | undefined): boolean {
  return typeof key === 'string' && /(year|code|digits|id)$/i.test(key);
}

/** A number as the language writes it; anything else unchanged. */
export function formatInterpolatedNumber(value: unknown, language: Language, key?: string): unknown {
  if (typeof value !== 'number' || !Number.isFinite(value) || isVerbatimNumberKey(key)) return value;
  return numberFormat(numberLocales[language] ?? language).format(value);
}

/**
 * A fresh i18next instance for one request (worker) or one page (client), initialised
 * synchronously from the given resources so server and islands render the same words.
 */
export function createI18n(language: Language, bundle: Partial<Resources>, options: { reportMissing?: boolean } = {}): i18n {
  const instance = i18next.createInstance();
  void instance.init({
    // The client gets only its islands' namespaces: a key outside them is a bug to see.
    ...(options.reportMissing
      ? { saveMissing: true, missingKeyHandler: (_lngs: readonly string[], _ns: string, key: string) => console.error(`Missing copy: ${key}`) }
      : {}),
    lng: language,
    fallbackLng: false,
    resources: { [language]: { translation: bundle } },
    initAsync: false,
    // alwaysFormat: every interpolated value passes through the formatter below.
    interpolation: { escapeValue: false, alwaysFormat: true }, // React escapes
    returnNull: false,
  });
  // Numbers are formatted per language; explicit formats ({{x, number}}) keep i18next's own.
  const interpolator = instance.services.interpolator as unknown as {
    format: (value: unknown, format: string | undefined, lng: string, options?: { interpolationkey?: string }) => unknown;
  };
  const builtIn = interpolator.format;
  interpolator.format = (value, format, lng, options) =>
    format ? builtIn(value, format, lng, options) : formatInterpolatedNumber(value, language, options?.interpolationkey);
  return instance;
}
