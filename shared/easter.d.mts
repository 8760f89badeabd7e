/** Easter Sunday of a year, yyyy-MM-dd (Gregorian calendar, anonymous algorithm). */
export function easterSunday(year: number): string;
