import type { FeatureApiResponse, FeatureDefinition as GbFeature, VariationMeta } from '@growthbook/growthbook';
import { featureDefinitions, isFeatureKey } from './definitions';

/** Pure helpers over a GrowthBook payload (no I/O): version, experiment keys, trimming. */

/** FNV-1a, 32 bit: a short stable fingerprint, not a security hash. */
function fnv1a(text: string): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash >>> 0).toString(16).padStart(8, '0');
}

/** JSON with object keys sorted, so equal content gives equal text whatever the key order. */
function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value)
      .filter(([, inner]) => inner !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([key, inner]) => `${JSON.stringify(key)}:${canonicalJson(inner)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

/**
 * Version of a payload for logs and the ops endpoint: a fingerprint of its content (key
 * order ignored), so two payloads with the same `dateUpdated` but different rules differ.
 */
export function payloadVersion(payload: FeatureApiResponse): string {
  return fnv1a(canonicalJson(payload));
}

/** Keys of every experiment a feature rule may run (GrowthBook uses rule.key, else the feature key). */
export function experimentKeysOf(payload: FeatureApiResponse): string[] {
  const keys = new Set<string>();
  for (const [featureKey, feature] of Object.entries(payload.features ?? {})) {
    for (const rule of feature.rules ?? []) {
      if (Array.isArray(rule.variations)) keys.add(rule.key || featureKey);
    }
  }
  for (const experiment of payload.experiments ?? []) keys.add(experiment.key);
  return [...keys];
}

interface Keyed {
  variations?: unknown[];
  meta?: VariationMeta[];
}

function keyed<T extends Keyed>(experiment: T): T {
  const { variations, meta } = experiment;
  if (!Array.isArray(variations) || variations.every((_, i) => meta?.[i]?.key)) return experiment;
  return { ...experiment, meta: variations.map((_, i) => ({ ...(meta?.[i] ?? {}), key: meta?.[i]?.key || String(i) })) };
}

/**
 * Every experiment's variations with a key (`meta[i].key`). GrowthBook's sticky bucketing finds a
 * stored assignment by that key (flags/stickyBuckets.ts), and GrowthBook's own payloads always
 * carry it; one written by hand may not, and GrowthBook then reports the variation's index as its
 * key, so that is the key given here: nothing any visitor sees changes.
 */
export function withVariationKeys(payload: FeatureApiResponse): FeatureApiResponse {
  const features: Record<string, GbFeature> = {};
  for (const [key, feature] of Object.entries(payload.features ?? {})) {
    features[key] = feature.rules ? { ...feature, rules: feature.rules.map((rule) => keyed(rule)) } : feature;
  }
  const result: FeatureApiResponse = { ...payload, features };
  if (payload.experiments) result.experiments = payload.experiments.map((experiment) => keyed(experiment));
  return result;
}

/**
 * Drops the known features whose payload could produce a value of the wrong shape (default,
 * forced or variation value), so accessors fall back to the code's value for the whole
 * feature instead of mixing shapes per visitor. Returns the kept payload and the dropped keys.
 */
export function dropInvalidFeatures(payload: FeatureApiResponse): { payload: FeatureApiResponse; dropped: string[] } {
  const features: Record<string, GbFeature> = {};
  const dropped: string[] = [];
  for (const [key, feature] of Object.entries(payload.features ?? {})) {
    if (isFeatureKey(key)) {
      const { isValid } = featureDefinitions[key];
      const values: unknown[] = [];
      if ('defaultValue' in feature) values.push(feature.defaultValue);
      for (const rule of feature.rules ?? []) {
        if ('force' in rule) values.push(rule.force);
        if (Array.isArray(rule.variations)) values.push(...rule.variations);
      }
      if (!values.every((value) => isValid(value))) {
        dropped.push(key);
        continue;
      }
    }
    features[key] = feature;
  }
  return { payload: { ...payload, features }, dropped };
}

function collectGroupRefs(value: unknown, into: Set<string>): void {
  if (Array.isArray(value)) {
    for (const item of value) collectGroupRefs(item, into);
    return;
  }
  if (!value || typeof value !== 'object') return;
  for (const [key, inner] of Object.entries(value)) {
    if ((key === '$inGroup' || key === '$notInGroup') && typeof inner === 'string') into.add(inner);
    else if (key === '$savedGroup' && inner && typeof inner === 'object' && typeof (inner as { id?: unknown }).id === 'string') {
      into.add((inner as { id: string }).id);
    } else collectGroupRefs(inner, into);
  }
}

/**
 * What the browser gets: the known features (and the features their prerequisites name),
 * only the saved groups those rules reference (groups may list ids of other people), and no
 * visual/redirect auto-experiments (the site does not run them and they would fight hydration).
 */
export function clientPayload(payload: FeatureApiResponse): FeatureApiResponse {
  const all = payload.features ?? {};
  const kept: Record<string, GbFeature> = {};
  const queue: string[] = Object.keys(all).filter(isFeatureKey);
  while (queue.length > 0) {
    const key = queue.pop()!;
    const feature = all[key];
    if (!feature || kept[key]) continue;
    kept[key] = feature;
    for (const rule of feature.rules ?? []) {
      for (const parent of rule.parentConditions ?? []) {
        if (typeof parent.id === 'string' && !kept[parent.id]) queue.push(parent.id);
      }
    }
  }
  const result: FeatureApiResponse = { features: kept };
  if (payload.dateUpdated) result.dateUpdated = payload.dateUpdated;
  if (payload.savedGroups) {
    const refs = new Set<string>();
    collectGroupRefs(kept, refs);
    // Condition groups may reference further groups.
    const savedGroups: NonNullable<FeatureApiResponse['savedGroups']> = {};
    const pending = [...refs];
    while (pending.length > 0) {
      const id = pending.pop()!;
      const group = payload.savedGroups[id];
      if (group === undefined || savedGroups[id] !== undefined) continue;
      savedGroups[id] = group;
      const more = new Set<string>();
      collectGroupRefs(group, more);
      pending.push(...more);
    }
    if (Object.keys(savedGroups).length > 0) result.savedGroups = savedGroups;
  }
  return result;
}
