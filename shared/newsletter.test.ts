import { describe, expect, it } from 'vitest';
import { newsletterEmailInputPattern, newsletterEmailProblem, newsletterMessages } from './newsletter';
import { isValidEmail } from './validation';

const samples = ['', '   ', 'name', 'name@', '@example.com', 'name@example', 'name@example.', 'na me@example.com', 'name@@example.com',
  'name@example.com', ' name@example.com ', 'first.last+tag@sub.example.co.uk', `${'a'.repeat(250)}@b.it`];

describe('newsletter email', () => {
  it('is required, then must be an address', () => {
    expect(newsletterEmailProblem('')).toBe(newsletterMessages.required);
    expect(newsletterEmailProblem('  ')).toBe(newsletterMessages.required);
    expect(newsletterEmailProblem('name@example')).toBe(newsletterMessages.invalid);
    expect(newsletterEmailProblem('name')).toBe(newsletterMessages.invalid);
    expect(newsletterEmailProblem(' name@example.com ')).toBeNull();
  });

  it('answers like the server-side rule (shared/validation.ts) for every sample', () => {
    for (const sample of samples) expect(newsletterEmailProblem(sample) === null, sample).toBe(isValidEmail(sample));
  });

  it('gives browsers without scripting the same rule as an HTML pattern (v flag, anchored)', () => {
    for (const flags of ['v', 'u']) {
      const native = new RegExp(`^(?:${newsletterEmailInputPattern})$`, flags);
      for (const sample of samples.filter((s) => s.trim() === s && s.length <= 254 && s !== '')) {
        expect(native.test(sample), `${flags} ${sample}`).toBe(newsletterEmailProblem(sample) === null);
      }
    }
  });
});
