#!/usr/bin/env node
// `npm start`: build the client, migrate and seed the local D1, then serve every market
// with wrangler dev on http://localhost:${PORT:-8787}, next to the dev identity provider
// (scripts/dev-idp.mjs) on http://localhost:${IDP_PORT:-9400} (DEV_IDP=off skips it).
import { spawn, spawnSync } from 'node:child_process';
import { copyFileSync, existsSync } from 'node:fs';

const port = process.env.PORT ?? '8787';
if (!/^\d{2,5}$/.test(port)) {
  console.error(`PORT must be a number, got "${port}"`);
  process.exit(2);
}

function run(cmd, args) {
  const result = spawnSync(cmd, args, { stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

const idpPort = process.env.IDP_PORT ?? '9400';
const devIdp = process.env.DEV_IDP !== 'off';
if (devIdp && !/^\d{2,5}$/.test(idpPort)) {
  console.error(`IDP_PORT must be a number, got "${idpPort}"`);
  process.exit(2);
}
// Local secrets (session key, client secret): the example values are made for this.
if (!existsSync('.dev.vars') && existsSync('.dev.vars.example')) {
  copyFileSync('.dev.vars.example', '.dev.vars');
  console.log('Created .dev.vars from .dev.vars.example (local development secrets).');
}

run(process.execPath, ['scripts/build-client.mjs']);
if (existsSync('scripts/seed.mjs')) {
  // Applies migrations, then seeds only when the local database is empty.
  run(process.execPath, ['scripts/seed.mjs', '--local']);
} else {
  run('npx', ['wrangler', 'd1', 'migrations', 'apply', 'DB', '--local']);
}

const children = [];
const idpOrigin = `http://localhost:${idpPort}`;
if (devIdp) {
  const idp = spawn(process.execPath, ['scripts/dev-idp.mjs', '--port', idpPort, '--site-port', port], { stdio: 'inherit' });
  children.push(idp);
  idp.on('exit', (code) => {
    if (code) console.error(`dev identity provider exited (${code}); login will not work`);
  });
}
const wrangler = spawn(
  'npx',
  [
    'wrangler', 'dev', '--port', port, '--ip', '127.0.0.1', '--show-interactive-dev-session=false',
    // wrangler dev has no real visitor country (its placeholder says US): no redirect modal unless asked.
    '--var', `GEOLOCATION_ENABLED:${process.env.GEOLOCATION === 'on' ? 'true' : 'false'}`,
    ...(devIdp
      ? ['--var', `OIDC_ISSUER:${idpOrigin}`, '--var', `ACCOUNT_API_URL:${idpOrigin}`, '--var', `ACCOUNT_BASE_URL:${idpOrigin}/account`]
      : []),
    ...process.argv.slice(2),
  ],
  { stdio: 'inherit' },
);
children.push(wrangler);
console.log(`\nCaravan: http://localhost:${port}  (markets: it|us|en|es|fr|de.localhost:${port})`);
if (devIdp) console.log(`Sign in at ${idpOrigin} as traveller@caravan.test / caravan; emails: http://localhost:${port}/__dev/outbox\n`);

const stop = () => children.forEach((child) => child.kill('SIGTERM'));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
wrangler.on('exit', (code) => {
  stop();
  process.exit(code ?? 0);
});
