import { describe, expect, it } from 'vitest';
import {
  emailSchema,
  fullName,
  fullNameSchema,
  isUuidV4,
  isValidEmail,
  isValidPhone,
  optionalPhoneSchema,
  phoneSchema,
  uuidV4Schema,
} from './validation';

describe('email', () => {
  it('accepts text, at sign and a dotted domain', () => {
    expect(isValidEmail('anna@example.com')).toBe(true);
    expect(isValidEmail('anna.rossi+trips@mail.example.co.uk')).toBe(true);
    expect(emailSchema.parse('  anna@example.it ')).toBe('anna@example.it');
  });

  it('rejects addresses without a proper domain', () => {
    for (const value of ['anna@example', 'anna@.com', 'anna@example.', 'anna@example..com', '@example.com', 'anna']) {
      expect(isValidEmail(value)).toBe(false);
    }
  });

  it('rejects spaces, two at signs, huge and non-string input', () => {
    for (const value of ['an na@example.com', 'a@b@example.com', `${'a'.repeat(250)}@example.com`, null, 42, {}]) {
      expect(isValidEmail(value)).toBe(false);
    }
  });

  it('reports i18n keys, not English', () => {
    expect(emailSchema.safeParse('nope').error?.issues[0]?.message).toBe('validation.invalidEmail');
    expect(emailSchema.safeParse('').error?.issues[0]?.message).toBe('validation.required');
    expect(emailSchema.safeParse(undefined).error?.issues[0]?.message).toBe('validation.required');
  });
});

describe('phone', () => {
  it.each([
    '333 1234567',
    '333-1234567',
    '3331234567',
    '+39 333 1234567',
    '39 333 1234567',
    '+(39) 333 1234567',
    '(39) 333.1234567',
    '+1 212 5550100',
    '+353 8765 43210',
  ])('accepts %s', (value) => {
    expect(isValidPhone(value)).toBe(true);
  });

  it.each([
    '',
    '12 34',
    '+39 33 1234567',
    '+39 333 123',
    '+39 333 12345678',
    '+3939 333 1234567',
    '(39 333 1234567',
    '+39 333 1234567 ext',
    '++39 333 1234567',
    'phone',
  ])('rejects %s', (value) => {
    expect(isValidPhone(value)).toBe(false);
  });

  it('reports the phone key', () => {
    expect(phoneSchema.safeParse('x').error?.issues[0]?.message).toBe('validation.invalidPhone');
  });

  it('is optional where the sign-up allows it', () => {
    expect(optionalPhoneSchema.parse(undefined)).toBeUndefined();
    expect(optionalPhoneSchema.parse('   ')).toBeUndefined();
    expect(optionalPhoneSchema.parse(' +39 333 1234567 ')).toBe('+39 333 1234567');
    expect(optionalPhoneSchema.safeParse('12').success).toBe(false);
  });
});

describe('uuid v4', () => {
  it('accepts version 4 with the RFC variant', () => {
    expect(isUuidV4('0b5c8a9e-2f4d-4c3b-9a1e-7d6f5e4c3b2a')).toBe(true);
    expect(isUuidV4('0B5C8A9E-2F4D-4C3B-BA1E-7D6F5E4C3B2A')).toBe(true);
    expect(uuidV4Schema.safeParse('0b5c8a9e-2f4d-4c3b-8a1e-7d6f5e4c3b2a').success).toBe(true);
  });

  it('rejects other versions, variants and shapes', () => {
    expect(isUuidV4('0b5c8a9e-2f4d-1c3b-9a1e-7d6f5e4c3b2a')).toBe(false);
    expect(isUuidV4('0b5c8a9e-2f4d-4c3b-7a1e-7d6f5e4c3b2a')).toBe(false);
    expect(isUuidV4('0b5c8a9e2f4d4c3b9a1e7d6f5e4c3b2a')).toBe(false);
    expect(isUuidV4(' 0b5c8a9e-2f4d-4c3b-9a1e-7d6f5e4c3b2a')).toBe(false);
    expect(isUuidV4(null)).toBe(false);
    expect(uuidV4Schema.safeParse('x').error?.issues[0]?.message).toBe('validation.invalidUuid');
  });
});

describe('fullName', () => {
  it('gives empty for empty or a single word', () => {
    expect(fullName('')).toBe('');
    expect(fullName('   ')).toBe('');
    expect(fullName('Anna')).toBe('');
    expect(fullName('  Anna  ')).toBe('');
  });

  it('gives the trimmed name for several words', () => {
    expect(fullName('  Anna Maria   Rossi ')).toBe('Anna Maria Rossi');
    expect(fullName('Anna\tRossi')).toBe('Anna Rossi');
  });

  it('gives empty for non-strings', () => {
    expect(fullName(null)).toBe('');
    expect(fullName(42)).toBe('');
  });

  it('schema rejects a single word with the i18n key', () => {
    expect(fullNameSchema.parse(' Anna  Rossi')).toBe('Anna Rossi');
    expect(fullNameSchema.safeParse('Anna').error?.issues[0]?.message).toBe('validation.invalidFullName');
  });
});
