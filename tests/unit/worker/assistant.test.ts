/** The trip assistant's pure parts: intent words, months, the invented-figure check, chunking. */
import { describe, expect, it } from 'vitest';
import { matchIntent, monthIn, nextMonth, normalise } from '../../../worker/assistant/intents';
import { inventedNumbers } from '../../../worker/assistant/model';
import { italianSearchText } from '../../../worker/assistant/retrieve';
import { chunks } from '../../../worker/assistant/stream';

const intentOf = (text: string) => matchIntent(normalise(text));

describe('intents', () => {
  it.each([
    ['Vorrei parlare con una persona', 'handoff'],
    ['Can someone call me back?', 'handoff'],
    ['Je voudrais parler à une personne', 'handoff'],
    ['¿Cuánto cuesta por persona?', 'trip.price'],
    ['Reste-t-il de la place pour une personne de plus ?', 'departures.seats'],
    ['Quanto è l’acconto?', 'money.deposit'],
    ['Kann ich in Raten zahlen?', 'money.instalments'],
    ['Cosa non è incluso?', 'trip.notIncluded'],
    ['Qu’est-ce qui est compris ?', 'trip.included'],
    ['Jusqu’à quand puis-je annuler gratuitement ?', 'policy.cancellation'],
    ['Is insurance included?', 'policy.insurance'],
    ['Brauche ich ein Visum?', 'policy.documents'],
    ['Posso prenotare i voli?', 'departures.flights'],
    // Whether the price covers the flight is about what is included, not when to book it.
    ['Are flights included?', 'trip.included'],
    ['Il volo è incluso?', 'trip.included'],
    ['¿El vuelo está incluido?', 'trip.included'],
    ['Le vol est-il compris ?', 'trip.included'],
    ['Ist der Flug inklusive?', 'trip.included'],
    ['Is the flight not included?', 'trip.notIncluded'],
    ['Qual è il costo totale, voli compresi?', 'money.allIn'],
    ['How many people have booked?', 'departures.seats'],
    ['Wie viele haben schon gebucht?', 'departures.seats'],
    ['Which currency am I charged in?', 'money.currency'],
  ])('reads %s as %s', (text, intent) => {
    expect(intentOf(text)).toBe(intent);
  });

  it('normalises accents, case and punctuation', () => {
    expect(normalise('  Où EST le DÉPART ?! ')).toBe(' ou est le depart ');
    expect(normalise('Größe')).toBe(' grosse ');
  });

  it('finds a month in any language and takes its next occurrence', () => {
    expect(monthIn(normalise('e ad aprile?'))).toBe(4);
    expect(monthIn(normalise('und im Dezember?'))).toBe(12);
    expect(monthIn(normalise('a week of sea in June'))).toBe(6);
    expect(nextMonth(4, '2026-11-25')).toBe('2027-04');
    expect(nextMonth(11, '2026-11-25')).toBe('2026-11');
  });

  it('puts the words a search needs into Italian for the interpreter', () => {
    expect(italianSearchText('Japan in April under 2000 euros')).toBe('japan aprile sotto i 2000 euro');
    expect(italianSearchText('Une semaine de mer en juin')).toBe('una settimana mare giugno');
  });
});

describe('invented figures', () => {
  const facts = ['1.890 €', '12/04/2027 – 23/04/2027', '7', 'Giappone classico'];

  it('accepts figures that appear in the facts, however they are grouped', () => {
    expect(inventedNumbers('Costa 1.890 € e parte il 12/04/2027, con 7 posti.', facts)).toEqual([]);
    expect(inventedNumbers('It costs 1,890 € from 12/04/2027.', facts)).toEqual([]);
  });

  it('names every figure that appears in none of them', () => {
    expect(inventedNumbers('Costa 1.790 € e dura 45 giorni.', facts)).toEqual(['1.790', '45']);
    expect(inventedNumbers('Parte il 13/04/2027.', facts)).toEqual(['13']);
  });
});

describe('chunks', () => {
  it('splits a text into pieces that join back into it', () => {
    const text = 'La prossima partenza di Giappone classico è il 12/04/2027: confermata, 7 posti disponibili, da 1.890 €.';
    const pieces = chunks(text);
    expect(pieces.length).toBeGreaterThan(1);
    expect(pieces.join('')).toBe(text);
  });
});
