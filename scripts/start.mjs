#!/usr/bin/env node
// `npm start`: build the client, migrate and seed the local D1, then serve every market
// with wrangler dev on http://localhost:${PORT:-8787}.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const port = process.env.PORT ?? '8787';
if (!/^\d{2,5}$/.test(port)) {
  console.error(`PORT must be a number, got "${port}"`);
  process.exit(2);
}

function run(cmd, args) {
  const result = spawnSync(cmd, args, { stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

run(process.execPath, ['scripts/build-client.mjs']);
if (existsSync('scripts/seed.mjs')) {
  // Applies migrations, then seeds only when the local database is empty.
  run(process.execPath, ['scripts/seed.mjs', '--local']);
} else {
  run('npx', ['wrangler', 'd1', 'migrations', 'apply', 'DB', '--local']);
}

const children = [];
const wrangler = spawn(
  'npx',
  [
    'wrangler', 'dev', '--port', port, '--ip', '127.0.0.1', '--show-interactive-dev-session=false',
    // wrangler dev has no real visitor country (its placeholder says US): no redirect modal unless asked.
    '--var', `GEOLOCATION_ENABLED:${process.env.GEOLOCATION === 'on' ? 'true' : 'false'}`,
    ...process.argv.slice(2),
  ],
  { stdio: 'inherit' },
);
children.push(wrangler);
console.log(`\nCaravan: http://localhost:${port}  (markets: it|us|en|es|fr|de.localhost:${port})\n`);

const stop = () => children.forEach((child) => child.kill('SIGTERM'));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
wrangler.on('exit', (code) => {
  stop();
  process.exit(code ?? 0);
});
