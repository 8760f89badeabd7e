import type { IncomingHttpHeaders } from 'node:http';

export type LocalMarket = 'it' | 'us' | 'we' | 'es' | 'fr' | 'de';

export const repoRoot: string;
export const marketHosts: Record<LocalMarket, string>;

export interface HttpResult {
  status: number;
  headers: IncomingHttpHeaders;
  body: string;
}

export interface HttpGetOptions {
  timeoutMs?: number;
  headers?: Record<string, string>;
}

/** wrangler dev's --define arguments for production React. */
export const productionDefines: string[];
/** `options` for the production worker: minified, production React, no devtools session (unless devServer: null). */
export function productionWorker(options?: StartSiteOptions): StartSiteOptions;

export function freePort(): Promise<number>;
export function httpGet(port: number, host: string, path?: string, options?: HttpGetOptions): Promise<HttpResult>;

export interface StartSiteOptions {
  /** Defaults to a free port. */
  port?: number;
  /** Extra arguments for `wrangler dev`. */
  wranglerArgs?: string[];
  /** A script (repo-relative) run with `wrangler dev`'s arguments in its place, e.g. tests/bench/devServer.mjs. */
  devServer?: string | null;
  /** Extra arguments for `scripts/seed.mjs --local` (e.g. ['--scale', '10']). */
  seedArgs?: string[];
  /** Build the production client bundles first (default true). */
  build?: boolean;
  env?: Record<string, string>;
  readyTimeoutMs?: number;
  readyPath?: string;
  log?: boolean;
  /**
   * Keep wrangler dev's proxy-to-runtime connections busy (a few requests for a static file every
   * second) so that none idles into its 5 s keep-alive race (the e2e tests; default false).
   */
  warm?: boolean;
  /**
   * Start wrangler dev again (same port, same local D1) when it exits after the site was ready,
   * at most `maxRestarts` times (default 3); `restarts()` lists them (the e2e tests; default false).
   */
  restart?: boolean;
  maxRestarts?: number;
  /** Failed starts (build or wrangler dev exiting) are tried this many times in all (default 3). */
  attempts?: number;
}

export interface Site {
  port: number;
  logFile: string;
  url(market: LocalMarket, path?: string): string;
  get(market: LocalMarket, path: string, options?: HttpGetOptions): Promise<HttpResult>;
  /** Worker rebuilds since the site was ready (sources edited meanwhile). */
  reloads(): number;
  /** Requests the local runtime held for `stallMs` or more before answering (its keep-alive race). */
  stalls(): { request: string; status: number; ms: number }[];
  /** Times wrangler dev exited after ready and was started again (`restart`). */
  restarts(): { at: string; exit: { code: number | null; signal: string | null; error?: string } }[];
  /** Origin (issuer) of the dev identity provider started with the site. */
  idpOrigin: string;
  /** Kills the whole process group (start.mjs, wrangler, workerd). */
  stop(): Promise<void>;
}

/** Milliseconds after which wrangler's proxy held a request rather than the worker taking long. */
export const stallMs: number;

export function startSite(options?: StartSiteOptions): Promise<Site>;

/** Kills every site this process started, synchronously (signal handlers, 'exit'). */
export function killAllSitesSync(): void;
