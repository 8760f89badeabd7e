// The evaluation's language check (tests/eval/assistantEval.ts languageOf): an answer is judged
// by the function words it uses. Words two languages share weigh for neither.
import { describe, expect, it } from 'vitest';
import { languageOf } from '../eval/assistantEval';

describe('assistant evaluation: the language of an answer', () => {
  it('reads a French list of departures as French (its "de" and "en" are French too)', () => {
    expect(languageOf('Départs de Philippines : Palawan en bateau entre lagons et îles en décembre 2026 : 19/12/2026 – 30/12/2026 (Sur demande, à partir de 1.790 €).')).toBe('fr');
    expect(languageOf('Départs de Jordanie : Pétra, Wadi Rum et mer Morte en janvier 2027 : 23/01/2027 – 30/01/2027 (Confirmé, à partir de 1.160 €).')).toBe('fr');
  });

  it('still reads Spanish, Italian, English and German answers as such', () => {
    expect(languageOf('Salidas de Jordania en enero de 2027: 23/01/2027 – 30/01/2027 (confirmada, desde 1.160 €). Los grupos son de 10 personas y el viaje dura 8 días.')).toBe('es');
    expect(languageOf('Partenze di Giordania a gennaio 2027: il viaggio dura 8 giorni e costa 1.160 €.')).toBe('it');
    expect(languageOf('Departures of the Jordan trip in January 2027: the trip lasts 8 days and costs €1,160.')).toBe('en');
    expect(languageOf('Abreise am 23.01.2027: die Reise dauert 8 Tage und kostet 1.160 €.')).toBe('de');
  });

  it('says nothing when the words do not tell (a tie)', () => {
    expect(languageOf('Palawan 2026')).toBeNull();
  });
});
