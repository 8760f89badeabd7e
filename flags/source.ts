import type { FeatureApiResponse } from '@growthbook/growthbook';
import { z } from 'zod';
import { defaultPayload } from './defaultPayload';
import { clientPayload, dropInvalidFeatures, experimentKeysOf, payloadVersion, withVariationKeys } from './payload';

/**
 * Where the worker's flag payload comes from (server only):
 *
 * - GrowthBook API (`GROWTHBOOK_API_HOST` + `GROWTHBOOK_CLIENT_KEY` set): fetched with a
 *   timeout, cached in the isolate for `ttlMs`, refreshed in the background when stale. A
 *   failed or invalid answer keeps the last good payload (memory, then KV `api-last-good`,
 *   then the embedded default) and is retried after `retryMs`.
 * - Otherwise KV `FLAGS` key `payload`, seeded with the embedded default when empty, cached
 *   in the isolate for `ttlMs`.
 *
 * The cache holds the payload only — nothing about a visitor.
 */

export type PayloadOrigin = 'api' | 'kv' | 'default';

export interface PayloadSnapshot {
  /** Validated payload the worker evaluates. */
  payload: FeatureApiResponse;
  /** Trimmed payload serialised into pages (flags/payload.ts clientPayload). */
  client: FeatureApiResponse;
  version: string;
  dateUpdated: string | null;
  origin: PayloadOrigin;
  /** Epoch ms when this payload was obtained. */
  fetchedAt: number;
  experimentKeys: string[];
  /** Known features dropped because a value had the wrong shape. */
  dropped: string[];
}

/** Timing of one call leaving the worker (for the request log line). */
export interface UpstreamTiming {
  name: string;
  durMs: number;
  ok: boolean;
  status?: number;
  /** Failure kind only (timeout, http, invalid, network) — never a message or URL. */
  error?: string;
}

/** Where a payload load reports cache and upstream facts (worker/metrics.ts implements it). */
export interface MetricsSink {
  cacheHit(name: string): void;
  cacheMiss(name: string): void;
  upstream(timing: UpstreamTiming): void;
}

/** The KV calls the source needs (KVNamespace satisfies it; tests pass a Map-backed fake). */
export interface PayloadKv {
  get(key: string, options: { type: 'text'; cacheTtl?: number }): Promise<string | null>;
  put(key: string, value: string): Promise<void>;
}

export interface PayloadLoadContext {
  kv?: PayloadKv | null;
  fetcher?: typeof fetch;
  waitUntil?: (promise: Promise<unknown>) => void;
  metrics?: MetricsSink;
  warn?: (msg: string, fields: Record<string, unknown>) => void;
}

export interface PayloadStoreOptions {
  apiHost?: string;
  clientKey?: string;
  ttlMs?: number;
  retryMs?: number;
  timeoutMs?: number;
  now?: () => number;
}

export const kvPayloadKey = 'payload';
export const kvApiLastGoodKey = 'api-last-good';
const cacheName = 'flags-payload';

const conditionSchema = z.record(z.string(), z.unknown());
const ruleSchema = z.looseObject({
  id: z.string().optional(),
  key: z.string().optional(),
  condition: conditionSchema.optional(),
  parentConditions: z.array(z.looseObject({ id: z.string(), condition: conditionSchema })).optional(),
  variations: z.array(z.unknown()).min(2).optional(),
  weights: z.array(z.number().min(0).max(1)).optional(),
  coverage: z.number().min(0).max(1).optional(),
  hashAttribute: z.string().optional(),
  hashVersion: z.number().optional(),
  seed: z.string().optional(),
});
const featureSchema = z.looseObject({
  defaultValue: z.unknown().optional(),
  rules: z.array(ruleSchema).optional(),
});
/** The GrowthBook SDK payload, as far as this site relies on it (unencrypted features). */
export const payloadSchema = z.looseObject({
  features: z.record(z.string(), featureSchema),
  dateUpdated: z.string().optional(),
  savedGroups: z.record(z.string(), z.unknown()).optional(),
  encryptedFeatures: z.undefined({ error: 'encrypted payloads are not supported' }).optional(),
  /** Redirect and visual auto-experiments: run at the edge (flags/edgeExperiments.ts validates each). */
  experiments: z.array(z.unknown()).max(200).optional(),
});

