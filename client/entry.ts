import { bootElementId, type BootData } from '../shared/boot';
import { freshnessAttr } from '../shared/freshness';
import { numberFormat } from '../markets/intlFormats';
import { initAnalytics } from './analytics/init';
import { watchRouteChanges } from './analytics/routeChange';
import type { Exposure } from '../flags/evaluator';
import { loadClientFlagsSafely, reportBootExposures, type ClientFlags } from './flags';
import { islandsAddedEvent, islandsIn, islandsRemovedEvent, hydrateRequestEvent, type HydrateRequest } from './page/lifecycle';
import { IslandScheduler } from './islands/schedule';
import { runsOnDom, startDomIsland, stopDomIsland } from './islands/domIslands';
import { watchBannerBars } from './ui/bannerBar';
import { watchHeaderScroll } from './ui/headerScroll';
import { initUi } from './ui/init';
import { afterNextFrame, nextTask, whenIdle } from './page/tasks';
import { warmIntl } from './page/intlWarm';
import { toast } from './page/toast';
import { startQueryModals } from './ui/queryModals';
import { watchShowMore } from './ui/showMore';
import { registerServiceWorker } from './serviceWorker';
import { wordsOf } from './words';

/**
 * The page's entry: plain DOM work only (toasts, consent, analytics, query modals, header
 * states, banners, the departures' live availability). React, i18next and the islands load in ./hydrate, the first time an
 * island is due (client/islands/schedule.ts): a page whose islands wait for a visit, a tap or
 * the viewport ships none of them up front.
 */
function readBoot(): BootData | null {
  const el = document.getElementById(bootElementId);
  if (!el?.textContent) return null;
  try {
    return JSON.parse(el.textContent) as BootData;
  } catch {
    return null;
  }
}

const boot = readBoot();
if (boot) {
  // The first Intl formatter a page builds loads the browser's number, plural and date data
  // (20–90 ms at 4× CPU, whatever the locale), which islands need for prices and counts. A
  // worker loads it off the main thread (./page/intlWarm.ts). Without one, the main thread does,
  // after the first frame: not part of the first tap's hydration, and not at idle, when a
  // phone's first tap comes (issue 33 item 4).
  warmIntl([boot.language, document.documentElement.lang], () => void afterNextFrame().then(() => numberFormat(boot.language).format(0)));
  const words = wordsOf(boot.resources);
  // React's runtime, then (in a task of its own) i18next and the islands' hydration. A chunk
  // that failed to load is asked for again next time.
  let hydrating: Promise<typeof import('./hydrate')> | null = null;
  const hydrator = () =>
    (hydrating ??= import('./reactRuntime')
      .then(nextTask)
      .then(() => import('./hydrate'))
      .catch((error: unknown) => {
        hydrating = null;
        throw error;
      }));
  const i18n = () => hydrator().then((module) => module.pageI18n(boot));
  // Toasts, progress bar, chunk-load reload guard, on-demand chat loaders.
  const ui = initUi(words, i18n);
  const failed = (error: unknown) => {
    if (!ui.chunkError(error)) console.error(error);
  };
  const analytics = initAnalytics(boot, words);
  // The experiments the server rendered with: their exposures, as the server evaluated them,
  // go out now. GrowthBook itself is its own chunk (11 KB gzip), loaded only when an island
  // wakes or the route changes: a visitor who touches nothing ships none of it (issue 33 item
  // 5: home ≤ 30 KB gzip), and its evaluation's long task never lands on a first tap (item 4).
  const exposed = (exposure: Exposure) => analytics.exposure(exposure);
  reportBootExposures(boot.flags, exposed);
  let flagsReady: Promise<ClientFlags> | null = null;
  const flags = () => (flagsReady ??= loadClientFlagsSafely(boot.flags, exposed, failed));
  window.__caravanFlagsLoad = () => flags().then(() => undefined);
  watchRouteChanges((href) => {
    void flags().then((current) => current.pageView(href));
    analytics.routeChanged();
  });
  startQueryModals();
  watchHeaderScroll();
  watchBannerBars();
  watchShowMore();
  // The departures' live status, seats and price (a trip or tour page): plain DOM, once idle.
  if (document.querySelector(`[${freshnessAttr}]`)) whenIdle(() => void import('./ui/freshness').then((module) => module.startFreshness(), failed));

  // React islands hydrate through ./hydrate; the plain DOM ones (./islands/domIslands.ts) need none of it.
  const scheduler = new IslandScheduler((el) => (runsOnDom(el) ? startDomIsland(el) : hydrator().then((module) => module.hydrateIsland(el, boot, flags()))));
  scheduler.add(document);
  scheduler.watchWakers();
  // Regions swapped in place (client/page/lifecycle.ts) bring islands and take others away.
  document.addEventListener(islandsAddedEvent, (event) => scheduler.add((event as CustomEvent<Element>).detail));
  document.addEventListener(islandsRemovedEvent, (event) => {
    for (const removed of (event as CustomEvent<Element[]>).detail) {
      for (const el of islandsIn(removed)) {
        scheduler.forget(el);
        if (runsOnDom(el)) stopDomIsland(el);
        else void hydrator().then((module) => module.unmountIsland(el));
      }
    }
  });
  // One island asks for another before talking to it (the mobile menu opens the language modal).
  document.addEventListener(hydrateRequestEvent, (event) => {
    event.preventDefault();
    const { name, done } = (event as CustomEvent<HydrateRequest>).detail;
    scheduler.hydrateNamed(name).then(done, (error: unknown) => {
      failed(error);
      done();
    });
  });
  // An island that could not wake (its chunk or copy failed): say so; the next tap tries again.
  scheduler.onError = (error) => {
    if (ui.chunkError(error)) return;
    console.warn(error);
    toast(words.t('forms.failed'));
  };
  registerServiceWorker();
  // The plain DOM wiring is in place (query modals, consent, header): tests wait for it.
  document.documentElement.dataset.client = 'ready';
}
