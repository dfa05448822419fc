/**
 * Wall-clock readings of instants in any IANA time zone, through Intl (ICU's tz data), and the way back:
 * a local date and time in a zone to its instant. The one copy for the services (departure times, check-in
 * deadlines, price-alert days) and the site (today's date for the search forms).
 */
import { dateOfDayNumber } from './calendar-days';

/** Every field of the wall clock, on a 24-hour clock (midnight is hour 0). */
const WALL_CLOCK_FIELDS: Intl.DateTimeFormatOptions = {
  hourCycle: 'h23',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
};

// One formatter per zone: making an Intl.DateTimeFormat costs far more than using one.
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterOf(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', { timeZone, ...WALL_CLOCK_FIELDS });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

/** The wall clock of `timeZone` at an instant: year, month (1-12), day, hour (0-23), minute, second. */
export function wallClockIn(timeZone: string, utcMs: number): Record<string, number> {
  const parts: Record<string, number> = {};
  for (const part of formatterOf(timeZone).formatToParts(new Date(utcMs))) {
    if (part.type !== 'literal') parts[part.type] = Number(part.value);
  }
  return parts;
}

/** An instant as "YYYY-MM-DDTHH:MM" on `timeZone`'s wall clock (throws a RangeError for an unknown zone). */
export function localDateTimeIn(timeZone: string, utcMs: number): string {
  const p = wallClockIn(timeZone, utcMs);
  const two = (value: number | undefined) => String(value ?? 0).padStart(2, '0');
  return `${p.year}-${two(p.month)}-${two(p.day)}T${two(p.hour)}:${two(p.minute)}`;
}

/** Minutes `timeZone` is ahead of UTC at an instant (negative west of Greenwich). */
export function zoneOffsetAt(timeZone: string, utcMs: number): number {
  const p = wallClockIn(timeZone, utcMs);
  const asUtc = Date.UTC(p.year!, p.month! - 1, p.day!, p.hour!, p.minute!, p.second!);
  return Math.round((asUtc - Math.floor(utcMs / 1000) * 1000) / 60_000);
}

const offsetCache = new Map<string, Map<number, number>>();

/** Offset of a zone from UTC, in minutes, at a UTC instant (Intl, ICU's tz data). */
export function zoneOffsetMinutes(timeZone: string, utcMs: number): number {
  // Cached per UTC day: when the offset is the same at both ends of the day it holds all day (zones
  // change offset at most once a day); on a day of change the exact instant is asked of Intl.
  const day = Math.floor(utcMs / 86_400_000);
  let zoneCache = offsetCache.get(timeZone);
  if (!zoneCache) {
    zoneCache = new Map();
    offsetCache.set(timeZone, zoneCache);
  }
  let cached = zoneCache.get(day);
  if (cached === undefined) {
    const start = zoneOffsetAt(timeZone, day * 86_400_000);
    const end = zoneOffsetAt(timeZone, (day + 1) * 86_400_000 - 1000);
    cached = start === end ? start : Number.NaN;
    if (zoneCache.size > 20_000) zoneCache.clear();
    zoneCache.set(day, cached);
  }
  return Number.isNaN(cached) ? zoneOffsetAt(timeZone, utcMs) : cached;
}

/**
 * The UTC instant of a local wall-clock time in a zone. A time that does not exist (skipped by a
 * daylight-saving change) moves forward by the gap; a time that occurs twice takes the first.
 */
export function localToUtc(date: string, minutesOfDay: number, timeZone: string): number {
  const wall = Date.parse(`${date}T00:00:00Z`) + minutesOfDay * 60_000;
  const before = zoneOffsetMinutes(timeZone, wall - 86_400_000 / 2);
  const after = zoneOffsetMinutes(timeZone, wall + 86_400_000 / 2);
  const candidates = [...new Set([before, after])]
    .map((offset) => wall - offset * 60_000)
    .filter((utc) => utc + zoneOffsetMinutes(timeZone, utc) * 60_000 === wall)
    .sort((a, b) => a - b);
  if (candidates.length > 0) return candidates[0]!;
  // In the gap: the instant the clocks would show had they not jumped, i.e. shifted by the change.
  return wall - before * 60_000;
}

/** A UTC instant as the local ISO time in a zone, with its offset: "2026-12-21T21:35:00+11:00". */
export function formatLocal(utcMs: number, timeZone: string): string {
  const offset = zoneOffsetMinutes(timeZone, utcMs);
  const local = new Date(utcMs + offset * 60_000).toISOString().slice(0, 19);
  const sign = offset < 0 ? '-' : '+';
  const abs = Math.abs(offset);
  return `${local}${sign}${String(Math.floor(abs / 60)).padStart(2, '0')}:${String(abs % 60).padStart(2, '0')}`;
}

/** The local calendar date of a UTC instant in a zone. */
export function localDateOf(utcMs: number, timeZone: string): string {
  return dateOfDayNumber(localDayNumberOf(utcMs, timeZone));
}

/** The local calendar day (days since 1970-01-01) of a UTC instant in a zone. */
export function localDayNumberOf(utcMs: number, timeZone: string): number {
  return Math.floor((utcMs + zoneOffsetMinutes(timeZone, utcMs) * 60_000) / 86_400_000);
}

/**
 * Today's date in a time zone (the site's calendar is Sydney's): a reading of the wall clock, so the
 * browser's search forms load only the reader, not the offset cache the timetables need.
 */
export function todayIn(timeZone: string, now: Date = new Date()): string {
  return localDateTimeIn(timeZone, now.getTime()).slice(0, 10);
}
