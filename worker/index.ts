import { createApp } from './app';
import { pruneSessions } from './account/sessionStore';
import { scheduled as alertJob } from './alerts/job';
import { log } from './log';
import { mayRun } from './productionConfig';

const app = createApp();

/**
 * The Caravan worker: one Hono app serving every market; on the cron trigger, the alert job
 * and the removal of sessions that ended or expired.
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
  },
} satisfies ExportedHandler<Env>;
