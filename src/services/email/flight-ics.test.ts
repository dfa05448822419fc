import { describe, expect, it } from 'vitest';
import type { Segment } from '../../shared/contracts/flights';
import { flightIcs, foldLine, icsInstant, icsText } from './flight-ics';

const place = (code: string, name: string, utc: string, time: string) => ({
  code,
  name,
  cityCode: code,
  cityName: name,
  countryCode: 'AU',
  countryName: 'Australia',
  timeZone: 'Australia/Sydney',
  utc,
  time,
  terminal: null,
});

const segment: Segment = {
  airline: { code: 'QF', name: 'Qantas', alliance: 'oneworld' },
  flightNumber: 'QF401',
  aircraft: { code: '73H', name: 'Boeing 737-800' },
  departure: place(
    'SYD',
    'Sydney Kingsford Smith, the long name of an airport; with a comma',
    '2026-12-14T22:00:00.000Z',
    '2026-12-15T09:00',
  ),
  arrival: place('MEL', 'Melbourne', '2026-12-14T23:35:00.000Z', '2026-12-15T10:35'),
  durationMinutes: 95,
  distanceKm: 705,
  cabinClass: 'Economy',
  isMixedCabin: false,
  seatProduct: null,
};

describe('flightIcs', () => {
  const ics = flightIcs(
    { bookingReference: 'ABC234', segment, uid: 'ord_1-1@ctg.example' },
    new Date('2026-11-21T00:00:00Z'),
  );

  it('is one VEVENT in UTC with CRLF line ends', () => {
    expect(ics.startsWith('BEGIN:VCALENDAR\r\nVERSION:2.0\r\n')).toBe(true);
    expect(ics.endsWith('END:VEVENT\r\nEND:VCALENDAR\r\n')).toBe(true);
    expect(ics.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    expect(ics).toContain('\r\nDTSTART:20261214T220000Z\r\n');
    expect(ics).toContain('\r\nDTEND:20261214T233500Z\r\n');
    expect(ics).toContain('\r\nDTSTAMP:20261121T000000Z\r\n');
    expect(ics).toContain('SUMMARY:Flight QF401 SYD to MEL');
  });

  it('folds long lines at 75 octets and escapes text', () => {
    for (const line of ics.split('\r\n')) expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);
    const unfolded = ics.replace(/\r\n /g, '');
    expect(unfolded).toContain(
      'LOCATION:Sydney Kingsford Smith\\, the long name of an airport\\; with a comma (SYD)',
    );
  });

  it('has helpers that follow RFC 5545', () => {
    expect(icsInstant('2026-01-02T03:04:05.678Z')).toBe('20260102T030405Z');
    expect(icsText('a,b;c\\d\ne')).toBe('a\\,b\\;c\\\\d\\ne');
    expect(foldLine('x'.repeat(80))).toBe(`${'x'.repeat(75)}\r\n ${'x'.repeat(5)}`);
  });
});
