/** Row → contract object mappers shared by the D1 queries. */
import type { SalesStatus } from '../../../shared/tourStatus';
import type { Money, PartialMoney, Tour, TravelCard } from '../types';
import { imageColumns, imageFromColumns, imageJoin, label, parseJson, type Lookups, type QueryContext } from './context';

type Row = Record<string, unknown>;

export function money(row: Row, prefix: string): Money {
  return { EUR: Number(row[`${prefix}_eur`]), USD: Number(row[`${prefix}_usd`]), GBP: Number(row[`${prefix}_gbp`]) };
}

function moneyOrNull(row: Row, prefix: string): Money | null {
  return row[`${prefix}_eur`] === null || row[`${prefix}_eur`] === undefined ? null : money(row, prefix);
}

/** Amounts known per currency (a currency without one is null, never 0); null when EUR is unknown. */
function partialMoneyOrNull(row: Row, prefix: string): PartialMoney | null {
  if (row[`${prefix}_eur`] === null || row[`${prefix}_eur`] === undefined) return null;
  const amount = (currency: string) => {
    const value = row[`${prefix}_${currency}`];
    return value === null || value === undefined ? null : Number(value);
  };
  return { EUR: Number(row[`${prefix}_eur`]), USD: amount('usd'), GBP: amount('gbp') };
}

/** Columns a tour row needs besides `t.*` (alias t); the language is bound three times. */
export const tourSelect = `t.*, tr.slug AS travel_slug, tr.days AS travel_days, tt.title AS travel_title, tt.destination_label AS travel_destination,
  ${imageColumns('ti', 'ti')}, c.slug AS c_slug, c.first_name AS c_first, c.last_name AS c_last, c.gender AS c_gender, ${imageColumns('ca', 'ca')}`;

export const tourJoins = `JOIN travels tr ON tr.id = t.travel_id
  JOIN travel_translations tt ON tt.travel_id = t.travel_id AND tt.language = ?
  ${imageJoin('ti', 'tr.thumbnail_image_id')}
  LEFT JOIN coordinators c ON c.id = t.coordinator_id
  ${imageJoin('ca', 'c.avatar_image_id')}`;

export function tourJoinParams(ctx: QueryContext): unknown[] {
  return [ctx.language, ctx.language, ctx.language];
}

/** A coordinator's grammatical gender from the D1 column; anything else is unknown. */
export function genderOf(value: unknown): 'female' | 'male' | null {
  return value === 'female' || value === 'male' ? value : null;
}

/** A JSON object of counts (group aggregates); anything that is not a count is left out. */
function countsOf(value: unknown): Record<string, number> {
  const parsed = parseJson<Record<string, unknown>>(value, {});
  const counts: Record<string, number> = {};
  if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) return counts;
  for (const [key, count] of Object.entries(parsed)) if (typeof count === 'number' && Number.isFinite(count) && count >= 0) counts[key] = count;
  return counts;
}

/** A travel's moods with their weights (mood_weights, migration 0010) where known. */
function moodsOf(row: Row, l: Lookups): TravelCard['moods'] {
  const weights = countsOf(row.mood_weights);
  return parseJson<string[]>(row.moods, []).map((mood) => {
    const labelled = label(l, 'mood', mood);
    return weights[mood] === undefined ? labelled : { ...labelled, weight: weights[mood] };
  });
}

export function tourFromRow(row: Row, ctx: QueryContext, position: number, list: string): Tour {
  const status = row.sales_status as SalesStatus;
  const cutOff = (row.deposit_cutoff_date as string | null) ?? null;
  const coordinatorId = row.coordinator_id as number | null;
  return {
    id: Number(row.id),
    code: String(row.code),
    startingDate: String(row.starting_date),
    endingDate: String(row.ending_date),
    basePrice: money(row, 'base_price'),
    price: money(row, 'price'),
    salesStatus: status,
    status,
    freeSeats: Number(row.free_seats),
    seatsToConfirm: Number(row.seats_to_confirm),
    minSeats: Number(row.min_seats),
    maxSeats: Number(row.max_seats),
    isWishlisted: false,
    wishlistedToursCount: Number(row.wishlisted_count),
    position,
    list,
    ageBadge: String(row.age_badge ?? 'ALL'),
    groupInfo: {
      caravanersCount: Number(row.caravaners_count),
      interestedCount: Number(row.interested_count),
      firstTimersCount: Number(row.first_timers_count),
      expectedGroupSize: { min: Number(row.min_seats), max: Number(row.max_seats) },
      gender: { male: Number(row.male_count), female: Number(row.female_count) },
      ageBands: countsOf(row.age_bands),
      languages: countsOf(row.languages_spoken),
    },
    discounted: Number(row.discount_pct) > 0,
    discountPercentage: Number(row.discount_pct),
    lowestPrice30d: partialMoneyOrNull(row, 'lowest_price_30d'),
    isNoSharingRoomAvailable: Number(row.is_no_sharing_room_available) === 1,
    travel: {
      id: Number(row.travel_id),
      slug: String(row.travel_slug),
      title: String(row.travel_title),
      destinationLabel: String(row.travel_destination),
      numberOfDays: Number(row.travel_days),
      thumbnailImage: imageFromColumns(row, 'ti'),
    },
    deposit:
      row.deposit_eur === null || cutOff === null
        ? null
        : { price: money(row, 'deposit'), cutOffDate: cutOff, available: ctx.today <= cutOff },
    balanceDueDate: String(row.balance_due_date),
    promoCode:
      row.promo_code && row.promo_expires_at && String(row.promo_expires_at) >= ctx.today
        ? { code: String(row.promo_code), discount: money(row, 'promo_discount'), expiresAt: String(row.promo_expires_at) }
        : null,
    flightsMinPrice: moneyOrNull(row, 'flights_min_price'),
    flightsDirect: Number(row.flights_direct) === 1,
    privateRoomSupplement: Number(row.is_no_sharing_room_available) === 1 ? moneyOrNull(row, 'private_room') : null,
    flexibleCancellationPrice: moneyOrNull(row, 'flexible_cancellation'),
    groupFund: moneyOrNull(row, 'group_fund'),
    coordinator:
      coordinatorId === null || coordinatorId === undefined || !row.c_slug
        ? null
        : {
            id: coordinatorId,
            slug: String(row.c_slug),
            firstName: String(row.c_first),
            lastName: String(row.c_last),
            name: `${row.c_first} ${row.c_last}`,
            gender: genderOf(row.c_gender),
            avatar: imageFromColumns(row, 'ca'),
          },
  };
}

