import { describe, expect, it } from 'vitest';
import { advisorHours, isOpenAt, isPhoneNumber, wallClock } from './assistantHandoff';

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
