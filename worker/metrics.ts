import type { MetricsSink, UpstreamTiming } from '../flags/source';
import { emptyD1Cost, type D1Cost } from './data/d1/counted';

export type { UpstreamTiming };

/**
 * Per-request facts for the request log line (`c.get('metrics')`): cache hits and misses by
 * cache name, and every call that left the worker with its duration and outcome. Data
 * sources record into it; worker/middleware/requestLog.ts writes it out once per request.
 */
export class RequestMetrics implements MetricsSink {
  readonly caches: Record<string, { hits: number; misses: number }> = {};
  readonly upstreams: UpstreamTiming[] = [];
  /** Malformed list items an upstream answer held, dropped by list name (worker/data/upstream.ts). */
  readonly droppedItems: Record<string, number> = {};
  /** D1 statements, round trips and rows read by this request (worker/data/d1/counted.ts). */
  readonly d1: D1Cost = emptyD1Cost();

  private entry(name: string) {
    return (this.caches[name] ??= { hits: 0, misses: 0 });
  }

  cacheHit(name: string): void {
    this.entry(name).hits++;
  }

  cacheMiss(name: string): void {
    this.entry(name).misses++;
  }

  itemDropped(list: string): void {
    this.droppedItems[list] = (this.droppedItems[list] ?? 0) + 1;
  }

  upstream(timing: UpstreamTiming): void {
    // Bounded: a runaway loop must not grow the log line without limit.
    if (this.upstreams.length < 50) this.upstreams.push({ ...timing, durMs: Math.round(timing.durMs) });
  }

  /**
   * Times an upstream call and records it; a thrown error is recorded as a failure (its
   * name only) and rethrown.
   */
  async time<T>(name: string, call: () => Promise<T>, statusOf?: (value: T) => number): Promise<T> {
    const started = Date.now();
    try {
      const value = await call();
      const status = statusOf?.(value);
      const timing: UpstreamTiming = { name, durMs: Date.now() - started, ok: status === undefined || status < 400 };
      if (status !== undefined) timing.status = status;
      this.upstream(timing);
      return value;
    } catch (error) {
      const kind = error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError') ? 'timeout' : 'network';
      this.upstream({ name, durMs: Date.now() - started, ok: false, error: kind });
      throw error;
    }
  }

  /** Log fields: totals, per-cache counts, upstream calls and failures. */
  fields(): Record<string, unknown> {
    let hits = 0;
    let misses = 0;
    for (const entry of Object.values(this.caches)) {
      hits += entry.hits;
      misses += entry.misses;
    }
    return {
      cacheHits: hits,
      cacheMisses: misses,
      caches: this.caches,
      upstream: this.upstreams,
      upstreamFailures: this.upstreams.filter((u) => !u.ok).length,
      ...(Object.keys(this.droppedItems).length ? { droppedItems: this.droppedItems } : {}),
      // Only for requests that asked D1 (most cache hits do not).
      ...(this.d1.queries > 0 ? { d1Queries: this.d1.queries, d1RoundTrips: this.d1.roundTrips, d1RowsRead: this.d1.rowsRead } : {}),
    };
  }
}

const emailPattern = /[^\s@"'<>(),;:]+@[^\s@"'<>(),;:]+\.[A-Za-z]{2,}/g;
const bearerPattern = /\b(Bearer|Basic)\s+[A-Za-z0-9._~+/=-]+/gi;
const jwtPattern = /\beyJ[A-Za-z0-9_-]{5,}\.[A-Za-z0-9_-]{5,}\.[A-Za-z0-9_-]*/g;
const secretParamPattern = /([?&;\s](?:token|access_token|id_token|refresh_token|code|password|secret|key|email|cookie|session)=)[^&\s;]+/gi;

const credentialWord = /bearer|basic/i;

/**
 * Masks emails, bearer/basic credentials, JWTs and secret-looking parameters in a string. Each
 * pattern is tried only on a string holding what it needs (`eyJ`, the word, `=`, `@`): most
 * strings of a log line (ids, route names, versions) hold none, and a pattern that finds no
 * match tries it from every position of the string, on every request.
 */
export function redact(text: string): string {
  let out = text;
  if (out.includes('eyJ')) out = out.replace(jwtPattern, '[token]');
  if (credentialWord.test(out)) out = out.replace(bearerPattern, '$1 [redacted]');
  if (out.includes('=')) out = out.replace(secretParamPattern, '$1[redacted]');
  if (out.includes('@')) out = out.replace(emailPattern, '[email]');
  return out;
}

/** Fields no log line may carry, whatever a caller passes. */
const forbiddenKeys = /^(authorization|cookie|set-cookie|token|password|secret|email|deviceid|device_id|ip)$/i;

/** Deep copy of log fields with personal data removed (last line of defence, see log.ts). */
export function scrubFields(value: unknown, depth = 0): unknown {
  if (typeof value === 'string') return redact(value);
  if (depth > 6 || value === null || typeof value !== 'object') return value;
  if (Array.isArray(value)) return value.map((item) => scrubFields(item, depth + 1));
  const out: Record<string, unknown> = {};
  for (const [key, inner] of Object.entries(value)) {
    if (forbiddenKeys.test(key)) continue;
    out[key] = scrubFields(inner, depth + 1);
  }
  return out;
}

export interface RequestLogInput {
  requestId: string | undefined;
  market: string | null;
  route: string | null;
  method: string;
  status: number;
  durMs: number;
  metrics?: RequestMetrics;
  flags?: Record<string, unknown>;
}

/** The request log line's fields (DESIGN "logs"): who asked what, how it went, what it cost. */
export function requestLogFields(input: RequestLogInput): Record<string, unknown> {
  return scrubFields({
    requestId: input.requestId ?? null,
    market: input.market,
    route: input.route,
    method: input.method,
    status: input.status,
    durMs: input.durMs,
    ...(input.flags ?? {}),
    ...(input.metrics?.fields() ?? { cacheHits: 0, cacheMisses: 0, caches: {}, upstream: [], upstreamFailures: 0 }),
  }) as Record<string, unknown>;
}
