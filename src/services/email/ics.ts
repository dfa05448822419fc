/**
 * iCalendar (RFC 5545) files of bookings, flights and hotel stays alike: one VEVENT per file, times in UTC
 * ("Z"), lines ending in CRLF and folded at 75 octets, text values escaped.
 */

export interface IcsEvent {
  /** Stable per booking and event, so a re-sent email updates the calendar entry instead of adding one. */
  uid: string;
  /** ISO instants. */
  start: string;
  end: string;
  summary: string;
  location: string;
  description: string;
}

/** 20261221T093000Z from an ISO instant. */
export function icsInstant(iso: string): string {
  return new Date(iso)
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
}

export function icsText(value: string): string {
  return value
    .replace(/\\/g, '\\\\')
    .replace(/\n/g, '\\n')
    .replace(/[;,]/g, (ch) => `\\${ch}`);
}

/** Folds a content line at 75 octets (continuation lines start with a space). */
export function foldLine(line: string): string {
  const bytes = Buffer.from(line, 'utf8');
  if (bytes.length <= 75) return line;
  const parts: string[] = [];
  let current = '';
  for (const ch of line) {
    const limit = parts.length === 0 ? 75 : 74;
    if (Buffer.byteLength(current + ch, 'utf8') > limit) {
      parts.push(current);
      current = '';
    }
    current += ch;
  }
  parts.push(current);
  return parts.join('\r\n ');
}

/** A calendar file of one event. */
export function icsFile(event: IcsEvent, stamp: Date): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//CTG Business Class//Booking//EN',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    'BEGIN:VEVENT',
    `UID:${event.uid}`,
    `DTSTAMP:${icsInstant(stamp.toISOString())}`,
    `DTSTART:${icsInstant(event.start)}`,
    `DTEND:${icsInstant(event.end)}`,
    `SUMMARY:${icsText(event.summary)}`,
    `LOCATION:${icsText(event.location)}`,
    `DESCRIPTION:${icsText(event.description)}`,
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return `${lines.map(foldLine).join('\r\n')}\r\n`;
}

/** How a booking's .ics travels as an email attachment. */
export const ICS_CONTENT_TYPE = 'text/calendar; charset=utf-8; method=PUBLISH';
