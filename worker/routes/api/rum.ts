/**
 * POST /api/rum: real-user vitals (LCP, INP, CLS) of consenting, sampled visits, written to
 * Workers Analytics Engine (the RUM dataset; README "Real-user vitals" has the p75 query).
 * Outside production the points go to the JSON log. Body-limited before it is read,
 * rate-limited per IP, validated: anything else is a 4xx, never a 5xx, and never stored.
 */
import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { z } from 'zod';
import { rumMaxBodyBytes, rumMetricNames, rumNavigationTypes, rumPageTypes, rumRatings, type RumBeacon } from '../../../shared/rum';
import { clientIp, withinLimit } from '../../account/request';
import type { AppEnv } from '../../context';
import { log } from '../../log';

const metricSchema = z
  .object({
    name: z.enum(rumMetricNames),
    value: z.number().finite().min(0),
    rating: z.enum(rumRatings),
    navigationType: z.enum(rumNavigationTypes).optional(),
  })
  .strict()
  // A minute of LCP or INP, a layout shift score of 100: anything beyond is not a measurement.
  .refine((metric) => metric.value <= (metric.name === 'CLS' ? 100 : 60_000), { message: 'value out of range' });

const beaconSchema = z
  .object({
    pageType: z.enum(rumPageTypes),
    metrics: z.array(metricSchema).min(1).max(rumMetricNames.length),
  })
  .strict();

const noStore = { 'Cache-Control': 'no-store' };

export const rumApi = new Hono<AppEnv>();

rumApi.post(
  '/rum',
  async (c, next) => {
    c.set('routeName', 'api:rum');
    await next();
  },
  bodyLimit({ maxSize: rumMaxBodyBytes, onError: (c) => c.json({ success: false, error: { code: 'payloadTooLarge', maxBytes: rumMaxBodyBytes } }, 413, noStore) }),
  async (c) => {
    if (!(await withinLimit(c, 'RATE_LIMIT_RUM', `rum:${clientIp(c)}`))) return c.json({ success: false, error: { code: 'limited' } }, 429, noStore);
    // sendBeacon posts text/plain or application/json: read the text, parse it ourselves.
    let body: unknown;
    try {
      body = JSON.parse(await c.req.text());
    } catch {
      return c.json({ success: false, error: { code: 'invalidJson' } }, 400, noStore);
    }
    const parsed = beaconSchema.safeParse(body);
    if (!parsed.success) return c.json({ success: false, error: { code: 'invalid', issues: parsed.error.issues.slice(0, 5).map((issue) => issue.path.join('.') || issue.message) } }, 400, noStore);
    write(c.env, c.get('market').id, parsed.data, c.get('requestId'));
    return c.body(null, 204, noStore);
  },
);

/** One data point per metric: blobs name, page type, market, rating, navigation type; double value; index market. */
function write(env: Env, market: string, beacon: RumBeacon, requestId: string | undefined): void {
  for (const metric of beacon.metrics) {
    const point = {
      blobs: [metric.name, beacon.pageType, market, metric.rating, metric.navigationType ?? 'navigate'],
      doubles: [metric.value],
      indexes: [market],
    };
    if (env.ENVIRONMENT === 'production' && env.RUM) env.RUM.writeDataPoint(point);
    else log('info', 'rum', { requestId, metric: metric.name, pageType: beacon.pageType, market, rating: metric.rating, navigationType: point.blobs[4], value: metric.value });
  }
}
