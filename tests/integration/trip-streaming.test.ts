/**
 * Issue 12 item 3: a trip page's first bytes leave before its below-the-fold part. Reviews and
 * related trips load beside the trip and stream under `<Suspense>`. The real worker and the real
 * D1, with one thing held back: the batch that reads the reviews and related trips waits for a
 * gate this test opens (or fails on it).
 */
import { env } from 'cloudflare:test';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createApp } from '../../worker/app';
import { clearRenderCache, pageCacheSettled } from '../../worker/render/pageCache';
import { clearIsolateCache } from '../../worker/data/isolateCache';

const app = createApp();
const tripPath = '/viaggi/dubai-weekend';

/** The reviews-and-related batch (worker/data/d1/travel.ts travelExtras): the only one reading reviews this way. */
const isExtras = (sql: string) => /FROM reviews WHERE travel_id = .* LIMIT 100/s.test(sql);

interface Gate {
  db: D1Database;
  open(): void;
  fail(): void;
  /** Whether the extras batch has been asked for (it waits at the gate). */
  asked(): boolean;
}

/** The real D1, whose extras batch waits until the gate opens (or fails). */
function gatedDb(): Gate {
  let release!: (ok: boolean) => void;
  const gate = new Promise<boolean>((resolve) => (release = resolve));
  let asked = false;
  // Each wrapped statement knows its SQL and the real statement behind it (the real batch wants its own).
  const wrappedOf = new WeakMap<object, { sql: string; inner: D1PreparedStatement }>();
  const statement = (inner: D1PreparedStatement, sql: string): D1PreparedStatement => {
    const wrapped = new Proxy(inner, {
      get(target, key) {
        if (key === 'bind') return (...values: unknown[]) => statement(target.bind(...values), sql);
        const value = Reflect.get(target, key, target) as unknown;
        return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(target) : value;
      },
    });
    wrappedOf.set(wrapped, { sql, inner });
    return wrapped;
  };
  const db = new Proxy(env.DB, {
    get(target, key) {
      if (key === 'prepare') return (sql: string) => statement(target.prepare(sql), sql);
      if (key === 'batch') {
        return async (statements: D1PreparedStatement[]) => {
          if (statements.some((s) => isExtras(wrappedOf.get(s)?.sql ?? ''))) {
            asked = true;
            if (!(await gate)) throw new Error('reviews unavailable (test)');
          }
          return target.batch(statements.map((s) => wrappedOf.get(s)?.inner ?? s));
        };
      }
      const value = Reflect.get(target, key, target) as unknown;
      return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(target) : value;
    },
  });
  return { db, open: () => release(true), fail: () => release(false), asked: () => asked };
}

/** Reads the body until `until` appears (or it ends); what was read and the reader to go on. */
async function readUntil(body: ReadableStream<Uint8Array>, until: string): Promise<{ text: string; reader: ReadableStreamDefaultReader<Uint8Array> }> {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  let text = '';
  while (!text.includes(until)) {
    const { value, done } = await reader.read();
    if (done) break;
    text += decoder.decode(value, { stream: true });
  }
  return { text, reader };
}

async function rest(reader: ReadableStreamDefaultReader<Uint8Array>): Promise<string> {
  const decoder = new TextDecoder();
  let text = '';
  for (;;) {
    const { value, done } = await reader.read();
    if (done) return text + decoder.decode();
    text += decoder.decode(value, { stream: true });
  }
}

function visit(db: D1Database, headers: Record<string, string> = {}, vars: Partial<Env> = {}) {
  return app.request(`http://it.localhost${tripPath}`, { headers }, { ...env, DB: db, ...vars });
}

afterEach(async () => {
  await pageCacheSettled();
  clearRenderCache();
  clearIsolateCache();
});

describe('trip page: reviews and related trips stream after the page above them', () => {
  it('the page above them is sent while they are still loading; they follow in the same response', async () => {
    clearIsolateCache();
    const gate = gatedDb();
    const res = await visit(gate.db, {}, { ISOLATE_CACHE: 'off' });
    expect(res.status).toBe(200);
    const nonce = /'nonce-([^']+)'/.exec(res.headers.get('content-security-policy') ?? '')![1]!;
    // The booking box and the departures arrive with the reviews' batch still waiting.
    const { text: first, reader } = await readUntil(res.body!, 'class="deferred deferred--related"');
    expect(gate.asked()).toBe(true);
    expect(first).toContain('<h1 class="trip-cover__title">');
    expect(first).toContain('id="departures"');
    expect(first).toContain('class="deferred deferred--reviews" aria-busy="true"');
    expect(first).not.toContain('id="related"');
    expect(first).not.toContain('id="reviews-title"');
    gate.open();
    const after = await rest(reader);
    expect(after).toContain('id="reviews-title"');
    expect(after).toContain('id="related"');
    expect(after).toMatch(/class="travel-card"/);
    // React's lines putting them in place are scripts the CSP lets run: they carry its nonce.
    const swaps = [...after.matchAll(/<script([^>]*)>\$RC\(/g)];
    expect(swaps.length).toBeGreaterThanOrEqual(1);
    for (const [, attributes] of swaps) expect(attributes).toContain(`nonce="${nonce}"`);
    expect(after.trimEnd().endsWith('</html>')).toBe(true);
  });

  it('robots get the whole page at once, reviews and related trips in place', async () => {
    clearIsolateCache();
    const gate = gatedDb();
    const pending = visit(gate.db, { 'user-agent': 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)' }, { ISOLATE_CACHE: 'off' });
    // The robot's render waits at the gate (it has asked for the reviews) before it opens.
    await vi.waitFor(() => expect(gate.asked()).toBe(true));
    gate.open();
    const html = await (await pending).text();
    expect(html).toContain('id="related"');
    expect(html).toContain('id="reviews-title"');
    expect(html).not.toContain('<template id="B:');
    expect(html).not.toContain('deferred--');
  });

  it('every departure sold out: "similar trips" in the booking box and the bar arrive with the related trips', async () => {
    clearIsolateCache();
    await env.DB.prepare(`UPDATE tours SET sales_status = 'SOLD_OUT' WHERE travel_id = (SELECT id FROM travels WHERE slug = 'dubai-weekend')`).run();
    const gate = gatedDb();
    const res = await visit(gate.db, {}, { ISOLATE_CACHE: 'off' });
    const { text: first, reader } = await readUntil(res.body!, 'class="deferred deferred--related"');
    // Not offered before it is known there are similar trips to go to.
    expect(first).toContain('class="booking-box');
    expect(first).not.toContain('href="#related"');
    gate.open();
    const after = await rest(reader);
    expect(after.match(/href="#related"/g)?.length).toBe(2);
    expect(after).toContain('<section class="sticky-book"');
    expect(after).toContain('id="related"');
  });

  it('when they cannot be loaded the page still answers without them, and is not kept for others', async () => {
    clearIsolateCache();
    const gate = gatedDb();
    gate.fail();
    const res = await visit(gate.db);
    const html = await res.text();
    expect(res.status).toBe(200);
    expect(html).toContain('<h1 class="trip-cover__title">');
    expect(html).toContain('id="departures"');
    expect(html).not.toContain('id="related"');
    expect(html).not.toContain('id="reviews-title"');
    await pageCacheSettled();
    // The next visitor (the catalogue back) gets a new render with both, not the page without them.
    const next = await visit(env.DB);
    const nextHtml = await next.text();
    expect(next.headers.get('x-render-cache')).toBe('miss');
    expect(nextHtml).toContain('id="related"');
  });
});
