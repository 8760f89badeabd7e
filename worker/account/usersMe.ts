/**
 * User data from `{account API}/backoffice/users/me` (SPEC §7), with the outcomes SPEC §4
 * and §8 name: a user, an admin (to be logged out), the privacy-policy error (with or without
 * a user id), or any other failure (log out).
 */
import { z } from 'zod';
import type { AccountConfig } from './config';

const userSchema = z.object({
  id: z.union([z.string().min(1).max(64), z.number().int()]),
  firstName: z.string().max(100).nullish(),
  lastName: z.string().max(100).nullish(),
  email: z.string().max(254).nullish(),
  pictureImage: z
    .object({ url: z.string().max(500).nullish() })
    .passthrough()
    .nullish(),
  roles: z.array(z.string().max(64)).max(50).nullish(),
  isAdmin: z.boolean().nullish(),
});

const successSchema = z.object({ success: z.literal(true).optional(), data: userSchema });
const errorSchema = z.object({
  success: z.literal(false).optional(),
  error: z
    .object({
      key: z.string().max(100).optional(),
      extraData: z.object({ userId: z.union([z.string().max(64), z.number()]).nullish() }).passthrough().nullish(),
    })
    .passthrough()
    .optional(),
  key: z.string().max(100).optional(),
});

export interface AccountUser {
  id: string | number;
  firstName: string;
  lastName: string;
  pictureUrl: string | null;
}

export type UsersMeResult =
  | { kind: 'user'; user: AccountUser }
  | { kind: 'admin' }
  | { kind: 'privacy-policy'; userId: string | number | null }
  | { kind: 'failed'; reason: string };

export const privacyPolicyErrorKey = 'USER_PRIVACY_POLICY_ERROR';

function isAdmin(user: z.infer<typeof userSchema>): boolean {
  if (user.isAdmin) return true;
  return (user.roles ?? []).some((role) => /^(ROLE_)?ADMIN$/i.test(role));
}

function safePicture(url: string | null | undefined): string | null {
  if (!url) return null;
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'https:' || parsed.protocol === 'http:' ? parsed.toString() : null;
  } catch {
    return null;
  }
}

/** Calls users/me with the access token; never throws. */
export async function fetchUsersMe(config: AccountConfig, accessToken: string): Promise<UsersMeResult> {
  const url = new URL(`${config.accountApi.pathname.replace(/\/+$/, '')}/backoffice/users/me`, config.accountApi);
  let response: Response;
  try {
    response = await fetch(url, {
      headers: { authorization: `Bearer ${accessToken}`, accept: 'application/json' },
      signal: AbortSignal.timeout(8000),
    });
  } catch (error) {
    return { kind: 'failed', reason: error instanceof Error ? error.name : 'network' };
  }
  let body: unknown;
  try {
    body = await response.json();
  } catch {
    return { kind: 'failed', reason: `status ${response.status}, not JSON` };
  }
  if (response.ok) {
    const parsed = successSchema.safeParse(body);
    if (!parsed.success) return { kind: 'failed', reason: 'unexpected user data' };
    const user = parsed.data.data;
    if (isAdmin(user)) return { kind: 'admin' };
    return {
      kind: 'user',
      user: {
        id: user.id,
        firstName: user.firstName ?? '',
        lastName: user.lastName ?? '',
        pictureUrl: safePicture(user.pictureImage?.url),
      },
    };
  }
  const error = errorSchema.safeParse(body);
  const key = error.success ? (error.data.error?.key ?? error.data.key) : undefined;
  if (key === privacyPolicyErrorKey) {
    return { kind: 'privacy-policy', userId: (error.success ? error.data.error?.extraData?.userId : null) ?? null };
  }
  return { kind: 'failed', reason: `status ${response.status}` };
}
