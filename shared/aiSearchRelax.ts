/**
 * AI search that always helps: when the strict reading of a request finds nothing, the page
 * tries wider searches, one step at a time and each on top of the previous ones —
 * budget (+25 %, then +50 %), month ± 1, region (country → its continent; a weather wish →
 * any weather), the details (duration, age, kind of trip, mood, options), anywhere — and says
 * what it relaxed (aiSearchCommentary.ts). Pure: the caller runs the searches.
 */
import { daysInMonth, isoDayOf, type IsoDay } from './dates';
import type { Filters } from './filters';
import type { AiSearchResult, InterpretContext, Mood } from './aiSearchIntent';
import type { RelaxableDetail, Relaxation } from './aiSearchCommentary';

export interface RelaxStep {
  filters: Filters;
  /** Moods still asked for (the caller narrows travels by them). */
  moods: Mood[];
  /** Everything relaxed so far, in the order of the steps. */
  relaxed: Relaxation[];
}

/** Budget steps, as multiples of the budget asked for. */
export const budgetSteps = [1.25, 1.5] as const;

/** A budget in cents times a factor, rounded up to a whole hundred euros. */
export function widerBudget(cents: number, factor: number): number {
  return Math.ceil((cents * factor) / 10_000) * 10_000;
}

function shiftMonths(day: IsoDay, months: number): { year: number; month: number; day: number } {
  const index = Number(day.slice(0, 4)) * 12 + Number(day.slice(5, 7)) - 1 + months;
  return { year: Math.floor(index / 12), month: (index % 12) + 1, day: Number(day.slice(8, 10)) };
}

/** A period widened by a month on each side: whole months stay whole ("aprile" → "marzo–maggio"). */
export function widerPeriod(from: IsoDay, to: IsoDay | null, today: IsoDay): { from: IsoDay; to: IsoDay | null } {
  const before = shiftMonths(from, -1);
  const start = isoDayOf(before.year, before.month, Math.min(before.day, daysInMonth(before.year, before.month)));
  let end: IsoDay | null = null;
  if (to) {
    const after = shiftMonths(to, 1);
    const last = daysInMonth(after.year, after.month);
    const wholeMonth = Number(to.slice(8, 10)) === daysInMonth(Number(to.slice(0, 4)), Number(to.slice(5, 7)));
    end = isoDayOf(after.year, after.month, wholeMonth ? last : Math.min(after.day, last));
  }
  return { from: start < today ? today : start, to: end };
}

function without<K extends keyof Filters>(filters: Filters, keys: readonly K[]): Filters {
  const copy = { ...filters };
  for (const key of keys) delete copy[key];
  return copy;
}

/**
 * The wider searches to try, in order, after the strict one found nothing. Each step differs
 * from the previous one; the list is empty when nothing can be relaxed.
 */
export function relaxationSteps(result: AiSearchResult, { catalogue, today }: InterpretContext): RelaxStep[] {
  const steps: RelaxStep[] = [];
  let filters: Filters = { ...result.filters };
  let moods = [...result.moods];
  let relaxed: Relaxation[] = [];
  const record = (relaxation: Relaxation) => {
    relaxed = [...relaxed.filter((r) => r.kind !== relaxation.kind), relaxation];
    steps.push({ filters, moods, relaxed });
  };

  // 1. Budget: a little more, then a bit more again.
  const budget = result.filters.priceTo;
  if (budget !== undefined && budget > 0) {
    for (const factor of budgetSteps) {
      const priceTo = widerBudget(budget, factor);
      if (priceTo <= (filters.priceTo ?? 0)) continue;
      filters = { ...filters, priceTo };
      record({ kind: 'budget', priceTo });
    }
  }

  // 2. Period: a month earlier and a month later.
  if (filters.dateFrom) {
    const wider = widerPeriod(filters.dateFrom, filters.dateTo ?? null, today);
    if (wider.from !== filters.dateFrom || wider.to !== (filters.dateTo ?? null)) {
      filters = { ...without(filters, ['dateFrom', 'dateTo', 'daysSpan']), dateFrom: wider.from, ...(wider.to ? { dateTo: wider.to } : {}) };
      record({ kind: 'period', ...wider });
    }
  }

  // 3. Region: the countries' continents; a weather wish is let go of.
  const dropped: RelaxableDetail[] = [];
  if (result.climate && filters.destinationId?.length) {
    filters = without(filters, ['destinationId']);
    dropped.push('climate');
    record({ kind: 'details', dropped: [...dropped] });
  } else if (filters.destinationId?.length) {
    const continentIds = [
      ...new Set(filters.destinationId.map((id) => catalogue.countries.find((c) => c.id === id)?.continentId).filter((id) => id !== undefined)),
    ];
    const continents = continentIds.map((id) => catalogue.continents.find((c) => c.id === id)).filter((c) => c !== undefined);
    if (continents.length) {
      filters = { ...without(filters, ['destinationId']), continentId: continents.map((c) => c.id) };
      record({ kind: 'region', continents: continents.map((c) => c.code) });
    }
  }

  // 4. Details: duration, age, kind of trip, mood and options.
  const details: [RelaxableDetail, (keyof Filters)[], boolean][] = [
    ['duration', ['durationFrom', 'durationTo', 'durations'], filters.durationFrom !== undefined || filters.durationTo !== undefined || Boolean(filters.durations?.length)],
    ['age', ['ageBadge'], Boolean(filters.ageBadge)],
    ['style', ['travelStyles', 'travelTypes'], Boolean(filters.travelStyles?.length || filters.travelTypes?.length)],
    ['moods', [], moods.length > 0],
    ['discounted', ['discounted'], filters.discounted === true],
    ['privateRoom', ['isNoSharingRoomAvailable'], filters.isNoSharingRoomAvailable === true],
    ['confirmedOnly', ['status'], Boolean(filters.status?.length)],
  ];
  const present = details.filter(([, , set]) => set);
  if (present.length) {
    filters = without(filters, present.flatMap(([, keys]) => keys));
    moods = [];
    dropped.push(...present.map(([detail]) => detail));
    record({ kind: 'details', dropped: [...dropped] });
  }

  // 5. Anywhere.
  if (filters.continentId?.length || filters.destinationId?.length) {
    filters = without(filters, ['continentId', 'destinationId']);
    relaxed = relaxed.filter((r) => r.kind !== 'region');
    record({ kind: 'anywhere' });
  }
  return steps;
}
