// Issue 38: the production deploy is checked before it happens, without an account:
// `wrangler deploy --dry-run --env production` builds the worker as a deploy would (minified,
// production React), and its gzip size stays well within the Workers limit. The limit checked
// is the Free plan's 3 MB (Paid: 10 MB): the stricter one, so the worker deploys on either
// plan; the test fails at 80 % of it, long before a deploy would be refused.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';

const wranglerBin = join(dirname(createRequire(import.meta.url).resolve('wrangler/package.json')), 'bin', 'wrangler.js');
const limitBytes = 3 * 1024 * 1024; // Workers Free plan, after compression
const failAt = 0.8;

describe('production deploy (dry run)', () => {
  it('builds and its gzip size is within 80 % of the 3 MB Workers limit', () => {
    const outdir = mkdtempSync(join(tmpdir(), 'caravan-deploy-'));
    try {
      const result = spawnSync(process.execPath, [wranglerBin, 'deploy', '--dry-run', '--env', 'production', '--outdir', outdir], {
        encoding: 'utf8',
        env: { ...process.env, CI: '1', WRANGLER_SEND_METRICS: 'false', NO_COLOR: '1', FORCE_COLOR: '0' },
      });
      expect(result.status, `wrangler deploy --dry-run failed:\n${result.stdout}\n${result.stderr}`).toBe(0);
      // Every module of the upload (source maps are not uploaded by default).
      const modules = readdirSync(outdir).filter((file) => /\.(js|mjs|wasm|bin|txt|html)$/.test(file) && file !== 'README.md');
      const code = Buffer.concat(modules.map((file) => readFileSync(join(outdir, file))));
      const gzip = gzipSync(code).length;
      const wranglerSays = /Total Upload: ([\d.]+) KiB \/ gzip: ([\d.]+) KiB/.exec(result.stdout + result.stderr);
      const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;
      console.log(
        `[deploy] production bundle: ${kib(code.length)}, gzip ${kib(gzip)}${wranglerSays ? ` (wrangler: ${wranglerSays[2]} KiB)` : ''}` +
          ` = ${((gzip / limitBytes) * 100).toFixed(0)} % of the 3 MB limit (fails at ${failAt * 100} %)`,
      );
      expect(gzip, `gzip ${kib(gzip)} exceeds ${failAt * 100} % of 3 MB`).toBeLessThan(limitBytes * failAt);
      if (wranglerSays) expect(Number(wranglerSays[2]) * 1024).toBeLessThan(limitBytes * failAt);
      // As deployed: minified, React's production build.
      // (vitest sets NODE_ENV=test: without wrangler.toml's production `define`, wrangler
      // would follow it and bundle React's development build.)
      const text = code.toString('utf8');
      expect(text.includes('Minified React error'), "React's production build").toBe(true);
      expect(text.includes('Each child in a list'), "React's development build").toBe(false);
    } finally {
      rmSync(outdir, { recursive: true, force: true });
    }
  }, 120_000);
});
