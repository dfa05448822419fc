/**
 * Local times as the services send them: "2026-12-15T08:55:00+11:00", the clock of the place (an
 * airport, a hotel) and its offset that day. The screens show them by reading the string, never by
 * converting through the browser's zone, so a traveller in Perth sees a Sydney departure at Sydney's time.
 */
import { daysBetween } from './calendar-days';

/** "08:55" from a local ISO date-time. */
export function localClock(time: string): string {
  return time.slice(11, 16);
}

/** "2026-12-15" from a local ISO date-time. */
export function localDate(time: string): string {
  return time.slice(0, 10);
}

/** "UTC+11", "UTC+5:30", "UTC-8", "UTC" from a local ISO date-time's offset. */
export function utcOffsetLabel(time: string): string {
  const match = /([+-])(\d{2}):(\d{2})$/.exec(time);
  if (!match || time.endsWith('Z')) return 'UTC';
  const [, sign, hours, minutes] = match;
  if (hours === '00' && minutes === '00') return 'UTC';
  return `UTC${sign}${Number(hours)}${minutes === '00' ? '' : `:${minutes}`}`;
}

/** Days between the local dates of two times (an arrival "+1" the next day, "-1" across the date line). */
export function dayOffset(fromTime: string, toTime: string): number {
  return daysBetween(localDate(fromTime), localDate(toTime));
}
