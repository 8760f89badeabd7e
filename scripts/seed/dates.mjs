/** Date helpers on ISO day strings (YYYY-MM-DD), all in UTC so the seed is machine independent. */

export function parseDay(text) {
  const [y, m, d] = text.split('-').map(Number);
  return new Date(Date.UTC(y, m - 1, d));
}

export function isoDay(date) {
  return date.toISOString().slice(0, 10);
}

export function addDays(day, n) {
  const date = parseDay(day);
  date.setUTCDate(date.getUTCDate() + n);
  return isoDay(date);
}

export function addMonths(day, n) {
  const date = parseDay(day);
  date.setUTCMonth(date.getUTCMonth() + n);
  return isoDay(date);
}

export function firstOfMonth(day) {
  return `${day.slice(0, 7)}-01`;
}

export function daysBetween(from, to) {
  return Math.round((parseDay(to) - parseDay(from)) / 86_400_000);
}

export function month(day) {
  return Number(day.slice(5, 7));
}

export function weekday(day) {
  return parseDay(day).getUTCDay();
}

export { easterSunday } from '../../shared/easter.mjs';
