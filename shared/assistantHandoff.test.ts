import { describe, expect, it } from 'vitest';
import { advisorHours, handoffLimits, isOpenAt, isPhoneNumber, wallClock } from './assistantHandoff';
import { newestTurnsWithin } from './conversationTurns';

describe('advisor opening hours', () => {
  it('reads the wall clock in the market zone (New York is behind Rome)', () => {
    const at = new Date('2026-11-25T14:30:00Z'); // a Wednesday
    expect(wallClock(at, 'Europe/Rome')).toEqual({ day: 3, time: '15:30' });
    expect(wallClock(at, 'America/New_York')).toEqual({ day: 3, time: '09:30' });
  });

  it('is open on a weekday afternoon in Rome, closed at night and on Sunday', () => {
    expect(isOpenAt(advisorHours.it, new Date('2026-11-25T14:30:00Z'))).toBe(true);
    expect(isOpenAt(advisorHours.it, new Date('2026-11-25T22:00:00Z'))).toBe(false);
    expect(isOpenAt(advisorHours.it, new Date('2026-11-29T10:00:00Z'))).toBe(false);
    // Saturday morning: Italy opens, Germany does not.
    expect(isOpenAt(advisorHours.it, new Date('2026-11-28T10:00:00Z'))).toBe(true);
    expect(isOpenAt(advisorHours.de, new Date('2026-11-28T10:00:00Z'))).toBe(false);
  });

  it('the same instant is open in New York and closed in London', () => {
    const at = new Date('2026-11-25T22:30:00Z'); // 17:30 in New York, 22:30 in London
    expect(isOpenAt(advisorHours.us, at)).toBe(true);
    expect(isOpenAt(advisorHours.we, at)).toBe(false);
  });

  it('the closing minute is closed', () => {
    expect(isOpenAt(advisorHours.fr, new Date('2026-11-25T17:29:00Z'))).toBe(true);
    expect(isOpenAt(advisorHours.fr, new Date('2026-11-25T17:30:00Z'))).toBe(false);
  });
});

describe('phone numbers', () => {
  it.each(['+39 02 8088 1234', '(646) 555-0142', '030.8088.1234'])('accepts %s', (value) => expect(isPhoneNumber(value)).toBe(true));
  it.each(['12345', 'call me', '+39 <script>', '1'.repeat(30)])('refuses %s', (value) => expect(isPhoneNumber(value)).toBe(false));
});

describe('a transcript within the request body', () => {
  it('30 long turns become the newest that fit: the whole hand-over request stays under its body limit', () => {
    // 30 turns of 2,000 accented characters were about 120 KB: the hand-over was refused (413) after a long chat.
    const conversation = Array.from({ length: 30 }, (_, i) => ({ role: i % 2 ? ('assistant' as const) : ('user' as const), text: `${i} ${'à'.repeat(3000)}` }));
    const transcript = newestTurnsWithin(conversation, { turns: handoffLimits.turns, turnChars: handoffLimits.turnChars, bytes: handoffLimits.transcriptBytes });
    expect(transcript.length).toBeGreaterThan(0);
    expect(transcript.at(-1)!.text.startsWith('29 ')).toBe(true);
    expect(transcript.every((turn) => turn.text.length <= handoffLimits.turnChars)).toBe(true);
    const request = {
      kind: 'email', name: 'n'.repeat(100), email: `${'e'.repeat(200)}@example.com`, time: 'any', includeTranscript: true, transcript,
      context: { travel: 't'.repeat(200), tour: 123456, page: 'p'.repeat(200) },
    };
    expect(new TextEncoder().encode(JSON.stringify(request)).length).toBeLessThanOrEqual(handoffLimits.bodyBytes);
  });

  it('keeps a short conversation whole and in order', () => {
    const turns = [{ role: 'user' as const, text: 'a' }, { role: 'assistant' as const, text: 'b' }];
    expect(newestTurnsWithin(turns, { turns: 30, turnChars: 2000, bytes: 1024 })).toEqual(turns);
  });
});
