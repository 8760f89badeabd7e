import { fallbackAccessors, type FlagAccessors } from '../flags/accessors';
import { sanitizeUrl, type FlagAttributes } from '../flags/attributes';
import type { FlagsBoot } from '../flags/boot';
import type { Exposure, FlagEvaluator } from '../flags/evaluator';
import { experimentKeysOf } from '../flags/payload';

/**
 * The browser's flags: a GrowthBook instance built from the payload, attributes and QA
 * forcing the server serialised into the page, so islands hydrate with the server's
 * variations (no flicker). One evaluator per page view: a client-side route change updates
 * the URL attribute and starts counting exposures afresh.
 */
export interface ClientFlags extends FlagAccessors {
  readonly version: string | null;
  /** A client-side route change to `url`: new page view for exposure counting. */
  pageView(url: string): void;
  /** Variation of every experiment for this visitor, computed here (not copied from the server). */
  assignments(): Record<string, number>;
  attributes(): FlagAttributes | null;
}

declare global {
  interface Window {
    /** Read-only view for QA and the e2e tests, once the flags chunk has loaded. */
    __caravanFlags?: { version: string | null; assignments(): Record<string, number>; attributes(): FlagAttributes | null };
    /** Loads the flags chunk now (QA, tests): a page loads it only when something needs it (client/entry.ts). */
    __caravanFlagsLoad?: () => Promise<void>;
  }
}

function fallbackFlags(): ClientFlags {
  const accessors = fallbackAccessors();
  return { ...accessors, version: null, pageView() {}, assignments: () => ({}), attributes: () => null };
}

/**
 * Reports the exposure of every experiment the server rendered the page with, as the server
 * evaluated it for this visitor (boot.exposures): no GrowthBook needed for that, so a page
 * that renders an experiment does not load it before an island wakes (issue 33 item 4).
 */
export function reportBootExposures(boot: FlagsBoot | null, onExposure: (exposure: Exposure) => void): void {
  for (const exposure of boot?.exposures ?? []) onExposure(exposure);
}

/**
 * Loads GrowthBook (its own lazy chunk, fetched in parallel with the island chunks) and
 * builds the page's flags. The experiments whose exposure the boot data reported
 * (reportBootExposures) are not reported again in this page view; a route change starts
 * counting afresh. Without boot flags (flags disabled) or if the chunk fails, every flag has
 * its code fallback.
 */
export async function loadClientFlags(boot: FlagsBoot | null, onExposure: (exposure: Exposure) => void): Promise<ClientFlags> {
  if (!boot) return fallbackFlags();
  const { FlagEvaluator: Evaluator } = await import('../flags/evaluator');
  const experimentKeys = experimentKeysOf(boot.payload);
  const forcedVariations = boot.forceAllowed ? boot.forcedVariations : {};
  const create = (attributes: FlagAttributes, reported: ReadonlySet<string>): FlagEvaluator =>
    // A signed-in visitor's sticky documents as the server left them: read here, stored there.
    new Evaluator({
      payload: boot.payload,
      attributes,
      forcedVariations,
      onExposure: (exposure) => {
        if (!reported.has(exposure.experimentKey)) onExposure(exposure);
      },
      ...(boot.sticky ? { stickyDocs: boot.sticky } : {}),
    });

  let current = create(boot.attributes, new Set(boot.exposures.map((exposure) => exposure.experimentKey)));

  const flags: ClientFlags = {
    version: boot.version,
    wishlist: () => current.wishlist(),
    talkToUs: (countryCode) => current.talkToUs(countryCode),
    meiliSort: () => current.meiliSort(),
    searchTabTravels: () => current.searchTabTravels(),
    geolocationMap: () => current.geolocationMap(),
    aiSearch: () => current.aiSearch(),
    bookingAllIn: () => current.bookingAllIn(),
    pageView(url) {
      const next = sanitizeUrl(url, experimentKeys, boot.forceAllowed);
      const previous = current;
      current = create({ ...previous.attributes, url: next || previous.attributes.url }, new Set());
      previous.destroy();
    },
    assignments: () => current.allAssignments(),
    attributes: () => current.attributes,
  };
  window.__caravanFlags = { version: flags.version, assignments: flags.assignments, attributes: flags.attributes };
  return flags;
}

/** Never lets a failed flags chunk stop hydration: islands then get the code fallbacks. */
export function loadClientFlagsSafely(
  boot: FlagsBoot | null,
  onExposure: (exposure: Exposure) => void,
  onError: (error: unknown) => void,
): Promise<ClientFlags> {
  return loadClientFlags(boot, onExposure).catch((error: unknown) => {
    onError(error);
    return fallbackFlags();
  });
}
