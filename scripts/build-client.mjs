#!/usr/bin/env node
// Builds the client: one entry, one lazy chunk per island, a shared React chunk, the CSS,
// all content-hashed, plus public/build/manifest.json read by the worker.
//
//   node scripts/build-client.mjs [--dev] [--verbose]   one summary line; --verbose lists every file
// scripts/start.mjs imports buildClient() and prints its own line.
import { mkdirSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { generateIslands } from './islands.mjs';

const outdir = 'public/build';
/** V8's explicit compile hint: compile every function of the file eagerly. */
const compileHint = '//# allFunctionsCalledOnLoad';

/**
 * Builds the client into public/build (run from the repository root). Resolves with the
 * JS and CSS files written and their sizes.
 * @param {{ dev?: boolean }} [options]
 * @returns {Promise<{ files: { file: string, bytes: number }[], bytes: number, chunks: number }>}
 */
export async function buildClient({ dev = false } = {}) {
  // Old files are removed after the new manifest is written, so a running `wrangler dev`
  // never sees the build folder without a manifest.
  mkdirSync(outdir, { recursive: true });
  // The island registry the entry imports, from the modules in client/islands/.
  generateIslands();

  const toUrl = (file) => '/' + relative('public', file).split('\\').join('/');
  // The Intl warm-up worker first (client/workers/intlWarm.ts): a classic script of its own,
  // whose content-hashed URL the entry is built with (client/page/intlWarm.ts).
  const worker = await build({
    entryPoints: { intlWarm: 'client/workers/intlWarm.ts' },
    outdir,
    bundle: true,
    format: 'iife',
    platform: 'browser',
    target: ['es2022'],
    minify: !dev,
    entryNames: '[name]-[hash]',
    metafile: true,
    legalComments: 'none',
    logLevel: 'warning',
  });
  const workerFile = Object.keys(worker.metafile.outputs).find((file) => file.endsWith('.js'));
  if (!workerFile) throw new Error('client build did not produce the Intl warm-up worker');

  const result = await build({
    entryPoints: { entry: 'client/entry.ts', app: 'client/styles/app.css' },
    outdir,
    bundle: true,
    splitting: true,
    format: 'esm',
    platform: 'browser',
    target: ['es2022'],
    jsx: 'automatic',
    minify: !dev,
    sourcemap: dev ? 'linked' : false,
    entryNames: '[name]-[hash]',
    chunkNames: 'chunks/[name]-[hash]',
    assetNames: 'assets/[name]-[hash]',
    define: { 'process.env.NODE_ENV': JSON.stringify(dev ? 'development' : 'production'), __INTL_WARM_URL__: JSON.stringify(toUrl(workerFile)) },
    metafile: true,
    legalComments: 'none',
    logLevel: 'warning',
  });

  // React's runtime is marked for V8 to compile all of it as the chunk streams in (off the main
  // thread) rather than function by function on first call: evaluating it is the longest single
  // piece of an island's wake on a phone (issue 33 item 4; https://v8.dev/blog/explicit-compile-hints).
  for (const [file, output] of Object.entries(result.metafile.outputs)) {
    if (file.endsWith('.js') && Object.keys(output.inputs).some((input) => input.includes('node_modules/react-dom/'))) {
      writeFileSync(file, `${compileHint}\n${readFileSync(file, 'utf8')}`);
    }
  }

  let entry = '';
  let css = '';
  let preload = [];
  for (const [file, output] of Object.entries(result.metafile.outputs)) {
    if (output.entryPoint === 'client/entry.ts') {
      entry = toUrl(file);
      preload = output.imports.filter((i) => i.kind === 'import-statement').map((i) => toUrl(i.path));
    }
    if (file.endsWith('.css') && output.entryPoint === 'client/styles/app.css') css = toUrl(file);
}
if (!entry || !css) throw new Error('client build did not produce an entry and a stylesheet');
writeFileSync(`${outdir}/manifest.json`, JSON.stringify({ entry, css, preload }, null, 2) + '\n');
// Stale bundles are pruned only once they are an hour old: a running `wrangler dev` (or a
// browser tab) may still reference the previous build, and wrangler's asset watcher fails
// when a file it knows vanishes.
const outputs = { ...worker.metafile.outputs, ...result.metafile.outputs };
const keep = new Set([...Object.keys(outputs).map((f) => relative(outdir, f)), 'manifest.json']);
const staleBefore = Date.now() - 60 * 60 * 1000;
for (const entryName of readdirSync(outdir, { recursive: true, withFileTypes: true })) {
  if (!entryName.isFile()) continue;
  const file = relative(outdir, join(entryName.parentPath, entryName.name));
  if (!keep.has(file) && statSync(join(outdir, file)).mtimeMs < staleBefore) rmSync(join(outdir, file));
}

const files = Object.entries(outputs)
  .filter(([f]) => f.endsWith('.js') || f.endsWith('.css'))
  .map(([f, o]) => ({ file: relative(outdir, f), bytes: o.bytes }));
return {
  files,
  bytes: files.reduce((sum, f) => sum + f.bytes, 0),
  chunks: files.filter((f) => f.file.endsWith('.js')).length,
};
}

/** "612.4 KiB" */
export const kib = (bytes) => `${(bytes / 1024).toFixed(1)} KiB`;

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const dev = process.argv.includes('--dev');
  const verbose = process.argv.includes('--verbose') || /^(1|true|yes)$/i.test(process.env.VERBOSE ?? '');
  const { files, bytes, chunks } = await buildClient({ dev });
  console.log(`client build (${dev ? 'development' : 'production'}): ${kib(bytes)} in ${chunks} JS chunks + CSS`);
  if (verbose) for (const f of files) console.log(`  ${f.file} ${kib(f.bytes)}`);
}
