/**
 * Development tools, answering 404 unless ENVIRONMENT is "development" (never in production):
 *   GET  /__dev/outbox              the latest emails of the outbox, readable
 *   GET  /__dev/outbox.json?to=&kind=   the same as JSON (the e2e tests read one-time codes there)
 *   POST /__dev/tours/:id  {priceEur?, salesStatus?}   change a departure, to see alerts fire
 *   POST /__dev/alerts/run          run the alert job now (the cron trigger's handler)
 *   POST /__dev/cache/purge?tag=travel:<slug>   purge the edge page cache's pages with that tag
 *                                   (several `tag`s allowed; a trip's pages: travel:<slug>)
 */
import { Hono } from 'hono';
import { z } from 'zod';
import { salesStatuses } from '../../../shared/tourStatus';
import { sameOrigin } from '../../account/request';
import { runAlertJob } from '../../alerts/job';
import { purgeDepartures, purgeTags } from '../../cache/purge';
import { recordPriceChanges } from '../../data/d1/priceHistory';
import type { AppEnv } from '../../context';
import { escapeHtml } from '../../email/templates';

interface Row {
  id: string;
  kind: string;
  to_address: string;
  subject: string;
  text_body: string;
  html_body: string;
  headers: string;
  status: string;
  created_at: number;
}

const query = z.object({
  to: z.string().trim().toLowerCase().max(254).optional(),
  kind: z.enum(['code', 'alert']).optional(),
  limit: z.coerce.number().int().min(1).max(200).default(50),
});

export const devOutboxRoutes = new Hono<AppEnv>();

devOutboxRoutes.use('*', async (c, next) => {
  if (c.env.ENVIRONMENT !== 'development') return c.notFound();
  c.set('routeName', 'dev-outbox');
  c.header('Cache-Control', 'no-store');
  c.header('X-Robots-Tag', 'noindex');
  await next();
});

async function latest(db: D1Database, input: z.infer<typeof query>): Promise<Row[]> {
  const { results } = await db
    .prepare(
      `SELECT * FROM email_outbox WHERE (?1 IS NULL OR to_address = ?1) AND (?2 IS NULL OR kind = ?2)
       ORDER BY created_at DESC, rowid DESC LIMIT ?3`,
    )
    .bind(input.to ?? null, input.kind ?? null, input.limit)
    .all<Row>();
  return results;
}

devOutboxRoutes.get('/outbox.json', async (c) => {
  const input = query.safeParse(c.req.query());
  if (!input.success) return c.json({ error: 'invalid query' }, 400);
  const rows = await latest(c.env.DB, input.data);
  return c.json({
    emails: rows.map((row) => ({
      id: row.id, kind: row.kind, to: row.to_address, subject: row.subject, text: row.text_body, html: row.html_body,
      headers: JSON.parse(row.headers) as Record<string, string>, status: row.status, createdAt: row.created_at,
    })),
  });
});

devOutboxRoutes.get('/outbox', async (c) => {
  const input = query.safeParse(c.req.query());
  if (!input.success) return c.text('invalid query', 400);
  const rows = await latest(c.env.DB, input.data);
  const items = rows
    .map(
      (row) => `<article>
<p><strong>${escapeHtml(row.subject)}</strong><br><small>${escapeHtml(row.kind)} · to ${escapeHtml(row.to_address)} · ${new Date(row.created_at).toISOString()} · ${escapeHtml(row.status)}</small></p>
<pre>${escapeHtml(row.text_body)}</pre></article>`,
    )
    .join('');
  // A nonce'd <style>, not style attributes: the CSP has no 'unsafe-inline' (worker/middleware/security.ts).
  const nonce = c.get('secureHeadersNonce') ?? '';
  return c.html(
    `<!doctype html><html lang="en"><meta charset="utf-8"><title>Outbox (development)</title>
<style nonce="${nonce}">body{font:15px/1.4 system-ui,sans-serif;max-width:800px;margin:24px auto;padding:0 16px}
article{border:1px solid #ddd;border-radius:8px;padding:12px;margin:12px 0}pre{white-space:pre-wrap}</style>
<body>
<h1>Email outbox <small>(development only)</small></h1>${items || '<p>No emails yet.</p>'}</body></html>`,
  );
});

const tourChange = z
  .object({
    priceEur: z.number().int().min(0).max(100_000_000).optional(),
    salesStatus: z.enum(salesStatuses).optional(),
    // `false`: the catalogue changed upstream and the site has not heard yet (no purge), as
    // between two runs of the alert job; the cached pages still show the old values.
    purge: z.boolean().default(true),
  })
  .strict();

devOutboxRoutes.use('/tours/*', sameOrigin());
devOutboxRoutes.use('/alerts/*', sameOrigin());

devOutboxRoutes.post('/tours/:id{[0-9]{1,9}}', async (c) => {
  let body: unknown;
  try {
    body = await c.req.json();
  } catch {
    return c.json({ error: c.get('i18n').t('errors.api.bodyNotJson') }, 400);
  }
  const change = tourChange.safeParse(body);
  if (!change.success) return c.json({ error: c.get('i18n').t('errors.api.invalidQuery') }, 400);
  const result = await c.env.DB.prepare(
    'UPDATE tours SET price_eur = COALESCE(?2, price_eur), sales_status = COALESCE(?3, sales_status) WHERE id = ?1',
  )
    .bind(Number(c.req.param('id')), change.data.priceEur ?? null, change.data.salesStatus ?? null)
    .run();
  if (!result.meta.changes) return c.json({ error: 'no such tour' }, 404);
  // Its tour page, its trip's pages and the lists leave the edge page cache.
  if (change.data.purge) await purgeDepartures(c.env.DB, [Number(c.req.param('id'))]);
  // A new price joins the tour's price history (honest discounts, migration 0013).
  if (change.data.priceEur !== undefined) await recordPriceChanges(c.env.DB, new Date(), [Number(c.req.param('id'))]);
  return c.json({ ok: true });
});

devOutboxRoutes.post('/alerts/run', async (c) => c.json(await runAlertJob(c.env)));

const purgeQuery = z.array(z.string().regex(/^[a-z]+:[A-Za-z0-9_-]{1,120}$|^(list|layout)$/)).min(1).max(50);

devOutboxRoutes.use('/cache/*', sameOrigin());
devOutboxRoutes.post('/cache/purge', async (c) => {
  const tags = purgeQuery.safeParse(c.req.queries('tag') ?? []);
  if (!tags.success) return c.json({ error: 'give tag=<kind>:<value> (e.g. travel:iceland-ring-road), up to 50' }, 400);
  await purgeTags(c.env.DB, tags.data);
  return c.json({ ok: true, purged: tags.data });
});
