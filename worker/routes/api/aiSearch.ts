/**
 * POST /api/ai-search/rating — a visitor rates an AI search answer (SPEC §2 "AI search page").
 *
 * A form post (the rating island sends the same form with fetch): cross-site posts are refused
 * by hono/csrf (Origin / Sec-Fetch-Site), so only form content types are accepted, which that
 * middleware checks. Answers 201 JSON to fetch (Accept: application/json), else 303 back to the
 * AI search page with the vote, so it works without JavaScript.
 */
import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { csrf } from 'hono/csrf';
import { HTTPException } from 'hono/http-exception';
import { z } from 'zod';
import { buildPath, isRouteAvailable } from '../../../markets/routes';
import { maxQueryLength } from '../../../shared/aiSearch';
import { filterIssues, filtersFromQuery, filtersToQuery } from '../../../shared/filters';
import type { AppEnv } from '../../context';
import { saveAiSearchRating } from '../../data/d1/aiSearchRatings';
import { log } from '../../log';
import { redirect } from '../../redirect';

export const aiSearchApi = new Hono<AppEnv>();

const ratingSchema = z.object({
  q: z.string().trim().min(1).max(maxQueryLength),
  rating: z.coerce.number().int().min(1).max(5),
  source: z.enum(['model', 'interpreter']),
  filters: z.string().max(4000).optional(),
});

const formTypes = /^(application\/x-www-form-urlencoded|multipart\/form-data)\b/i;

aiSearchApi.use(
  '/rating',
  csrf(),
  bodyLimit({ maxSize: 16 * 1024, onError: (c) => c.json({ success: false, error: { message: c.get('i18n').t('errors.requestTooLarge', { maxBytes: 16 * 1024 }) } }, 413) }),
);

aiSearchApi.post('/rating', async (c) => {
  c.set('routeName', 'api:ai-search-rating');
  const market = c.get('market');
  if (!isRouteAvailable(market.id, 'search-ai') || !c.get('flags').aiSearch()) return c.json({ success: false }, 404);
  if (!formTypes.test(c.req.header('content-type') ?? '')) {
    return c.json({ success: false, error: { message: c.get('i18n').t('errors.api.unsupportedType', { types: 'application/x-www-form-urlencoded, multipart/form-data' }) } }, 415);
  }
  let body: Record<string, unknown>;
  try {
    body = await c.req.parseBody();
  } catch {
    return c.json({ success: false, error: { message: c.get('i18n').t('errors.api.bodyUnreadable') } }, 400);
  }
  const parsed = ratingSchema.safeParse({ q: body.q, rating: body.rating, source: body.source, filters: body.filters || undefined });
  if (!parsed.success) return c.json({ success: false, error: { message: c.get('i18n').t('errors.api.invalidRating'), issues: filterIssues(parsed.error) } }, 400);
  const { q, rating, source } = parsed.data;
  await saveAiSearchRating(c.env.DB, {
    market: market.id,
    deviceId: c.get('deviceId'),
    query: q,
    source,
    // Stored as the canonical query string of valid filters, never as sent.
    filters: filtersToQuery(filtersFromQuery(parsed.data.filters ?? '')),
    rating: rating as 1 | 2 | 3 | 4 | 5,
  });
  if ((c.req.header('accept') ?? '').includes('application/json')) return c.json({ success: true, data: { rating } }, 201);
  return redirect(c, `${buildPath(market.id, 'search-ai')}?${new URLSearchParams({ q, rated: String(rating) })}`, 303);
});

aiSearchApi.onError((error, c) => {
  if (error instanceof HTTPException) return error.getResponse();
  log('error', 'ai search rating failed', { requestId: c.get('requestId'), error: error instanceof Error ? error.message : String(error) });
  return c.json({ success: false, error: { message: 'Internal error' } }, 500);
});
