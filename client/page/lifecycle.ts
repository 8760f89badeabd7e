/**
 * Islands that arrive in the page after load, or leave it (a region swapped in place, see
 * client/ui/resultsRegion.ts): client/entry.ts hydrates the new ones and unmounts the old,
 * so their listeners and stores do not outlive their markup.
 */
import { islandAttr } from '../../shared/boot';

export const islandsAddedEvent = 'caravan:islands-added';
export const islandsRemovedEvent = 'caravan:islands-removed';

/** Hydrates every island in `root` (itself included) that is not hydrated yet. */
export function islandsAdded(root: Element): void {
  document.dispatchEvent(new CustomEvent<Element>(islandsAddedEvent, { detail: root }));
}

/** Unmounts every island in these detached subtrees (themselves included). */
export function islandsRemoved(roots: Element[]): void {
  if (roots.length) document.dispatchEvent(new CustomEvent<Element[]>(islandsRemovedEvent, { detail: roots }));
}

/** The islands of a subtree, its root included. */
export function islandsIn(root: Node): Element[] {
  if (!(root instanceof Element)) return [];
  return root.hasAttribute(islandAttr) ? [root] : Array.from(root.querySelectorAll(`[${islandAttr}]`));
}

export const hydrateRequestEvent = 'caravan:hydrate-request';

export interface HydrateRequest {
  name: string;
  done: () => void;
}

/**
 * Hydrates every island of that name that is still waiting for its moment (see
 * ./schedule.ts), for an island about to talk to another through a window event.
 * Resolves once they have committed (at once where no entry listens: tests, no boot data).
 */
export function requestIslands(name: string): Promise<void> {
  return new Promise((resolve) => {
    const event = new CustomEvent<HydrateRequest>(hydrateRequestEvent, { detail: { name, done: resolve }, cancelable: true });
    // Nobody called preventDefault: no entry is listening.
    if (document.dispatchEvent(event)) resolve();
  });
}
