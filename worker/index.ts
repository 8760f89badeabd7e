import { createApp } from './app';
import { pruneSessions } from './account/sessionStore';
import { scheduled as alertJob } from './alerts/job';
import { log } from './log';
import { mayRun } from './productionConfig';
import { warmMarkets } from './routes/warm';

const app = createApp();

/**
 * The Caravan worker: one Hono app serving every market; on the cron trigger, the alert job,
 * the removal of sessions that ended or expired and the page cache's warm (./routes/warm.ts).
 */
export default {
  fetch: app.fetch,
  async scheduled(controller, env, ctx) {
    // Half-configured production sends no alert email (to a placeholder provider) and prunes nothing.
    if (!mayRun(env)) return;
    ctx.waitUntil(
      pruneSessions(env.DB).then(
        (removed) => log('info', 'sessions pruned', { removed }),
        (error: unknown) => log('warn', 'session pruning failed', { error: error instanceof Error ? error.message : String(error) }),
      ),
    );
    await alertJob(controller, env, ctx);
    // In production, where the markets' hosts are the pages' own: then the page cache's warm.
    if (env.ENVIRONMENT === 'production') await warmMarkets(app.fetch, env, ctx);
  },
} satisfies ExportedHandler<Env>;
