/**
 * GET /api/tours/live?ids=1,2,3 — status, seats and price of the departures a page shows, read
 * from the catalogue as it is now (no isolate or upstream cache) and cacheable for 30 s, so a page
 * served from a cache can put itself right (client/islands/Freshness.tsx, issue 14 item 5).
 * Bad ids are a 400, an unavailable catalogue a 503; unknown or past departures are left out.
 * No client can turn it into an amplifier of the upstream (issue 34 item 4): identical reads share
 * one upstream call and its answer for a few seconds (worker/data/sharedRead.ts), and each visitor
 * has a rate limit (429 with Retry-After).
 */
import { zValidator } from '@hono/zod-validator';
import { Hono } from 'hono';
import { z } from 'zod';
import { maxPerPage } from '../../../shared/filters';
import type { LiveAnswer } from '../../../shared/freshness';
import { liveIdsSchema } from '../../../shared/freshnessQuery';
import { salesStatuses } from '../../../shared/tourStatus';
import { clientIp, withinLimit } from '../../account/request';
import type { AppEnv } from '../../context';
import { sharedRead } from '../../data/sharedRead';
import { CatalogueUnavailable, liveCatalogueSource } from '../../data/source';

export const liveApi = new Hono<AppEnv>();

/** Seconds a live answer may be reused (browser and edge). */
export const liveMaxAge = 30;

/** Seconds a visitor over the limit waits (the binding's period). */
const limitedForSeconds = 60;

liveApi.get(
  '/tours/live',
  async (c, next) => {
    c.set('routeName', 'api:tours-live');
    await next();
  },
  async function liveRateLimit(c, next) {
    if (await withinLimit(c, 'RATE_LIMIT_LIVE', `live:${clientIp(c)}`)) return next();
    c.header('Cache-Control', 'no-store');
    c.header('Retry-After', String(limitedForSeconds));
    return c.json({ success: false, error: { code: 'rateLimited', message: c.get('i18n').t('otp.rateLimited') } }, 429);
  },
  zValidator('query', z.object({ ids: liveIdsSchema }), (result, c) =>
    result.success ? undefined : c.json({ success: false, error: { message: c.get('i18n').t('errors.api.liveIds') } }, 400),
  ),
  async (c) => {
    const { ids } = c.req.valid('query');
    try {
      const source = liveCatalogueSource(c);
      const read = async (): Promise<LiveAnswer> => {
        const page = await source.tours({ tab: 'tours', tourId: ids, status: [...salesStatuses], sort: 'date:asc', perPage: maxPerPage });
        const asked = new Set(ids);
        return {
          checkedAt: Date.now(),
          tours: page.data
            .filter((tour) => asked.has(tour.id))
            .map((tour) => ({ id: tour.id, salesStatus: tour.salesStatus, freeSeats: tour.freeSeats, seatsToConfirm: tour.seatsToConfirm, price: tour.price })),
        };
      };
      // The embedded catalogue is this site's own D1: nothing to amplify, read it as it is now.
      // The upstream: one call per distinct question (market, sorted ids) in flight or a few seconds old.
      const key = `${(c.env.API_BASE_URL ?? '').trim()}|${c.get('market').id}|${[...ids].sort((a, b) => a - b).join(',')}`;
      const metrics = c.get('metrics');
      const body =
        source.kind === 'upstream'
          ? await sharedRead(key, read, (outcome) => (outcome === 'read' ? metrics?.cacheMiss('live') : metrics?.cacheHit('live')))
          : await read();
      c.header('Cache-Control', `public, max-age=${liveMaxAge}`);
      return c.json(body);
    } catch (error) {
      if (!(error instanceof CatalogueUnavailable)) throw error;
      c.header('Cache-Control', 'no-store');
      c.header('Retry-After', '30');
      return c.json({ success: false }, 503);
    }
  },
);
