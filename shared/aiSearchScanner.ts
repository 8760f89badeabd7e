/**
 * The AI search interpreter's reading machinery: a request normalised for matching (lower case,
 * no accents, a map back to what was typed), a scanner that marks what each recogniser
 * understood, the draft intent the recognisers fill, and shared helpers. Used by
 * aiSearchParser.ts and aiSearchPeriods.ts.
 */
import type { IsoDay } from './dates';
import type { SearchIntent } from './aiSearchIntent';
import { maxQueryLength } from './aiSearchIntent';
import { negations, smallNumbers, stopWords } from './aiSearchLexicon';

export interface Normalised {
  /** Lower case, no accents, only [a-z0-9 +.,-], single spaces. */
  text: string;
  /** Index in the original string of each character of `text`. */
  origin: number[];
  raw: string;
}

/** Lower-cases, strips accents and punctuation, keeping a map back to the original characters. */
export function normaliseQuery(input: unknown): Normalised {
  const raw = typeof input === 'string' ? input.slice(0, maxQueryLength) : '';
  let text = '';
  const origin: number[] = [];
  const push = (value: string, index: number) => {
    if (value === ' ' && (text === '' || text.endsWith(' '))) return;
    text += value;
    origin.push(index);
  };
  for (let i = 0; i < raw.length; i++) {
    const ch = raw[i]!;
    const base = ch.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
    const prev = raw[i - 1] ?? '';
    const next = raw[i + 1] ?? '';
    const digitAround = /\d/.test(prev) && /\d/.test(next);
    if (ch === '€') {
      push(' ', i);
      for (const c of 'euro') push(c, i);
      push(' ', i);
    } else if (base.length === 1 && /[a-z0-9]/.test(base)) push(base, i);
    else if ((ch === '.' || ch === ',' || ch === '-') && digitAround) push(ch, i);
    else if (ch === '+' && /\d/.test(prev)) push(ch, i);
    else push(' ', i);
  }
  if (text.endsWith(' ')) {
    text = text.slice(0, -1);
    origin.pop();
  }
  return { text, origin, raw };
}

/** Marks which characters a recogniser understood, so later ones skip them and confidence can count them. */
export class Scanner {
  private readonly used: Uint8Array;

  constructor(readonly input: Normalised) {
    this.used = new Uint8Array(input.text.length);
  }

  get text(): string {
    return this.input.text;
  }

  /** Runs `read` on each match not overlapping understood text; `false` leaves the match unread. */
  each(source: string, read: (match: RegExpExecArray) => boolean | void): void {
    const pattern = new RegExp(source, 'g');
    for (let match = pattern.exec(this.text); match !== null; match = pattern.exec(this.text)) {
      const start = match.index;
      const end = start + match[0].length;
      // A match over understood text is tried again from its next character: "ponte
      // dell'Immacolata" after "ponte" was read as a long weekend still finds "Immacolata".
      if (end === start || this.used.subarray(start, end).some(Boolean)) {
        pattern.lastIndex = start + 1;
        continue;
      }
      if (read(match) === false) continue;
      this.used.fill(1, start, end);
    }
  }

  /** The words just before a position, nearest last. */
  wordsBefore(index: number, count: number): string[] {
    return this.text.slice(0, index).trim().split(' ').filter(Boolean).slice(-count);
  }

  /** The word right after a match. */
  wordAfter(match: RegExpExecArray): string {
    return this.text.slice(match.index + match[0].length).trim().split(' ')[0] ?? '';
  }

  /** The original characters of a match, as the visitor typed them. */
  original(match: RegExpExecArray): string {
    const start = this.input.origin[match.index] ?? 0;
    const end = this.input.origin[match.index + match[0].length - 1] ?? start;
    return this.input.raw.slice(start, end + 1).trim();
  }

  /** Share of meaningful words understood; null when the text has none. */
  coverage(): number | null {
    let meaningful = 0;
    let understood = 0;
    let position = 0;
    for (const word of this.text.split(' ')) {
      const start = position;
      position += word.length + 1;
      if (!word || stopWords.has(word) || (word.length < 2 && !/\d/.test(word))) continue;
      meaningful++;
      if (this.used.subarray(start, start + word.length).some(Boolean)) understood++;
    }
    return meaningful ? understood / meaningful : null;
  }

  anyUnderstood(): boolean {
    return this.used.some(Boolean);
  }
}

export const alternation = (words: Iterable<string>) =>
  [...words].sort((a, b) => b.length - a.length).map((w) => w.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|');

export const numberWord = `\\d{1,3}|${alternation(Object.keys(smallNumbers))}`;
export const durationUnit = '(giorni|giorno|gg|notti|notte|settimane|settimana|mesi|mese)';
export const unitWords = new Set(['giorni', 'giorno', 'gg', 'notti', 'notte', 'settimane', 'settimana', 'mesi', 'mese', 'anni', 'anno', 'persone', 'km', 'ore']);

export function numberOf(word: string): number | null {
  if (/^\d{1,3}$/.test(word)) return Number(word);
  return smallNumbers[word] ?? null;
}

/** The intent being filled, with the periods and years seen (the best period wins at the end). */
export type Draft = {
  -readonly [K in keyof SearchIntent]: SearchIntent[K];
} & { periods: Period[]; years: number[] };

export interface Period {
  /** Lower ranks win: explicit dates and months, seasons, holidays, relative periods, years. */
  rank: number;
  from: IsoDay;
  to: IsoDay;
}

const articles = new Set(['il', 'lo', 'la', 'l', 'i', 'gli', 'le', 'in', 'a', 'per', 'al', 'dal', 'un', 'una']);

/** "non in Europa", "tranne la Francia", "niente mare": understood, but excluded. */
export function negated(scan: Scanner, index: number): boolean {
  const words = scan.wordsBefore(index, 2);
  const last = words[words.length - 1] ?? '';
  const previous = words.length === 2 ? words[0]! : '';
  return negations.has(last) || (articles.has(last) && negations.has(previous));
}
