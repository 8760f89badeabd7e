import { Context, type ContextVariableMap } from 'hono';
import type { BootData } from '../../shared/boot';
import { formatConsent } from '../../shared/consent';
import type { AppEnv } from '../context';
import { defaultCache, sha256 } from '../cache/swr';
import { Memo } from '../cache/memo';
import { assets } from './assets';
import { requestProfile } from './profile';
import { serializeForScript } from './serialize';
import { sentHtml, type SentHtml } from './htmlStream';
import type { RenderedPage } from './render';
import { waitUntilOf } from '../waitUntil';
import { pageTags, purgedAt } from '../cache/purge';
import { cutTemplate, fillTemplate, type PageTemplate } from './pageTemplate';
import { CachePage, freshMs } from '../cache/strategies';
import { freshUntilOf, Provenance, worth } from '../cache/engine';

/**
 * The edge page cache (issue 12 item 4): anonymous HTML in the Workers Cache API (per data
 * centre, shared by every isolate there), in front of it this isolate's memory for the fresh
 * window. Its stored form is its own (the page cut into a template, pointers to the variants of
 * pages that read experiments: not plain data, so not an engine front), but a copy is judged by
 * the cache engine's `worth` (../cache/engine.ts) like every other layer's: a fresh copy is served; a stale one
 * (CachePage) is served while a new render replaces it in the background; an older one is
 * rendered inline. A page whose render read an experiment's feature is kept once per
 * variation (VariesOn); any other once for all. Every stored page carries tags (./purge.ts):
 * one purged after it was stored is a miss. Only the CSP nonce and the boot data (device
 * attributes) are per request; they are put back on the way out (./template.ts), without
 * parsing the page again.
 *
 * Never stored: personal pages (a session or a guest owner; routes marked no-store: those are
 * `X-Render-Cache: bypass`), anything but a 200, a render that set a cookie, a page rendered
 * while a catalogue call failed (an old copy must not outlive the outage). Only the HTML is
 * kept: cookies set after rendering (the device id of a first visit) belong to each response.
 */
interface CachedPage {
  /**
   * The HTML cut where it is per request (./template.ts): the pieces around every CSP nonce,
   * before and after the boot data. A hit joins them again: no parse of the page on the way out.
   * Cut on the first hit: a page stored and never asked for again is never cut. Null: the page
   * has no boot data to put back (not one the document rendered), so it is not served.
   */
  template: () => PageTemplate | null;
  status: number;
  /** The first render's boot data (its experiments and copy); per-request parts are redone on a hit. */
  boot: BootData;
  tags: string[];
  /** When its render began (ms): a purge during the render may have changed what it read. */
  storedAt: number;
  /** When the first copy its render read stops being fresh (ms; ../cache/engine.ts Provenance). */
  freshUntil?: number;
  /** The digest of what it was rendered from (./fingerprint.ts): a refresh that loads the same keeps it. */
  fingerprint?: string;
}

/**
 * A page on its way: its data loaded, its render not begun. A stale copy's refresh loads the
 * data and renders only when the data's digest is not the copy's.
 */
export interface PageProduction {
  render(): Promise<RenderedPage>;
  /** The digest of the data it renders (./fingerprint.ts); null: none, render on every refresh. */
  fingerprint(): Promise<string | null>;
}

/** When a render began, and what it read through the cache engine (what its copy is as fresh as). */
interface Built {
  storedAt: number;
  provenance: Provenance;
}

/** Renders, noting when and from what (Built). */
async function traced(render: () => Promise<RenderedPage>): Promise<{ page: RenderedPage; built: Built }> {
  const built: Built = { storedAt: Date.now(), provenance: new Provenance() };
  return { page: await built.provenance.run(render), built };
}

/**
 * What a page's key holds instead of the page when its render read a feature that an
 * experiment sets (variantKey): the experiments it read. The page itself is under the key
 * with this visitor's assignments in them. A page that read none is under its key for every
 * assignment: experiments the server never reads (most are read by islands, in the browser)
 * do not split its copies.
 */
interface VariesOn {
  variesOn: string[];
}

type Kept = CachedPage | VariesOn;

const variesOn = <T extends object>(kept: T | VariesOn | null | undefined): kept is VariesOn => !!kept && 'variesOn' in kept;

/** The template of a page's text, cut once, when first asked for. */
function cutWhenAsked(text: () => string, nonce: string): () => PageTemplate | null {
  let template: PageTemplate | null | undefined;
  return () => (template === undefined ? (template = cutTemplate(text(), nonce)) : template);
}

