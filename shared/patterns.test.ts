import { describe, expect, it } from 'vitest';
import { removalReasonProblem } from './alertRules';
import { removalReasonSchema } from './alerts';
import { emailProblem, phoneProblem } from './patterns';
import { emailSchema, optionalPhoneSchema } from './validation';

// The islands validate with the zod-free rules, the worker with the zod schemas: same answers.
const emails = ['a@b.co', ' a@b.co ', 'Mario.Rossi+x@example.it', '', '   ', 'plain', 'a@b', 'a@@b.co', 'a b@c.de', '@x.co', 'a@.co', 'a@b..co', `${'a'.repeat(250)}@x.co`];
const phones = ['', '  ', '+39 333 1234567', '(39) 333 1234567', '333-1234567', '3331234567', '12', 'abc', '+39 333 1234567 ext 9', '1'.repeat(40)];

describe('zod-free rules agree with the schemas', () => {
  it.each(emails)('email %j', (value) => {
    const parsed = emailSchema.safeParse(value);
    expect(emailProblem(value)).toBe(parsed.success ? null : parsed.error.issues[0]!.message);
  });

  it.each(phones)('phone %j', (value) => {
    const parsed = optionalPhoneSchema.safeParse(value);
    expect(phoneProblem(value)).toBe(parsed.success ? null : parsed.error.issues[0]!.message);
  });

  it.each([
    ['TOO_MANY_NOTIFICATIONS', ''], ['OTHER', ''], ['OTHER', '   '], ['OTHER', 'booked elsewhere'], ['OTHER', 'x'.repeat(501)], ['BORED', ''], ['', ''],
  ])('removal reason %j with text %j', (reason, text) => {
    const parsed = removalReasonSchema.safeParse(reason === 'OTHER' ? { reason, text } : { reason });
    expect(removalReasonProblem(reason, text) === null).toBe(parsed.success);
  });
});
