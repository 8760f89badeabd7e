import { z } from 'zod';
import { emailMaxLength, emailPattern, phonePattern, uuidV4Pattern, validationMessages } from './patterns';

// The patterns live in ./patterns (zod-free, for islands); re-exported for existing callers.
export { emailPattern, phonePattern, uuidV4Pattern, validationMessages };

/** An email address, trimmed. */
export const emailSchema = z
  .string({ error: validationMessages.required })
  .trim()
  .min(1, { error: validationMessages.required })
  .max(emailMaxLength, { error: validationMessages.invalidEmail })
  .regex(emailPattern, { error: validationMessages.invalidEmail });

/** A phone number, trimmed. */
export const phoneSchema = z
  .string({ error: validationMessages.required })
  .trim()
  .regex(phonePattern, { error: validationMessages.invalidPhone });

/** The phone of the notification sign-up: optional, so blank becomes undefined. */
export const optionalPhoneSchema = z
  .string({ error: validationMessages.invalidPhone })
  .trim()
  .transform((value) => (value === '' ? undefined : value))
  .pipe(z.string().regex(phonePattern, { error: validationMessages.invalidPhone }).optional())
  .optional();

/** A version 4 UUID. */
export const uuidV4Schema = z.string({ error: validationMessages.invalidUuid }).regex(uuidV4Pattern, {
  error: validationMessages.invalidUuid,
});

/** True for a syntactically valid email address. */
export function isValidEmail(value: unknown): boolean {
  return emailSchema.safeParse(value).success;
}

/** True for a phone number in the accepted shape. */
export function isValidPhone(value: unknown): boolean {
  return phoneSchema.safeParse(value).success;
}

/** True for a version 4 UUID. */
export function isUuidV4(value: unknown): boolean {
  return typeof value === 'string' && uuidV4Pattern.test(value);
}

/**
 * Full name rule (SPEC §5): empty gives '', a single word is invalid and also gives '',
 * several words give the trimmed name (inner runs of spaces collapsed to one).
 */
export function fullName(input: unknown): string {
  if (typeof input !== 'string') return '';
  const words = input.trim().split(/\s+/).filter(Boolean);
  return words.length >= 2 ? words.join(' ') : '';
}

/** A full name of at least two words, normalised by fullName. */
export const fullNameSchema = z
  .string({ error: validationMessages.invalidFullName })
  .transform(fullName)
  .pipe(z.string().min(1, { error: validationMessages.invalidFullName }));
