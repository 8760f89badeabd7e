/**
 * What a trip is like (issue 14 item 6): mood weights and effort level per travel, and the
 * aggregate age bands and spoken languages of each departure's group. Each uses a random
 * stream of its own (seeded from the slug or tour code) so the rest of the catalogue is
 * exactly what it was before these columns existed.
 */
import { createRandom, hash } from './prng.mjs';

/** Relative weights of a travel's moods: the first listed leads, the others follow. */
export function moodWeights(def) {
  const rnd = createRandom(hash(`${def.slug}:moods`));
  const weights = {};
  def.moods.forEach((mood, index) => {
    weights[mood] = index === 0 ? rnd.int(5, 8) : Math.max(1, rnd.int(2, 6) - index);
  });
  return weights;
}

/** Effort 1–5 from the kind of trip: treks and expeditions are hard, beach and weekend trips easy. */
export function effortLevel(def) {
  const rnd = createRandom(hash(`${def.slug}:effort`));
  let level = { TREK: 4, SAFARI: 2, SAILING: 2, WEEKEND: 1, ROAD_TRIP: 2, TOUR: 2 }[def.type] ?? 2;
  if (def.style === 'TREKKING') level = Math.max(level, 4);
  if (def.style === 'ADVENTURE' || def.style === 'NATURE') level += 1;
  if (def.style === 'BEACH') level -= 1;
  if (def.costCenter === 'EXPEDITION') level += 1;
  if (def.days >= 14 && level < 5 && rnd.chance(0.3)) level += 1;
  return Math.min(5, Math.max(1, level));
}

const bandsByBadge = {
  '25-35': [['25-29', 5], ['30-34', 5], ['35-39', 1]],
  '35-49': [['35-39', 4], ['40-44', 4], ['45-49', 3]],
  ALL: [['25-29', 3], ['30-34', 4], ['35-39', 3], ['40-44', 2], ['45-49', 1]],
};
// Travellers' first language by the market they book from; most also speak English.
const firstLanguage = { it: 52, en: 18, es: 11, fr: 10, de: 9 };

/** Aggregate group data of a departure: travellers per age band and per spoken language. */
export function groupCharacter(code, count, ageBadge) {
  const rnd = createRandom(hash(`${code}:group`));
  const bands = Object.fromEntries((bandsByBadge[ageBadge] ?? bandsByBadge.ALL).map(([band, weight]) => [band, weight]));
  const ageBands = {};
  const languages = {};
  for (let i = 0; i < count; i++) {
    const band = rnd.weighted(bands);
    ageBands[band] = (ageBands[band] ?? 0) + 1;
    const first = rnd.weighted(firstLanguage);
    languages[first] = (languages[first] ?? 0) + 1;
    if (first !== 'en' && rnd.chance(0.7)) languages.en = (languages.en ?? 0) + 1;
  }
  return { age_bands: ageBands, languages_spoken: languages };
}
