import { displayNames, listFormat, numberFormat } from '../markets/intlFormats';

/**
 * Copy that reads as native in every market (issue 14 item 9): lists, language names and
 * meal names written by Intl and the locale files in the market's language, never as codes.
 */

/** "a, b and c" in the locale ("a, b e c", "a, b und c"); `or` for alternatives. */
export function formatList(items: readonly string[], intlLocale: string, type: 'conjunction' | 'disjunction' = 'conjunction'): string {
  return listFormat(intlLocale, { style: 'long', type }).format(items);
}

/** Language codes ("en", "de") as names in the market language, as a list: "inglese e tedesco". */
export function languageList(codes: readonly string[], intlLocale: string): string {
  const names = displayNames(intlLocale, { type: 'language', fallback: 'code' });
  return formatList(codes.map((code) => names.of(code) ?? code), intlLocale);
}

/** The i18next context of words about a person: "female" picks the `_female` keys, else the generic ones. */
export function genderContext(gender: string | null | undefined): 'female' | undefined {
  return gender === 'female' ? 'female' : undefined;
}

export const mealCodes = ['breakfast', 'lunch', 'dinner'] as const;

/** Meal codes of an itinerary day as words of the market language ("colazione e cena"); unknown codes are left out. */
export function mealList(codes: readonly string[], t: (key: string) => string, intlLocale: string): string {
  const known = codes.filter((code): code is (typeof mealCodes)[number] => (mealCodes as readonly string[]).includes(code));
  return formatList(known.map((code) => t(`trip.mealNames.${code}`)), intlLocale);
}

/** A score with one decimal as the market writes it: "4,7" (it, es, fr, de), "4.7" (en). */
export function formatScore(value: number, intlLocale: string): string {
  return numberFormat(intlLocale, { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(value);
}
