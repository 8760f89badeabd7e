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

/** Easter Sunday (Gregorian, anonymous algorithm). */
export function easterSunday(year) {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const monthNumber = Math.floor((h + l - 7 * m + 114) / 31);
  const dayNumber = ((h + l - 7 * m + 114) % 31) + 1;
  return `${year}-${String(monthNumber).padStart(2, '0')}-${String(dayNumber).padStart(2, '0')}`;
}
