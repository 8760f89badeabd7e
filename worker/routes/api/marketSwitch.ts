/**
 * GET /api/market-switch?to=<address on another market> — the country dialog's way to another
 * market that keeps the visitor's device id, so their experiment variations follow them (issue 32
 * item 4; worker/account/deviceHandoff.ts). A 302 to the address with the sealed device id; an
 * address that is not one of the markets' is refused in the store's language, never followed.
 */
import { Hono } from 'hono';
import { deviceHandoffParam, sealDeviceHandoff, switchTarget } from '../../account/deviceHandoff';
import type { AppEnv } from '../../context';

export const marketSwitchApi = new Hono<AppEnv>();

const noStore = { 'Cache-Control': 'no-store' };

marketSwitchApi.get('/market-switch', async (c) => {
  c.set('routeName', 'api:market-switch');
  const target = switchTarget(c.req.query('to'), new URL(c.req.url), c.get('marketDomains'));
  if (!target) return c.json({ error: c.get('i18n').t('growth.switchTargetInvalid') }, 400, noStore);
  target.searchParams.set(deviceHandoffParam, await sealDeviceHandoff(c.env.SESSION_SECRET, c.get('deviceId')));
  // The sealed id is for the next hop only: a redirect's address is never a Referer, and the
  // other market answers with the address cleaned of it.
  return c.body(null, 302, { ...noStore, Location: target.toString() });
});
