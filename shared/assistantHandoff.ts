/**
 * The person behind the trip assistant (issue 31): each market's advisor opening hours, in the
 * market's time zone, whether they are open at a moment, and the hand-over request's shape
 * (what the modal posts to /api/assistant/handoff and the worker validates).
 */
import type { MarketId } from '../markets/config';

/** The locale namespace of the assistant's modal: fetched by the modal when it opens (/api/i18n), never shipped with a page. */
export const assistantCopyNamespace = 'assistantUi';

/** ISO weekday: 1 Monday … 7 Sunday. */
export type Weekday = 1 | 2 | 3 | 4 | 5 | 6 | 7;

export interface DayHours {
  day: Weekday;
  /** 'HH:MM', wall-clock time in the market's zone. */
  open: string;
  close: string;
}

export interface OpeningHours {
  timeZone: string;
  /** The zone's city as the market's language writes it ("Roma", "New York"). */
  city: string;
  days: DayHours[];
}

const weekdays = (open: string, close: string): DayHours[] => ([1, 2, 3, 4, 5] as const).map((day) => ({ day, open, close }));

/** Advisors' hours per market (the contact page's promise; the US desk works New York hours). */
export const advisorHours: Record<MarketId, OpeningHours> = {
  it: { timeZone: 'Europe/Rome', city: 'Roma', days: [...weekdays('09:00', '19:00'), { day: 6, open: '10:00', close: '14:00' }] },
  us: { timeZone: 'America/New_York', city: 'New York', days: weekdays('09:00', '18:00') },
  we: { timeZone: 'Europe/London', city: 'London', days: weekdays('09:00', '18:00') },
  es: { timeZone: 'Europe/Madrid', city: 'Madrid', days: [...weekdays('09:00', '19:00'), { day: 6, open: '10:00', close: '14:00' }] },
  fr: { timeZone: 'Europe/Paris', city: 'Paris', days: weekdays('09:00', '18:30') },
  de: { timeZone: 'Europe/Berlin', city: 'Berlin', days: weekdays('09:00', '18:00') },
};

const weekdayIndex: Record<string, Weekday> = { Mon: 1, Tue: 2, Wed: 3, Thu: 4, Fri: 5, Sat: 6, Sun: 7 };

/** Weekday and 'HH:MM' of a moment in a time zone. */
export function wallClock(at: Date, timeZone: string): { day: Weekday; time: string } {
  const parts = new Intl.DateTimeFormat('en-GB', { timeZone, weekday: 'short', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).formatToParts(at);
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return { day: weekdayIndex[part('weekday')] ?? 1, time: `${part('hour')}:${part('minute')}` };
}

/** True while the advisors are at work (opening minute included, closing minute not). */
export function isOpenAt(hours: OpeningHours, at: Date): boolean {
  const { day, time } = wallClock(at, hours.timeZone);
  return hours.days.some((slot) => slot.day === day && slot.open <= time && time < slot.close);
}

/** How the visitor wants to be reached. */
export const handoffKinds = ['callback', 'email'] as const;
export type HandoffKind = (typeof handoffKinds)[number];
export const handoffTimes = ['any', 'morning', 'afternoon', 'evening'] as const;
export type HandoffTime = (typeof handoffTimes)[number];

/**
 * Bounds of a request: a transcript is the last turns of a conversation, each cut short, and
 * together within `transcriptBytes`, so that the request stays under `bodyBytes`.
 */
export const handoffLimits = { turns: 30, turnChars: 2000, transcriptBytes: 18 * 1024, bodyBytes: 24 * 1024 } as const;

export interface HandoffTurn {
  role: 'user' | 'assistant';
  text: string;
}

/** The body of POST /api/assistant/handoff. */
export interface HandoffRequest {
  kind: HandoffKind;
  name: string;
  email?: string;
  phone?: string;
  time: HandoffTime;
  /** The visitor agreed to send the conversation with the request; only then is `transcript` kept. */
  includeTranscript: boolean;
  transcript?: HandoffTurn[];
  context?: { travel?: string; tour?: number; page?: string };
}

/** Which field a refused request names (the modal shows that field's message). */
export type HandoffError = 'name' | 'email' | 'phone' | 'invalid' | 'tooLarge' | 'limited' | 'forbidden';

/** A phone number as people write it: digits with spaces, dots, dashes, brackets, a leading +. */
export function isPhoneNumber(value: string): boolean {
  return /^\+?[0-9 ().-]{6,24}$/.test(value) && (value.match(/\d/g)?.length ?? 0) >= 6;
}
