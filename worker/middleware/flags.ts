import type { StickyAssignmentsDocument } from '@growthbook/growthbook';
import type { Context, MiddlewareHandler } from 'hono';
import { getCookie, setCookie, deleteCookie } from 'hono/cookie';
import { fallbackAccessors, type FlagAccessors } from '../../flags/accessors';
import {
  forceCookie,
  forceParam,
  formatForcedVariations,
  parseForcedVariations,
  sanitizeUrl,
  type FlagAttributes,
} from '../../flags/attributes';
import type { FlagsBoot } from '../../flags/boot';
import { exposureOf, FlagEvaluator, type Exposure } from '../../flags/evaluator';
import { edgeExperimentsOf, runEdgeExperiments, type EdgeExperiment, type EdgeOutcome } from '../../flags/edgeExperiments';
import { payloadStoreFor, type PayloadSnapshot } from '../../flags/source';
import type { AppEnv } from '../context';
import { exposureTally } from '../../flags/srm';
import { signedInStickyDoc, stickyAttribute, stickyChanged, stickyKey } from '../../flags/stickyBuckets';
import { readStickyAssignments, writeStickyDoc } from '../account/stickyBuckets';
import { exposureFlushMs, storeExposures } from '../flags/exposureCounts';
import { isBot } from '../bots';
import { waitUntilOf } from '../waitUntil';
import { log } from '../log';

/** The payload's edge experiments, parsed once per payload. */
const edgeExperimentsByPayload = new WeakMap<object, EdgeExperiment[]>();

export function edgeExperimentsFor(snapshot: PayloadSnapshot): EdgeExperiment[] {
  let found = edgeExperimentsByPayload.get(snapshot.payload);
  if (!found) {
    found = edgeExperimentsOf(snapshot.payload.experiments);
    edgeExperimentsByPayload.set(snapshot.payload, found);
  }
  return found;
}

/** A signed-in visitor's sticky bucket document as stored (flags/stickyBuckets.ts). */
export interface StickyInput {
  userId: string;
  stored: Record<string, string>;
}

/** none: no forcing asked; applied: QA forcing in effect; refused: asked while not allowed. */
export type ForceState = 'none' | 'applied' | 'refused';

/**
 * The request's flags (`c.get('flags')`): typed accessors over a GrowthBook instance created
 * on first use, for this visitor only. Disabled (bench) or payload-less requests answer with
 * the code fallbacks.
 */
export class RequestFlags implements FlagAccessors {
  private evaluator: FlagEvaluator | null = null;
  private readonly fallback = fallbackAccessors();

  constructor(
    readonly snapshot: PayloadSnapshot | null,
    private readonly attributesOf: () => FlagAttributes,
    readonly forcedVariations: Record<string, number> = {},
    readonly forceState: ForceState = 'none',
    readonly forceAllowed = false,
    private readonly sticky: StickyInput | null = null,
  ) {}

  /** The user's sticky document once it holds more than was stored: to be written back. */
  private stickyDoc: StickyAssignmentsDocument | null = null;

  /** Flags switched off (FLAGS_DISABLED=1): every accessor gives its fallback. */
  static disabled(): RequestFlags {
    return new RequestFlags(null, () => {
      throw new Error('flags are disabled');
    });
  }

  get version(): string | null {
    return this.snapshot?.version ?? null;
  }

