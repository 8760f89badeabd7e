// A phone page driven over the Chrome DevTools Protocol alone, for measurements a test driver
// would distort (./inp.mjs). Playwright and Puppeteer call `Runtime.enable` on every page, and an
// enabled Runtime makes V8 capture a detailed stack for every Error a script creates: React's
// runtime creates its sentinel errors while its 200 KB module body runs, and V8 then re-parses
// that body for source positions, some 25 ms on a throttled phone that no visitor pays (React's
// evaluation: 52–64 ms with it, about 30 without, same page, same throttling). Playwright also
// injects its own script and forces layouts to check hit targets before a tap. This driver does
// none of that: Page and Network only, `Runtime.evaluate` for reading the page, and input
// dispatched as the browser's own touch and key events.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const pollMs = 50;

/** Starts Chromium (headless), driven through a pipe; `newPage` opens phone-emulated pages. */
export async function launchChromium(executablePath) {
  const profile = mkdtempSync(join(tmpdir(), 'caravan-cdp-'));
  // --remote-debugging-pipe: the protocol's messages in on fd 3 and out on fd 4, NUL-separated.
  const child = spawn(executablePath, ['--headless=new', '--no-sandbox', '--remote-debugging-pipe', `--user-data-dir=${profile}`, '--no-first-run', 'about:blank'], { stdio: ['ignore', 'ignore', 'ignore', 'pipe', 'pipe'] });
  const connection = connect(child.stdio[3], child.stdio[4]);
  await connection.send('Browser.getVersion');
  return {
    newPage: (options) => openPage(connection, options),
    async close() {
      await connection.send('Browser.close').catch(() => undefined);
      if (child.exitCode === null) await new Promise((resolve) => child.once('exit', resolve));
      rmSync(profile, { recursive: true, force: true });
    },
  };
}

function connect(input, output) {
  let lastId = 0;
  const pending = new Map();
  const listeners = new Set();
  let buffered = '';
  output.setEncoding('utf8');
  output.on('data', (chunk) => {
    const parts = (buffered + chunk).split('\0');
    buffered = parts.pop() ?? '';
    for (const part of parts) {
      const message = JSON.parse(part);
      if (message.id === undefined) {
        for (const listener of listeners) listener(message);
        continue;
      }
      const waiting = pending.get(message.id);
      if (!waiting) continue;
      pending.delete(message.id);
      if (message.error) waiting.reject(new Error(`${waiting.method}: ${message.error.message}`));
      else waiting.resolve(message.result);
    }
  });
  output.on('close', () => {
    for (const waiting of pending.values()) waiting.reject(new Error(`${waiting.method}: Chromium closed`));
    pending.clear();
  });
  return {
    send(method, params = {}, sessionId = undefined) {
      const id = ++lastId;
      return new Promise((resolve, reject) => {
        pending.set(id, { resolve, reject, method });
        input.write(`${JSON.stringify({ id, method, params, sessionId })}\0`);
      });
    },
    on(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

async function waitFor(probe, timeoutMs, message) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value) return value;
    if (Date.now() > deadline) throw new Error(message);
    await new Promise((resolve) => setTimeout(resolve, pollMs));
  }
}

/**
 * Finds the first element matching `selector` (and whose text contains `text`, when given) that
 * has a box and is not hidden. Runs in the page: a self-contained function, serialised.
 */
function findVisible(selector, text) {
  for (const el of document.querySelectorAll(selector)) {
    if (text && !el.textContent?.includes(text)) continue;
    const box = el.getBoundingClientRect();
    const style = document.defaultView.getComputedStyle(el);
    if (box.width > 0 && box.height > 0 && style.visibility !== 'hidden') return el;
  }
  return null;
}

/**
 * The centre of a visible element, scrolled into view first when it is outside the viewport,
 * once its box has held still for a frame (as a visitor aims at what they see).
 */
async function aimAt(selector, text) {
  const el = findVisible(selector, text);
  if (!el) return null;
  const viewport = document.documentElement;
  const inView = (box) => box.top >= 0 && box.left >= 0 && box.bottom <= viewport.clientHeight && box.right <= viewport.clientWidth;
  if (!inView(el.getBoundingClientRect())) el.scrollIntoView({ block: 'center', inline: 'center', behavior: 'instant' });
  const frame = () => new Promise((resolve) => requestAnimationFrame(() => resolve()));
  let box = el.getBoundingClientRect();
  for (let i = 0; i < 10; i++) {
    await frame();
    const next = el.getBoundingClientRect();
    if (next.x === box.x && next.y === box.y && next.width === box.width && next.height === box.height) break;
    box = next;
  }
  return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
}

/** The DevTools key description of the keys the bench presses. */
const keys = {
  ArrowDown: { key: 'ArrowDown', code: 'ArrowDown', windowsVirtualKeyCode: 40 },
};

/**
 * A phone page in a browser context of its own. `runtimeEnabled` turns on what a test driver
 * turns on (`Runtime.enable`), to show what it costs the page (BENCH_INP_RUNTIME_ENABLED=1).
 */
