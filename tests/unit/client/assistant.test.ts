import { describe, expect, it } from 'vitest';
import { hourRows } from '../../../client/ui/AssistantPerson';
import { historyBudget, historyFor, loadConversation, maxStoredChars, saveConversation, storageKey, type ChatMessage } from '../../../client/ui/assistantStore';
import { parseLine, readAnswer, safeHref, type AssistantEvent } from '../../../client/ui/assistantStream';
import { advisorHours } from '../../../shared/assistantHandoff';
import { maxAssistantBodyBytes } from '../../../worker/routes/api/assistant';
import { maxMessageChars } from '../../../worker/assistant/types';

/** A body that arrives in the given pieces, as a slow network hands them over. */
function body(pieces: Uint8Array[]): ReadableStream<Uint8Array> {
  return new ReadableStream({
    start(controller) {
      for (const piece of pieces) controller.enqueue(piece);
      controller.close();
    },
  });
}

describe('the answer stream (NDJSON)', () => {
  it('hands over each event as its line completes, whatever the chunk boundaries (a line split mid-word, a multibyte letter split)', async () => {
    const lines = [
      '{"type":"meta","intent":"departures.next","lang":"it"}',
      '{"type":"text","text":"La prossima partenza è "}',
      '{"type":"text","text":"il 12 aprile."}',
      '{"type":"links","links":[{"href":"/viaggi/giappone","label":"Giappone","kind":"trip"}]}',
      '{"type":"done"}',
    ];
    const whole = new TextEncoder().encode(lines.join('\n') + '\n');
    // Split the bytes in the middle of "è" (two bytes in UTF-8) and of a line.
    const cut = whole.indexOf(0xc3) + 1;
    const pieces = [whole.slice(0, 20), whole.slice(20, cut), whole.slice(cut)];
    const events: AssistantEvent[] = [];
    await readAnswer(body(pieces), (event) => events.push(event));
    expect(events.map((e) => e.type)).toEqual(['meta', 'text', 'text', 'links', 'done']);
    expect(events.filter((e) => e.type === 'text').map((e) => (e as { text: string }).text).join('')).toBe('La prossima partenza è il 12 aprile.');
  });

  it('renders progressively: the first text event arrives before the rest of the body is read', async () => {
    const events: string[] = [];
    let release!: () => void;
    const later = new Promise<void>((resolve) => (release = resolve));
    const encoder = new TextEncoder();
    const stream = new ReadableStream<Uint8Array>({
      async start(controller) {
        controller.enqueue(encoder.encode('{"type":"text","text":"first"}\n'));
        await later;
        controller.enqueue(encoder.encode('{"type":"text","text":"second"}\n{"type":"done"}'));
        controller.close();
      },
    });
    const reading = readAnswer(stream, (event) => {
      events.push(event.type === 'text' ? event.text : event.type);
      if (events.length === 1) release();
    });
    await reading;
    expect(events).toEqual(['first', 'second', 'done']);
  });

  it('skips broken or unknown lines and never lets a javascript: link or foreign image through', () => {
    expect(parseLine('not json')).toBeNull();
    expect(parseLine('{"type":"mystery"}')).toBeNull();
    expect(parseLine('{"type":"links","links":[{"href":"javascript:alert(1)","label":"x"},{"href":"//evil.example/","label":"y"},{"href":"/faq","label":"FAQ","kind":"faq"}]}')).toEqual({
      type: 'links', links: [{ href: '/faq', label: 'FAQ', kind: 'faq' }],
    });
    const cards = parseLine('{"type":"cards","travels":[{"id":1,"slug":"a","title":"A","href":"/viaggi/a","image":"http://tracker.example/p.gif","priceFrom":"2.490 €","days":12}]}');
    expect(cards).toEqual({ type: 'cards', travels: [{ id: 1, slug: 'a', title: 'A', href: '/viaggi/a', image: null, priceFrom: '2.490 €', days: 12 }] });
    expect(safeHref('https://www.caravan.it/faq')).toBe('https://www.caravan.it/faq');
  });
});

