// Issue 38: wrangler.toml's [env.production] carries every binding and var development has
// (an environment inherits none of them), real production values where they must differ, and
// placeholders that cannot be mistaken for real ids. Read through wrangler's own config reader,
// so the sets are the ones `wrangler deploy --env production` would bind.
import { readFileSync } from 'node:fs';
import { unstable_convertConfigBindingsToStartWorkerBindings, unstable_readConfig } from 'wrangler';
import { describe, expect, it } from 'vitest';
import { exampleSecretValues, requiredSecrets } from '../../../worker/productionConfig';

type Config = ReturnType<typeof unstable_readConfig>;

function read(env?: string): Config {
  return unstable_readConfig({ config: 'wrangler.toml', env }, { hideWarnings: true });
}

/** Binding name → its kind ("d1", "kv_namespace", "plain_text" for a var, …). */
function bindings(config: Config): Map<string, string> {
  const all = unstable_convertConfigBindingsToStartWorkerBindings(config) ?? {};
  return new Map(Object.entries(all).map(([name, binding]) => [name, (binding as { type: string }).type]));
}

const development = read();
const production = read('production');

describe('wrangler.toml [env.production]', () => {
  it('has the same bindings and vars as development (top level)', () => {
    const dev = bindings(development);
    const prod = bindings(production);
    const problems: string[] = [];
    for (const [name, kind] of dev) {
      if (!prod.has(name)) problems.push(`${name} (${kind}) is bound in development (top level of wrangler.toml) but missing from [env.production]: add it there`);
      else if (prod.get(name) !== kind) problems.push(`${name} is a ${kind} in development but a ${prod.get(name)} in [env.production]`);
    }
    for (const [name, kind] of prod) {
      if (!dev.has(name)) problems.push(`${name} (${kind}) is bound in [env.production] but missing from development (top level of wrangler.toml): add it there`);
    }
    expect(problems, problems.join('\n')).toEqual([]);
    expect(prod.size).toBeGreaterThan(20);
  });

  it('has the same required secrets, cron triggers and assets; the worker checks those secrets', () => {
    expect(production.secrets?.required, '[env.production.secrets] required').toEqual(development.secrets?.required);
    expect([...requiredSecrets], 'worker/productionConfig.ts requiredSecrets').toEqual(development.secrets?.required);
    expect(production.triggers.crons, '[env.production.triggers] crons').toEqual(development.triggers.crons);
    expect(production.assets, '[env.production.assets]').toEqual(development.assets);
    expect(production.version_metadata, '[env.production.version_metadata]').toEqual(development.version_metadata);
    expect(production.ratelimits, '[[env.production.ratelimits]]').toEqual(development.ratelimits);
  });

  it('is production: ENVIRONMENT, no dev-only switches, https providers, a real email provider', () => {
    const vars = production.vars as Record<string, string>;
    expect(vars.ENVIRONMENT).toBe('production');
    expect((development.vars as Record<string, string>).ENVIRONMENT).toBe('development');
    expect(vars.BENCH_ROUTES).toBe('');
    expect(vars.FLAGS_FORCE_ALLOWED).toBe('false');
    expect(vars.FLAGS_DISABLED).toBe('');
    expect(vars.EMAIL_PROVIDER).toBe('http');
    for (const name of ['OIDC_ISSUER', 'ACCOUNT_API_URL', 'ACCOUNT_BASE_URL', 'EMAIL_API_URL']) expect(vars[name], name).toMatch(/^https:\/\//);
    expect(production.minify).toBe(true);
  });

  it('marks every id to replace as an obvious placeholder (the worker refuses REPLACE_WITH_… vars)', () => {
    for (const db of production.d1_databases) expect(db.database_id, `D1 ${db.binding}`).toMatch(/^REPLACE_WITH_/);
    for (const kv of production.kv_namespaces) expect(kv.id, `KV ${kv.binding}`).toMatch(/^REPLACE_WITH_/);
  });

  it('the worker knows the example secrets of .dev.vars.example', () => {
    const example = Object.fromEntries(
      readFileSync('.dev.vars.example', 'utf8').split('\n').filter((line) => /^[A-Z_]+=/.test(line)).map((line) => [line.slice(0, line.indexOf('=')), line.slice(line.indexOf('=') + 1)]),
    );
    for (const name of requiredSecrets) expect(exampleSecretValues[name], name).toBe(example[name]);
  });
});
