/**
 * The assistant's answer as NDJSON (one JSON object per line), written as it is ready: the
 * meta line at once, the text in several chunks so the modal can show it progressively, then
 * links, cards, suggestions, state, handoff and done. An error after the first line is a
 * line of its own (`{"type":"error"}`), as the status has already gone.
 */
import type { Answer } from './types';

export type StreamLine =
  | { type: 'meta'; intent: string; lang: string }
  | { type: 'text'; text: string }
  | { type: 'links'; links: Answer['links'] }
  | { type: 'cards'; travels: NonNullable<Answer['cards']> }
  | { type: 'suggestions'; items: string[] }
  | { type: 'state'; state: Answer['state'] }
  | { type: 'handoff'; reason: 'asked' | 'unknown' }
  | { type: 'done' }
  | { type: 'error'; message: string };

/** Splits a text into chunks of a few words (kept whole: joined they give the text back). */
export function chunks(text: string, wordsPerChunk = 6): string[] {
  const words = text.split(/(?<=\s)/);
  const result: string[] = [];
  for (let i = 0; i < words.length; i += wordsPerChunk) result.push(words.slice(i, i + wordsPerChunk).join(''));
  return result.length ? result : [text];
}

/** The lines of an answer after its meta line. */
export function answerLines(answer: Answer): StreamLine[] {
  const lines: StreamLine[] = chunks(answer.text).map((text) => ({ type: 'text', text }));
  lines.push({ type: 'links', links: answer.links });
  if (answer.cards?.length) lines.push({ type: 'cards', travels: answer.cards });
  if (answer.suggestions?.length) lines.push({ type: 'suggestions', items: answer.suggestions });
  lines.push({ type: 'state', state: answer.state });
  if (answer.handoff) lines.push({ type: 'handoff', reason: answer.handoff });
  lines.push({ type: 'done' });
  return lines;
}

export interface LineWriter {
  write(line: StreamLine): Promise<void>;
  close(): Promise<void>;
}

/** A streamed NDJSON body and its writer; a writer whose reader went away swallows the rest. */
export function ndjsonStream(): { readable: ReadableStream<Uint8Array>; writer: LineWriter } {
  const { readable, writable } = new TransformStream<Uint8Array, Uint8Array>();
  const out = writable.getWriter();
  const encoder = new TextEncoder();
  let gone = false;
  return {
    readable,
    writer: {
      async write(line) {
        if (gone) return;
        await out.write(encoder.encode(`${JSON.stringify(line)}\n`)).catch(() => {
          gone = true;
        });
      },
      async close() {
        if (gone) return;
        await out.close().catch(() => undefined);
      },
    },
  };
}
