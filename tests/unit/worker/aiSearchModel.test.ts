import { describe, expect, it, vi } from 'vitest';
import type { AiSearchCatalogue } from '../../../shared/aiSearch';
import { aiSearch, answerJson, modelConfigured, systemPrompt, type AiBinding } from '../../../worker/ai/searchModel';

// The Workers AI binding is outside the system: these fakes stand in for it at that edge.
const catalogue: AiSearchCatalogue = {
  continents: [{ id: 1, code: 'asia', name: 'Asia' }, { id: 5, code: 'south-america', name: 'Sud America' }],
  countries: [{ id: 10, name: 'Giappone', isoCodeAlpha3: 'JPN' }, { id: 12, name: 'Perù', isoCodeAlpha3: 'PER' }],
};
const today = '2026-11-21';
const model = '@cf/meta/llama-3.1-8b-instruct-fast';
const query = 'una settimana in Asia a marzo sotto i 1500 euro, natura e relax';

function fakeAi(answer: unknown | (() => Promise<unknown>)): AiBinding & { run: ReturnType<typeof vi.fn> } {
  return { run: vi.fn(typeof answer === 'function' ? (answer as () => Promise<unknown>) : async () => answer) };
}

const modelIntent = {
  continents: ['asia'], countries: [], dateFrom: '2027-03-01', dateTo: '2027-03-31', priceMinEur: null, priceMaxEur: 1500,
  durationMinDays: 6, durationMaxDays: 9, weekend: false, moods: ['NATURE', 'RELAX'], ageBand: null,
  discounted: false, privateRoom: false, cheapestFirst: false, confirmedOnly: false, confidence: 0.9,
};

