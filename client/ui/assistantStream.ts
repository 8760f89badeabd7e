/**
 * The trip assistant's answer stream (POST /api/assistant, `application/x-ndjson`): one JSON
 * object per line, read as it arrives so the answer shows while it is being written.
 */
export interface AnswerLink {
  href: string;
  label: string;
  kind: string;
}

export interface TripCard {
  id: number;
  slug: string;
  title: string;
  href: string;
  image: string | null;
  /** Already formatted in the market's currency. */
  priceFrom: string;
  days: number;
}

/** What the engine keeps between questions ("and in April?" keeps the trip): sent back as is. */
export type AssistantState = Record<string, string>;

export type AssistantEvent =
  | { type: 'meta'; intent: string; lang: string }
  | { type: 'text'; text: string }
  | { type: 'links'; links: AnswerLink[] }
  | { type: 'cards'; travels: TripCard[] }
  | { type: 'suggestions'; items: string[] }
  | { type: 'state'; state: AssistantState }
  | { type: 'handoff'; reason: 'asked' | 'unknown' }
  | { type: 'error'; message: string }
  | { type: 'done' };

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const isString = (value: unknown): value is string => typeof value === 'string';

/** Same-origin paths and https links only: an answer never links to javascript: or data:. */
export function safeHref(href: unknown): string | null {
  if (!isString(href)) return null;
  if (href.startsWith('/') && !href.startsWith('//')) return href;
  return /^https:\/\//i.test(href) ? href : null;
}

function links(value: unknown): AnswerLink[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((link) => {
    const href = isObject(link) ? safeHref(link.href) : null;
    return href && isObject(link) && isString(link.label) ? [{ href, label: link.label, kind: isString(link.kind) ? link.kind : 'page' }] : [];
  });
}

function cards(value: unknown): TripCard[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((card) => {
    if (!isObject(card)) return [];
    const href = safeHref(card.href);
    if (!href || !isString(card.title)) return [];
    const image = isString(card.image) && (card.image.startsWith('/') || card.image.startsWith('https://')) ? card.image : null;
    return [{
      id: typeof card.id === 'number' ? card.id : 0,
      slug: isString(card.slug) ? card.slug : '',
      title: card.title,
      href,
      image,
      priceFrom: isString(card.priceFrom) ? card.priceFrom : '',
      days: typeof card.days === 'number' ? card.days : 0,
    }];
  });
}

/** One line of the stream as an event; null for a blank, broken or unknown line (skipped). */
export function parseLine(line: string): AssistantEvent | null {
  if (!line.trim()) return null;
  let value: unknown;
  try {
    value = JSON.parse(line);
  } catch {
    return null;
  }
  if (!isObject(value)) return null;
  switch (value.type) {
    case 'meta':
      return { type: 'meta', intent: isString(value.intent) ? value.intent : '', lang: isString(value.lang) ? value.lang : '' };
    case 'text':
      return isString(value.text) ? { type: 'text', text: value.text } : null;
    case 'links':
      return { type: 'links', links: links(value.links) };
    case 'cards':
      return { type: 'cards', travels: cards(value.travels) };
    case 'suggestions':
      return { type: 'suggestions', items: Array.isArray(value.items) ? value.items.filter(isString).slice(0, 6) : [] };
    case 'state': {
      const state: AssistantState = {};
      if (isObject(value.state)) for (const [key, item] of Object.entries(value.state)) if (isString(item)) state[key] = item;
      return { type: 'state', state };
    }
    case 'handoff':
      return { type: 'handoff', reason: value.reason === 'asked' ? 'asked' : 'unknown' };
    case 'error':
      return { type: 'error', message: isString(value.message) ? value.message : '' };
    case 'done':
      return { type: 'done' };
    default:
      return null;
  }
}

/** Reads an NDJSON body to its end (or until aborted), handing each event over as its line completes. */
export async function readAnswer(body: ReadableStream<Uint8Array>, onEvent: (event: AssistantEvent) => void): Promise<void> {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  let buffered = '';
  try {
    for (;;) {
      const { done, value } = await reader.read();
      buffered += done ? decoder.decode() : decoder.decode(value, { stream: true });
      let newline = buffered.indexOf('\n');
      while (newline >= 0) {
        const event = parseLine(buffered.slice(0, newline));
        buffered = buffered.slice(newline + 1);
        if (event) onEvent(event);
        newline = buffered.indexOf('\n');
      }
      if (done) break;
    }
    const last = parseLine(buffered);
    if (last) onEvent(last);
  } finally {
    reader.releaseLock();
  }
}
