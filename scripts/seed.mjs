#!/usr/bin/env node
/**
 * Deterministic demo content for Caravan's D1 catalogue, in five languages, with generated images.
 *
 *   node scripts/seed.mjs --out .wrangler/seed/seed.sql     write the SQL (one statement per line)
 *   node scripts/seed.mjs --local [--force]                 migrate + seed the local wrangler D1
 *                                                            (only when empty unless --force)
 * Options: --scale N (multiply travels and tours), --today YYYY-MM-DD (pin the calendar; tours
 * start from the first day of that month), --persist-to DIR (wrangler local state directory),
 * --no-images (skip image generation), --brief (one line with the counts and the time, a progress
 * indicator while it runs, wrangler's output only on failure: what `npm start` shows).
 *
 * With --local (and no --force), a database seeded by the same migrations and seed scripts
 * is left as it is, without even starting wrangler: a stamp in the state directory
 * (caravan-seed.json) records what seeded it.
 */
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { ImageRegistry, buildCatalogue } from './seed/catalogue.mjs';
import de from './seed/copy/de.mjs';
import en from './seed/copy/en.mjs';
import es from './seed/copy/es.mjs';
import fr from './seed/copy/fr.mjs';
import it from './seed/copy/it.mjs';
import { firstOfMonth } from './seed/dates.mjs';
import { buildEvents } from './seed/events.mjs';
import { localizedBrandAssets } from './seed/brand.mjs';
import { generateImages } from './seed/images.mjs';
import { buildLayouts } from './seed/layouts.mjs';
import { buildPages } from './seed/pages.mjs';
import { buildPriceHistory } from './seed/priceHistory.mjs';
import { withCompany } from './seed/company.mjs';
import { SqlWriter } from './seed/sql.mjs';
import { step } from './lib/progress.mjs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');

const { values: args } = parseArgs({
  options: {
    out: { type: 'string' },
    local: { type: 'boolean', default: false },
    force: { type: 'boolean', default: false },
    scale: { type: 'string', default: '1' },
    today: { type: 'string' },
    'persist-to': { type: 'string' },
    'no-images': { type: 'boolean', default: false },
    quiet: { type: 'boolean', default: false },
    brief: { type: 'boolean', default: false },
  },
});

const say = (...parts) => {
  if (!args.quiet && !args.brief) console.log('[seed]', ...parts);
};

const scale = Number(args.scale);
if (!Number.isInteger(scale) || scale < 1 || scale > 200) {
  console.error('--scale must be an integer between 1 and 200');
  process.exit(2);
}
const today = args.today ?? new Date().toISOString().slice(0, 10);
if (!/^\d{4}-\d{2}-\d{2}$/.test(today) || Number.isNaN(Date.parse(today))) {
  console.error('--today must be a date YYYY-MM-DD');
  process.exit(2);
}
const base = firstOfMonth(today);

/** markets/*.ts are TypeScript: bundle them with esbuild so the seed shares one source of truth. */
async function loadMarkets() {
  const { build } = await import('esbuild');
  const result = await build({
    stdin: {
      contents: "export { markets } from './markets/config.ts'; export { pathsByLanguage, fixedRoutingKeys } from './markets/paths.ts'; export { legalName } from './markets/company.ts';",
      resolveDir: root,
      loader: 'ts',
    },
    bundle: true, format: 'esm', platform: 'neutral', write: false, logLevel: 'silent',
  });
  const code = result.outputFiles[0].text;
  return import(`data:text/javascript;base64,${Buffer.from(code).toString('base64')}`);
}

const tablesInOrder = [
  'continents', 'continent_translations', 'images', 'image_translations', 'countries', 'country_translations', 'labels',
  'badges', 'badge_translations', 'coordinators', 'coordinator_translations', 'travels', 'travel_translations', 'travel_contents',
  'travel_photos', 'travel_countries', 'travel_badges', 'travel_search', 'tours', 'price_history', 'reviews', 'periods', 'period_translations',
  'custom_pages', 'custom_page_translations', 'custom_page_blocks', 'custom_page_urls', 'redirects',
  'currencies', 'market_currencies', 'layouts', 'menu_items', 'banners', 'events', 'event_translations',
];

