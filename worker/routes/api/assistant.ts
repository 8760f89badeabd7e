/**
 * The trip assistant (issue 31):
 *
 *   POST /api/assistant                 {message, history?, context?, state?} → 200 application/x-ndjson
 *   GET  /api/assistant/suggestions     ?page=<type>&travel=<slug> → {items: string[]}
 *
 * The market comes from the host and the answer is in its language. Refusals are JSON with a
 * localised `error`: 400 (unreadable or invalid body), 413 (over 16 KB), 429 (rate limit per
 * visitor, with Retry-After), 503 (catalogue unavailable before the first line). Answers are
 * never cached (no-store) and no message text is logged: the log line has the intent and timings.
 */
import { Hono, type Context } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import type { AppEnv } from '../../context';
import { clientIp, sameOrigin, withinLimit } from '../../account/request';
import { CatalogueUnavailable, catalogueSource } from '../../data/source';
import { log } from '../../log';
import { waitUntilOf } from '../../waitUntil';
import { todayIn } from '../../../shared/dates';
import { Engine, suggestionsFor } from '../../assistant/engine';
import { groundedAnswer } from '../../assistant/model';
import { answerLines, ndjsonStream } from '../../assistant/stream';
import { assistantRequestSchema } from '../../assistant/types';

export const assistantApi = new Hono<AppEnv>();

export const maxAssistantBodyBytes = 16 * 1024;
const retryAfterSeconds = 60;
const noStore = { 'Cache-Control': 'no-store' };

function refuse(c: Context<AppEnv>, status: 400 | 413 | 429 | 503, key: string, headers: Record<string, string> = {}) {
  return c.json({ error: c.get('i18n').t(key) }, status, { ...noStore, ...headers });
}

assistantApi.use(
  '/assistant',
  sameOrigin(),
  bodyLimit({
    maxSize: maxAssistantBodyBytes,
    onError: (c) => c.json({ error: c.get('i18n').t('errors.requestTooLarge', { maxBytes: maxAssistantBodyBytes }) }, 413, noStore),
  }),
);

assistantApi.get('/assistant/suggestions', (c) => {
  c.set('routeName', 'api:assistant-suggestions');
  const page = c.req.query('page');
  return c.json({ items: suggestionsFor(c.get('i18n').t, page) }, 200, noStore);
});

assistantApi.post('/assistant', async (c) => {
  c.set('routeName', 'api:assistant');
  const started = Date.now();
  if (!(await withinLimit(c, 'RATE_LIMIT_ASSISTANT', `assistant:${clientIp(c)}`))) {
    return refuse(c, 429, 'assistant.error.limited', { 'Retry-After': String(retryAfterSeconds) });
  }
  let body: unknown;
  try {
    body = JSON.parse(await c.req.text());
  } catch {
    return refuse(c, 400, 'assistant.error.malformed');
  }
  const parsed = assistantRequestSchema.safeParse(body);
  if (!parsed.success) return refuse(c, 400, 'assistant.error.invalid');

  const market = c.get('market');
  const i18n = c.get('i18n');
  const engine = new Engine({ source: catalogueSource(c), market, t: i18n.t, today: todayIn(market.timeZone) });
  // Retrieval before the status: an outage is still a clean 503, not a broken stream.
  let answer;
  try {
    answer = await engine.answer(parsed.data);
  } catch (error) {
    if (error instanceof CatalogueUnavailable) return refuse(c, 503, 'assistant.error.failed', { 'Retry-After': String(error.retryAfter) });
    log('error', 'assistant failed', { requestId: c.get('requestId'), error: error instanceof Error ? error.message : String(error) });
    return refuse(c, 503, 'assistant.error.failed', { 'Retry-After': '30' });
  }
  const { readable, writer } = ndjsonStream();
  const write = async () => {
    let source = 'template';
    try {
      await writer.write({ type: 'meta', intent: answer.intent, lang: market.language });
      const grounded = await groundedAnswer(answer, {
        ai: (c.env as { AI?: unknown }).AI,
        model: (c.env as { ASSISTANT_MODEL?: string }).ASSISTANT_MODEL,
        language: market.language,
        question: parsed.data.message,
        onFallback: (reason) => log('warn', 'assistant model answer not used', { requestId: c.get('requestId'), reason }),
      });
      source = grounded.source;
      for (const line of answerLines(grounded.answer)) await writer.write(line);
    } catch (error) {
      log('error', 'assistant stream failed', { requestId: c.get('requestId'), error: error instanceof Error ? error.message : String(error) });
      await writer.write({ type: 'error', message: i18n.t('assistant.error.failed') });
    } finally {
      await writer.close();
      log('info', 'assistant answered', { requestId: c.get('requestId'), market: market.id, intent: answer.intent, source, ms: Date.now() - started });
    }
  };
  const pending = write();
  waitUntilOf(c)?.(pending);
  return new Response(readable, {
    status: 200,
    headers: { 'Content-Type': 'application/x-ndjson; charset=utf-8', ...noStore, 'X-Content-Type-Options': 'nosniff' },
  });
});
