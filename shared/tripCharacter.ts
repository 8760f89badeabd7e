/**
 * What a trip is like (issue 14 item 6): travel-mood shares, effort level and the aggregate
 * composition of a departure's group. Pure logic shared by the worker and the client.
 */

/** A mood of a travel with its catalogue weight (weights are relative, any scale). */
export interface WeightedMood {
  code: string;
  label: string;
  weight?: number | null;
}

export interface MoodShare {
  code: string;
  label: string;
  /** Whole percent; the shares of a travel add up to exactly 100. */
  percent: number;
}

/**
 * Moods as whole percentages that add up to 100 (largest-remainder rounding, ties to the
 * earlier mood), largest first. Without usable weights — the data has labels only, or a
 * weight is missing, negative or not a number — every mood gets an equal share.
 */
export function moodShares(moods: readonly WeightedMood[] | null | undefined): MoodShare[] {
  const list = (moods ?? []).filter((mood) => mood && typeof mood.code === 'string');
  if (!list.length) return [];
  const usable = list.every((mood) => typeof mood.weight === 'number' && Number.isFinite(mood.weight) && mood.weight >= 0);
  const weights = list.map((mood) => (usable ? (mood.weight as number) : 1));
  const total = weights.reduce((sum, weight) => sum + weight, 0);
  const exact = weights.map((weight) => (total > 0 ? (weight * 100) / total : 100 / list.length));
  const floors = exact.map(Math.floor);
  let left = 100 - floors.reduce((sum, value) => sum + value, 0);
  // Remainders equal up to floating-point noise are a tie, which the earlier mood wins.
  const byRemainder = exact
    .map((value, index) => ({ index, remainder: value - Math.floor(value) }))
    .sort((a, b) => (Math.abs(b.remainder - a.remainder) > 1e-9 ? b.remainder - a.remainder : a.index - b.index));
  for (const { index } of byRemainder) {
    if (left <= 0) break;
    floors[index]! += 1;
    left -= 1;
  }
  return list
    .map((mood, index) => ({ code: mood.code, label: mood.label, percent: floors[index]!, index }))
    .sort((a, b) => b.percent - a.percent || a.index - b.index)
    .map(({ code, label, percent }) => ({ code, label, percent }));
}

/** Effort levels, 1 (easy) to 5 (very demanding); the copy explains each (`character.effort.levels`). */
export const effortLevels = [1, 2, 3, 4, 5] as const;
export type EffortLevel = (typeof effortLevels)[number];

/** True for a whole effort level 1–5. */
export function isEffortLevel(value: unknown): value is EffortLevel {
  return typeof value === 'number' && (effortLevels as readonly number[]).includes(value);
}

/**
 * The anonymity rule: a departure's group composition is shown only once at least this many
 * travellers have booked; below it, a share or a language could point at one person.
 */
export const minTravellersForComposition = 3;

/** Five-year age bands of the group data, youngest first (SPEC audience: 25–49). */
export const ageBands = ['18-24', '25-29', '30-34', '35-39', '40-44', '45-49', '50-59', '60+'] as const;

/** The group data a composition is built from (a tour's groupInfo). */
export interface GroupAggregate {
  caravanersCount: number;
  firstTimersCount: number;
  /** Travellers per age band ('25-29' …). */
  ageBands?: Record<string, number> | null;
  /** Travellers per spoken language (ISO 639-1 code); one traveller may count for several. */
  languages?: Record<string, number> | null;
}

export type GroupComposition =
  | { shown: false; reason: 'too-few'; minimum: number }
  | {
      shown: true;
      travellers: number;
      /** Youngest and oldest band that hold travellers, e.g. { from: 25, to: 39 }; null when unknown. */
      ageBand: { from: number; to: number | null } | null;
      /** First-timers as a whole percent rounded to the nearest 10, so it never reads as a head count. */
      firstTimersPercent: number;
      /** Spoken languages, most spoken first (no counts: who speaks what stays unknown). */
      languages: string[];
    };

function bandBounds(band: string): { from: number; to: number | null } | null {
  const open = /^(\d{1,3})\+$/.exec(band);
  if (open) return { from: Number(open[1]), to: null };
  const closed = /^(\d{1,3})-(\d{1,3})$/.exec(band);
  if (!closed) return null;
  const from = Number(closed[1]);
  const to = Number(closed[2]);
  return from <= to ? { from, to } : null;
}

const count = (value: unknown): number => (typeof value === 'number' && Number.isFinite(value) && value > 0 ? Math.floor(value) : 0);

/**
 * Aggregate composition of a departure's group without identifying anyone: nothing below
 * `minTravellersForComposition` travellers; otherwise the age span of the occupied bands,
 * the first-timers share (nearest 10 %) and the languages spoken, with no names or counts.
 */
export function groupComposition(group: GroupAggregate | null | undefined): GroupComposition {
  const travellers = count(group?.caravanersCount);
  if (!group || travellers < minTravellersForComposition) {
    return { shown: false, reason: 'too-few', minimum: minTravellersForComposition };
  }
  let ageBand: { from: number; to: number | null } | null = null;
  for (const [band, people] of Object.entries(group.ageBands ?? {})) {
    const bounds = count(people) > 0 ? bandBounds(band) : null;
    if (!bounds) continue;
    if (!ageBand) ageBand = { ...bounds };
    else {
      ageBand.from = Math.min(ageBand.from, bounds.from);
      ageBand.to = ageBand.to === null || bounds.to === null ? null : Math.max(ageBand.to, bounds.to);
    }
  }
  const firstTimers = Math.min(count(group.firstTimersCount), travellers);
  const languages = Object.entries(group.languages ?? {})
    .filter(([code, people]) => /^[a-z]{2,3}$/.test(code) && count(people) > 0)
    .sort((a, b) => count(b[1]) - count(a[1]) || a[0].localeCompare(b[0]))
    .map(([code]) => code);
  return {
    shown: true,
    travellers,
    ageBand,
    firstTimersPercent: Math.round((firstTimers / travellers) * 10) * 10,
    languages,
  };
}
