import { describe, expect, it } from 'vitest';
import { dateTimeFormat, displayNames, listFormat, numberFormat, pluralRules } from '../../../markets/intlFormats';

/** Intl objects are built once per isolate and locale/options (issue 12 item 3: formatters are per isolate). */
describe('intlFormats', () => {
  it('gives the same formatter for the same locale and options, another for other ones', () => {
    expect(listFormat('it-IT', { type: 'conjunction' })).toBe(listFormat('it-IT', { type: 'conjunction' }));
    expect(listFormat('it-IT', { type: 'conjunction' })).not.toBe(listFormat('it-IT', { type: 'disjunction' }));
    expect(displayNames('de-DE', { type: 'language' })).toBe(displayNames('de-DE', { type: 'language' }));
    expect(pluralRules('fr-FR')).toBe(pluralRules('fr-FR'));
    expect(dateTimeFormat('es-ES', { hour: '2-digit' })).not.toBe(dateTimeFormat('en-US', { hour: '2-digit' }));
    expect(numberFormat('it-IT', { style: 'percent' })).toBe(numberFormat('it-IT', { style: 'percent' }));
  });

  it('formats as a new formatter would', () => {
    expect(listFormat('it-IT', { style: 'long', type: 'conjunction' }).format(['a', 'b', 'c'])).toBe('a, b e c');
    expect(displayNames('it-IT', { type: 'language' }).of('de')).toBe('tedesco');
    expect(pluralRules('en-US').select(1)).toBe('one');
  });

  it('throws for an invalid locale, as the constructor does, and keeps nothing for it', () => {
    expect(() => listFormat('not a locale!', {})).toThrow(RangeError);
    expect(() => listFormat('not a locale!', {})).toThrow(RangeError);
  });
});
