#!/usr/bin/env node
// Trip assistant budget (issue 31): time to the first streamed line and to the first text line
// of POST /api/assistant (embedded engine, no model) against the production worker, p50/p95
// over a mix of questions in the six markets (trip facts, departures, money, FAQ, search,
// handoff). Budget: first text p95 <= 300 ms. Run by tests/bench/run.mjs with BENCH_PORT set
// to the running production site (`BENCH_ONLY=assistant npm run bench` runs this one alone).
import { request } from 'node:http';
import { emit, marketHosts, percentile } from './lib.mjs';

const port = Number(process.env.BENCH_PORT ?? 8787);
const rounds = Number(process.env.BENCH_ASSISTANT_ROUNDS ?? 8);
const trip = 'japan-classic';

const questions = [
  ['it', 'Quando è la prossima partenza?', { travel: trip, page: 'trip' }],
  ['it', 'Giappone ad aprile sotto i 3000 euro', { page: 'home' }],
  ['us', 'How much is the deposit?', { travel: trip, page: 'trip' }],
  ['we', 'A week of sea in June', { page: 'home' }],
  ['es', '¿Hasta cuándo puedo cancelar gratis?', { page: 'faq' }],
  ['fr', 'Puis-je payer en plusieurs fois ?', { travel: trip, page: 'trip' }],
  ['de', 'Was kostet es insgesamt?', { travel: trip, page: 'trip' }],
  ['de', 'Ich möchte mit einem Menschen sprechen', { page: 'home' }],
];

let visitor = 0;

/** One question; resolves with the ms to the first line, to the first text line and to the end. */
function ask([market, message, context]) {
  const body = JSON.stringify({ message, context });
  visitor++;
  return new Promise((resolve, reject) => {
    const started = process.hrtime.bigint();
    const since = () => Number(process.hrtime.bigint() - started) / 1e6;
    const req = request(
      {
        host: '127.0.0.1', port, path: '/api/assistant', method: 'POST',
        headers: {
          host: `${marketHosts[market]}:${port}`, 'content-type': 'application/json', 'content-length': Buffer.byteLength(body),
          // One visitor per question: the per-visitor rate limit is not what is measured.
          'cf-connecting-ip': `10.99.${(visitor >> 8) & 255}.${visitor & 255}`,
        },
      },
      (res) => {
        let buffered = '';
        let firstLine = null;
        let firstText = null;
        res.setEncoding('utf8');
        res.on('data', (chunk) => {
          buffered += chunk;
          if (firstLine === null && buffered.includes('\n')) firstLine = since();
          if (firstText === null && buffered.includes('"type":"text"')) firstText = since();
        });
        res.on('end', () => resolve({ status: res.statusCode, firstLine, firstText, total: since(), ok: buffered.trimEnd().endsWith('{"type":"done"}') }));
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

// Warm-up: one of each (isolate caches, i18n instances, the first D1 queries).
for (const question of questions) await ask(question);

const firstLines = [];
const firstTexts = [];
const totals = [];
let failures = 0;
for (let round = 0; round < rounds; round++) {
  for (const question of questions) {
    const result = await ask(question);
    if (result.status !== 200 || !result.ok || result.firstText === null) {
      failures++;
      continue;
    }
    firstLines.push(result.firstLine);
    firstTexts.push(result.firstText);
    totals.push(result.total);
  }
}
const sorted = (list) => [...list].sort((a, b) => a - b);
const line = sorted(firstLines);
const text = sorted(firstTexts);
const total = sorted(totals);
emit({
  bench: 'assistant', figure: 'time to first streamed line / first text (ms)', questions: firstTexts.length, failures,
  firstLineP50: percentile(line, 50), firstLineP95: percentile(line, 95),
  firstTextP50: percentile(text, 50), firstTextP95: percentile(text, 95), wholeAnswerP95: percentile(total, 95),
});
const p95 = percentile(text, 95);
emit({ bench: 'assistant', budget: 'time to first streamed text p95 <= 300 ms (embedded engine)', value: p95, pass: failures === 0 && p95 !== null && p95 <= 300 });
console.error(`assistant: first text p95 ${p95} ms ${failures === 0 && p95 !== null && p95 <= 300 ? 'PASS' : 'FAIL'}${failures ? ` (${failures} failed answers)` : ''}`);
