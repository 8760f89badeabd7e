import type { FeatureApiResponse } from '@growthbook/growthbook';
import type { FlagAttributes } from './attributes';
import type { Exposure } from './evaluator';
import type { StickyDocs } from './stickyBuckets';

/**
 * What the worker serialises into the page (BootData.flags) so the browser's GrowthBook
 * evaluates exactly what the server did: same payload, same attributes, same QA forcing.
 */
export interface FlagsBoot {
  /** Payload fingerprint (flags/payload.ts payloadVersion of the server payload). */
  version: string;
  /** Trimmed payload: known features, referenced saved groups only. */
  payload: FeatureApiResponse;
  attributes: FlagAttributes;
  /** QA forcing applied on the server (empty unless FLAGS_FORCE_ALLOWED=true). */
  forcedVariations: Record<string, number>;
  forceAllowed: boolean;
  /** Features whose experiment the server rendered with: the client reports their exposure. */
  used: string[];
  /**
   * Their exposures for this visitor, as the server evaluated them (flags/evaluator.ts
   * exposureOf): the page reports them without loading GrowthBook (issue 33 item 4).
   */
  exposures: Exposure[];
  /** Variation of every experiment for this visitor, as the server computed it. */
  assignments: Record<string, number>;
  /** A signed-in visitor's sticky bucket documents (flags/stickyBuckets.ts); absent for anonymous visitors. */
  sticky?: StickyDocs;
}
