/**
 * The page's Intl data, loaded off the main thread (issue 33 item 4): the worker
 * (client/workers/intlWarm.ts, built apart by scripts/build-client.mjs, its URL defined into
 * this bundle) builds a formatter of each locale and closes; the browser keeps the data it
 * loaded for the whole process, so the page's first formatter, in an island's first render or a
 * price, no longer waits for it.
 *
 * Where no worker can start (no URL in this build, no Worker, a blocked or failed script),
 * `fallback` runs instead: the main thread loads the data itself, as it did before.
 */
declare const __INTL_WARM_URL__: string | undefined;

export const intlWarmUrl: string | null = typeof __INTL_WARM_URL__ === 'string' ? __INTL_WARM_URL__ : null;

export function warmIntl(locales: readonly string[], fallback: () => void, url: string | null = intlWarmUrl): void {
  if (!url || typeof Worker !== 'function') {
    fallback();
    return;
  }
  let worker: Worker;
  try {
    worker = new Worker(url, { name: 'intl-warm' });
  } catch {
    fallback();
    return;
  }
  worker.addEventListener('message', () => worker.terminate(), { once: true });
  worker.addEventListener(
    'error',
    (event) => {
      // Not reported as the page's own error: the page works without it.
      event.preventDefault();
      worker.terminate();
      fallback();
    },
    { once: true },
  );
  worker.postMessage([...new Set(locales.filter(Boolean))]);
}
