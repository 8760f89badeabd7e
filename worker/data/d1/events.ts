/** WeMeet events by city and time window (SPEC §2 "WeMeet events page", §9 time filters). */
import { addIsoDays, daysInMonth, weekdayOf } from '../../../shared/dates';
import type { EventWhen, EventsPage, WeMeetEvent } from '../types';
import { eventsQuerySchema, type EventsQuery } from '../types';
import { imageColumns, imageFromColumns, imageJoin, type QueryContext } from './context';
import { genderOf } from './rows';

type Row = Record<string, unknown>;

/**
 * Day window of a WeMeet time filter, both ends inclusive; weeks start on the market's day.
 * `to` is undefined for "whenever".
 */
export function eventWindow(when: EventWhen, today: string, weekStartsOn: 0 | 1): { from: string; to?: string } {
  const add = (n: number) => addIsoDays(today, n) ?? today;
  const weekday = weekdayOf(today) ?? 0;
  const intoWeek = (weekday - weekStartsOn + 7) % 7;
  switch (when) {
    case 'today':
      return { from: today, to: today };
    case 'tomorrow':
      return { from: add(1), to: add(1) };
    case 'this-week':
      return { from: today, to: add(6 - intoWeek) };
    case 'this-weekend': {
      if (weekday === 6) return { from: today, to: add(1) };
      if (weekday === 0) return { from: today, to: today };
      return { from: add(6 - weekday), to: add(7 - weekday) };
    }
    case 'next-week':
      return { from: add(7 - intoWeek), to: add(13 - intoWeek) };
    case 'this-month': {
      const [y, m] = today.split('-').map(Number) as [number, number];
      return { from: today, to: `${today.slice(0, 8)}${String(daysInMonth(y, m)).padStart(2, '0')}` };
    }
    case 'next-30-days':
      return { from: today, to: add(30) };
    default:
      return { from: today };
  }
}

export async function events(ctx: QueryContext, input: EventsQuery): Promise<EventsPage> {
  const query = eventsQuerySchema.parse(input);
  const window = query.when ? eventWindow(query.when, ctx.today, ctx.market.weekStartsOn) : { from: query.dateFrom ?? ctx.today, to: query.dateTo };
  const from = window.from < ctx.today ? ctx.today : window.from;
  const conditions = ['e.starting_at >= ?'];
  const params: unknown[] = [from];
  if (window.to) {
    // starting_at is a local date-time: everything before the next day.
    conditions.push('e.starting_at < ?');
    params.push(addIsoDays(window.to, 1) ?? window.to);
  }
  if (query.city) {
    conditions.push('e.city_slug = ?');
    params.push(query.city);
  }
  const where = conditions.join(' AND ');
  const offset = (query.page - 1) * query.perPage;
  const [rows, counted, cities] = await ctx.db.batch([
    ctx.db
      .prepare(
        `SELECT e.*, et.title, et.description, ${imageColumns('ei', 'ei')}, c.slug AS c_slug, c.first_name AS c_first, c.last_name AS c_last, c.gender AS c_gender, ${imageColumns('ca', 'ca')}
         FROM events e JOIN event_translations et ON et.event_id = e.id AND et.language = ?
         ${imageJoin('ei', 'e.image_id')}
         LEFT JOIN coordinators c ON c.id = e.coordinator_id ${imageJoin('ca', 'c.avatar_image_id')}
         WHERE ${where} ORDER BY e.starting_at, e.id LIMIT ? OFFSET ?`,
      )
      .bind(ctx.language, ctx.language, ctx.language, ...params, query.perPage, offset),
    ctx.db.prepare(`SELECT COUNT(*) AS n FROM events e WHERE ${where}`).bind(...params),
    ctx.db
      .prepare('SELECT city_slug AS slug, city AS name, COUNT(*) AS count FROM events WHERE starting_at >= ? GROUP BY city_slug ORDER BY count DESC, city')
      .bind(ctx.today),
  ]);
  const total = Number((counted?.results?.[0] as { n?: number } | undefined)?.n ?? 0);
  return {
    currentPage: query.page,
    perPage: query.perPage,
    lastPage: Math.max(1, Math.ceil(total / query.perPage)),
    total,
    data: ((rows?.results ?? []) as Row[]).map(eventFromRow),
    cities: ((cities?.results ?? []) as { slug: string; name: string; count: number }[]).map((c) => ({ slug: c.slug, name: c.name, count: Number(c.count) })),
  };
}

/** One event by slug, past ones included (an old link still opens); null when unknown. */
export async function eventBySlug(ctx: QueryContext, slug: string): Promise<WeMeetEvent | null> {
  const row = await ctx.db
    .prepare(
      `SELECT e.*, et.title, et.description, ${imageColumns('ei', 'ei')}, c.slug AS c_slug, c.first_name AS c_first, c.last_name AS c_last, c.gender AS c_gender, ${imageColumns('ca', 'ca')}
       FROM events e JOIN event_translations et ON et.event_id = e.id AND et.language = ?
       ${imageJoin('ei', 'e.image_id')}
       LEFT JOIN coordinators c ON c.id = e.coordinator_id ${imageJoin('ca', 'c.avatar_image_id')}
       WHERE e.slug = ?`,
    )
    .bind(ctx.language, ctx.language, ctx.language, slug)
    .first<Row>();
  return row ? eventFromRow(row) : null;
}

function eventFromRow(row: Row): WeMeetEvent {
  const coordinator = row.c_slug
    ? {
        id: Number(row.coordinator_id),
        slug: String(row.c_slug),
        firstName: String(row.c_first),
        lastName: String(row.c_last),
        name: `${row.c_first} ${row.c_last}`,
        gender: genderOf(row.c_gender),
        avatar: imageFromColumns(row, 'ca'),
      }
    : null;
  const price = Number(row.price_eur);
  // Older rows (before migration 0030) have no dollar or pound price: euro only, as before.
  const usd = Number(row.price_usd ?? 0);
  const gbp = Number(row.price_gbp ?? 0);
  return {
    id: Number(row.id),
    slug: String(row.slug),
    title: String(row.title),
    description: String(row.description),
    city: String(row.city),
    citySlug: String(row.city_slug),
    countryIsoCodeAlpha3: String(row.country_iso3),
    venue: String(row.venue),
    address: String(row.address),
    startingAt: String(row.starting_at),
    endingAt: String(row.ending_at),
    durationMinutes: Number(row.duration_minutes),
    attendeesCount: Number(row.attendees_count),
    maxAttendees: Number(row.max_attendees),
    organiser: { type: row.organiser_type === 'coordinator' ? 'coordinator' : 'community', name: String(row.organiser_name), coordinator },
    price: price > 0 ? { EUR: price, ...(usd > 0 ? { USD: usd } : {}), ...(gbp > 0 ? { GBP: gbp } : {}) } : null,
    image: imageFromColumns(row, 'ei'),
  };
}
