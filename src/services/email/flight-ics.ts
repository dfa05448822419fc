/**
 * iCalendar (RFC 5545) entries for the flights of a booking: one VEVENT per flight in its own file, times
 * in UTC ("Z"), lines ending in CRLF and folded at 75 octets, text values escaped.
 */
import type { Segment } from '../../lib/contracts/flights';

export interface IcsFlight {
  bookingReference: string;
  segment: Segment;
  /** Stable per booking and flight, so a re-sent email updates the calendar entry instead of adding one. */
  uid: string;
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

export function flightIcs(flight: IcsFlight, stamp: Date): string {
  const { segment } = flight;
  // The engine's flight numbers carry the airline code already ("QF1").
  const flightNo = segment.flightNumber;
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//CTG Business Class//Booking//EN',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    'BEGIN:VEVENT',
    `UID:${flight.uid}`,
    `DTSTAMP:${icsInstant(stamp.toISOString())}`,
    `DTSTART:${icsInstant(segment.departure.utc)}`,
    `DTEND:${icsInstant(segment.arrival.utc)}`,
    `SUMMARY:${icsText(`Flight ${flightNo} ${segment.departure.code} to ${segment.arrival.code}`)}`,
    `LOCATION:${icsText(`${segment.departure.name} (${segment.departure.code})`)}`,
    `DESCRIPTION:${icsText(
      `Booking reference ${flight.bookingReference}. ${segment.airline.name} flight ${flightNo} from ` +
        `${segment.departure.cityName} to ${segment.arrival.cityName}.`,
    )}`,
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return `${lines.map(foldLine).join('\r\n')}\r\n`;
}
