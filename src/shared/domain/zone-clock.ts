/** Wall-clock readings of instants in any IANA time zone, through Intl (ICU's tz data). */

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