  /** The GrowthBook instance, created on first use; null without a payload. */
  private start(): FlagEvaluator | null {
    if (!this.snapshot) return null;
    if (this.evaluator) return this.evaluator;
    // The trimmed payload: the same one the browser gets, so both evaluate identically.
    const payload = this.snapshot.client;
    const attributes = this.attributesOf();
    if (!this.sticky) {
      this.evaluator = new FlagEvaluator({ payload, attributes, forcedVariations: this.forcedVariations });
      return this.evaluator;
    }
    // Signed in: hashed and kept on the user id; what the user's document lacks comes from this device.
    const { userId, stored } = this.sticky;
    // The edge's redirect and visual experiments too (the browser's payload has none of them).
    const edge = edgeExperimentsFor(this.snapshot).map(({ experiment }) => experiment);
    let doc = signedInStickyDoc({ ...payload, experiments: edge }, attributes, userId, stored, (options) => new FlagEvaluator({ payload, ...options }));
    const save = (next: StickyAssignmentsDocument) => {
      if (next.attributeName !== stickyAttribute || next.attributeValue !== userId) return;
      doc = next;
      this.stickyDoc = stickyChanged(stored, doc) ? doc : null;
    };
    save(doc);
    this.evaluator = new FlagEvaluator({
      payload,
      attributes: { ...attributes, id: userId },
      forcedVariations: this.forcedVariations,
      stickyDocs: { [stickyKey(stickyAttribute, userId)]: doc },
      onStickySave: save,
    });
    return this.evaluator;
  }

  /** The signed-in visitor's sticky document, when this request added to it (then it is stored). */
  stickyToStore(): StickyAssignmentsDocument | null {
    return this.stickyDoc;
  }

  private get accessors(): FlagAccessors {
    return this.start() ?? this.fallback;
  }

  wishlist = () => this.accessors.wishlist();
  talkToUs = (countryCode: string) => this.accessors.talkToUs(countryCode);
  meiliSort = () => this.accessors.meiliSort();
  searchTabTravels = () => this.accessors.searchTabTravels();
  geolocationMap = () => this.accessors.geolocationMap();
  aiSearch = () => this.accessors.aiSearch();
  bookingAllIn = () => this.accessors.bookingAllIn();

  /**
   * Boot data for the page, a plain value: the experiments used so far (the document
   * computes it after the page's content rendered), or `used` when given (a stored render).
   */
  boot(used?: string[]): FlagsBoot | null {
    const evaluator = this.start();
    if (!this.snapshot || !evaluator) return null;
    if (used) this.storedUsed = used;
    const features = used ?? evaluator.usedExperimentFeatures();
    const exposures = new Map<string, Exposure>();
    for (const key of features) {
      const exposure = exposureOf(key, evaluator.peek(key));
      if (exposure && !exposures.has(exposure.experimentKey)) exposures.set(exposure.experimentKey, exposure);
    }
    return {
      version: this.snapshot.version,
      payload: this.snapshot.client,
      attributes: evaluator.attributes,
      forcedVariations: this.forcedVariations,
      forceAllowed: this.forceAllowed,
      used: features,
      exposures: [...exposures.values()],
      assignments: evaluator.allAssignments(),
      ...(this.sticky ? { sticky: evaluator.stickyDocs() ?? {} } : {}),
    };
  }

  /**
   * What a stored render of a page depends on, whatever the page reads: payload version, the
   * values targeting rules set for this visitor (a rule on the URL sees the whole query, the
   * campaign the page key leaves out among it: worker/cache/pageQuery.ts), forcing. Experiment
   * assignments only count for a page that read an experiment's feature (variantKey).
   */
  cacheKey(): unknown[] | null {
    const evaluator = this.start();
    if (!this.snapshot || !evaluator) return null;
    return [this.snapshot.version, evaluator.ruleValues(), this.forcedVariations];
  }

  /** The experiments this render read a feature of (its HTML may differ by their assignment). */
  experimentsRead(): string[] {
    return this.evaluator?.experimentsRead() ?? [];
  }

  /** This visitor's assignment in each of `experiments` (null: not in it), for a page that read them. */
  variantKey(experiments: readonly string[]): (number | null)[] {
    return this.start()?.assignmentsOf(experiments) ?? experiments.map(() => null);
  }

  private edge: EdgeOutcome[] | null = null;

  /** This visitor's redirect and visual experiments on this URL (GrowthBook decides; memoised). */
  edgeOutcomes(requestUrl: string): EdgeOutcome[] {
    if (this.edge) return this.edge;
    const evaluator = this.start();
    if (!this.snapshot || !evaluator) return (this.edge = []);
    const experiments = edgeExperimentsFor(this.snapshot);
    return (this.edge = experiments.length ? runEdgeExperiments(experiments, (experiment) => evaluator.runAuto(experiment), requestUrl) : []);
  }

