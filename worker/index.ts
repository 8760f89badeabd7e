import { createApp } from './app';

/** The Caravan worker: one Hono app serving every market. */
export default createApp();