async function buildSql() {
  const { markets, pathsByLanguage, fixedRoutingKeys, legalName } = await loadMarkets();
  const copy = withCompany({ it, en, es, fr, de }, legalName);
  const images = new ImageRegistry();
  const catalogue = buildCatalogue({ base, today, scale, images });
  // Before anything reads the tours: it sets their 30-day lowest price and drops unsupported discounts.
  catalogue.price_history = await buildPriceHistory({ tours: catalogue.tours, today });
  const pages = buildPages({ copy, paths: pathsByLanguage, markets, routingKeys: fixedRoutingKeys, images, catalogue });
  const layouts = buildLayouts({ copy, paths: pathsByLanguage, markets, catalogue, updatedAt: `${today}T00:00:00Z` });
  const events = buildEvents({ today, catalogue, images });

  const data = {
    ...catalogue,
    images: images.rows(),
    image_translations: images.translationRows(),
    ...pages,
    ...layouts,
    ...events,
  };
  const sql = new SqlWriter();
  // Children first so a re-seed with --force never trips a foreign key.
  for (const table of [...tablesInOrder].reverse()) sql.statement(`DELETE FROM ${table}`);
  for (const table of tablesInOrder) {
    const rows = data[table];
    if (!rows) throw new Error(`no rows built for ${table}`);
    sql.insert(table, rows);
  }
  // Planner statistics: the search queries pick their index from these.
  sql.statement('ANALYZE');
  return { sql, images, counts: Object.fromEntries(tablesInOrder.map((t) => [t, data[t].length])) };
}

const wranglerBin = join(dirname(createRequire(import.meta.url).resolve('wrangler/package.json')), 'bin', 'wrangler.js');

/**
 * Runs wrangler (node, not npx: no npm start-up, no npm warnings) and resolves with its
 * stdout. Its stderr is shown as it comes, except with --brief (then only on failure: it
 * repeats wrangler.toml's experimental-`secrets` notice on every call).
 */
function wrangler(argv, { capture = false } = {}) {
  const persist = args['persist-to'] ? ['--persist-to', args['persist-to']] : [];
  return new Promise((resolveRun, reject) => {
    const child = spawn(process.execPath, [wranglerBin, ...argv, ...persist], {
      cwd: root, stdio: ['ignore', 'pipe', capture || args.brief ? 'pipe' : 'inherit'],
      env: { ...process.env, WRANGLER_SEND_METRICS: 'false', CI: '1', CLOUDFLARE_CF_FETCH_ENABLED: 'false' },
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk) => (stdout += chunk));
    child.stderr?.on('data', (chunk) => (stderr += chunk));
    child.on('error', reject);
    child.on('exit', (code) => {
      if (code === 0) return resolveRun(stdout);
      console.error(stdout, stderr);
      reject(new Error(`wrangler ${argv.slice(0, 3).join(' ')} failed`));
    });
  });
}

async function localTravelCount() {
  try {
    const out = await wrangler(['d1', 'execute', 'DB', '--local', '--json', '--command', 'SELECT COUNT(*) AS n FROM travels'], { capture: true });
    const parsed = JSON.parse(out.slice(out.indexOf('[')));
    return parsed[0]?.results?.[0]?.n ?? 0;
  } catch {
    return 0;
  }
}

/** Splits the SQL into files of whole lines so each `wrangler d1 execute` stays small. */
function writeChunks(text, dir, maxBytes = 4_000_000) {
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  const files = [];
  let buffer = [];
  let size = 0;
  const flush = () => {
    if (!buffer.length) return;
    const file = join(dir, `part-${String(files.length + 1).padStart(3, '0')}.sql`);
    writeFileSync(file, buffer.join('\n') + '\n');
    files.push(file);
    buffer = [];
    size = 0;
  };
  for (const line of text.split('\n')) {
    if (!line) continue;
    if (size + line.length > maxBytes) flush();
    buffer.push(line);
    size += line.length + 1;
  }
  flush();
  return files;
}