/** Validates an upstream payload; throws on anything GrowthBook could not evaluate safely. */
export function parsePayload(input: unknown): { payload: FeatureApiResponse; dropped: string[] } {
  const parsed = payloadSchema.parse(input);
  const payload: FeatureApiResponse = { features: parsed.features as FeatureApiResponse['features'] };
  if (parsed.dateUpdated) payload.dateUpdated = parsed.dateUpdated;
  if (parsed.savedGroups) payload.savedGroups = parsed.savedGroups as FeatureApiResponse['savedGroups'];
  // Visual / redirect auto-experiments run at the edge (worker/edge/experiments.ts), never in the browser.
  if (parsed.experiments?.length) payload.experiments = parsed.experiments as FeatureApiResponse['experiments'];
  return dropInvalidFeatures(withVariationKeys(payload));
}

export function snapshotOf(payload: FeatureApiResponse, origin: PayloadOrigin, fetchedAt: number, dropped: string[] = []): PayloadSnapshot {
  return {
    payload,
    client: clientPayload(payload),
    version: payloadVersion(payload),
    dateUpdated: payload.dateUpdated ?? null,
    origin,
    fetchedAt,
    experimentKeys: experimentKeysOf(payload),
    dropped,
  };
}

class UpstreamError extends Error {
  constructor(readonly kind: 'timeout' | 'http' | 'invalid' | 'network', readonly status?: number) {
    super(kind);
    this.name = 'UpstreamError';
  }
}

/** One payload cache (per configuration) for the isolate. */
export class PayloadStore {
  private snapshot: PayloadSnapshot | null = null;
  /** When the current snapshot counts as stale (epoch ms). */
  private freshUntil = 0;
  private inflight: Promise<PayloadSnapshot> | null = null;
  private readonly ttlMs: number;
  private readonly retryMs: number;
  private readonly timeoutMs: number;
  private readonly now: () => number;

  constructor(private readonly options: PayloadStoreOptions = {}) {
    this.ttlMs = options.ttlMs ?? 60_000;
    this.retryMs = options.retryMs ?? 15_000;
    this.timeoutMs = options.timeoutMs ?? 1_500;
    this.now = options.now ?? Date.now;
  }

  get usesApi(): boolean {
    return !!(this.options.apiHost && this.options.clientKey);
  }

  /** The payload for this request: cached, stale-while-revalidate, or loaded now. */
  async get(ctx: PayloadLoadContext = {}): Promise<PayloadSnapshot> {
    const current = this.snapshot;
    if (current) {
      ctx.metrics?.cacheHit(cacheName);
      if (this.now() >= this.freshUntil && !this.inflight) {
        const refresh = this.refresh(ctx);
        // Serve the stale payload; without waitUntil (tests, app.request) wait for the refresh.
        if (ctx.waitUntil) ctx.waitUntil(refresh);
        else await refresh;
      }
      return this.snapshot ?? current;
    }
    ctx.metrics?.cacheMiss(cacheName);
    return this.refresh(ctx);
  }

  /** The last payload obtained, without loading. */
  peek(): PayloadSnapshot | null {
    return this.snapshot;
  }

  private refresh(ctx: PayloadLoadContext): Promise<PayloadSnapshot> {
    if (!this.inflight) {
      this.inflight = this.load(ctx).finally(() => {
        this.inflight = null;
      });
    }
    return this.inflight;
  }

  private keep(snapshot: PayloadSnapshot, freshForMs: number): PayloadSnapshot {
    this.snapshot = snapshot;
    this.freshUntil = this.now() + freshForMs;
    return snapshot;
  }

  private async load(ctx: PayloadLoadContext): Promise<PayloadSnapshot> {
    return this.usesApi ? this.loadFromApi(ctx) : this.loadFromKv(ctx);
  }

  private async loadFromApi(ctx: PayloadLoadContext): Promise<PayloadSnapshot> {
    try {
      const { payload, dropped } = await this.fetchApi(ctx);
      if (dropped.length) ctx.warn?.('flags payload features dropped', { dropped });
      const snapshot = this.keep(snapshotOf(payload, 'api', this.now(), dropped), this.ttlMs);
      if (ctx.kv) {
        const save = ctx.kv.put(kvApiLastGoodKey, JSON.stringify(payload)).catch(() => undefined);
        if (ctx.waitUntil) ctx.waitUntil(save);
        else await save;
      }
      return snapshot;
    } catch (error) {
      const kind = error instanceof UpstreamError ? error.kind : 'network';
      ctx.warn?.('flags payload fetch failed, keeping the last good payload', {
        upstream: 'growthbook',
        failure: kind,
        keptVersion: this.snapshot?.version ?? null,
      });
      if (this.snapshot) return this.keep(this.snapshot, this.retryMs);
      const fromKv = await this.readKv(ctx, kvApiLastGoodKey);
      return this.keep(fromKv ?? snapshotOf(defaultPayload, 'default', this.now()), this.retryMs);
    }
  }

