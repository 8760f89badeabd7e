/**
 * AI search through Workers AI: the model is asked for a SearchIntent as JSON, which is
 * validated with zod and turned into filters by the same code as the built-in interpreter.
 * Any failure (no answer, timeout, unreadable or invalid JSON, nothing understood) falls back
 * to the interpreter, so the page always has an answer.
 */
import {
  climates, interpretQuery, maxQueryLength, moods, resultFromIntent, searchIntentSchema, tripStyles,
  type AiSearchResult, type InterpretContext,
} from '../../shared/aiSearch';
import { ageRanges } from '../../shared/priceBuckets';

/** The part of the Workers AI binding this module uses (the real `Ai` binding satisfies it). */
export interface AiBinding {
  run(model: string, inputs: Record<string, unknown>, options?: Record<string, unknown>): Promise<unknown>;
}

export type AiSearchSource = 'model' | 'interpreter';

export interface AiSearchAnswer extends AiSearchResult {
  source: AiSearchSource;
}

export interface AiSearchOptions extends InterpretContext {
  /** Workers AI binding; absent → interpreter. */
  ai?: AiBinding | null;
  /** Model name (AI_SEARCH_MODEL); empty → interpreter. */
  model?: string;
  /** Longest wait for the model before falling back. */
  timeoutMs?: number;
  /** Told why the model's answer was not used (logged by the caller). */
  onFallback?: (reason: string) => void;
}

export const defaultModelTimeoutMs = 4000;

/** True when both the binding and a model name are configured. */
export function modelConfigured(ai: unknown, model: string | undefined): ai is AiBinding {
  return Boolean(model?.trim()) && typeof (ai as AiBinding | null | undefined)?.run === 'function';
}

const intentJsonSchema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    continents: { type: 'array', items: { type: 'string' } },
    countries: { type: 'array', items: { type: 'string' } },
    dateFrom: { type: ['string', 'null'] },
    dateTo: { type: ['string', 'null'] },
    priceMinEur: { type: ['number', 'null'] },
    priceMaxEur: { type: ['number', 'null'] },
    durationMinDays: { type: ['integer', 'null'] },
    durationMaxDays: { type: ['integer', 'null'] },
    weekend: { type: 'boolean' },
    moods: { type: 'array', items: { type: 'string', enum: [...moods] } },
    styles: { type: 'array', items: { type: 'string', enum: [...tripStyles] } },
    climate: { type: ['string', 'null'], enum: [...climates, null] },
    ageBand: { type: ['string', 'null'], enum: [...ageRanges, null] },
    discounted: { type: 'boolean' },
    privateRoom: { type: 'boolean' },
    cheapestFirst: { type: 'boolean' },
    confirmedOnly: { type: 'boolean' },
    confidence: { type: 'number' },
  },
} as const;

/** The instructions: the JSON to answer with, the day it is and the destinations that exist. */
export function systemPrompt({ today, catalogue }: InterpretContext): string {
  const continents = catalogue.continents.map((c) => `${c.code} (${c.name})`).join(', ');
  const countries = catalogue.countries.map((c) => `${c.isoCodeAlpha3.toUpperCase()} ${c.name}`).join(', ');
  return [
    'You turn an Italian request for a group trip into search filters. Answer with one JSON object and nothing else:',
    '{"continents": string[] continent codes, "countries": string[] ISO alpha-3 codes, "dateFrom": "yyyy-MM-dd"|null, "dateTo": "yyyy-MM-dd"|null,',
    ' "priceMinEur": number|null, "priceMaxEur": number|null, "durationMinDays": integer|null, "durationMaxDays": integer|null, "weekend": boolean,',
    ` "moods": subset of ${moods.join(', ')}, "ageBand": "25-35"|"35-49"|"ALL"|null, "discounted": boolean (deals, offers),`,
    ` "styles": subset of ${tripStyles.join(', ')} (BEACH: sea, beach; SAILING: boat, sailing, cruise; SAFARI; TREKKING: hiking; ROAD_TRIP: by car),`,
    ' "climate": "warm" (somewhere warm, sun, tropics)|"cool" (escape the heat, snow)|"aurora" (northern lights)|null,',
    ' "privateRoom": boolean (single or private room), "cheapestFirst": boolean, "confirmedOnly": boolean (confirmed departures),',
    ' "confidence": number from 0 to 1 (how much of the request these filters capture)}.',
    `Today is ${today}. A month or season means its next occurrence from today; departure dates go in dateFrom/dateTo.`,
    '"Over 35", "35+" or "35enni" is ageBand 35-49; 25 to 35 is 25-35. A city means its country. Leave out what the request does not say.',
    'For a weather wish give the climate, not countries (the countries that have that weather then are looked up for you).',
    'If the request is not about a trip, answer with empty lists, nulls, false and confidence 0.',
    `Continents: ${continents || 'none'}.`,
    `Countries: ${countries || 'none'}.`,
  ].join('\n');
}

/** The JSON object in a model answer: `{response: object}` or `{response: "…json…"}` (fences tolerated). */
export function answerJson(answer: unknown): unknown {
  const response = answer && typeof answer === 'object' ? (answer as { response?: unknown }).response : answer;
  if (response && typeof response === 'object') return response;
  if (typeof response !== 'string' || response.length > 20_000) return null;
  const start = response.indexOf('{');
  const end = response.lastIndexOf('}');
  if (start < 0 || end <= start) return null;
  try {
    return JSON.parse(response.slice(start, end + 1)) as unknown;
  } catch {
    return null;
  }
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => {
    if (timer !== undefined) clearTimeout(timer);
  });
}

async function askModel(text: string, ai: AiBinding, model: string, options: AiSearchOptions): Promise<AiSearchResult | string> {
  let answer: unknown;
  try {
    answer = await withTimeout(
      ai.run(model, {
        messages: [
          { role: 'system', content: systemPrompt(options) },
          { role: 'user', content: text },
        ],
        response_format: { type: 'json_schema', json_schema: intentJsonSchema },
        max_tokens: 400,
        temperature: 0,
      }),
      options.timeoutMs ?? defaultModelTimeoutMs,
    );
  } catch (error) {
    return `model call failed: ${error instanceof Error ? error.message : String(error)}`;
  }
  const json = answerJson(answer);
  if (!json || typeof json !== 'object' || Array.isArray(json)) return 'model answer is not a JSON object';
  const intent = searchIntentSchema.safeParse(json);
  if (!intent.success) return `model answer is invalid: ${intent.error.issues.map((i) => i.path.join('.') || i.message).join(', ')}`;
  const claimed = (json as { confidence?: unknown }).confidence;
  const confidence = typeof claimed === 'number' && Number.isFinite(claimed) ? Math.min(1, Math.max(0, claimed)) : 0.8;
  const result = resultFromIntent(intent.data, options, confidence);
  if (!result.notes.length) return 'model understood nothing';
  return result;
}

/**
 * Interprets a request with the model when configured, else (or on any failure) with the
 * built-in interpreter. Never throws.
 */
export async function aiSearch(input: unknown, options: AiSearchOptions): Promise<AiSearchAnswer> {
  const text = typeof input === 'string' ? input.trim().slice(0, maxQueryLength) : '';
  const fallback = (): AiSearchAnswer => ({ ...interpretQuery(text, options), source: 'interpreter' });
  if (!text || !modelConfigured(options.ai, options.model)) return fallback();
  const result = await askModel(text, options.ai, options.model!.trim(), options);
  if (typeof result === 'string') {
    options.onFallback?.(result);
    return fallback();
  }
  return { ...result, source: 'model' };
}