/**
 * Columns of a travel card (alias tr) besides its best tour: translation, thumbnail,
 * countries (ids in their order; names from the lookups) and badges. Binds nothing;
 * travelCardJoins binds the language twice.
 */
export const travelCardSelect = `tr.id, tr.slug, tr.code, tr.days, tr.nights, tr.travel_type, tr.travel_style, tr.cost_center, tr.age_range,
  tr.moods, tr.mood_weights, tr.effort_level, tr.continent_id, tr.score, tr.rating, tr.reviews_count, tr.min_travellers, tr.max_travellers,
  tt.title, tt.destination_label, tt.subtitle,
  ${imageColumns('ti', 'ti')},
  (SELECT group_concat(country_id) FROM (SELECT country_id FROM travel_countries WHERE travel_id = tr.id ORDER BY position)) AS country_ids,
  (SELECT group_concat(badge_id) FROM travel_badges WHERE travel_id = tr.id) AS badge_ids`;

export const travelCardJoins = `JOIN travel_translations tt ON tt.travel_id = tr.id AND tt.language = ?
  ${imageJoin('ti', 'tr.thumbnail_image_id')}`;

/** JSON of a tour (alias b) used as a travel's best tour. */
export const bestTourJson = `json_object('id', b.id, 'code', b.code, 'startingDate', b.starting_date, 'endingDate', b.ending_date,
  'status', b.sales_status, 'discount', b.discount_pct,
  'bp', json_array(b.base_price_eur, b.base_price_usd, b.base_price_gbp), 'p', json_array(b.price_eur, b.price_usd, b.price_gbp),
  'lp', json_array(b.lowest_price_30d_eur, b.lowest_price_30d_usd, b.lowest_price_30d_gbp))`;

interface BestTourJson {
  id: number;
  code: string;
  startingDate: string;
  endingDate: string;
  status: SalesStatus;
  discount: number;
  bp: [number, number, number];
  p: [number, number, number];
  /** Lowest price of the 30 days before the reduction (migration 0013); nulls when unknown. */
  lp?: [number | null, number | null, number | null];
}

const triple = ([EUR, USD, GBP]: [number, number, number]): Money => ({ EUR, USD, GBP });

export function travelCardFromRow(row: Row, l: Lookups): TravelCard {
  const continent = l.continents.get(Number(row.continent_id)) ?? { id: Number(row.continent_id), code: '', name: '' };
  const countries = String(row.country_ids ?? '')
    .split(',')
    .filter(Boolean)
    .map((id) => l.countries.get(Number(id)))
    .filter((country) => country !== undefined);
  const badges = String(row.badge_ids ?? '')
    .split(',')
    .filter(Boolean)
    .map((id) => l.badges.get(Number(id)))
    .filter((badge) => badge !== undefined);
  const best = parseJson<BestTourJson | null>(row.best_json, null);
  const title = String(row.title);
  const destination = String(row.destination_label);
  return {
    id: Number(row.id),
    slug: String(row.slug),
    code: String(row.code),
    title,
    name: title,
    destinationLabel: destination,
    destination,
    subtitle: String(row.subtitle ?? ''),
    days: Number(row.days),
    nights: Number(row.nights),
    moods: moodsOf(row, l),
    travelType: label(l, 'travel_type', String(row.travel_type)),
    travelStyle: label(l, 'travel_style', String(row.travel_style)),
    costCenter: label(l, 'cost_center', String(row.cost_center)),
    ageRange: label(l, 'age_range', String(row.age_range)),
    continent,
    countries,
    badges,
    rating: row.rating === null || row.rating === undefined ? null : Number(row.rating),
    reviewsCount: Number(row.reviews_count ?? 0),
    score: Number(row.score ?? 0),
    thumbnailImage: imageFromColumns(row, 'ti'),
    bestTour: best
      ? {
          id: best.id,
          code: best.code,
          startingDate: best.startingDate,
          endingDate: best.endingDate,
          basePrice: triple(best.bp),
          price: triple(best.p),
          salesStatus: best.status,
          discounted: best.discount > 0,
          discountPercentage: best.discount,
          // A price change in one currency leaves the others without a 30-day lowest: null there.
          lowestPrice30d: best.lp && best.lp[0] !== null ? { EUR: best.lp[0], USD: best.lp[1] ?? null, GBP: best.lp[2] ?? null } : null,
        }
      : null,
    toursCount: Number(row.tours_count ?? 0),
  };
}
