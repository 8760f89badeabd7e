import { hmac, timingSafeEqual } from '../account/crypto';

/** Path of the one-click unsubscribe endpoint (worker/routes/account/unsubscribe.tsx). */
export const unsubscribePath = '/alerts/unsubscribe';

function signature(secret: string, subscriptionId: string): Promise<string> {
  return hmac(secret, 'unsubscribe-hmac', `unsubscribe:v1:${subscriptionId}`);
}

/** Signed one-click unsubscribe link of a subscription, on the site the visitor signed up on. */
export async function unsubscribeUrl(secret: string, origin: string, subscriptionId: string): Promise<string> {
  const url = new URL(unsubscribePath, origin);
  url.searchParams.set('s', subscriptionId);
  url.searchParams.set('sig', await signature(secret, subscriptionId));
  return url.toString();
}

/** True when `sig` is the signature of `subscriptionId` (constant-time comparison). */
export async function verifyUnsubscribe(secret: string, subscriptionId: string, sig: string): Promise<boolean> {
  if (!/^[0-9a-f-]{36}$/i.test(subscriptionId) || !/^[A-Za-z0-9_-]{20,100}$/.test(sig)) return false;
  return timingSafeEqual(await signature(secret, subscriptionId), sig);
}