async function openPage(connection, { width = 375, height = 812, deviceScaleFactor = 3, cpuThrottling = 1, network = null, initScript = '', runtimeEnabled = false } = {}) {
  // A context of its own: no cookies, storage or HTTP cache from the page before.
  const { browserContextId } = await connection.send('Target.createBrowserContext', { disposeOnDetach: true });
  const { targetId } = await connection.send('Target.createTarget', { url: 'about:blank', browserContextId });
  const { sessionId } = await connection.send('Target.attachToTarget', { targetId, flatten: true });
  const send = (method, params) => connection.send(method, params, sessionId);
  let loaded = null;
  const off = connection.on((message) => {
    if (message.sessionId === sessionId && message.method === 'Page.loadEventFired') loaded?.();
  });
  await send('Page.enable');
  await send('Emulation.setDeviceMetricsOverride', { width, height, deviceScaleFactor, mobile: true });
  await send('Emulation.setTouchEmulationEnabled', { enabled: true, maxTouchPoints: 5 });
  await send('Emulation.setFocusEmulationEnabled', { enabled: true });
  await send('Emulation.setCPUThrottlingRate', { rate: cpuThrottling });
  if (network) {
    await send('Network.enable');
    await send('Network.emulateNetworkConditions', { offline: false, ...network });
  }
  await send('Network.setBypassServiceWorker', { bypass: true }).catch(() => undefined);
  if (initScript) await send('Page.addScriptToEvaluateOnNewDocument', { source: initScript });
  if (runtimeEnabled) await send('Runtime.enable');

  /** The value of a page expression (awaited); a page exception is thrown here. */
  async function run(expression) {
    const result = await send('Runtime.evaluate', { expression, awaitPromise: true, returnByValue: true });
    if (result.exceptionDetails) throw new Error(`in the page: ${result.exceptionDetails.exception?.description ?? result.exceptionDetails.text}`);
    return result.result.value;
  }
  /** The value of `fn(...args)` in the page (a function without closures; awaited). */
  const evaluate = (fn, ...args) => run(`(${fn.toString()})(...${JSON.stringify(args)})`);
  // The same, with findVisible() and aimAt() in scope.
  const helpers = `const findVisible = ${findVisible.toString()}; const aimAt = ${aimAt.toString()};`;
  const evaluateWithHelpers = (fn, ...args) => run(`(() => { ${helpers} return (${fn.toString()})(...${JSON.stringify(args)}); })()`);

  async function touch(x, y) {
    await send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x, y }] });
    await send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  }

  const page = {
    /** The page's protocol session, for what the helpers here do not cover (a trace, say). */
    session: {
      send,
      on: (listener) => connection.on((message) => message.sessionId === sessionId && listener(message)),
    },
    evaluate,
    async goto(url, timeoutMs = 60_000) {
      const load = new Promise((resolve, reject) => {
        loaded = resolve;
        setTimeout(() => reject(new Error(`${url} did not load in ${timeoutMs} ms`)), timeoutMs).unref();
      });
      await send('Page.navigate', { url });
      await load;
    },
    /** Waits until an element matching `selector` (with `text`) is visible. */
    async waitForVisible(selector, { text = null, timeoutMs = 15_000 } = {}) {
      await waitFor(() => page.isVisible(selector, { text }), timeoutMs, `${selector}${text ? ` "${text}"` : ''} did not become visible`);
    },
    /** Waits until the focused element matches `selector` (where typed keys will go). */
    async waitForFocused(selector, { timeoutMs = 15_000 } = {}) {
      await waitFor(() => evaluate((s) => document.activeElement?.matches(s) ?? false, selector).catch(() => false), timeoutMs, `${selector} did not take the focus`);
    },
    async isVisible(selector, { text = null } = {}) {
      return evaluateWithHelpers((s, t) => findVisible(s, t) !== null, selector, text).catch(() => false);
    },
    /** A tap with a finger on the element's centre, once it is visible and still (scrolled to when needed). */
    async tap(selector, { text = null, timeoutMs = 15_000 } = {}) {
      const point = await waitFor(() => evaluateWithHelpers((s, t) => aimAt(s, t), selector, text).catch(() => null), timeoutMs, `${selector}${text ? ` "${text}"` : ''} was not there to tap`);
      await touch(point.x, point.y);
    },
    /** Scrolls the element into view, if it is not in view yet. */
    async scrollTo(selector, { text = null, timeoutMs = 15_000 } = {}) {
      await page.waitForVisible(selector, { text, timeoutMs });
      await evaluateWithHelpers((s, t) => findVisible(s, t)?.scrollIntoView({ block: 'center', behavior: 'instant' }), selector, text);
    },
    async focus(selector, { timeoutMs = 15_000 } = {}) {
      await page.waitForVisible(selector, { timeoutMs });
      await evaluateWithHelpers((s) => findVisible(s, null)?.focus(), selector);
    },
    /** Types text as key presses (a key down with its character, a key up), one after another. */
    async type(text) {
      for (const char of text) {
        await send('Input.dispatchKeyEvent', { type: 'keyDown', key: char, text: char, unmodifiedText: char });
        await send('Input.dispatchKeyEvent', { type: 'keyUp', key: char });
      }
    },
    async press(name) {
      const key = keys[name];
      if (!key) throw new Error(`no key description for ${name}`);
      await send('Input.dispatchKeyEvent', { type: 'rawKeyDown', ...key });
      await send('Input.dispatchKeyEvent', { type: 'keyUp', ...key });
    },
    wait: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
    async close() {
      off();
      await connection.send('Target.closeTarget', { targetId }).catch(() => undefined);
      await connection.send('Target.disposeBrowserContext', { browserContextId }).catch(() => undefined);
    },
  };
  return page;
}
