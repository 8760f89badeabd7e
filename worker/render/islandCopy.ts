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
  const entry = entryCopyOf(bundle);
  const resources: Record<string, unknown> = pickNamespaces(bundle, whole);
  const partial: string[] = [];
  for (const [ns, copy] of Object.entries(entry)) {
    if (whole.has(ns)) continue;
    resources[ns] = copy;
    if (Object.hasOwn(entryKeys, ns)) partial.push(ns);
  }
  return { resources: resources as Partial<Resources>, partial };
}

const entryCopies = new WeakMap<Resources, Record<string, unknown>>();

/** The entry's namespaces of a bundle, those it reads through literal keys cut to them: picked once per bundle, not per render. */
function entryCopyOf(bundle: Resources): Record<string, unknown> {
  let copy = entryCopies.get(bundle);
  if (!copy) {
    copy = {};
    for (const ns of entryNamespaces) {
      if (!Object.hasOwn(bundle, ns)) continue;
      const namespace = bundle[ns as keyof Resources] as Record<string, unknown>;
      const keys = entryKeys[ns];
      copy[ns] = keys ? pickKeys(namespace, keys) : namespace;
    }
    entryCopies.set(bundle, copy);
  }
  return copy;
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
    for (const segment of path) from = isObject(from) && Object.hasOwn(from, segment) ? from[segment] : undefined;
    if (!isObject(from)) continue;
    for (const [name, value] of Object.entries(from)) {
      if (name === last || name.startsWith(`${last}_`)) branchOf(picked, path)[name] = value;
    }
  }
  return picked;
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The object at `path` in `tree`, opened on the way (only once a key is found under it). */
function branchOf(tree: Record<string, unknown>, path: readonly string[]): Record<string, unknown> {
  let branch = tree;
  for (const segment of path) {
    const next = branch[segment];
    branch = isObject(next) ? next : (branch[segment] = {});
  }
  return branch;
}
