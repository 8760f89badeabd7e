import type { AutoExperiment, FeatureApiResponse, StickyAssignmentsDocument } from '@growthbook/growthbook';
import type { FlagAttributes } from './attributes';

/**
 * GrowthBook sticky bucketing for signed-in visitors (issue 32 item 4: device id, then user id).
 *
 * An anonymous visitor is hashed on the device id (`id` = device id), as before. A signed-in
 * visitor is evaluated as `id` = their user id, with GrowthBook's sticky bucket document for
 * that id (`id||<user id>`, kept in D1 by the worker). Any experiment that document does not
 * hold yet takes the variation the visitor had on the device they are on, and is then kept for
 * the user. So signing in changes no variation, and the same account sees the same variations
 * on another device and in every market (each market is its own domain with its own device id,
 * but the account is one).
 */
export type StickyDocs = Record<string, StickyAssignmentsDocument>;

/** GrowthBook's key of a sticky bucket document (`attribute||value`). */
export const stickyKey = (attributeName: string, attributeValue: string): string => `${attributeName}||${attributeValue}`;

/** The attribute a signed-in visitor is hashed and kept on: GrowthBook's default hash attribute. */
export const stickyAttribute = 'id';

const maxAssignments = 200;
const maxKeyLength = 140;

/** A stored document as read back (D1 JSON): only string → string assignments, bounded. */
export function parseStickyAssignments(raw: unknown): Record<string, string> {
  const out: Record<string, string> = {};
  if (!raw || typeof raw !== 'object' || Array.isArray(raw)) return out;
  for (const [key, value] of Object.entries(raw as Record<string, unknown>).slice(0, maxAssignments)) {
    if (typeof value === 'string' && key.length <= maxKeyLength && value.length <= maxKeyLength) out[key] = value;
  }
  return out;
}

/**
 * The sticky assignments this device has as an anonymous visitor: GrowthBook evaluates every
 * feature and the edge experiments with the device's own attributes, and its sticky bucketing
 * writes down each experiment it put the device in (keys `<experiment>__<bucket version>`,
 * values the variation's meta key), exactly as it would read them back.
 */
export function deviceAssignments(
  payload: FeatureApiResponse,
  attributes: FlagAttributes,
  evaluate: (options: { attributes: FlagAttributes; stickyDocs: StickyDocs; onStickySave: (doc: StickyAssignmentsDocument) => void }) => {
    peek(key: string): unknown;
    runAuto(experiment: AutoExperiment): unknown;
  },
): Record<string, string> {
  const assignments: Record<string, string> = {};
  const device = evaluate({
    attributes: { ...attributes, id: attributes.deviceId },
    stickyDocs: {},
    onStickySave: (doc) => Object.assign(assignments, doc.assignments),
  });
  for (const key of Object.keys(payload.features ?? {})) device.peek(key);
  for (const experiment of (payload.experiments ?? []) as AutoExperiment[]) device.runAuto(experiment);
  return assignments;
}

/** The user's document: what is stored wins; what it lacks comes from the device. */
export function userStickyDoc(userId: string, stored: Record<string, string>, fromDevice: Record<string, string>): StickyAssignmentsDocument {
  return { attributeName: stickyAttribute, attributeValue: userId, assignments: { ...fromDevice, ...stored } };
}

/** GrowthBook's sticky key of every experiment the payload can assign (`<key>__<bucket version>`). */
export function stickyKeysOf(payload: FeatureApiResponse): string[] {
  const keys: string[] = [];
  for (const [featureKey, feature] of Object.entries(payload.features ?? {})) {
    for (const rule of feature.rules ?? []) {
      if (Array.isArray(rule.variations)) keys.push(`${rule.key || featureKey}__${rule.bucketVersion ?? 0}`);
    }
  }
  for (const experiment of payload.experiments ?? []) keys.push(`${experiment.key}__${experiment.bucketVersion ?? 0}`);
  return keys;
}

/**
 * A signed-in visitor's document for this request: the stored one, completed from the device
 * they are on. The device is evaluated only when the stored document lacks an experiment the
 * payload (`experiments`: the edge's redirect and visual ones) can assign.
 */
export function signedInStickyDoc(
  payload: FeatureApiResponse,
  attributes: FlagAttributes,
  userId: string,
  stored: Record<string, string>,
  evaluate: Parameters<typeof deviceAssignments>[2],
): StickyAssignmentsDocument {
  const complete = stickyKeysOf(payload).every((key) => key in stored);
  return userStickyDoc(userId, stored, complete ? {} : deviceAssignments(payload, attributes, evaluate));
}

/** Whether the document holds anything the stored one did not (then it is written back). */
export function stickyChanged(stored: Record<string, string>, doc: StickyAssignmentsDocument): boolean {
  const next = doc.assignments;
  return Object.keys(next).length !== Object.keys(stored).length || Object.entries(next).some(([key, value]) => stored[key] !== value);
}
