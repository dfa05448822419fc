/**
 * Calendar dates as YYYY-MM-DD strings (spec §9: dates are sent as YYYY-MM-DD), in pure day arithmetic
 * on UTC midnights: no zone and no library, so the services, the server render and the browser agree on
 * every date. The one copy for both sides: the site's labels (lib/dates) and the services' timetables,
 * stays and deadlines build on it.
 */

const DAY_MS = 86_400_000;

/** Day number since 1970-01-01 of a YYYY-MM-DD date. */
export function dayNumber(date: string): number {
  return Math.floor(Date.parse(`${date}T00:00:00Z`) / DAY_MS);
}

/** The YYYY-MM-DD date of a day number since 1970-01-01. */
export function dateOfDayNumber(day: number): string {
  return new Date(day * DAY_MS).toISOString().slice(0, 10);
}

export function addDays(date: string, days: number): string {
  return dateOfDayNumber(dayNumber(date) + days);
}

/** Whole days from a to b (negative when b is earlier). */
export function daysBetween(a: string, b: string): number {
  return dayNumber(b) - dayNumber(a);
}

/** The same day of another month, clamped to that month's length (31 Jan + 1 month = 28/29 Feb). */
export function addMonths(date: string, months: number): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const index = y * 12 + (m - 1) + months;
  const year = Math.floor(index / 12);
  const month = index - year * 12;
  const last = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  return new Date(Date.UTC(year, month, Math.min(d, last))).toISOString().slice(0, 10);
}

/** The first day of the date's month. */
export function startOfMonth(date: string): string {
  return `${date.slice(0, 7)}-01`;
}

/** 0 Sunday .. 6 Saturday of a YYYY-MM-DD date. */
export function weekdayOf(date: string): number {
  return new Date(`${date}T00:00:00Z`).getUTCDay();
}
