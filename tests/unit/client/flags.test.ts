import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadClientFlags, reportBootExposures } from '../../../client/flags';
import type { FlagAttributes } from '../../../flags/attributes';
import type { FlagsBoot } from '../../../flags/boot';
import { defaultPayload } from '../../../flags/defaultPayload';
import { exposureOf, FlagEvaluator, type Exposure } from '../../../flags/evaluator';
import { clientPayload } from '../../../flags/payload';

const payload = clientPayload(defaultPayload);
const url = 'http://it.localhost/viaggi/a-trip';
const attributesOf = (id: string): FlagAttributes => ({ id, deviceId: id, country: null, language: 'it', market: 'it', loggedIn: false, url });
const device = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

/** A visitor in both experiments of the default payload, and the boot data a trip page that rendered booking-all-in gives them. */
function bootFor(): FlagsBoot {
  for (let n = 0; n < 200; n++) {
    const attributes = attributesOf(device(n));
    const server = new FlagEvaluator({ payload, attributes });
    const assignments = server.allAssignments();
    if (assignments['booking-all-in'] === undefined || assignments['search-tab-travels'] === undefined) continue;
    const exposure = exposureOf('booking-all-in', server.peek('booking-all-in'));
    return { version: 'v', payload, attributes, forcedVariations: {}, forceAllowed: false, used: ['booking-all-in'], exposures: exposure ? [exposure] : [], assignments };
  }
  throw new Error('no device in both experiments');
}

describe('the browser reports the exposures the server evaluated, once per page view', () => {
  beforeEach(() => vi.stubGlobal('window', {}));
  afterEach(() => vi.unstubAllGlobals());

  it('from the boot data without GrowthBook; an island reading the same feature later reports nothing more', async () => {
    const boot = bootFor();
    expect(boot.exposures).toEqual([expect.objectContaining({ experimentKey: 'booking-all-in', variationId: boot.assignments['booking-all-in'] })]);
    const reported: Exposure[] = [];
    reportBootExposures(boot, (exposure) => reported.push(exposure));
    expect(reported.map((e) => e.experimentKey)).toEqual(['booking-all-in']);

    const flags = await loadClientFlags(boot, (exposure) => reported.push(exposure));
    flags.bookingAllIn();
    expect(reported.map((e) => e.experimentKey), 'not twice in one page view').toEqual(['booking-all-in']);
    // An experiment the server did not render with is reported when an island reads it.
    flags.searchTabTravels();
    expect(reported.map((e) => e.experimentKey)).toEqual(['booking-all-in', 'search-tab-travels']);
    // A route change is a new page view: reading the feature again reports it again, same variation.
    flags.pageView('http://it.localhost/viaggi');
    flags.bookingAllIn();
    expect(reported.map((e) => e.experimentKey)).toEqual(['booking-all-in', 'search-tab-travels', 'booking-all-in']);
    expect(reported[2]!.variationId).toBe(boot.assignments['booking-all-in']);
  });

  it('without boot flags (flags off) reports nothing and every flag has its fallback', async () => {
    const reported: Exposure[] = [];
    reportBootExposures(null, (exposure) => reported.push(exposure));
    const flags = await loadClientFlags(null, (exposure) => reported.push(exposure));
    flags.bookingAllIn();
    expect(reported).toEqual([]);
    expect(flags.version).toBeNull();
  });
});
