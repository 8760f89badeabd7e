import { getAutoExperimentChangeType, type AutoExperiment, type DOMMutation, type Result, type AutoExperimentVariation } from '@growthbook/growthbook';
import { z } from 'zod';

/**
 * GrowthBook's URL-redirect and visual-editor experiments (issue 32 item 2), run at the edge
 * instead of in the browser. GrowthBook's own pieces decide: the SDK's `runExperiment` (through
 * `runInlineExperiment`) does the URL targeting (`urlPatterns`, `isURLTargeted`), conditions,
 * hashing, coverage, forcing and sticky buckets; `getAutoExperimentChangeType` says which kind an
 * experiment is. What is ours: the redirect target (same origin only, query merged as the SDK's
 * `mergeQueryStrings` does) and applying DOM mutations with HTMLRewriter (worker/edge/rewrite.ts)
 * where the SDK's browser `dom-mutator` cannot run.
 */

const domMutation = z.looseObject({
  selector: z.string().min(1).max(500),
  action: z.enum(['append', 'set', 'remove']),
  attribute: z.string().min(1).max(100),
  value: z.string().max(20_000).optional(),
});
const variation = z.looseObject({
  domMutations: z.array(domMutation).max(100).optional(),
  urlRedirect: z.string().max(2048).optional(),
  css: z.string().optional(),
  js: z.string().optional(),
});
const urlTarget = z.looseObject({ include: z.boolean(), type: z.enum(['simple', 'regex']), pattern: z.string().max(2048) });
/** An auto experiment as far as the edge relies on it; others in the payload are left out. */
const autoExperiment = z.looseObject({
  key: z.string().regex(/^[A-Za-z0-9][A-Za-z0-9._-]{0,63}$/),
  variations: z.array(variation).min(2).max(20),
  weights: z.array(z.number().min(0).max(1)).optional(),
  urlPatterns: z.array(urlTarget).max(50).optional(),
  manual: z.boolean().optional(),
});

export type EdgeKind = 'redirect' | 'visual';

export interface EdgeExperiment {
  kind: EdgeKind;
  experiment: AutoExperiment;
}

/** The payload's redirect and visual experiments the edge can run (manual ones and js/css-only changes are not). */
export function edgeExperimentsOf(experiments: readonly unknown[] | undefined): EdgeExperiment[] {
  const out: EdgeExperiment[] = [];
  for (const raw of experiments ?? []) {
    const parsed = autoExperiment.safeParse(raw);
    if (!parsed.success || parsed.data.manual) continue;
    const experiment = parsed.data as unknown as AutoExperiment;
    const kind = getAutoExperimentChangeType(experiment);
    if (kind === 'redirect') out.push({ kind, experiment });
    else if (kind === 'visual' && parsed.data.variations.some((v) => v.domMutations?.length)) out.push({ kind, experiment });
  }
  return out;
}

/** One edge experiment's outcome for this visitor on this URL. */
export interface EdgeOutcome {
  key: string;
  kind: EdgeKind;
  inExperiment: boolean;
  variationId: number;
  /** How many variations the experiment has. */
  variations: number;
  /** Chosen by QA forcing, not hashing: never reported as an exposure. */
  forced: boolean;
  /** Redirect variation: the absolute same-origin URL to send the visitor to (null: stay). */
  redirect: string | null;
  mutations: DOMMutation[];
}

/** Runs each experiment through GrowthBook (`run` = the visitor's `runInlineExperiment`). */
export function runEdgeExperiments(
  experiments: readonly EdgeExperiment[],
  run: (experiment: AutoExperiment) => Result<AutoExperimentVariation>,
  currentUrl: string,
): EdgeOutcome[] {
  return experiments.map(({ kind, experiment }) => {
    const result = run(experiment);
    const chosen = result.inExperiment ? (result.value ?? {}) : {};
    return {
      key: experiment.key,
      kind,
      inExperiment: result.inExperiment,
      variationId: result.variationId,
      variations: experiment.variations.length,
      forced: result.inExperiment && !result.hashUsed,
      redirect: kind === 'redirect' && chosen.urlRedirect ? redirectTarget(currentUrl, chosen.urlRedirect) : null,
      mutations: kind === 'visual' ? (chosen.domMutations ?? []) : [],
    };
  });
}

/**
 * Where a redirect variation sends the visitor: its URL resolved against the current one, the
 * current query parameters kept (the variation's own win, as in GrowthBook's mergeQueryStrings),
 * and only within this origin (a payload must not make the site an open redirect). Null when it
 * is the current page already or another origin.
 */
export function redirectTarget(currentUrl: string, urlRedirect: string): string | null {
  let current: URL;
  let target: URL;
  try {
    current = new URL(currentUrl);
    target = new URL(urlRedirect, current);
  } catch {
    return null;
  }
  // A payload written for the production host still redirects on a preview or local host.
  // Only the path is taken from another origin (never an open redirect).
  if (target.origin !== current.origin) {
    if (!/^https?:$/.test(target.protocol)) return null;
    target = new URL(target.pathname + target.search + target.hash, current);
  }
  for (const [name, value] of current.searchParams) if (!target.searchParams.has(name)) target.searchParams.append(name, value);
  if (!target.hash) target.hash = current.hash;
  return target.pathname === current.pathname && target.search === current.search ? null : target.toString();
}

/** What the browser reports as experiment_viewed (client/analytics/ecommerce.ts). */
export interface EdgeExposure {
  experimentKey: string;
  variationId: number;
  kind: EdgeKind;
}

/** Cookie carrying a redirect's exposure to the page it leads to (a minute, this site only). */
export const redirectExposureCookie = 'caravan_gb_redirected';

export function formatRedirectExposure(outcome: Pick<EdgeOutcome, 'key' | 'variationId'>): string {
  return `${outcome.key}:${outcome.variationId}`;
}

export function parseRedirectExposure(raw: string | undefined): EdgeExposure | null {
  const match = /^([A-Za-z0-9][A-Za-z0-9._-]{0,63}):(\d{1,2})$/.exec(raw ?? '');
  return match ? { experimentKey: match[1]!, variationId: Number(match[2]), kind: 'redirect' } : null;
}
