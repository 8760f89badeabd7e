import {
  GrowthBookClient,
  type AutoExperiment,
  type AutoExperimentVariation,
  type FeatureApiResponse,
  type FeatureResult,
  type Result,
  type StickyAssignmentsDocument,
  type UserScopedGrowthBook,
} from '@growthbook/growthbook';
import { createAccessors, type FlagAccessors } from './accessors';
import type { FlagAttributes } from './attributes';
import { stickyKey, type StickyDocs } from './stickyBuckets';

/** A visitor seen in an experiment: what analytics records once per experiment per page view. */
export interface Exposure {
  featureKey: string;
  experimentKey: string;
  experimentName?: string;
  variationId: number;
  variationKey: string;
  variationName?: string;
}

/**
 * The exposure a feature's result makes: its experiment's hashed assignment. Like GrowthBook's
 * own tracking, never a QA-forced one nor a passthrough; null when the visitor is not in it.
 */
export function exposureOf(featureKey: string, result: FeatureResult): Exposure | null {
  const experiment = result.experiment;
  const outcome = result.experimentResult;
  if (!experiment || !outcome?.inExperiment || !outcome.hashUsed || outcome.passthrough) return null;
  const exposure: Exposure = { featureKey, experimentKey: experiment.key, variationId: outcome.variationId, variationKey: outcome.key };
  if (experiment.name) exposure.experimentName = experiment.name;
  if (outcome.name) exposure.variationName = outcome.name;
  return exposure;
}

/** An experiment result of this evaluation (forced ones included), for logs and the boot data. */
export interface Assignment {
  variationId: number;
  /** Chosen by QA forcing, not by hashing: never reported as an exposure. */
  forced: boolean;
}

export interface EvaluatorOptions {
  payload: FeatureApiResponse;
  attributes: FlagAttributes;
  /** QA forcing; the caller decides whether it is allowed. */
  forcedVariations?: Record<string, number>;
  /** Called once per experiment for this evaluator's lifetime (a request, or a page view). */
  onExposure?: (exposure: Exposure) => void;
  /**
   * GrowthBook sticky bucketing (flags/stickyBuckets.ts): the visitor's documents, and where a
   * changed one goes (the worker stores it; the browser only reads). Without them, plain hashing.
   */
  stickyDocs?: StickyDocs;
  onStickySave?: (doc: StickyAssignmentsDocument) => void;
}

/**
 * GrowthBook's multi-user client, one per payload (per isolate in the worker, per page in the
 * browser): it evaluates without GrowthBook's visual-editor DOM mutator, which the site never
 * uses (feature experiments only) and which the single-user class always bundles.
 */
const clients = new WeakMap<FeatureApiResponse, GrowthBookClient>();

function clientFor(payload: FeatureApiResponse): GrowthBookClient {
  let client = clients.get(payload);
  if (!client) {
    client = new GrowthBookClient({});
    client.initSync({ payload });
    clients.set(payload, client);
  }
  return client;
}

/**
 * One visitor's view for one page: created per request in the worker and per page view in
 * the browser, never shared (attributes are personal). Results are memoised; experiment
 * results are collected so exposure fires once per experiment.
 */
export class FlagEvaluator implements FlagAccessors {
  private readonly gb: UserScopedGrowthBook;
  private readonly results = new Map<string, FeatureResult>();
  private readonly assigned = new Map<string, Assignment>();
  private readonly exposedFeatures = new Set<string>();
  /** Features the page read (evaluate), whatever their value came from; peeks are not reads. */
  private readonly read = new Set<string>();
  private readonly exposures = new Map<string, Exposure>();
  private readonly accessors: FlagAccessors;
  private readonly onExposure: EvaluatorOptions['onExposure'];
  private attrs: FlagAttributes;
  private readonly sticky: StickyDocs | null;

  constructor(private readonly options: EvaluatorOptions) {
    this.attrs = { ...options.attributes };
    this.sticky = options.stickyDocs ? structuredClone(options.stickyDocs) : null;
    this.onExposure = options.onExposure;
    this.gb = clientFor(options.payload).createScopedInstance({
      attributes: { ...this.attrs },
      url: this.attrs.url,
      forcedVariations: { ...(options.forcedVariations ?? {}) },
      ...(this.sticky
        ? {
            // GrowthBook keeps its saved documents in this same object (by the same key).
            stickyBucketAssignmentDocs: this.sticky,
            saveStickyBucketAssignmentDoc: (doc: StickyAssignmentsDocument) => {
              this.sticky![stickyKey(doc.attributeName, doc.attributeValue)] = doc;
              options.onStickySave?.(doc);
              return Promise.resolve();
            },
          }
        : {}),
    });
    this.accessors = createAccessors((key) => this.evaluate(key).value);
  }

