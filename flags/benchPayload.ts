import type { AutoExperiment, DOMMutation, FeatureApiResponse } from '@growthbook/growthbook';
import { defaultPayload } from './defaultPayload';

/**
 * A payload with 20 running experiments for `npm run bench` (tests/bench/flags.mjs): 6 code
 * experiments (feature rules), 7 URL-redirect and 7 visual-editor experiments targeting the home
 * page, so every request evaluates all of them. Bench only: never served.
 */
export function benchVisualMutations(count: number): DOMMutation[] {
  // One element each, as the visual editor writes them (a selector matching many elements costs more).
  const selectors = ['h1', '#main', 'header', 'footer', 'body', 'html', 'main > :first-child'];
  const out: DOMMutation[] = [];
  for (let i = 0; i < count; i++) {
    const selector = selectors[i % selectors.length]!;
    out.push(
      { selector, action: 'set', attribute: `data-exp-${i}`, value: `v${i}` },
      { selector, action: 'append', attribute: 'class', value: `exp-${i}` },
      { selector: 'h1', action: 'set', attribute: 'html', value: `Titolo ${i}` },
    );
  }
  return out;
}

export function benchPayload(): FeatureApiResponse {
  const payload = structuredClone(defaultPayload);
  const features = payload.features!;
  const experiment = (key: string, variations: unknown[]) => ({
    id: key, key, hashAttribute: 'id', hashVersion: 2, seed: key, coverage: 1, weights: [0.5, 0.5], variations,
  });
  // Two are in the default payload already (search-tab-travels, booking-all-in): four more.
  features.wishlist = { defaultValue: true, rules: [experiment('bench-wishlist', [true, false])] };
  features['meili-sort'] = { defaultValue: false, rules: [experiment('bench-meili', [false, true])] };
  features['ai-search'] = { defaultValue: false, rules: [experiment('bench-ai', [false, true]), ...(features['ai-search']!.rules ?? [])] };
  const talk = features['talk-to-us']!.defaultValue as Record<string, { header: boolean; footer: boolean }>;
  features['talk-to-us'] = { defaultValue: talk, rules: [experiment('bench-talk', [talk, { ...talk, IT: { header: false, footer: true } }])] };
  const home = [{ include: true, type: 'regex' as const, pattern: '^https?://[^/]+/(\\?.*)?$' }];
  const experiments: AutoExperiment[] = [];
  for (let i = 0; i < 7; i++) {
    experiments.push({ key: `bench-redirect-${i}`, hashAttribute: 'id', hashVersion: 2, seed: `r${i}`, weights: [0.5, 0.5], urlPatterns: home, variations: [{}, { urlRedirect: `/landing-${i}` }] });
    experiments.push({ key: `bench-visual-${i}`, hashAttribute: 'id', hashVersion: 2, seed: `v${i}`, weights: [0.5, 0.5], urlPatterns: home, variations: [{}, { domMutations: benchVisualMutations(1) }] });
  }
  payload.experiments = experiments;
  return payload;
}