// ~80 KB a page: a few MB per isolate at most.
const memory = new Memo<Kept>(freshMs(CachePage), 40);
// The stored form's version is in the URL: a copy stored by an older worker is never read.
const cacheOrigin = 'https://page-cache.caravan.invalid/v4/';

/** An edge copy's headers: kept by the Cache API for the whole of its fresh and stale windows. */
const edgeHeaders = { 'content-type': 'text/plain; charset=utf-8', 'cache-control': `public, max-age=${CachePage.fresh + CachePage.stale}` };

/** Stores still running in the background (waitUntil): tests wait for them. */
const inFlight = new Set<Promise<unknown>>();

function inBackground(c: Context<AppEnv>, work: Promise<unknown>): void {
  inFlight.add(work);
  void work.finally(() => inFlight.delete(work));
  waitUntilOf(c)?.(work);
}

/** Resolves once every background store and refresh started so far has finished (tests). */
export async function pageCacheSettled(): Promise<void> {
  while (inFlight.size) await Promise.allSettled([...inFlight]);
}

/**
 * The build a page came from: the worker's version (a new id on every deploy, and locally on
 * every start and reload) and the hashed script and style the page names. The Cache API
 * outlives a deploy: a copy an older worker rendered (older markup or copy, scripts the new
 * deploy no longer serves) is never used.
 */
const buildKey = (env: Env) => `${env.CF_VERSION_METADATA?.id ?? ''} ${assets.entry} ${assets.css}`;

/** Bumped to forget: keys of an older generation are never looked up again. */
let generation = 0;

/** Forgets this isolate's copies only, as a new isolate would start (tests): edge copies remain. */
export function forgetIsolateCopies(): void {
  memory.clear();
}

/** Forgets every stored page: this isolate's copies, and the edge copies stored so far (tests). */
export function clearRenderCache(): void {
  memory.clear();
  generation++;
}

/**
 * The page's key: the request profile (./profile.ts: URL less its campaign and click-id
 * parameters, market, currency choice, what the page shows of the country, cookie choice, the
 * flag values targeting rules set, robot or not), which is also what the render reads those
 * inputs from, plus the build that renders it (buildKey). The assignments of the experiments
 * the page read are known once it has rendered (VariesOn). This isolate's copies are found by
 * it as it is; the edge copy by its hash (edgeAddress), computed only when the edge is asked.
 */
function pageKey(c: Context<AppEnv>): string {
  const profile = requestProfile(c);
  return JSON.stringify({ ...profile, consent: profile.consent ? formatConsent(profile.consent) : '', build: buildKey(c.env), generation });
}

/** The key of the page that read `experiments`, for this visitor's assignments in them. */
function variantKey(c: Context<AppEnv>, key: string, experiments: readonly string[]): string {
  return `${key} ${JSON.stringify([experiments, c.get('flags')?.variantKey(experiments) ?? null])}`;
}

/** Where a page's edge copy lives: its key's hash, computed once a request and only if the edge is asked. */
function edgeAddress(key: string): () => Promise<string> {
  let url: Promise<string> | undefined;
  return () => (url ??= sha256(key).then((hash) => cacheOrigin + hash));
}

/**
 * Requests of the page cache's warm (../routes/warm.ts): a copy still worth serving (fresh, or
 * stale and not purged) is left as it is, with no refresh started: the warm renders what has no
 * copy, and a stale copy is refreshed by the next visitor who is served it.
 */
const warmingRequests = new WeakSet<Request>();

/** Marks a request as the warm's. */
export function warming(request: Request): Request {
  warmingRequests.add(request);
  return request;
}

/** Only anonymous visitors share renders: anything personal (session, guest owner) renders fresh. */
export function renderCacheable(c: Context<AppEnv>): boolean {
  if (c.env.ISOLATE_CACHE === 'off' || c.req.method !== 'GET') return false;
  return !requestProfile(c).signedIn;
}

/**
 * An edge copy is one line of JSON (all but the page), then the page's HTML as it was sent: the
 * HTML is not escaped into JSON on every store, nor parsed out of it. It is cut (./template.ts)
 * when an isolate first reads it.
 */
interface EdgeHead {
  status: number;
  boot: BootData;
  tags: string[];
  storedAt: number;
  freshUntil?: number;
  /** The stored render's CSP nonce, where the HTML is cut. */
  nonce: string;
  fingerprint?: string;
}

