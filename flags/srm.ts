/**
 * Sample-ratio-mismatch check (issue 32 item 4): are an experiment's visitors split as its
 * weights say? Pearson's chi-square test of the counts per variation against the weights; a
 * p-value under 0.001 (GrowthBook's own threshold) means the split is broken (a redirect that
 * loses visitors, a cache serving one variation, a bot-heavy arm), not chance.
 */

function logGamma(x: number): number {
  // Lanczos approximation (g = 7, n = 9).
  const c = [0.99999999999980993, 676.5203681218851, -1259.1392167224028, 771.32342877765313, -176.61502916214059, 12.507343278686905, -0.13857109526572012, 9.9843695780195716e-6, 1.5056327351493116e-7];
  if (x < 0.5) return Math.log(Math.PI / Math.sin(Math.PI * x)) - logGamma(1 - x);
  const z = x - 1;
  let sum = c[0]!;
  for (let i = 1; i < 9; i++) sum += c[i]! / (z + i);
  const t = z + 7.5;
  return 0.5 * Math.log(2 * Math.PI) + (z + 0.5) * Math.log(t) - t + Math.log(sum);
}

/** Regularised upper incomplete gamma Q(a, x) (series below a + 1, continued fraction above). */
function upperGamma(a: number, x: number): number {
  if (x <= 0) return 1;
  const lead = Math.exp(-x + a * Math.log(x) - logGamma(a));
  if (x < a + 1) {
    let term = 1 / a;
    let sum = term;
    for (let n = 1; n < 500; n++) {
      term *= x / (a + n);
      sum += term;
      if (Math.abs(term) < Math.abs(sum) * 1e-14) break;
    }
    return Math.max(0, 1 - sum * lead);
  }
  let b = x + 1 - a;
  let c = 1e300;
  let d = 1 / b;
  let h = d;
  for (let i = 1; i < 500; i++) {
    const an = -i * (i - a);
    b += 2;
    d = an * d + b;
    if (Math.abs(d) < 1e-300) d = 1e-300;
    c = b + an / c;
    if (Math.abs(c) < 1e-300) c = 1e-300;
    d = 1 / d;
    const delta = d * c;
    h *= delta;
    if (Math.abs(delta - 1) < 1e-14) break;
  }
  return Math.min(1, lead * h);
}

export interface SrmResult {
  counts: number[];
  weights: number[];
  total: number;
  chiSquare: number;
  pValue: number;
  /** mismatch: p < 0.001; too-few: under 100 visitors, no verdict yet. */
  verdict: 'ok' | 'mismatch' | 'too-few';
}

export const srmThreshold = 0.001;

export function sampleRatioCheck(counts: readonly number[], weights: readonly number[]): SrmResult {
  const total = counts.reduce((sum, n) => sum + n, 0);
  const weightSum = weights.reduce((sum, w) => sum + w, 0) || 1;
  let chiSquare = 0;
  counts.forEach((observed, i) => {
    const expected = (total * (weights[i] ?? 0)) / weightSum;
    if (expected > 0) chiSquare += (observed - expected) ** 2 / expected;
  });
  const pValue = total > 0 && counts.length > 1 ? upperGamma((counts.length - 1) / 2, chiSquare / 2) : 1;
  const verdict = total < 100 ? 'too-few' : pValue < srmThreshold ? 'mismatch' : 'ok';
  return { counts: [...counts], weights: [...weights], total, chiSquare: Math.round(chiSquare * 1000) / 1000, pValue: Number(pValue.toPrecision(4)), verdict };
}

/**
 * Visitors counted per experiment and variation by this isolate and not stored yet (hashed
 * assignments only: never QA forcing, never crawlers). One count per request that exposed the
 * visitor, so a visitor seen twice counts twice in both arms alike. The worker moves them to D1
 * every half minute or so (worker/flags/exposureCounts.ts), where every isolate's counts add up.
 */
export class ExposureTally {
  private pending = new Map<string, number[]>();
  private lastTaken = Date.now();

  add(experimentKey: string, variationId: number, count = 1): void {
    if (variationId < 0 || variationId > 19) return;
    const row = this.pending.get(experimentKey) ?? [];
    while (row.length <= variationId) row.push(0);
    row[variationId]! += count;
    this.pending.set(experimentKey, row);
  }

  /** The counts not stored yet. */
  get(experimentKey: string, variations: number): number[] {
    const row = this.pending.get(experimentKey) ?? [];
    return Array.from({ length: variations }, (_, i) => row[i] ?? 0);
  }

  /** Takes the counts to store, when there are some and `everyMs` passed since the last take. */
  takeDue(now: number, everyMs: number): Map<string, number[]> | null {
    if (this.pending.size === 0 || now - this.lastTaken < everyMs) return null;
    const taken = this.pending;
    this.pending = new Map();
    this.lastTaken = now;
    return taken;
  }

  /** Counts that could not be stored go back, to be stored with the next ones. */
  restore(taken: Map<string, number[]>): void {
    for (const [key, row] of taken) row.forEach((count, variation) => this.add(key, variation, count));
  }

  clear(): void {
    this.pending.clear();
  }
}

export const exposureTally = new ExposureTally();

/** `key:120,131;other:40,38,41` (counts from a report, e.g. GA4's experiment_viewed by variation). */
export function parseCounts(raw: string | undefined): Record<string, number[]> {
  const out: Record<string, number[]> = {};
  if (!raw || raw.length > 2000) return out;
  for (const part of raw.split(';').slice(0, 50)) {
    const match = /^([A-Za-z0-9][A-Za-z0-9._-]{0,63}):(\d{1,9}(?:,\d{1,9}){1,19})$/.exec(part.trim());
    if (match) out[match[1]!] = match[2]!.split(',').map(Number);
  }
  return out;
}