  get attributes(): FlagAttributes {
    return { ...this.attrs };
  }

  get forcedVariations(): Record<string, number> {
    return { ...(this.options.forcedVariations ?? {}) };
  }

  private run(key: string): FeatureResult {
    let result = this.results.get(key);
    if (!result) {
      result = this.gb.evalFeature(key);
      this.results.set(key, result);
    }
    return result;
  }

  /** Evaluates a feature as used by the page: records its experiment result and exposure. */
  evaluate(key: string): FeatureResult {
    this.read.add(key);
    const result = this.run(key);
    const experiment = result.experiment;
    const outcome = result.experimentResult;
    if (experiment && outcome?.inExperiment) {
      this.exposedFeatures.add(key);
      if (!this.assigned.has(experiment.key)) {
        this.assigned.set(experiment.key, { variationId: outcome.variationId, forced: !outcome.hashUsed });
      }
      const exposure = exposureOf(key, result);
      if (exposure && !this.exposures.has(experiment.key)) {
        this.exposures.set(experiment.key, exposure);
        this.onExposure?.(exposure);
      }
    }
    return result;
  }

  /** A redirect or visual experiment for this visitor (GrowthBook's own rules: URL targeting, hashing, forcing). */
  runAuto(experiment: AutoExperiment): Result<AutoExperimentVariation> {
    return this.gb.runInlineExperiment(experiment);
  }

  /** Whether the page read this feature (QA view). */
  wasRead(key: string): boolean {
    return this.read.has(key);
  }

  /** Evaluates without counting as used (ops endpoint, boot data, tests). */
  peek(key: string): FeatureResult {
    return this.run(key);
  }

  /** Variation of every experiment in the payload for these attributes, without exposure. */
  allAssignments(): Record<string, number> {
    const out: Record<string, number> = {};
    for (const key of Object.keys(this.options.payload.features ?? {})) {
      const result = this.peek(key);
      if (result.experiment && result.experimentResult?.inExperiment) {
        out[result.experiment.key] = result.experimentResult.variationId;
      }
    }
    return out;
  }

  /**
   * Values a targeting rule set for these attributes (a `force` rule whose condition matched:
   * a market, a country, a campaign in the URL), by feature. With the version and the
   * experiment assignments, all that can make one visitor's flags differ from another's.
   */
  ruleValues(): Record<string, unknown> {
    const out: Record<string, unknown> = {};
    for (const key of Object.keys(this.options.payload.features ?? {})) {
      const result = this.peek(key);
      if (result.source === 'force') out[key] = result.value;
    }
    return out;
  }

  /** Experiments the page actually used, with their variation. */
  usedAssignments(): Record<string, Assignment> {
    return Object.fromEntries(this.assigned);
  }

  /**
   * The experiments a feature the page read can assign, whether or not this visitor is in
   * them (a page read with another assignment, or none, could read otherwise): sorted keys.
   */
  experimentsRead(): string[] {
    const keys = new Set<string>();
    for (const feature of this.read) {
      for (const rule of this.options.payload.features?.[feature]?.rules ?? []) {
        if (rule.variations) keys.add(rule.key ?? feature);
      }
    }
    return [...keys].sort();
  }

  /** This visitor's variation of each experiment named, null where it is not in it. */
  assignmentsOf(experiments: readonly string[]): (number | null)[] {
    const all = this.allAssignments();
    return experiments.map((key) => all[key] ?? null);
  }

  /** Feature keys whose value came from an experiment the page used. */
  usedExperimentFeatures(): string[] {
    return [...this.exposedFeatures];
  }

  exposureList(): Exposure[] {
    return [...this.exposures.values()];
  }

  /** Later facts about the visitor (e.g. the session middleware's logged-in state). */
  updateAttributes(changes: Partial<FlagAttributes>): void {
    this.attrs = { ...this.attrs, ...changes };
    this.gb.updateAttributes({ ...this.attrs });
    if (changes.url !== undefined) this.gb.setURL(changes.url);
    this.results.clear();
  }

  /** The sticky bucket documents as they stand now (null: plain hashing), for the page's boot data. */
  stickyDocs(): StickyDocs | null {
    return this.sticky ? structuredClone(this.sticky) : null;
  }

  /** Nothing to release: the visitor's view holds no timers or listeners (the client is shared). */
  destroy(): void {
    this.results.clear();
  }

  wishlist = () => this.accessors.wishlist();
  talkToUs = (countryCode: string) => this.accessors.talkToUs(countryCode);
  meiliSort = () => this.accessors.meiliSort();
  searchTabTravels = () => this.accessors.searchTabTravels();
  geolocationMap = () => this.accessors.geolocationMap();
  aiSearch = () => this.accessors.aiSearch();
  bookingAllIn = () => this.accessors.bookingAllIn();
}
