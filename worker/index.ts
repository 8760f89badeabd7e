import { createApp } from './app';
import { scheduled } from './alerts/job';

const app = createApp();

/** The Caravan worker: one Hono app serving every market, and the alert job on the cron trigger. */
export default {
  fetch: app.fetch,
  scheduled,
} satisfies ExportedHandler<Env>;
