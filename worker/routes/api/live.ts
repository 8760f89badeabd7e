/**
 * GET /api/tours/live?ids=1,2,3 — status, seats and price of the departures a page shows, read
 * from the catalogue as it is now (no isolate or upstream cache) and cacheable for 30 s, so a page
 * served from a cache can put itself right (client/islands/Freshness.tsx, issue 14 item 5).
 * Bad ids are a 400, an unavailable catalogue a 503; unknown or past departures are left out.
 */
import { zValidator } from '@hono/zod-validator';
import { Hono } from 'hono';
import { z } from 'zod';
import { maxPerPage } from '../../../shared/filters';
import type { LiveAnswer } from '../../../shared/freshness';
import { liveIdsSchema } from '../../../shared/freshnessQuery';
import { salesStatuses } from '../../../shared/tourStatus';
import type { AppEnv } from '../../context';
import { CatalogueUnavailable, liveCatalogueSource } from '../../data/source';

export const liveApi = new Hono<AppEnv>();

/** Seconds a live answer may be reused (browser and edge). */
export const liveMaxAge = 30;

liveApi.get(
  '/tours/live',
  async (c, next) => {
    c.set('routeName', 'api:tours-live');
    await next();
  },
  zValidator('query', z.object({ ids: liveIdsSchema }), (result, c) =>
    result.success ? undefined : c.json({ success: false, error: { message: 'Give ids: 1 to 50 departure ids, comma separated' } }, 400),
  ),
  async (c) => {
    const { ids } = c.req.valid('query');
    try {
      const page = await liveCatalogueSource(c).tours({ tab: 'tours', tourId: ids, status: [...salesStatuses], sort: 'date:asc', perPage: maxPerPage });
      const asked = new Set(ids);
      const body: LiveAnswer = {
        checkedAt: Date.now(),
        tours: page.data
          .filter((tour) => asked.has(tour.id))
          .map((tour) => ({ id: tour.id, salesStatus: tour.salesStatus, freeSeats: tour.freeSeats, seatsToConfirm: tour.seatsToConfirm, price: tour.price })),
      };
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
