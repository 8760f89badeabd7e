import type { Resources } from '../../markets/locales/en';
import { entryNamespaces, islandNamespaces } from '../../client/islands/meta.generated';

/**
 * The copy a page ships to the browser: the namespaces the client entry uses and those of the
 * islands this page rendered that hydrate without a tap, nothing else (no email or
 * server-only copy). An island waiting for a tap, or arriving later with a region swapped in,
 * fetches what it lacks from /api/i18n (client/hydrate.tsx).
 */
export function islandCopy(bundle: Resources, islands: Iterable<string>): Partial<Resources> {
  const wanted = new Set(entryNamespaces);
  for (const name of islands) for (const ns of islandNamespaces[name] ?? []) wanted.add(ns);
  return pickNamespaces(bundle, wanted);
}

/** The namespaces of a bundle that are named (unknown names are ignored). */
export function pickNamespaces(bundle: Resources, names: Iterable<string>): Partial<Resources> {
  const picked: Record<string, unknown> = {};
  for (const name of names) {
    if (Object.hasOwn(bundle, name)) picked[name] = bundle[name as keyof Resources];
  }
  return picked as Partial<Resources>;
}
