/**
 * The trip assistant's evaluation set (tests/eval), run against the seeded catalogue in workerd:
 * ≥ 150 questions, ≥ 30 per language; answers right ≥ 90 % per language, no invented figure, no
 * answer in the wrong language. Prints the table per language and per intent
 * (`npm run eval:assistant` runs this file alone).
 */
import { SELF } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import type { MarketId } from '../../markets/config';
import { buildEvalSet, score, searchCounts, table, type EvalResult } from '../eval/assistantEval';
import { ask } from './assistant.helpers';
import { hosts } from './helpers';

const api = (market: MarketId, path: string, init?: RequestInit) => SELF.fetch(`http://${hosts[market]}${path}`, init);

describe('trip assistant evaluation', () => {
  it('answers the evaluation set right in every language, inventing no figure', async () => {
    const questions = await buildEvalSet(api);
    const results: EvalResult[] = [];
    for (const [i, question] of questions.entries()) {
      // One visitor per question: the per-visitor rate limit is not what is measured here.
      const headers = { 'cf-connecting-ip': `10.31.${i >> 8}.${i & 255}` };
      const reply = await ask(question.market, { message: question.message, context: question.context, state: question.state }, { headers });
      results.push(score(question, reply, await searchCounts(api, question.market, reply)));
    }
    console.log(`\nTrip assistant evaluation (${questions.length} questions)\n${table(results)}`);
    for (const r of results.filter((x) => !x.right)) {
      console.log(`WRONG ${r.question.id} [${r.question.intent} → ${r.intent}] ${r.question.message} | ${r.text} | missing ${JSON.stringify(r.missing)} invented ${JSON.stringify(r.invented)}${r.wrongLanguage ? ' WRONG LANGUAGE' : ''}`);
    }
    expect(questions.length).toBeGreaterThanOrEqual(150);
    for (const language of ['it', 'en', 'es', 'fr', 'de']) {
      const mine = results.filter((r) => r.question.language === language);
      expect(mine.length, language).toBeGreaterThanOrEqual(30);
      expect(mine.filter((r) => r.right).length / mine.length, `right answers in ${language}`).toBeGreaterThanOrEqual(0.9);
    }
    expect(results.flatMap((r) => r.invented.map((n) => `${r.question.id}: ${n}`))).toEqual([]);
    expect(results.filter((r) => r.wrongLanguage).map((r) => r.question.id)).toEqual([]);
  }, 240_000);
});
