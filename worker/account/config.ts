import { z } from 'zod';
import { isLocalHost } from '../../markets/hosts';

/** Account features' configuration, checked once per isolate and env (SPEC §7 OAuth facts). */
export interface AccountConfig {
  issuer: URL;
  clientId: string;
  /** Empty: a public client (PKCE only, no client authentication). */
  clientSecret: string;
  accountApi: URL;
  accountSite: URL;
  /** http:// is only allowed for a local dev provider outside production. */
  allowInsecure: boolean;
  production: boolean;
}

export class AccountConfigError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'AccountConfigError';
  }
}

/** Shortest SESSION_SECRET accepted: 32 characters (the keys are derived from it with HKDF). */
export const minSecretLength = 32;

const url = z.string().trim().url();

let cached: { env: Env; config: AccountConfig } | null = null;

function parseUrl(name: string, value: string | undefined): URL {
  const parsed = url.safeParse(value ?? '');
  if (!parsed.success) throw new AccountConfigError(`${name} must be an absolute URL`);
  return new URL(parsed.data);
}

/**
 * Reads and checks OIDC_ISSUER, OIDC_CLIENT_ID, OIDC_CLIENT_SECRET, ACCOUNT_API_URL and
 * ACCOUNT_BASE_URL. Production requires https everywhere; plain http is accepted only for a
 * provider on a local host (the dev identity provider).
 */
export function accountConfig(env: Env): AccountConfig {
  if (cached?.env === env) return cached.config;
  const production = env.ENVIRONMENT === 'production';
  const issuer = parseUrl('OIDC_ISSUER', env.OIDC_ISSUER);
  const accountApi = parseUrl('ACCOUNT_API_URL', env.ACCOUNT_API_URL);
  const accountSite = parseUrl('ACCOUNT_BASE_URL', env.ACCOUNT_BASE_URL);
  const clientId = (env.OIDC_CLIENT_ID ?? '').trim();
  if (!clientId) throw new AccountConfigError('OIDC_CLIENT_ID is required');
  let allowInsecure = false;
  for (const [name, value] of [['OIDC_ISSUER', issuer], ['ACCOUNT_API_URL', accountApi]] as const) {
    if (value.protocol === 'https:') continue;
    if (value.protocol !== 'http:' || production || !isLocalHost(value.host)) {
      throw new AccountConfigError(`${name} must use https (http only for a local provider outside production)`);
    }
    allowInsecure = true;
  }
  const config: AccountConfig = {
    issuer,
    clientId,
    clientSecret: (env.OIDC_CLIENT_SECRET ?? '').trim(),
    accountApi,
    accountSite,
    allowInsecure,
    production,
  };
  cached = { env, config };
  return config;
}

/** The session secret, or an error naming what is wrong (never the value). */
export function sessionSecret(env: Env): string {
  const secret = env.SESSION_SECRET ?? '';
  if (secret.length < minSecretLength) {
    throw new AccountConfigError(`SESSION_SECRET must be set to at least ${minSecretLength} characters`);
  }
  return secret;
}

/** Routing keys of the external account site (SPEC §2 layout) → their paths there. */
export const accountPages = {
  'account-profile': 'profile',
  travels: 'travels',
  partnership: 'partnership',
  'account-communications': 'communications',
} as const;
export type AccountPage = keyof typeof accountPages;

/** Absolute link to a page of the account site, in the visitor's language. */
export function accountPageUrl(env: Env, page: AccountPage, language: string): string {
  let base: URL;
  try {
    base = new URL(env.ACCOUNT_BASE_URL);
  } catch {
    return '#';
  }
  const link = new URL(`${base.pathname.replace(/\/+$/, '')}/${accountPages[page]}`, base);
  link.searchParams.set('lang', language);
  return link.toString();
}
