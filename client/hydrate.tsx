import { StrictMode, startTransition, useEffect, type ComponentType, type ReactNode } from 'react';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import type { i18n as I18n } from 'i18next';
import { I18nextProvider } from 'react-i18next';
import { FlagsProvider } from '../flags/react';
import { AccountLinksProvider } from './account/links';
import { createI18n } from '../markets/i18n';
import type { Resources } from '../markets/locales/en';
import { hydratedAttr, islandAttr, renderAttr, type BootData } from '../shared/boot';
import type { ClientFlags } from './flags';
import { islandLoaders } from './islands/loaders.generated';
import { islandNamespaces } from './islands/meta.generated';
import { nextTask } from './page/tasks';
import { islandPropsText } from './page/props';

/**
 * The React half of the client, loaded the first time an island is due (../entry.ts): one
 * i18next instance for the page, then one root per island: hydrated, or rendered where the
 * server left the island to the client.
 */
type IslandName = keyof typeof islandLoaders;

function isIslandName(name: string | null): name is IslandName {
  return name !== null && Object.hasOwn(islandLoaders, name);
}

let i18n: I18n | null = null;
/** Namespaces the page has, or is fetching: every island waits for the copy it needs. */
const namespaces = new Map<string, Promise<void>>();

/** The page's i18next, with the copy the server shipped for its islands. */
export function pageI18n(boot: BootData): I18n {
  if (!i18n) {
    i18n = createI18n(boot.language, boot.resources, { reportMissing: boot.environment !== 'production' });
    // A namespace shipped in part (only the entry's keys) is fetched whole by the island that needs it.
    const partial = new Set(boot.partialCopy ?? []);
    for (const ns of Object.keys(boot.resources)) if (!partial.has(ns)) namespaces.set(ns, Promise.resolve());
    const words = i18n;
    void nextTask().then(() => warmTranslation(words, boot.resources));
  }
  return i18n;
}

/**
 * One lookup with a count, in a task of its own while the island's chunk loads: i18next's first
 * lookup compiles its lookup, plural and interpolation code, which was a third of the first
 * island's render on a throttled phone, a render React cannot split (issue 33 item 4).
 */
function warmTranslation(words: I18n, resources: BootData['resources']): void {
  const path: string[] = [];
  let copy: unknown = resources;
  while (copy !== null && typeof copy === 'object') {
    const [key, value] = Object.entries(copy)[0] ?? [];
    if (key === undefined) return;
    path.push(key);
    copy = value;
  }
  if (path.length) words.t(path.join('.'), { count: 1 });
}

/**
 * Copy an island needs that the page did not ship: an island that waits for a tap
 * (`interaction`) or that a region swapped in brought. Fetched once per namespace from the
 * worker's /api/i18n, in parallel with the island's chunk. The worker knows only real
 * namespaces; the names the scan guessed wrong come back absent, which is fine.
 */
function ensureNamespaces(boot: BootData, name: IslandName): Promise<unknown> {
  const words = pageI18n(boot);
  const wanted = islandNamespaces[name] ?? [];
  const missing = wanted.filter((ns) => !namespaces.has(ns));
  if (missing.length) {
    const fetched = fetch(`/api/i18n?ns=${encodeURIComponent(missing.join(','))}`)
      .then(async (response) => {
        if (!response.ok) throw new Error(`copy: ${response.status}`);
        words.addResourceBundle(boot.language, 'translation', (await response.json()) as Partial<Resources>, true, false);
      })
      .catch((error: unknown) => {
        // Asked again by the next island that needs them.
        for (const ns of missing) namespaces.delete(ns);
        throw error;
      });
    for (const ns of missing) namespaces.set(ns, fetched);
  }
  return Promise.all(wanted.map((ns) => namespaces.get(ns) ?? Promise.resolve()));
}

/** Marks the island root once React has committed (tests wait for it), then says so. */
function Hydrated({ el, onCommit, children }: { el: Element; onCommit: () => void; children: ReactNode }) {
  useEffect(() => {
    el.setAttribute(hydratedAttr, 'true');
    onCommit();
  }, [el, onCommit]);
  return children;
}

const roots = new WeakMap<Element, Root>();

/** Hydrates one island; resolves once it has committed (or at once when there is nothing to do). */
export async function hydrateIsland(el: Element, boot: BootData, flagsReady: Promise<ClientFlags>): Promise<void> {
  const name = el.getAttribute(islandAttr);
  if (!isIslandName(name)) {
    console.error(`Unknown island: ${name}`);
    return;
  }
  let props: Record<string, unknown>;
  try {
    props = JSON.parse(islandPropsText(el)) as Record<string, unknown>;
  } catch {
    console.error(`Bad props for island ${name}`);
    return;
  }
  // Not in the task that evaluated React or this module: i18next's set-up comes next.
  await nextTask();
  // The island chunk, its copy and the flags (GrowthBook chunk) load in parallel.
  const [mod, flags] = await Promise.all([islandLoaders[name](), flagsReady, ensureNamespaces(boot, name)]);
  // Props come from the page's JSON: the server wrote them for this very component.
  const Component = mod.default as unknown as ComponentType<Record<string, unknown>>;
  // Removed from the page while its chunk loaded: nothing to hydrate.
  if (!el.isConnected || roots.has(el)) return;
  await new Promise<void>((committed) => {
    const tree = (
      <StrictMode>
        <FlagsProvider value={flags}>
          <I18nextProvider i18n={pageI18n(boot)}>
            <AccountLinksProvider value={boot.accountLinks}>
              <Hydrated el={el} onCommit={committed}>
                <Component {...props} />
              </Hydrated>
            </AccountLinksProvider>
          </I18nextProvider>
        </FlagsProvider>
      </StrictMode>
    );
    // An island the server left to the client: its placeholder is replaced, not hydrated.
    // In a transition, React renders in slices and gives the main thread back between them
    // (a tap during hydration is handled at once: React hydrates its target first).
    startTransition(() => {
      if (el.getAttribute(renderAttr) === 'client') {
        const root = createRoot(el);
        root.render(tree);
        roots.set(el, root);
      } else {
        roots.set(el, hydrateRoot(el, tree));
      }
    });
  });
}

/** Unmounts an island that left the page (its listeners and stores go with it). */
export function unmountIsland(el: Element): void {
  roots.get(el)?.unmount();
  roots.delete(el);
}
