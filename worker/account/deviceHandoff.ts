import { z } from 'zod';
import { marketIds, type MarketId } from '../../markets/config';
import { marketOrigin } from '../../markets/hosts';
import { uuidV4Pattern } from '../../shared/patterns';
import { seal, unseal, type SealSpec } from './cookies';

/**
 * The device id carried from one market to another (issue 32 item 4: the same variation across
 * markets). Each market is its own domain, so its device id cookie is its own; a visitor who
 * switches market in the country dialog goes through `GET /api/market-switch`, which sends them
 * on with their device id sealed in the address (encrypted, two minutes). The other market adopts
 * it when it has no device id of its own yet, then answers with the same address without it.
 */
export const deviceHandoffParam = 'cv_did';

export const deviceHandoff: SealSpec<{ deviceId: string }> = {
  name: 'device-handoff',
  purpose: 'device-handoff',
  schema: z.object({ deviceId: z.string().regex(uuidV4Pattern) }),
  maxAgeSeconds: 120,
  maxSealedLength: 1024,
};

export const sealDeviceHandoff = (secret: string, deviceId: string): Promise<string> => seal(deviceHandoff, secret, { deviceId });

export async function unsealDeviceHandoff(secret: string, value: string | undefined): Promise<string | null> {
  return (await unseal(deviceHandoff, secret, value))?.deviceId ?? null;
}

/**
 * Where a market switch may lead: an address on one of the markets' own origins (as this request
 * sees them: a local host keeps its port), nothing else (no open redirect). Null otherwise.
 */
export function switchTarget(raw: string | undefined, requestUrl: URL, domains: Record<MarketId, string>): URL | null {
  if (!raw || raw.length > 2048) return null;
  let target: URL;
  try {
    target = new URL(raw);
  } catch {
    return null;
  }
  if (target.username || target.password) return null;
  const origins = new Set(marketIds.map((id) => marketOrigin(id, requestUrl, domains)));
  if (!origins.has(target.origin)) return null;
  target.hash = '';
  target.searchParams.delete(deviceHandoffParam);
  return target;
}
