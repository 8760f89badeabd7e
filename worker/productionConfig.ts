import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from './context';
import { log } from './log';

/**
 * Production configuration check (issue 38). With ENVIRONMENT=production the worker does not
 * serve half-configured: a required secret missing, a secret still holding its example value
 * from .dev.vars.example (public in the repository), a session secret too short or a var still
 * holding wrangler.toml's REPLACE_WITH_… placeholder makes every request answer a plain 503
 * and the cron trigger run no job, and one structured log line names the settings (never their values).
 */

/** wrangler.toml `[secrets] required` (tests/unit/deploy/productionConfig.test.ts keeps them equal). */
export const requiredSecrets = ['OPS_TOKEN', 'SESSION_SECRET', 'OIDC_CLIENT_SECRET'] as const;

/** The values of .dev.vars.example: known to everyone, so never a production secret (same test). */
export const exampleSecretValues: Readonly<Record<(typeof requiredSecrets)[number], string>> = {
  OPS_TOKEN: 'dev-ops-token',
  SESSION_SECRET: 'dev-session-secret-change-me-0123456789abcdef',
  OIDC_CLIENT_SECRET: 'dev-client-secret',
};

/** Shortest SESSION_SECRET (as worker/account/config.ts requires). */
const minSessionSecretLength = 32;
/** wrangler.toml's [env.production] placeholders. */
const placeholder = /REPLACE_WITH_/;

export interface ConfigProblem {
  setting: string;
  problem: 'missing' | 'example value' | 'too short' | 'placeholder';
}

/** What is wrong with a production env, by setting name (empty when nothing is). */
export function productionConfigProblems(env: Env): ConfigProblem[] {
  const values = env as unknown as Record<string, unknown>;
  const problems: ConfigProblem[] = [];
  for (const name of requiredSecrets) {
    const value = typeof values[name] === 'string' ? (values[name] as string).trim() : '';
    if (!value) problems.push({ setting: name, problem: 'missing' });
    else if (value === exampleSecretValues[name]) problems.push({ setting: name, problem: 'example value' });
    else if (name === 'SESSION_SECRET' && value.length < minSessionSecretLength) problems.push({ setting: name, problem: 'too short' });
  }
  const secrets = new Set<string>(requiredSecrets);
  for (const [name, value] of Object.entries(values)) {
    if (!secrets.has(name) && typeof value === 'string' && placeholder.test(value)) problems.push({ setting: name, problem: 'placeholder' });
  }
  return problems;
}

const checked = new WeakMap<object, ConfigProblem[]>();
const logged = new Set<string>();

/**
 * Whether this env may run: always outside production; in production only when configured.
 * A production env that may not is named once per isolate in one structured log line (the
 * settings, never their values), whether a request or the cron trigger found it.
 */
export function mayRun(env: Env): boolean {
  if (env.ENVIRONMENT !== 'production') return true;
  let problems = checked.get(env);
  if (!problems) {
    problems = productionConfigProblems(env);
    checked.set(env, problems);
  }
  if (!problems.length) return true;
  const signature = JSON.stringify(problems);
  if (!logged.has(signature)) {
    logged.add(signature);
    log('error', 'production configuration incomplete: not serving, no scheduled jobs', {
      settings: problems,
      fix: 'wrangler secret put NAME --env production, or wrangler.toml [env.production.vars]',
    });
  }
  return false;
}

/** First middleware: outside production it does nothing; in production, 503 until configured. */
export function productionGuard(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    if (mayRun(c.env)) return next();
    return new Response('Service unavailable: this site is not configured yet.\n', {
      status: 503,
      headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store', 'retry-after': '300' },
    });
  };
}
