/**
 * Registers /sw.js with scope / (SPEC §7). Missing support throws an error that is swallowed
 * (SPEC §8), as is any registration failure: the site works without it.
 */
export function registerServiceWorker(nav: Navigator = navigator): void {
  try {
    if (!('serviceWorker' in nav)) throw new Error('Service workers are not supported');
    nav.serviceWorker.register('/sw.js', { scope: '/' }).catch(() => undefined);
  } catch {
    // Swallowed on purpose.
  }
}
