import { Hono, type MiddlewareHandler } from 'hono';
import { z } from 'zod';
import { isMarketId, languages, markets } from '../../markets/config';
import { createAccessors } from '../../flags/accessors';
import { sanitizeUrl, type FlagAttributes } from '../../flags/attributes';
import { FlagEvaluator } from '../../flags/evaluator';
import { payloadStoreFor, type PayloadSnapshot } from '../../flags/source';
import { exposureTally, parseCounts, sampleRatioCheck } from '../../flags/srm';
import { exposureWindowDays, storedExposures } from '../flags/exposureCounts';
import { edgeExperimentsFor, qaForcingAllowed } from '../middleware/flags';
import type { AppEnv } from '../context';
import { log } from '../log';

const encoder = new TextEncoder();

/** Compares two secrets in constant time (digests first, so lengths do not leak either). */
async function sameSecret(given: string, expected: string): Promise<boolean> {
  const [a, b] = await Promise.all([
    crypto.subtle.digest('SHA-256', encoder.encode(given)),
    crypto.subtle.digest('SHA-256', encoder.encode(expected)),
  ]);
  // Fixed-length digests compared without an early exit.
  const x = new Uint8Array(a);
  const y = new Uint8Array(b);
  let diff = 0;
  for (let i = 0; i < x.length; i++) diff |= x[i]! ^ y[i]!;
  return diff === 0;
}

/** A refused ops query's issues, each with its field's path (the 400s of the ops endpoints). */
export function queryIssues(error: z.ZodError): { path: string; message: string }[] {
  return error.issues.map((i) => ({ path: i.path.join('.'), message: i.message }));
}

/**
 * Bearer token from the OPS_TOKEN secret: 401 without credentials, 403 with wrong ones,
 * 404 when the secret is not configured (the endpoint does not exist then).
 */
export function opsAuth(): MiddlewareHandler<AppEnv> {
  return async function opsAuthMiddleware(c, next) {
    c.set('routeName', 'ops');
    c.header('Cache-Control', 'private, no-store');
    c.header('X-Robots-Tag', 'noindex');
    const expected = c.env.OPS_TOKEN ?? '';
    if (!expected) return c.json({ error: 'not found' }, 404);
    const header = c.req.header('authorization') ?? '';
    const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
    if (!match) {
      c.header('WWW-Authenticate', 'Bearer realm="caravan-ops"');
      return c.json({ error: 'missing bearer token' }, 401);
    }
    if (!(await sameSecret(match[1]!, expected))) {
      log('warn', 'ops token refused', { requestId: c.get('requestId'), route: 'ops' });
      return c.json({ error: 'forbidden' }, 403);
    }
    await next();
  };
}

const attributesQuery = z.object({
  deviceId: z.string().max(128).optional(),
  country: z
    .string()
    .regex(/^[A-Za-z]{2}$/)
    .transform((value) => value.toUpperCase())
    .optional(),
  language: z.enum(languages).optional(),
  market: z.string().refine(isMarketId, 'unknown market').optional(),
  loggedIn: z.enum(['true', 'false']).optional(),
  url: z.url({ protocol: /^https?$/ }).max(2048).optional(),
  /** Counts per variation from a report (`key:120,131;other:40,38`), checked instead of the stored ones. */
  srm: z.string().max(2000).optional(),
});

/**
 * Every running experiment of the payload (feature rules with variations, redirect and visual
 * experiments) with its weights and a sample-ratio check of its counts: those given in `srm`
 * (`query`), else every isolate's stored counts of the window plus this isolate's not stored yet
 * (`stored`), or only this isolate's when D1 cannot answer (`isolate`).
 */
function runningExperiments(snapshot: PayloadSnapshot, given: Record<string, number[]>, stored: Record<string, number[]> | null) {
  const out: Record<string, unknown>[] = [];
  const check = (key: string, kind: string, variations: number, rawWeights: number[] | undefined, coverage?: number) => {
    const weights = rawWeights?.length === variations ? rawWeights : Array.from({ length: variations }, () => 1 / variations);
    const counted = exposureTally.get(key, variations).map((n, i) => n + (stored?.[key]?.[i] ?? 0));
    const counts = given[key]?.length === variations ? given[key]! : counted;
    const countsFrom = given[key] ? 'query' : stored ? 'stored' : 'isolate';
    out.push({ key, kind, variations, weights, coverage: coverage ?? 1, countsFrom, ...(countsFrom === 'stored' ? { windowDays: exposureWindowDays } : {}), srm: sampleRatioCheck(counts, weights) });
  };
  for (const [feature, definition] of Object.entries(snapshot.payload.features ?? {})) {
    for (const rule of definition.rules ?? []) {
      if (Array.isArray(rule.variations)) check(rule.key || feature, 'code', rule.variations.length, rule.weights, rule.coverage);
    }
  }
  for (const { kind, experiment } of edgeExperimentsFor(snapshot)) check(experiment.key, kind, experiment.variations.length, experiment.weights, experiment.coverage);
  return out;
}

/** `GET /__ops/flags`: payload version and source, and every feature evaluated for given attributes. */
export function opsRoutes() {
  const ops = new Hono<AppEnv>();
  ops.use(opsAuth());

  ops.get('/flags', async (c) => {
    const query = attributesQuery.safeParse(c.req.query());
    if (!query.success) {
      return c.json({ error: 'invalid attributes', issues: queryIssues(query.error) }, 400);
    }
    const store = payloadStoreFor(c.env);
    const snapshot = await store.get({ kv: c.env.FLAGS, metrics: c.get('metrics') });
    const q = query.data;
    const market = q.market && isMarketId(q.market) ? markets[q.market] : c.get('market');
    const deviceId = q.deviceId ?? '';
    const attributes: FlagAttributes = {
      id: deviceId,
      deviceId,
      country: q.country ?? null,
      language: q.language ?? market.language,
      market: market.id,
      loggedIn: q.loggedIn === 'true',
      url: sanitizeUrl(q.url ?? new URL('/', c.req.url).toString(), snapshot.experimentKeys, false),
    };
    const evaluator = new FlagEvaluator({ payload: snapshot.payload, attributes });
    const features: Record<string, unknown> = {};
    for (const key of Object.keys(snapshot.payload.features ?? {}).sort()) {
      const result = evaluator.peek(key);
      const entry: Record<string, unknown> = { value: result.value, source: result.source };
      if (result.ruleId) entry.ruleId = result.ruleId;
      if (result.experiment && result.experimentResult) {
        entry.experiment = {
          key: result.experiment.key,
          inExperiment: result.experimentResult.inExperiment,
          variationId: result.experimentResult.variationId,
          variationKey: result.experimentResult.key,
          hashAttribute: result.experimentResult.hashAttribute,
        };
      }
      features[key] = entry;
    }
    const typed = createAccessors((key) => evaluator.peek(key).value);
    return c.json({
      version: snapshot.version,
      dateUpdated: snapshot.dateUpdated,
      source: snapshot.origin,
      fetchedAt: new Date(snapshot.fetchedAt).toISOString(),
      droppedFeatures: snapshot.dropped,
      forceAllowed: qaForcingAllowed(c.env),
      attributes,
      features,
      experiments: runningExperiments(snapshot, parseCounts(q.srm), await storedExposures(c.env.DB).catch(() => null)),
      flags: {
        wishlist: typed.wishlist(),
        talkToUs: typed.talkToUs(market.countryCode),
        meiliSort: typed.meiliSort(),
        searchTabTravels: typed.searchTabTravels(),
        geolocationMap: typed.geolocationMap(),
        aiSearch: typed.aiSearch(),
      },
    });
  });

  return ops;
}