async function edgeCopy(cache: Cache | null, address: () => Promise<string>): Promise<Kept | null> {
  if (!cache) return null;
  try {
    const hit = await cache.match(await address());
    if (!hit) return null;
    const stored = await hit.text();
    const end = stored.indexOf('\n');
    const head = JSON.parse(stored.slice(0, end)) as EdgeHead | VariesOn;
    if (variesOn(head)) return Array.isArray(head.variesOn) ? { variesOn: head.variesOn.map(String) } : null;
    const template = end > 0 ? cutTemplate(stored.slice(end + 1), head.nonce) : null;
    if (!template) return null;
    const { status, boot, tags, storedAt, freshUntil, fingerprint } = head;
    return { template: () => template, status, boot, tags, storedAt, ...freshUntilOf(typeof freshUntil === 'number' ? freshUntil : undefined), ...(typeof fingerprint === 'string' ? { fingerprint } : {}) };
  } catch {
    return null;
  }
}

/**
 * Keeps a render in this isolate and at the edge, under the page's key, or (a render that read
 * an experiment's feature) under its variant's, the key saying which experiments to look up.
 * Not a page the document did not render (no nonce or boot data: the boot data is what the
 * document's boot script carried), nor one rendered while a catalogue call failed. The edge
 * copy is the bytes as they were sent, after its head line: nothing decoded or encoded again.
 * Everything about the render is read from the render's value (./render.tsx RenderedPage), none
 * of it from a context; `base`: the tags of the page's URL. It is kept as of when its render
 * began, and fresh no longer than what it read (`built`).
 */
async function keep(c: Context<AppEnv>, cache: Cache | null, key: string, address: () => Promise<string>, page: RenderedPage, html: SentHtml, base: string[], built: Built, production: PageProduction): Promise<void> {
  const boot = page.boot();
  const nonce = page.nonce;
  if (page.degraded() || !boot || !nonce) return;
  const print = await production.fingerprint().catch(() => null);
  const fingerprint = print ? { fingerprint: print } : {};
  const tags = [...new Set([...base, ...page.tags()])];
  const { storedAt } = built;
  const freshUntil = freshUntilOf(built.provenance.freshUntil);
  const headers = edgeHeaders;
  const stores: Promise<void>[] = [];
  const experiments = page.experiments();
  let at = key;
  let atAddress = address;
  if (experiments.length) {
    const pointer: VariesOn = { variesOn: experiments };
    memory.set(key, pointer);
    if (cache) stores.push(address().then((url) => cache.put(url, new Response(`${JSON.stringify(pointer)}\n`, { headers }))));
    at = variantKey(c, key, experiments);
    atAddress = edgeAddress(at);
  }
  memory.set(at, { template: cutWhenAsked(html.text, nonce), status: 200, boot, tags, storedAt, ...freshUntil, ...fingerprint });
  if (cache) {
    const head: EdgeHead = { status: 200, boot, tags, storedAt, ...freshUntil, nonce, ...fingerprint };
    const body = new Blob([`${JSON.stringify(head)}\n`, ...html.parts]);
    stores.push(atAddress().then((url) => cache.put(url, new Response(body, { headers }))));
  }
  await Promise.all(stores);
}

/**
 * This isolate's copy of the page, else the edge's: under its key, or, where the key says
 * the page read experiments, under its variant's for this visitor. `key`: where it was found.
 */
async function lookup(c: Context<AppEnv>, cache: Cache | null, key: string, address: () => Promise<string>): Promise<{ copy: CachedPage | null; key: string; remembered: boolean }> {
  let remembered = memory.get(key);
  let kept = remembered ?? (await edgeCopy(cache, address));
  if (!variesOn(kept)) return { copy: kept ?? null, key, remembered: !!remembered };
  if (!remembered) memory.set(key, kept);
  const variant = variantKey(c, key, kept.variesOn);
  remembered = memory.get(variant);
  kept = remembered ?? (await edgeCopy(cache, edgeAddress(variant)));
  return { copy: variesOn(kept) ? null : (kept ?? null), key: variant, remembered: !!remembered };
}

/** A render that may be shared: a whole 200 page that set no cookie. */
const shareable = (response: Response) => response.status === 200 && !!response.body && !response.headers.has('set-cookie');

