#!/usr/bin/env node
// Issue 31 budget: JavaScript the trip assistant adds to a page before it is opened ≤ 2 KB gzip
// (the modal is its own chunk). Measured as a difference: the client entry is built twice with the
// production options of scripts/build-client.mjs, once as it is and once with the assistant's
// opener (client/ui/chatbot.ts) replaced by a no-op, and the JavaScript a page loads up front (the
// entry and every chunk it imports statically, each gzipped as served) is compared. Also checks
// that the home page of the running site loads none of the modal's code, and sizes the modal chunk.
// Run by tests/bench/run.mjs with BENCH_PORT set; `node tests/bench/assistantEntry.mjs` alone
// prints the build figures and skips the page check when no site answers.
import { join, relative } from 'node:path';
import { gzipSync } from 'node:zlib';
import { readFileSync } from 'node:fs';
import { build } from 'esbuild';
import { emit, httpGet, marketHosts, repoRoot } from './lib.mjs';

const chatbotModule = join(repoRoot, 'client/ui/chatbot.ts');

/** Gzip bytes of the entry and its static imports, and of the modal's chunk, for one build. */
async function measureBuild(stubAssistant) {
  const stub = {
    name: 'no-assistant',
    setup(b) {
      b.onLoad({ filter: /client[\\/]ui[\\/]chatbot\.ts$/ }, () => ({
        contents: 'export const createChatbotOpener = () => async () => undefined;',
        loader: 'ts',
      }));
    },
  };
  const result = await build({
    absWorkingDir: repoRoot,
    entryPoints: { entry: 'client/entry.ts' },
    outdir: 'bench-out',
    write: false,
    bundle: true,
    splitting: true,
    format: 'esm',
    platform: 'browser',
    target: ['es2022'],
    jsx: 'automatic',
    minify: true,
    entryNames: '[name]-[hash]',
    chunkNames: 'chunks/[name]-[hash]',
    define: { 'process.env.NODE_ENV': '"production"' },
    metafile: true,
    legalComments: 'none',
    logLevel: 'error',
    loader: { '.css': 'empty' },
    plugins: stubAssistant ? [stub] : [],
  });
  const texts = new Map(result.outputFiles.map((file) => [relative(repoRoot, file.path), file.contents]));
  const outputs = result.metafile.outputs;
  const entry = Object.keys(outputs).find((name) => outputs[name].entryPoint === 'client/entry.ts');
  const initial = new Set();
  const visit = (name) => {
    if (initial.has(name)) return;
    initial.add(name);
    for (const item of outputs[name].imports) if (item.kind === 'import-statement' && outputs[item.path]) visit(item.path);
  };
  visit(entry);
  const gzip = (name) => gzipSync(texts.get(name) ?? new Uint8Array()).length;
  const initialGzip = [...initial].reduce((sum, name) => sum + gzip(name), 0);
  const modal = Object.keys(outputs).filter((name) => /ChatbotModal-/.test(name));
  const modalInputs = ['client/ui/ChatbotModal.tsx', 'client/ui/AssistantPerson.tsx', 'client/ui/assistantStream.ts', 'client/ui/assistantStore.ts'];
  const modalUpFront = [...initial].some((name) => modalInputs.some((input) => outputs[name].inputs[input]));
  return { initialGzip, files: initial.size, modalGzip: modal.reduce((sum, name) => sum + gzip(name), 0), modalUpFront };
}

if (!readFileSync(chatbotModule, 'utf8').includes('createChatbotOpener')) throw new Error('client/ui/chatbot.ts no longer exports createChatbotOpener: update this bench');
const withAssistant = await measureBuild(false);
const without = await measureBuild(true);
const added = withAssistant.initialGzip - without.initialGzip;
emit({ bench: 'assistantEntry', figure: 'page JS up front, gzip bytes', value: withAssistant.initialGzip, files: withAssistant.files, withoutAssistant: without.initialGzip });
emit({ bench: 'assistantEntry', budget: 'JS the assistant adds before it is opened <= 2 KB gzip', value: added, pass: added <= 2048 && !withAssistant.modalUpFront });
emit({ bench: 'assistantEntry', figure: 'chatbot modal chunk, gzip bytes (loaded when opened)', value: withAssistant.modalGzip });

// The running site's home page: no file it loads up front holds the modal's code.
const port = Number(process.env.BENCH_PORT ?? 0);
if (port) {
  const home = await httpGet(port, marketHosts.it, '/');
  const html = home.body ?? '';
  const files = [...html.matchAll(/<(?:script[^>]+src|link[^>]+rel="modulepreload"[^>]+href)="(\/build\/[^"]+\.js)"/g)].map((match) => match[1]);
  const modalShipped = files.some((path) => readFileSync(join(repoRoot, 'public', path), 'utf8').includes('chatbot-modal__log'));
  emit({ bench: 'assistantEntry', budget: 'home page loads no chatbot modal code before it is opened', value: modalShipped ? 1 : 0, files: files.length, pass: !modalShipped && files.length > 0 });
}
