import type { Context } from 'hono';
import type { AppEnv } from '../../context';
import { catalogueSource } from '../../data/source';
import type { Layout } from '../../data/types';

/** Seconds a market-wide answer drawn from the layout may be reused (browser and edge). */
export const layoutAnswerMaxAge = 300;

/**
 * A JSON answer drawn from the market's layout that every visitor of the market shares (the
 * menu's panels, the search periods): cacheable per host, or a 503 to retry shortly when the
 * layout cannot be had (`unavailable`: its message).
 */
export async function layoutAnswer(c: Context<AppEnv>, unavailable: string, answer: (layout: Layout) => object): Promise<Response> {
  const layout = await catalogueSource(c).layout().catch(() => null);
  if (!layout) {
    c.header('Retry-After', '30');
    c.header('Cache-Control', 'no-store');
    return c.json({ success: false, error: { message: unavailable } }, 503);
  }
  c.header('Cache-Control', `public, max-age=${layoutAnswerMaxAge}`);
  c.header('Vary', 'Host');
  return c.json(answer(layout));
}
