import { hydratedAttr, islandAttr } from '../../shared/boot';
import { islandPropsText } from '../page/props';
import { islandLoaders } from './loaders.generated';
import { islandRuntime } from './meta.generated';

/**
 * Islands run by plain DOM code (shared/boot.ts `IslandRuntime` `dom`): they render nothing of
 * their own and only wire the page's markup (the results region updating in place, filters
 * applying on change), so they start without React, i18next or the flags. A page whose islands
 * due without a tap are all of this kind (the results page) loads React only when a visitor
 * asks for more (the filters panel, the search widget).
 */
interface DomIsland {
  start: (el: Element, props: never) => () => void;
}

const stops = new WeakMap<Element, () => void>();

const isDomIsland = (module: unknown): module is DomIsland => typeof (module as Partial<DomIsland>).start === 'function';

/** Whether this island runs without React. */
export function runsOnDom(el: Element): boolean {
  return islandRuntime[el.getAttribute(islandAttr) ?? ''] === 'dom';
}

/** Starts a DOM island; marks it live (`data-hydrated`, as React islands are once committed). */
export async function startDomIsland(el: Element): Promise<void> {
  const name = el.getAttribute(islandAttr) as keyof typeof islandLoaders;
  const load = islandLoaders[name];
  if (!load) throw new Error(`Unknown island: ${name}`);
  const module: unknown = await load();
  if (!isDomIsland(module)) throw new Error(`Island ${name} has no start()`);
  // Removed from the page while its chunk loaded, or started already: nothing to do.
  if (!el.isConnected || stops.has(el)) return;
  let props: never;
  try {
    props = JSON.parse(islandPropsText(el)) as never;
  } catch {
    console.error(`Bad props for island ${name}`);
    return;
  }
  stops.set(el, module.start(el, props));
  el.setAttribute(hydratedAttr, 'true');
}

/** Stops a DOM island that left the page (its listeners go with it). */
export function stopDomIsland(el: Element): void {
  stops.get(el)?.();
  stops.delete(el);
}