  /**
   * What QA sees (`/__ops/page`): every feature of the payload as evaluated for this request (its
   * value, the rule that decided it, whether the page read it, its experiment and variation) and
   * every redirect and visual experiment with its outcome on this URL.
   */
  qaReport(): Record<string, unknown> {
    const evaluator = this.start();
    if (!this.snapshot || !evaluator) return { flags: 'disabled' };
    const read = new Set(this.evaluator ? Object.keys(this.snapshot.client.features ?? {}).filter((key) => evaluator.wasRead(key)) : []);
    const features: Record<string, unknown> = {};
    for (const key of Object.keys(this.snapshot.client.features ?? {}).sort()) {
      const result = evaluator.peek(key);
      const entry: Record<string, unknown> = { value: result.value, source: result.source, rule: result.ruleId || null, readByPage: read.has(key) };
      if (result.experiment && result.experimentResult) {
        entry.experiment = {
          key: result.experiment.key,
          inExperiment: result.experimentResult.inExperiment,
          variationId: result.experimentResult.variationId,
          variations: result.experiment.variations.length,
          forced: result.experimentResult.inExperiment && !result.experimentResult.hashUsed,
          hashAttribute: result.experimentResult.hashAttribute,
        };
      }
      features[key] = entry;
    }
    const experiments = (this.edge ?? []).map((outcome) => ({
      key: outcome.key,
      kind: outcome.kind,
      inExperiment: outcome.inExperiment,
      variationId: outcome.variationId,
      variations: outcome.variations,
      rule: !outcome.inExperiment
        ? 'not targeted (URL, condition or coverage)'
        : outcome.forced
          ? 'forced (gb_force)'
          : this.sticky
            ? 'sticky bucket of the signed-in user (id)'
            : 'hash of id (device id)',
      redirect: outcome.redirect,
      mutations: outcome.mutations.length,
    }));
    return { version: this.snapshot.version, source: this.snapshot.origin, attributes: evaluator.attributes, forcedVariations: this.forcedVariations, features, experiments };
  }

  /** Features a stored render used (a page served from the page cache reads none itself). */
  private storedUsed: string[] = [];

  /**
   * Counts this request's hashed assignments for the sample-ratio check: code experiments the
   * render read (or the stored render it was served from used), edge experiments.
   */
  tallyExposures(): void {
    const counted = new Set<string>();
    for (const [key, assignment] of Object.entries(this.evaluator?.usedAssignments() ?? {})) {
      counted.add(key);
      if (!assignment.forced) exposureTally.add(key, assignment.variationId);
    }
    for (const feature of this.storedUsed) {
      const result = this.evaluator?.peek(feature);
      const experiment = result?.experiment;
      const outcome = result?.experimentResult;
      if (!experiment || !outcome?.inExperiment || !outcome.hashUsed || counted.has(experiment.key)) continue;
      counted.add(experiment.key);
      exposureTally.add(experiment.key, outcome.variationId);
    }
    for (const outcome of this.edge ?? []) if (outcome.inExperiment && !outcome.forced) exposureTally.add(outcome.key, outcome.variationId);
  }

  /** Request log fields: payload version and source, experiments used, QA forcing. */
  logFields(): Record<string, unknown> {
    if (!this.snapshot) return { flagsVersion: null, flagsSource: 'disabled' };
    const experiments: Record<string, number> = {};
    for (const [key, assignment] of Object.entries(this.evaluator?.usedAssignments() ?? {})) {
      experiments[key] = assignment.variationId;
    }
    for (const outcome of this.edge ?? []) if (outcome.inExperiment) experiments[outcome.key] = outcome.variationId;
    const fields: Record<string, unknown> = {
      flagsVersion: this.snapshot.version,
      flagsSource: this.snapshot.origin,
      experiments,
    };
    if (this.forceState !== 'none') fields.flagsForce = this.forceState;
    return fields;
  }
}

