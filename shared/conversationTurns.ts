/**
 * The newest turns of a conversation that fit a request body: at most `turns` of them, each cut
 * to `turnChars`, and together at most `bytes` of UTF-8 JSON, the oldest dropped first. A long
 * conversation must never make the request it rides on too large to be read (the assistant's
 * API takes 16 KB, the hand-over 24 KB; 20 turns of 4,000 characters were 80 KB and more).
 */
export interface Turn {
  role: 'user' | 'assistant';
  text: string;
}

export interface TurnBudget {
  turns: number;
  turnChars: number;
  bytes: number;
}

const encoder = new TextEncoder();
const bytesOf = (turn: Turn) => encoder.encode(JSON.stringify(turn)).length + 1;

export function newestTurnsWithin(turns: readonly Turn[], budget: TurnBudget): Turn[] {
  const kept: Turn[] = [];
  let used = 2;
  for (let i = turns.length - 1; i >= 0 && kept.length < budget.turns; i--) {
    const turn = { role: turns[i]!.role, text: turns[i]!.text.slice(0, budget.turnChars) };
    const size = bytesOf(turn);
    if (used + size > budget.bytes) break;
    used += size;
    kept.push(turn);
  }
  return kept.reverse();
}