describe('aiSearch with a Workers AI binding', () => {
  it('asks the model with the request, today and the catalogue, and uses its validated answer', async () => {
    const ai = fakeAi({ response: modelIntent });
    const answer = await aiSearch(query, { today, catalogue, ai, model });
    expect(answer.source).toBe('model');
    expect(answer.filters).toMatchObject({ continentId: [1], dateFrom: '2027-03-01', dateTo: '2027-03-31', priceTo: 150000, durationFrom: 6, durationTo: 9 });
    expect(answer.moods).toEqual(['NATURE', 'RELAX']);
    expect(answer.confidence).toBe(0.9);
    expect(answer.notes.map((n) => n.key)).toEqual(['continents', 'period', 'priceMax', 'durationRange', 'moods']);

    expect(ai.run).toHaveBeenCalledTimes(1);
    const [name, inputs] = ai.run.mock.calls[0]!;
    expect(name).toBe(model);
    const messages = (inputs as { messages: { role: string; content: string }[] }).messages;
    expect(messages[1]).toEqual({ role: 'user', content: query });
    expect(messages[0]!.content).toContain(today);
    expect(messages[0]!.content).toContain('JPN Giappone');
    expect(messages[0]!.content).toContain('south-america (Sud America)');
    expect(inputs).toMatchObject({ response_format: { type: 'json_schema' } });
  });

  it('maps the model’s kind of trip and weather wish with the interpreter’s code', async () => {
    const warm = { ...catalogue, countries: [...catalogue.countries, { id: 16, name: 'Thailandia', isoCodeAlpha3: 'THA' }] };
    const ai = fakeAi({ response: { styles: ['BEACH'], climate: 'warm', dateFrom: '2026-12-27', dateTo: '2027-01-03', confidence: 0.9 } });
    const answer = await aiSearch('mare al caldo a Capodanno', { today, catalogue: warm, ai, model });
    expect(answer.source).toBe('model');
    expect(answer.filters).toMatchObject({ travelStyles: ['BEACH'], destinationId: [16], dateFrom: '2026-12-27', dateTo: '2027-01-03' });
    expect(answer.climate).toBe('warm');
    const prompt = (ai.run.mock.calls[0]![1] as { messages: { content: string }[] }).messages[0]!.content;
    expect(prompt).toContain('"styles": subset of BEACH, SAILING, SAFARI, TREKKING, ROAD_TRIP');
    expect(prompt).toContain('"climate": "warm"');
  });

  it('reads an answer given as a JSON string, even inside a code fence', async () => {
    const ai = fakeAi({ response: 'Ecco:\n```json\n' + JSON.stringify({ countries: ['per'], moods: ['HISTORY'] }) + '\n```' });
    const answer = await aiSearch('Perù, storia', { today, catalogue, ai, model });
    expect(answer.source).toBe('model');
    expect(answer.filters.destinationId).toEqual([12]);
    expect(answer.confidence).toBe(0.8); // no confidence given: a default, not 1
  });

  it.each([
    ['a rejected call', () => Promise.reject(new Error('InferenceUpstreamError'))],
    ['an answer that is not JSON', async () => ({ response: 'Mi dispiace, non posso aiutarti.' })],
    ['a JSON array', async () => ({ response: '[1, 2, 3]' })],
    ['an invalid field', async () => ({ response: { ...modelIntent, ageBand: '18-25' } })],
    ['an impossible date', async () => ({ response: { ...modelIntent, dateFrom: '2027-02-30' } })],
    ['an empty answer', async () => ({ response: {} })],
    ['nothing at all', async () => undefined],
    ['a huge string', async () => ({ response: '{' + ' '.repeat(30_000) + '}' })],
  ])('falls back to the interpreter on %s', async (_label, run) => {
    const onFallback = vi.fn();
    const answer = await aiSearch(query, { today, catalogue, ai: fakeAi(run), model, onFallback });
    expect(answer.source).toBe('interpreter');
    expect(answer.filters).toMatchObject({ continentId: [1], priceTo: 150000 });
    expect(onFallback).toHaveBeenCalledTimes(1);
    expect(typeof onFallback.mock.calls[0]![0]).toBe('string');
  });

  it('falls back when the model takes longer than the timeout', async () => {
    vi.useFakeTimers();
    try {
      const ai = fakeAi(() => new Promise(() => {}));
      const onFallback = vi.fn();
      const pending = aiSearch(query, { today, catalogue, ai, model, timeoutMs: 1500, onFallback });
      await vi.advanceTimersByTimeAsync(1500);
      const answer = await pending;
      expect(answer.source).toBe('interpreter');
      expect(onFallback.mock.calls[0]![0]).toMatch(/1500 ms/);
    } finally {
      vi.useRealTimers();
    }
  });

  it('does not call the model without a model name, without a binding, or for an empty request', async () => {
    const ai = fakeAi({ response: modelIntent });
    expect((await aiSearch(query, { today, catalogue, ai, model: '' })).source).toBe('interpreter');
    expect((await aiSearch(query, { today, catalogue, ai: null, model })).source).toBe('interpreter');
    expect((await aiSearch('   ', { today, catalogue, ai, model })).source).toBe('interpreter');
    expect(ai.run).not.toHaveBeenCalled();
  });

  it('sends at most 500 characters of a long request', async () => {
    const ai = fakeAi({ response: modelIntent });
    await aiSearch('Giappone '.repeat(2000), { today, catalogue, ai, model });
    const content = (ai.run.mock.calls[0]![1] as { messages: { content: string }[] }).messages[1]!.content;
    expect(content.length).toBeLessThanOrEqual(500);
  });
});

describe('helpers', () => {
  it('modelConfigured needs a model name and something with run()', () => {
    expect(modelConfigured({ run: async () => null }, 'm')).toBe(true);
    expect(modelConfigured({ run: async () => null }, '  ')).toBe(false);
    expect(modelConfigured(undefined, 'm')).toBe(false);
    expect(modelConfigured({}, 'm')).toBe(false);
  });

  it('answerJson tolerates every shape without throwing', () => {
    for (const value of [null, undefined, 1, 'x', {}, { response: 1 }, { response: '{oops' }, { response: '}{' }]) {
      expect(() => answerJson(value)).not.toThrow();
    }
    expect(answerJson({ response: '{"a":1}' })).toEqual({ a: 1 });
  });

  it('the prompt names every mood and age band the schema accepts', () => {
    const prompt = systemPrompt({ today, catalogue });
    for (const word of ['NATURE', 'RELAX', 'HISTORY', 'CULTURE', 'PARTY', '25-35', '35-49', 'ALL']) expect(prompt).toContain(word);
  });
});
