import { StrictMode, useEffect, type ComponentType } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import { FlagsProvider } from '../flags/react';
import { createI18n } from '../markets/i18n';
import { bootElementId, hydratedAttr, islandAttr, islandPropsAttr, type BootData } from '../shared/boot';
import { islandLoaders } from './islands/loaders.generated';
import { islandsAddedEvent, islandsIn, islandsRemovedEvent } from './islands/lifecycle';
import { initAnalytics } from './analytics/init';
import { watchRouteChanges } from './analytics/routeChange';
import { loadClientFlagsSafely, type ClientFlags } from './flags';
import { initUi } from './ui/init';
import { registerServiceWorker } from './serviceWorker';

function readBoot(): BootData | null {
  const el = document.getElementById(bootElementId);
  if (!el?.textContent) return null;
  try {
    return JSON.parse(el.textContent) as BootData;
  } catch {
    return null;
  }
}

type IslandName = keyof typeof islandLoaders;

function isIslandName(name: string | null): name is IslandName {
  return name !== null && Object.hasOwn(islandLoaders, name);
}

/** Marks the island root once React has committed, so tests can wait for it. */
function Hydrated({ el, children }: { el: Element; children: React.ReactNode }) {
  useEffect(() => {
    el.setAttribute(hydratedAttr, 'true');
  }, [el]);
  return children;
}

/** Island roots by element: started ones are not hydrated twice, removed ones are unmounted. */
const roots = new WeakMap<Element, Root | null>();

async function hydrateIsland(el: Element, boot: BootData, i18n: ReturnType<typeof createI18n>, flagsReady: Promise<ClientFlags>) {
  if (roots.has(el)) return;
  roots.set(el, null);
  const name = el.getAttribute(islandAttr);
  if (!isIslandName(name)) {
    console.error(`Unknown island: ${name}`);
    return;
  }
  let props: Record<string, unknown> = {};
  try {
    props = JSON.parse(el.getAttribute(islandPropsAttr) ?? '{}') as Record<string, unknown>;
  } catch {
    console.error(`Bad props for island ${name}`);
    return;
  }
  // The island chunk and the flags (GrowthBook chunk) load in parallel.
  const [mod, flags] = await Promise.all([islandLoaders[name](), flagsReady]);
  // Props come from the page's JSON: the server wrote them for this very component.
  const Component = mod.default as ComponentType<Record<string, unknown>>;
  // Removed from the page while its chunk loaded: nothing to hydrate.
  if (!el.isConnected) return;
  const root = hydrateRoot(
    el,
    <StrictMode>
      <FlagsProvider value={flags}>
        <I18nextProvider i18n={i18n}>
          <Hydrated el={el}>
            <Component {...props} />
          </Hydrated>
        </I18nextProvider>
      </FlagsProvider>
    </StrictMode>,
  );
  roots.set(el, root);
}

const boot = readBoot();
if (boot) {
  const i18n = createI18n(boot.language, boot.resources);
  // Toasts, progress bar, chunk-load reload guard, on-demand chat loaders.
  const ui = initUi(i18n);
  const failed = (error: unknown) => {
    if (!ui.chunkError(error)) console.error(error);
  };
  const analytics = initAnalytics(boot, i18n);
  const flagsReady = loadClientFlagsSafely(boot.flags, (exposure) => analytics.exposure(exposure), failed);
  void flagsReady.then((flags) =>
    watchRouteChanges((href) => {
      flags.pageView(href);
      analytics.routeChanged();
    }),
  );
  for (const el of Array.from(document.querySelectorAll(`[${islandAttr}]`))) {
    hydrateIsland(el, boot, i18n, flagsReady).catch(failed);
  }
  // Regions swapped in place (client/islands/lifecycle.ts) bring islands and take others away.
  document.addEventListener(islandsAddedEvent, (event) => {
    const root = (event as CustomEvent<Element>).detail;
    for (const el of islandsIn(root)) hydrateIsland(el, boot, i18n, flagsReady).catch(failed);
  });
  document.addEventListener(islandsRemovedEvent, (event) => {
    for (const removed of (event as CustomEvent<Element[]>).detail) {
      for (const el of islandsIn(removed)) {
        roots.get(el)?.unmount();
        roots.delete(el);
      }
    }
  });
  registerServiceWorker();
}
