import { expect, it, vi } from 'vitest';
import { monthsToShow } from './calendar';
import { toIsoDay } from './dates';

// Its own file: the zone checks and the formatters date-fns/tz keeps start empty, as on a page's
// first calendar. A phone builds its first zone formatter in 13 ms (issue 33 item 4).
it('reads a plain day in UTC, or no day at all, without building a formatter', () => {
  const built = vi.spyOn(Intl, 'DateTimeFormat');
  try {
    expect(toIsoDay('2026-05-01', 'UTC')).toBe('2026-05-01');
    expect(toIsoDay(null, 'Europe/Rome')).toBeNull();
    expect(toIsoDay(undefined, 'Mars/Olympus')).toBeNull();
    expect(monthsToShow({ filterMode: true, start: null, end: null })).toBe(18);
    expect(monthsToShow({ filterMode: true, start: '2026-05-01', end: '2026-05-09' })).toBe(19);
    expect(built).not.toHaveBeenCalled();
  } finally {
    built.mockRestore();
  }
});
