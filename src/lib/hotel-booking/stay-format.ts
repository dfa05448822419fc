/**
 * A hotel stay's dates and times as people read them, on the property's own clock: "Fri 4 Dec 2026",
 * "2 pm", "11:30 am", never an ISO string or a UTC instant.
 */
import { formatDate } from '../flights/dates';

/** "2 pm" or "11:30 am" from a local "HH:mm"; the input as given when it is not one. */
export function formatClock(hhmm: string): string {
  const match = /^(\d{2}):(\d{2})$/.exec(hhmm);
  if (!match) return hhmm;
  const hours = Number(match[1]);
  const minutes = Number(match[2]);
  if (hours > 23 || minutes > 59) return hhmm;
  const period = hours < 12 ? 'am' : 'pm';
  const hour = hours % 12 === 0 ? 12 : hours % 12;
  return minutes === 0 ? `${hour} ${period}` : `${hour}:${match[2]} ${period}`;
}

/** "2 pm, Fri 4 Dec 2026" from an ISO instant, in the property's time zone. */
export function formatPropertyInstant(instant: string, timeZone: string): string {
  const date = new Date(instant);
  if (Number.isNaN(date.getTime())) return instant;
  let parts: Intl.DateTimeFormatPart[];
  try {
    parts = new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    }).formatToParts(date);
  } catch {
    // An unknown zone: the site's own rendering of the instant is still better than ISO.
    return formatPropertyInstant(instant, 'Australia/Sydney');
  }
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    parts.find((entry) => entry.type === type)?.value ?? '';
  const day = `${part('year')}-${part('month')}-${part('day')}`;
  return `${formatClock(`${part('hour')}:${part('minute')}`)}, ${formatDate(day)}`;
}
