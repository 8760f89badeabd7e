/* Caravan service worker: cached static assets and an offline fallback page. */
// v2: v1 cached /offline.html, which the assets server answers with 307 → /offline; Chromium
// refuses a redirected response for a navigation (net::ERR_FAILED). Activation drops v1.
const version = 'caravan-v2';
// The URL the assets server answers directly (html_handling "auto-trailing-slash").
const offlineUrl = '/offline';
const precache = [offlineUrl, '/favicon.svg'];

/**
 * A response safe to store for navigations: a copy without the redirected flag if a redirect
 * was followed anyway (a config change could bring one back).
 */
async function storable(response) {
  if (!response.redirected) return response;
  return new Response(await response.blob(), { status: response.status, statusText: response.statusText, headers: response.headers });
}

async function precacheAll() {
  const cache = await caches.open(version);
  await Promise.all(
    precache.map(async (url) => {
      const response = await fetch(url, { cache: 'no-cache' });
      if (!response.ok) throw new Error(`precache ${url}: ${response.status}`);
      await cache.put(url, await storable(response));
    }),
  );
}

self.addEventListener('install', (event) => {
  event.waitUntil(precacheAll().then(() => self.skipWaiting()));
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches.keys()
      .then((keys) => Promise.all(keys.filter((key) => key !== version).map((key) => caches.delete(key))))
      .then(() => self.clients.claim()),
  );
});

function isStaticAsset(url) {
  return url.origin === self.location.origin && /^\/(build|icons|img)\//.test(url.pathname);
}

self.addEventListener('fetch', (event) => {
  const request = event.request;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (isStaticAsset(url)) {
    // Content-hashed bundles and generated images never change under the same URL.
    // A cache that fails (storage refused, a version being cleared on activate) falls back to
    // the network, as without a worker: a failed respondWith is a failed script or image.
    event.respondWith(
      caches.open(version).then(async (cache) => {
        const hit = await cache.match(request);
        if (hit) return hit;
        const response = await fetch(request);
        if (response.ok) cache.put(request, response.clone()).catch(() => undefined);
        return response;
      }).catch(() => fetch(request)),
    );
    return;
  }
  if (request.mode === 'navigate') {
    event.respondWith(fetch(request).catch(async () => (await caches.match(offlineUrl)) ?? Response.error()));
  }
});