/** Visitor country from request.cf.country (ISO alpha-2), null when absent or not a country. */
export function countryOf(request: Request): string | null {
  const cf = (request as Request & { cf?: { country?: unknown } }).cf;
  const raw = typeof cf?.country === 'string' ? cf.country.toUpperCase() : null;
  return raw && /^[A-Z]{2}$/.test(raw) ? raw : null;
}

/** SPEC §4: logged in when auth reports it or the user data has an id. No session yet → false. */
function loggedInOf(c: Context<AppEnv>): boolean {
  // The session middleware ran before this one.
  const user = c.get('user');
  if (!user) return false;
  return user.loggedIn || (user.id !== undefined && user.id !== null && user.id !== '');
}

function attributesFor(c: Context<AppEnv>, experimentKeys: readonly string[], allowForce: boolean): FlagAttributes {
  const market = c.get('market');
  const deviceId = c.get('deviceId') ?? '';
  return {
    id: deviceId,
    deviceId,
    country: countryOf(c.req.raw),
    language: market.language,
    market: market.id,
    loggedIn: loggedInOf(c),
    url: sanitizeUrl(c.req.url, experimentKeys, allowForce),
  };
}

/** A D1 write after the response (waitUntil); awaited where there is no execution context (app.request in tests). */
async function afterResponse(c: Context<AppEnv>, work: Promise<unknown>): Promise<void> {
  const wait = waitUntilOf(c);
  if (wait) wait(work);
  else await work;
}

/**
 * A signed-in visitor's stored sticky document (one D1 read). Anonymous visitors have none: they
 * are hashed on the device id. If D1 cannot answer, the visitor is hashed on the device id too.
 */
async function stickyInputFor(c: Context<AppEnv>): Promise<StickyInput | null> {
  const user = c.get('user');
  if (!loggedInOf(c) || user?.id === undefined || user.id === null || user.id === '') return null;
  const userId = String(user.id);
  try {
    return { userId, stored: await readStickyAssignments(c.env.DB, stickyAttribute, userId) };
  } catch (error) {
    log('warn', 'sticky buckets unreadable', { requestId: c.get('requestId'), error: String(error) });
    return null;
  }
}

interface ForceDecision {
  forced: Record<string, number>;
  state: ForceState;
  /** Cookie change to make once the response exists: remember, forget, or nothing. */
  cookie: 'set' | 'delete' | null;
}

/** QA forcing from `?gb_force=` (remembered in a session cookie) or the cookie; only when allowed. */
function readForce(c: Context<AppEnv>, allowed: boolean, experimentKeys: readonly string[]): ForceDecision {
  const fromQuery = c.req.query(forceParam);
  const fromCookie = getCookie(c, forceCookie);
  if (!allowed) {
    const url = new URL(c.req.url);
    const asked = fromQuery !== undefined || fromCookie !== undefined || experimentKeys.some((key) => url.searchParams.has(key));
    return { forced: {}, state: asked ? 'refused' : 'none', cookie: null };
  }
  const forced = parseForcedVariations(fromQuery ?? fromCookie);
  const any = Object.keys(forced).length > 0;
  return { forced, state: any ? 'applied' : 'none', cookie: fromQuery === undefined ? null : any ? 'set' : 'delete' };
}

/**
 * `/__ops/page` renders a page through the app with this in its env (never reachable from a
 * request: env is the worker's) to receive the request's flag report.
 */
export const qaProbeKey = '__CARAVAN_QA_PROBE';
export type QaProbe = (report: Record<string, unknown>) => void;
export const qaProbeOf = (env: unknown): QaProbe | undefined => (env as Record<string, QaProbe | undefined>)[qaProbeKey];

let forcingRefusalLogged = false;

export interface FlagsOptions {
  /** Network edge for the GrowthBook API (tests pass a fake). */
  fetcher?: typeof fetch;
}

