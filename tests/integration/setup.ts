import { applyD1Migrations, env } from 'cloudflare:test';

// Real D1 in workerd: schema from migrations/, data from the deterministic seed.
await applyD1Migrations(env.DB, env.TEST_MIGRATIONS);
const seeded = await env.DB.prepare("SELECT name FROM sqlite_master WHERE type='table' AND name='travels'").first();
if (env.TEST_SEED_SQL && seeded) {
  const count = await env.DB.prepare('SELECT COUNT(*) AS n FROM travels').first<{ n: number }>();
  if (!count?.n) await env.DB.exec(env.TEST_SEED_SQL);
}