describe('the conversation in the tab (sessionStorage)', () => {
  const memory = () => {
    const items = new Map<string, string>();
    return { getItem: (k: string) => items.get(k) ?? null, setItem: (k: string, v: string) => void items.set(k, v), removeItem: (k: string) => void items.delete(k), items };
  };
  const message = (i: number, text = `question ${i}`): ChatMessage => ({ id: String(i), role: i % 2 ? 'assistant' : 'user', text });

  it('survives a page change and stays bounded in size', () => {
    const storage = memory();
    const messages = Array.from({ length: 200 }, (_, i) => message(i, 'x'.repeat(900)));
    saveConversation(storage, { messages, state: { travel: 'giappone' } });
    const raw = storage.items.get(storageKey)!;
    expect(raw.length).toBeLessThanOrEqual(maxStoredChars);
    const back = loadConversation(storage);
    expect(back.state).toEqual({ travel: 'giappone' });
    expect(back.messages.at(-1)).toEqual(messages.at(-1));
    expect(back.messages.length).toBeLessThan(messages.length);
  });

  it('a broken or hostile value reads as an empty conversation; a full storage is no error', () => {
    const storage = memory();
    storage.setItem(storageKey, '{"messages":[{"role":"system","text":"x","id":"1"}, 5]}');
    expect(loadConversation(storage).messages).toEqual([]);
    storage.setItem(storageKey, '{{{');
    expect(loadConversation(storage)).toEqual({ messages: [], state: {} });
    const full = { setItem: () => { throw new Error('QuotaExceededError'); }, removeItem: () => undefined };
    expect(() => saveConversation(full, { messages: [message(0)], state: {} })).not.toThrow();
  });

  it('sends the engine at most 20 answered turns, each within its 4000 characters, errors left out', () => {
    const messages = [...Array.from({ length: 25 }, (_, i) => message(i, `turn ${i}`)), { id: 'e', role: 'assistant' as const, text: 'failed', error: true }];
    const history = historyFor(messages);
    expect(history).toHaveLength(20);
    expect(history.at(-1)!.text).toBe('turn 24');
    expect(history.some((turn) => turn.text === 'failed')).toBe(false);
    expect(historyFor([message(0, 'y'.repeat(5000))])[0]!.text).toHaveLength(4000);
  });

  it('a long conversation still fits the API body: the newest turns within the history budget, the oldest dropped', () => {
    // 25 turns of 5,000 characters (accented, two bytes each in UTF-8) were an 80 KB+ body: a 413 for every later question.
    const messages = Array.from({ length: 25 }, (_, i) => message(i, `${i} ${'è'.repeat(5000)}`));
    const history = historyFor(messages);
    const body = JSON.stringify({ message: 'x'.repeat(maxMessageChars), history, context: { travel: 'a'.repeat(200), tour: '1'.repeat(200), page: 'trip' }, state: { travel: 'a'.repeat(200), tour: '1'.repeat(200), month: '2027-04' } });
    expect(new TextEncoder().encode(body).length).toBeLessThanOrEqual(maxAssistantBodyBytes);
    expect(history.length).toBeGreaterThan(0);
    expect(history.at(-1)!.text.startsWith('24 ')).toBe(true);
    expect(new TextEncoder().encode(JSON.stringify(history)).length).toBeLessThanOrEqual(historyBudget.bytes);
  });
});

describe('opening hours as rows', () => {
  it('groups the working week and shows closed days', () => {
    expect(hourRows(advisorHours.it.days)).toEqual([
      { from: 1, to: 5, hours: '09:00-19:00' },
      { from: 6, to: 6, hours: '10:00-14:00' },
      { from: 7, to: 7, hours: null },
    ]);
    expect(hourRows(advisorHours.de.days)).toEqual([{ from: 1, to: 5, hours: '09:00-18:00' }, { from: 6, to: 7, hours: null }]);
  });
});
