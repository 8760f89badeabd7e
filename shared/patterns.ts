/**
 * The validation rules of SPEC §5 without zod, for islands (zod would add hundreds of KiB to
 * the page). shared/validation.ts builds its zod schemas on the same patterns; a unit test
 * keeps both answering alike.
 */

/** i18n keys of the validation messages (SPEC §5); the text lives in the locale files. */
export const validationMessages = {
  required: 'validation.required',
  invalidEmail: 'validation.invalidEmail',
  invalidPhone: 'validation.invalidPhone',
  invalidUuid: 'validation.invalidUuid',
  invalidFullName: 'validation.invalidFullName',
} as const;

/** Longest address SMTP accepts; also keeps the pattern away from huge inputs. */
export const emailMaxLength = 254;

/** Text, an at sign, and a domain with at least one dot between non-empty labels. */
export const emailPattern = /^[^\s@]+@[^\s@.]+(?:\.[^\s@.]+)+$/;

/**
 * Optional plus, optional 1–3 digit country code (optionally in brackets), separator,
 * 3–4 digits, separator, 4–7 digits. A separator is a space, dash or dot and may be left out.
 */
export const phonePattern = /^(?:\+?(?:\(\d{1,3}\)|\d{1,3})[ .-]?)?\d{3,4}[ .-]?\d{4,7}$/;

/** UUID version 4 (version nibble 4, variant 8, 9, a or b), either case. */
export const uuidV4Pattern = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/i;

/** What is wrong with an email (an i18n key), or null when it is valid (trimmed first). */
export function emailProblem(value: string): string | null {
  const email = value.trim();
  if (!email) return validationMessages.required;
  if (email.length > emailMaxLength || !emailPattern.test(email)) return validationMessages.invalidEmail;
  return null;
}

/** What is wrong with an optional phone (an i18n key), or null: blank is fine. */
export function phoneProblem(value: string): string | null {
  const phone = value.trim();
  if (!phone) return null;
  return phonePattern.test(phone) ? null : validationMessages.invalidPhone;
}

/** A search's text as the filters read it (shared/filters.ts textSearch): trimmed, inner spaces collapsed. */
export function searchText(value: string): string {
  return value.trim().replace(/\s+/g, ' ');
}