/** Personal pages: rendered for this visitor alone, said so in `X-Render-Cache`. */
export async function bypass(c: Context<AppEnv>, render: () => Promise<RenderedPage>): Promise<Response> {
  c.header('X-Render-Cache', 'bypass');
  return (await render()).response;
}

/** The rendered response around `body`, its `X-Render-Cache` saying what the page cache did. */
function told(response: Response, body: ReadableStream, outcome: 'miss' | 'bypass'): Response {
  const headers = new Headers(response.headers);
  headers.set('X-Render-Cache', outcome);
  return new Response(body, { status: response.status, headers });
}

/** Renders and, when the page may be shared, stores it once the whole page has streamed. */
async function renderAndKeep(c: Context<AppEnv>, key: string, address: () => Promise<string>, base: string[], prepare: () => Promise<PageProduction>): Promise<Response> {
  let production: PageProduction | undefined;
  const { page, built } = await traced(async () => (production = await prepare()).render());
  const { response, html } = page;
  if (!response.body || response.status !== 200) return response;
  if (!shareable(response) || !html) return told(response, response.body, 'bypass');
  // The render keeps what it sent (worker/render/htmlStream.ts): the whole page once it has
  // streamed, and with it the boot data the document carried.
  const stored = html()
    .then((whole) => keep(c, defaultCache(), key, address, page, whole, base, built, production!))
    // A visitor who went away mid-stream cancels the copy too: nothing to store, nothing to report.
    .catch(() => undefined);
  inBackground(c, stored);
  return told(response, response.body, 'miss');
}

function serve(c: Context<AppEnv>, page: CachedPage, template: PageTemplate, boot: (stored: BootData) => BootData, outcome: 'hit' | 'stale'): Response {
  c.get('metrics')?.cacheHit('render');
  // Through the context so headers set before rendering (route middleware) are kept.
  c.header('X-Render-Cache', outcome);
  c.header('Content-Type', 'text/html; charset=utf-8');
  return c.body(fillTemplate(template, c.get('secureHeadersNonce') ?? '', serializeForScript(boot(page.boot))), page.status as 200);
}

/** What a render leaves in its context (and the catalogue source that marks it degraded): a render of its own starts without them. */
const leftByRender = new Set<string>(['pageTags', 'catalogueDegraded', 'catalogueSource', 'detached']);

/**
 * A context of its own for the render that replaces a stale copy after the visitor was answered
 * (issue 35 item 2): the request and what the middleware set for it (market, flags, i18n, the
 * request profile, the nonce), nothing the answer or another render left, and its own catalogue
 * source, so a failure it meets marks its own render degraded and not the answered request.
 * Detached: the visitor leaving does not stop it (./abort.ts).
 */
function refreshContext(c: Context<AppEnv>): Context<AppEnv> {
  let executionCtx: Context<AppEnv>['executionCtx'] | undefined;
  try {
    executionCtx = c.executionCtx;
  } catch {
    executionCtx = undefined; // app.request() in tests
  }
  const own = new Context<AppEnv>(c.req.raw, { env: c.env, executionCtx });
  requestProfile(c); // built from the request as answered, and shared: the refresh renders the same page
  for (const [name, value] of Object.entries(c.var)) {
    if (!leftByRender.has(name)) own.set(name as keyof ContextVariableMap, value as never);
  }
  own.set('detached', true);
  return own;
}

/**
 * Serves an anonymous page from the page cache or renders it (see above). `boot(stored)` gives
 * this request's boot data from the stored render's. `render(context)` renders the page on the
 * context it is given: the request's, or, for the refresh of a stale copy, one of its own.
 */
export async function cachedRender(c: Context<AppEnv>, boot: (stored: BootData) => BootData, prepare: (context: Context<AppEnv>) => Promise<PageProduction>): Promise<Response> {
  const key = pageKey(c);
  const route = c.get('route');
  const tags = pageTags(c.get('market').id, route?.name ?? 'unknown', route?.params ?? {});
  const now = Date.now();
  const cache = defaultCache();
  const address = edgeAddress(key);
  const { copy, key: foundAt, remembered } = await lookup(c, cache, key, address);
  const template = copy?.template();
  if (copy && template) {
    // The cache engine's verdict (../cache/engine.ts), as for every other layer.
    const verdict = worth(copy.storedAt, CachePage, now, await purgedAt(c.env.DB, copy.tags).catch(() => 0), copy.freshUntil);
    // For the replay bench: whether a hit came from this isolate's memory or the edge's copy.
    if (c.env.BENCH_ROUTES === '1') c.header('X-Render-Cache-From', remembered ? 'memory' : 'edge');
    if (verdict === 'fresh') {
      if (!remembered) memory.set(foundAt, copy);
      return serve(c, copy, template, boot, 'hit');
    }
    if (verdict === 'stale' && warmingRequests.has(c.req.raw)) return serve(c, copy, template, boot, 'stale');
    if (verdict === 'stale') {
      // Stale: this visitor gets the copy; its refresh, on a context of its own, runs in the
      // background after this answer, to the end even if the visitor has left by then.
      const own = refreshContext(c);
      inBackground(c, refreshOnce(foundAt, () => refreshCopy(own, cache, key, address, foundAt, copy, template, tags, prepare)));
      return serve(c, copy, template, boot, 'stale');
    }
  }
  c.get('metrics')?.cacheMiss('render');
  return renderAndKeep(c, key, address, tags, () => prepare(c));
}

