import type { Resources } from '../../markets/locales/en';
import { entryKeys, entryNamespaces, islandNamespaces } from '../../client/islands/meta.generated';

/** The copy a page ships, and which of its namespaces it ships only in part. */
export interface PageCopy {
  resources: Partial<Resources>;
  /** Namespaces shipped with only the keys the client entry reads: an island that needs one fetches it whole. */
  partial: string[];
}

/**
 * The copy a page ships to the browser: the namespaces the client entry uses and those of the
 * islands this page rendered that hydrate without a tap, nothing else (no email or
 * server-only copy). A namespace only the entry reads, and only through literal keys (the
 * toaster's one error message of `errors`), ships with just those keys. An island waiting for
 * a tap, or arriving later with a region swapped in, fetches what it lacks from /api/i18n
 * (client/hydrate.tsx).
 */
export function islandCopy(bundle: Resources, islands: Iterable<string>): PageCopy {
  const whole = new Set<string>();
  for (const name of islands) for (const ns of islandNamespaces[name] ?? []) whole.add(ns);
  const resources: Record<string, unknown> = pickNamespaces(bundle, whole);
  const partial: string[] = [];
  for (const ns of entryNamespaces) {
    if (whole.has(ns) || !Object.hasOwn(bundle, ns)) continue;
    const namespace = bundle[ns as keyof Resources] as Record<string, unknown>;
    const keys = entryKeys[ns];
    if (keys) {
      resources[ns] = pickKeys(namespace, keys);
      partial.push(ns);
    } else resources[ns] = namespace;
  }
  return { resources: resources as Partial<Resources>, partial };
}

/** The namespaces of a bundle that are named (unknown names are ignored). */
export function pickNamespaces(bundle: Resources, names: Iterable<string>): Partial<Resources> {
  const picked: Record<string, unknown> = {};
  for (const name of names) {
    if (Object.hasOwn(bundle, name)) picked[name] = bundle[name as keyof Resources];
  }
  return picked as Partial<Resources>;
}

/**
 * The named keys of a namespace ('api.invalidQuery'), each with its plural and context forms
 * (`count_one`, `count_other`: i18next picks them from the bare key). Unknown keys are ignored.
 */
export function pickKeys(namespace: Record<string, unknown>, keys: readonly string[]): Record<string, unknown> {
  const picked: Record<string, unknown> = {};
  for (const key of keys) {
    const path = key.split('.');
    const last = path.pop()!;
    let from: unknown = namespace;
    let into = picked;
    for (const segment of path) {
      from = isObject(from) && Object.hasOwn(from, segment) ? from[segment] : undefined;
      if (!isObject(from)) break;
      const next = Object.hasOwn(into, segment) ? into[segment] : {};
      into = into[segment] = isObject(next) ? next : {};
    }
    if (!isObject(from)) continue;
    for (const [name, value] of Object.entries(from)) {
      if (name === last || name.startsWith(`${last}_`)) into[name] = value;
    }
  }
  return pruneEmpty(picked);
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Drops the branches a key path opened but found nothing under. */
function pruneEmpty(tree: Record<string, unknown>): Record<string, unknown> {
  for (const [name, value] of Object.entries(tree)) {
    if (isObject(value) && Object.keys(pruneEmpty(value)).length === 0) delete tree[name];
  }
  return tree;
}