/** Header that turns flag evaluation off for one request, honoured only with BENCH_ROUTES=1. */
export const benchFlagsHeader = 'x-caravan-bench-flags';

/**
 * Whether QA may force variations (`?gb_force=`, the force cookie, `/__ops/page` without the ops
 * token): FLAGS_FORCE_ALLOWED=true, and never in production, whatever a deploy's vars say — a
 * visitor must not pick the variation they are measured in. A production env asking for it is
 * named once per isolate in the log.
 */
export function qaForcingAllowed(env: Env): boolean {
  if (env.FLAGS_FORCE_ALLOWED !== 'true') return false;
  // The ops look (`/__ops/page`, behind the ops token in production) renders with a probe of its own.
  if (env.ENVIRONMENT !== 'production' || qaProbeOf(env)) return true;
  if (!forcingRefusalLogged) {
    forcingRefusalLogged = true;
    log('warn', 'FLAGS_FORCE_ALLOWED ignored in production', { setting: 'FLAGS_FORCE_ALLOWED' });
  }
  return false;
}

/**
 * Per-request GrowthBook: loads the payload (KV or GrowthBook API, cached for the isolate),
 * reads QA forcing when allowed (qaForcingAllowed), and sets `c.get('flags')`. Runs after the
 * device id, market and session middleware (the visitor's `user`), and before geolocation
 * (whose map is a flag).
 */
export function flags(options: FlagsOptions = {}): MiddlewareHandler<AppEnv> {
  return async function flagsMiddleware(c, next) {
    const benchOff = c.env.BENCH_ROUTES === '1' && c.req.header(benchFlagsHeader) === 'off';
    if (c.env.FLAGS_DISABLED === '1' || benchOff) {
      c.set('flags', RequestFlags.disabled());
      return next();
    }
    const requestId = c.get('requestId');
    const snapshot = await payloadStoreFor(c.env).get({
      kv: c.env.FLAGS,
      fetcher: options.fetcher,
      waitUntil: waitUntilOf(c),
      metrics: c.get('metrics'),
      warn: (msg, fields) => log('warn', msg, { requestId, ...fields }),
    });
    const allowed = qaForcingAllowed(c.env);
    const { forced, state, cookie } = readForce(c, allowed, snapshot.experimentKeys);
    const sticky = await stickyInputFor(c);
    c.set(
      'flags',
      new RequestFlags(snapshot, () => attributesFor(c, snapshot.experimentKeys, allowed), forced, state, allowed, sticky),
    );
    await next();
    const doc = c.get('flags').stickyToStore();
    if (doc) {
      await afterResponse(c, writeStickyDoc(c.env.DB, doc).catch((error: unknown) => log('warn', 'sticky bucket not stored', { requestId, error: String(error) })));
    }
    if (!isBot(c.req.header('user-agent')) && !qaProbeOf(c.env)) {
      c.get('flags').tallyExposures();
      const due = exposureTally.takeDue(Date.now(), exposureFlushMs);
      if (due) {
        await afterResponse(
          c,
          storeExposures(c.env.DB, due).catch((error: unknown) => {
            exposureTally.restore(due);
            log('warn', 'exposure counts not stored', { requestId, error: String(error) });
          }),
        );
      }
    }
    qaProbeOf(c.env)?.(c.get('flags').qaReport());
    if (cookie === 'set') {
      setCookie(c, forceCookie, formatForcedVariations(forced), { path: '/', httpOnly: true, secure: true, sameSite: 'Lax' });
    } else if (cookie === 'delete') {
      deleteCookie(c, forceCookie, { path: '/', secure: true });
    }
    // Pages now carry this visitor's assignments: shared caches must not serve them to others.
    if (c.res.headers.get('content-type')?.startsWith('text/html') && !c.res.headers.has('cache-control')) {
      try {
        c.res.headers.set('cache-control', 'private, no-cache');
      } catch {
        // immutable headers (a fetched response passed through): leave them
      }
    }
  };
}