/** The copies whose refresh is running in this isolate, and when it started (ms). */
const refreshing = new Map<string, number>();

/** A refresh running longer than this (stuck on a load, or cut off with its request) no longer holds its copy back. */
const refreshHeldMs = 30_000;

/**
 * Runs a stale copy's refresh in a task of its own, after the stale view it was started by has
 * been answered; a copy whose refresh is already running is not refreshed again (a hot page's
 * stale views while its data loads start one refresh, not one each), unless that one started
 * more than `refreshHeldMs` ago.
 */
export function refreshOnce(at: string, refresh: () => Promise<void>): Promise<void> {
  const now = Date.now();
  if (now - (refreshing.get(at) ?? -Infinity) < refreshHeldMs) return Promise.resolve();
  refreshing.set(at, now);
  return new Promise<void>((resolveTurn) => setTimeout(resolveTurn, 0))
    .then(refresh)
    .catch(() => undefined)
    .finally(() => {
      if (refreshing.get(at) === now) refreshing.delete(at);
    });
}

/** What this isolate's refreshes of stale copies did: kept the copy (same data) or rendered (bench, tests). */
export const refreshTally = { renewed: 0, rendered: 0 };

/**
 * The refresh of a stale copy (found at `foundAt`): loads the page's data again; the same data
 * as the copy's (its fingerprint) keeps the copy, as of now, for another window (`renew`), with
 * no render; other data, or a copy without a fingerprint, is rendered and kept as a miss is.
 */
async function refreshCopy(own: Context<AppEnv>, cache: Cache | null, key: string, address: () => Promise<string>, foundAt: string, copy: CachedPage, template: PageTemplate, base: string[], prepare: (context: Context<AppEnv>) => Promise<PageProduction>): Promise<void> {
  const built: Built = { storedAt: Date.now(), provenance: new Provenance() };
  const production = await built.provenance.run(() => prepare(own));
  if (copy.fingerprint && (await production.fingerprint()) === copy.fingerprint && own.get('catalogueDegraded') !== true) {
    refreshTally.renewed++;
    return renew(cache, foundAt, copy, template, built);
  }
  refreshTally.rendered++;
  const page = await built.provenance.run(() => production.render());
  const { response } = page;
  if (!shareable(response)) return void (await response.body?.cancel());
  const text = await response.text();
  await keep(own, cache, key, address, page, sentHtml([text]), base, built, production);
}

/**
 * Keeps a copy whose data has not changed as if it had just been rendered from it: stored as of
 * the refresh's load, fresh no longer than what that load read. At the edge, the page is written
 * again from its template (any nonce: a hit puts its own back, and its own boot data).
 */
async function renew(cache: Cache | null, at: string, copy: CachedPage, template: PageTemplate, built: Built): Promise<void> {
  const { status, boot, tags, fingerprint } = copy;
  const { storedAt } = built;
  const freshUntil = freshUntilOf(built.provenance.freshUntil);
  memory.set(at, { template: () => template, status, boot, tags, storedAt, ...freshUntil, ...(fingerprint ? { fingerprint } : {}) });
  if (!cache) return;
  const nonce = crypto.randomUUID();
  const head: EdgeHead = { status, boot, tags, storedAt, ...freshUntil, nonce, ...(fingerprint ? { fingerprint } : {}) };
  const body = new Blob([`${JSON.stringify(head)}\n`, fillTemplate(template, nonce, serializeForScript(boot))]);
  await cache.put(await edgeAddress(at)(), new Response(body, { headers: edgeHeaders }));
}