/** What a local database's content depends on: the migrations and the seed's own code. */
function seedInputsHash() {
  const hash = createHash('sha256');
  hash.update(JSON.stringify({ scale, today: args.today ?? null }));
  const files = [join(root, 'scripts', 'seed.mjs')];
  for (const dir of ['migrations', join('scripts', 'seed')]) {
    for (const entry of readdirSync(join(root, dir), { recursive: true, withFileTypes: true })) {
      if (entry.isFile()) files.push(join(entry.parentPath, entry.name));
    }
  }
  for (const file of files.sort()) {
    hash.update(relative(root, file));
    hash.update(readFileSync(file));
  }
  // Local state is keyed by the D1 binding's database id.
  hash.update(readFileSync(join(root, 'wrangler.toml'), 'utf8').match(/\[\[d1_databases\]\][^[]*/g)?.join('\n') ?? '');
  return hash.digest('hex').slice(0, 16);
}

const stateDir = resolve(root, args['persist-to'] ?? join('.wrangler', 'state'));
const stampFile = join(stateDir, 'caravan-seed.json');
const imagesDir = join(root, 'public', 'img');
const countsLine = (c) => `${c.travels} travels, ${c.tours} departures, ${c.images} images`;

const started = Date.now();
const progress = args.brief ? step('database') : null;
const inputs = args.local ? seedInputsHash() : null;
if (args.local && !args.force) {
  let stamp = null;
  try {
    stamp = JSON.parse(readFileSync(stampFile, 'utf8'));
  } catch {
    // never seeded here, or by an older seed
  }
  const d1Present = existsSync(join(stateDir, 'v3', 'd1'));
  const imagesPresent = args['no-images'] || (existsSync(imagesDir) && readdirSync(imagesDir).length > 0);
  if (stamp?.inputs === inputs && d1Present && imagesPresent) {
    if (progress) progress.end(`unchanged since the last start (${stamp.summary}): not re-seeded`);
    else say(`local database unchanged since ${stamp.at} (${stamp.summary}): nothing to do (--force re-seeds)`);
    process.exit(0);
  }
}

progress?.update('building the catalogue');
const { sql, images, counts } = await buildSql();
const text = sql.toString();
const outFile = resolve(root, args.out ?? '.wrangler/seed/seed.sql');
mkdirSync(dirname(outFile), { recursive: true });
writeFileSync(outFile, text);
say(`scale ${scale}, calendar from ${base} (today ${today})`);
say(`travels ${counts.travels}, tours ${counts.tours}, coordinators ${counts.coordinators}, reviews ${counts.reviews}, custom pages ${counts.custom_pages} (${counts.custom_page_blocks} blocks), events ${counts.events}, images ${counts.images}`);
say(`wrote ${outFile} (${(text.length / 1e6).toFixed(1)} MB, ${sql.lines.length} statements)`);

// The images and the local database are written side by side: one is sharp's work, the other
// wrangler's (a process and a local runtime per step), and neither reads the other.
const status = { images: '', database: '' };
const report = (part, text) => {
  status[part] = text;
  progress?.update([status.database, status.images].filter(Boolean).join(' · '));
};

async function writeImages() {
  if (args['no-images']) return;
  const t = Date.now();
  const rendered = await generateImages(imagesDir, images, {
    log: say,
    assets: localizedBrandAssets({ it, en, es, fr, de }),
    onProgress: (done, total) => report('images', `images ${done}/${total}`),
  });
  report('images', '');
  say(`images: ${rendered} rendered, ${images.images.length - rendered} already present (${((Date.now() - t) / 1000).toFixed(1)} s)`);
}

let summary = countsLine(counts);
let result = `seeded: ${summary}`;

async function writeLocalDatabase() {
  if (!args.local) return;
  report('database', 'migrations');
  // No local D1 before the migrations: nothing to count (one wrangler start fewer).
  const hadDatabase = existsSync(join(stateDir, 'v3', 'd1'));
  await wrangler(['d1', 'migrations', 'apply', 'DB', '--local']);
  const existing = hadDatabase ? await localTravelCount() : 0;
  if (existing > 0 && !args.force) {
    say(`local database already has ${existing} travels: not seeding (use --force to replace)`);
    summary = `${existing} travels`;
    result = `kept the local database (${existing} travels; a fresh seed: node scripts/seed.mjs --local --force)`;
  } else {
    const chunkDir = join(dirname(outFile), 'chunks');
    const files = writeChunks(text, chunkDir);
    for (const [index, file] of files.entries()) {
      say(`applying ${file.slice(root.length + 1)}`);
      report('database', `writing the database ${index + 1}/${files.length}`);
      await wrangler(['d1', 'execute', 'DB', '--local', '--yes', '--file', file]);
    }
    // Counted only to be said (another wrangler start): not with --brief or --quiet.
    if (!args.quiet && !args.brief) say(`local database seeded with ${await localTravelCount()} travels`);
  }
  report('database', '');
}

// Both are let finish before a failure of either is reported: the other's wrangler step or
// images would otherwise go on writing after this script had exited.
const failures = (await Promise.allSettled([writeImages(), writeLocalDatabase()])).filter((outcome) => outcome.status === 'rejected');
if (failures.length > 1) console.error(failures[1].reason);
if (failures.length) throw failures[0].reason;
// Stamped once both are written: a run that failed halfway seeds again next time.
if (args.local) {
  mkdirSync(stateDir, { recursive: true });
  writeFileSync(stampFile, JSON.stringify({ inputs, at: new Date().toISOString(), summary }) + '\n');
}
progress?.end(result);
say(`done in ${((Date.now() - started) / 1000).toFixed(1)} s`);