  private async loadFromKv(ctx: PayloadLoadContext): Promise<PayloadSnapshot> {
    if (!ctx.kv) return this.keep(snapshotOf(defaultPayload, 'default', this.now()), this.ttlMs);
    const stored = await this.readKv(ctx, kvPayloadKey, true);
    if (stored) return this.keep(stored, this.ttlMs);
    if (stored === null) {
      // Nothing stored yet: seed KV with the embedded default.
      const seed = ctx.kv.put(kvPayloadKey, JSON.stringify(defaultPayload)).catch(() => undefined);
      if (ctx.waitUntil) ctx.waitUntil(seed);
      else await seed;
      return this.keep(snapshotOf(defaultPayload, 'default', this.now()), this.ttlMs);
    }
    // Unreadable or invalid: keep what we had.
    return this.keep(this.snapshot ?? snapshotOf(defaultPayload, 'default', this.now()), this.retryMs);
  }

  /** A snapshot from KV; null when the key is empty, undefined when unreadable or invalid. */
  private async readKv(ctx: PayloadLoadContext, key: string, reportEmpty = false): Promise<PayloadSnapshot | null | undefined> {
    if (!ctx.kv) return undefined;
    const started = this.now();
    let text: string | null;
    try {
      text = await ctx.kv.get(key, { type: 'text', cacheTtl: 60 });
    } catch {
      ctx.metrics?.upstream({ name: 'flags-kv', durMs: this.now() - started, ok: false, error: 'network' });
      return undefined;
    }
    ctx.metrics?.upstream({ name: 'flags-kv', durMs: this.now() - started, ok: true });
    if (text === null) return reportEmpty ? null : undefined;
    try {
      const { payload, dropped } = parsePayload(JSON.parse(text));
      if (dropped.length) ctx.warn?.('flags payload features dropped', { dropped });
      return snapshotOf(payload, 'kv', this.now(), dropped);
    } catch {
      ctx.warn?.('flags payload in KV is invalid', { key });
      return undefined;
    }
  }

  private async fetchApi(ctx: PayloadLoadContext): Promise<{ payload: FeatureApiResponse; dropped: string[] }> {
    const fetcher = ctx.fetcher ?? fetch;
    const host = this.options.apiHost!.replace(/\/+$/, '');
    const url = `${host}/api/features/${encodeURIComponent(this.options.clientKey!)}`;
    const started = this.now();
    const report = (ok: boolean, status?: number, error?: string) => {
      const timing: UpstreamTiming = { name: 'growthbook', durMs: this.now() - started, ok };
      if (status !== undefined) timing.status = status;
      if (error) timing.error = error;
      ctx.metrics?.upstream(timing);
    };
    let response: Response;
    try {
      response = await fetcher(url, { headers: { accept: 'application/json' }, signal: AbortSignal.timeout(this.timeoutMs) });
    } catch (error) {
      const kind = error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError') ? 'timeout' : 'network';
      report(false, undefined, kind);
      throw new UpstreamError(kind);
    }
    if (!response.ok) {
      report(false, response.status, 'http');
      await response.body?.cancel();
      throw new UpstreamError('http', response.status);
    }
    try {
      const parsed = parsePayload(await response.json());
      report(true, response.status);
      return parsed;
    } catch {
      report(false, response.status, 'invalid');
      throw new UpstreamError('invalid', response.status);
    }
  }
}

const stores = new Map<string, PayloadStore>();

export interface PayloadConfig {
  GROWTHBOOK_API_HOST?: string;
  GROWTHBOOK_CLIENT_KEY?: string;
}

/** The isolate's store for this configuration (config is per deployment, so one or two stores). */
export function payloadStoreFor(config: PayloadConfig): PayloadStore {
  const apiHost = config.GROWTHBOOK_API_HOST?.trim() ?? '';
  const clientKey = config.GROWTHBOOK_CLIENT_KEY?.trim() ?? '';
  const key = apiHost && clientKey ? `api ${apiHost} ${clientKey}` : 'kv';
  let store = stores.get(key);
  if (!store) {
    store = new PayloadStore(apiHost && clientKey ? { apiHost, clientKey } : { ttlMs: 30_000 });
    stores.set(key, store);
  }
  return store;
}

/** Forgets every cached payload (tests). */
export function resetPayloadStores(): void {
  stores.clear();
}
