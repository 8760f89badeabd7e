import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { cloudflareTest, readD1Migrations } from '@cloudflare/vitest-pool-workers';
import { defineConfig } from 'vitest/config';

const root = fileURLToPath(new URL('.', import.meta.url));
// Produced by `node scripts/seed.mjs --out .wrangler/seed/seed.sql` (run by `npm test` first).
const seedFile = `${root}.wrangler/seed/seed.sql`;

export default defineConfig({
  plugins: [
    cloudflareTest(async () => ({
      main: './worker/index.ts',
      wrangler: { configPath: './wrangler.toml' },
      miniflare: {
        bindings: {
          TEST_MIGRATIONS: await readD1Migrations(`${root}migrations`),
          TEST_SEED_SQL: existsSync(seedFile) ? readFileSync(seedFile, 'utf8') : '',
          // Secrets the account features need (wrangler.toml [secrets]); test values only.
          SESSION_SECRET: 'integration-session-secret-0123456789abcdefghij',
          OIDC_CLIENT_SECRET: 'integration-client-secret',
          // With ENVIRONMENT=production the worker needs every required secret (worker/productionConfig.ts).
          OPS_TOKEN: 'integration-ops-token',
        },
      },
    })),
  ],
  // As wrangler.toml's [alias]: the worker's own react-i18next (worker/render/reactI18next.ts).
  resolve: { alias: { 'react-i18next': `${root}worker/render/reactI18next.ts` } },
  test: {
    include: ['tests/integration/**/*.test.ts', 'tests/integration/**/*.test.tsx'],
    setupFiles: ['./tests/integration/setup.ts'],
    // Whole-site sweeps make dozens of SSR requests per test on a 2-core machine.
    testTimeout: 60_000,
    // Vitest's default is one worker less than the cores: one worker on this 2-core machine.
    // Each file pays ~5 s of its own runtime start and seed, while its tests wait on workerd;
    // two workers keep both cores busy (the whole suite: 8.0 min instead of 10.4).
    maxWorkers: 2,
  },
});
