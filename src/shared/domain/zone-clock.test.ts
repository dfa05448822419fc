import { describe, expect, it } from 'vitest';
import {
  formatLocal,
  localDateOf,
  localToUtc,
  todayIn,
  wallClockIn,
  zoneOffsetAt,
  zoneOffsetMinutes,
} from './zone-clock';

describe('zoneOffsetAt', () => {
  it.each([
    ['Australia/Sydney', '2026-01-15T00:00:00Z', 660],
    ['Australia/Sydney', '2026-07-15T00:00:00Z', 600],
    ['America/Los_Angeles', '2026-07-15T12:00:00Z', -420],
    ['Asia/Kolkata', '2026-03-01T00:00:00Z', 330],
    ['UTC', '2026-03-01T23:59:59Z', 0],
  ])('%s at %s is %i minutes ahead of UTC', (zone, instant, minutes) => {
    expect(zoneOffsetAt(zone, Date.parse(instant))).toBe(minutes);
  });
});

describe('wallClockIn', () => {
  it('reads midnight as hour 0', () => {
    expect(wallClockIn('Australia/Sydney', Date.parse('2026-01-14T13:00:00Z'))).toEqual({
      year: 2026,
      month: 1,
      day: 15,
      hour: 0,
      minute: 0,
      second: 0,
    });
  });
});

describe('localToUtc and formatLocal (IANA zones through Intl)', () => {
  it.each([
    // [date, local time, zone, expected UTC]
    ['2026-12-15', '09:30', 'Australia/Sydney', '2026-12-14T22:30:00.000Z'], // AEDT +11
    ['2026-06-15', '09:30', 'Australia/Sydney', '2026-06-14T23:30:00.000Z'], // AEST +10
    ['2026-06-15', '09:30', 'Australia/Brisbane', '2026-06-14T23:30:00.000Z'], // no DST
    ['2026-12-15', '09:30', 'Australia/Brisbane', '2026-12-14T23:30:00.000Z'],
    ['2026-12-15', '09:30', 'Australia/Adelaide', '2026-12-14T23:00:00.000Z'], // +10:30
    ['2026-12-15', '09:30', 'Europe/London', '2026-12-15T09:30:00.000Z'],
    ['2026-07-15', '09:30', 'Europe/London', '2026-07-15T08:30:00.000Z'], // BST
    ['2026-12-15', '09:30', 'Asia/Kolkata', '2026-12-15T04:00:00.000Z'],
    // Sydney springs forward on 2026-10-04 at 02:00 -> 03:00: 02:30 does not exist and moves forward an hour.
    ['2026-10-04', '02:30', 'Australia/Sydney', '2026-10-03T16:30:00.000Z'],
    ['2026-10-04', '01:30', 'Australia/Sydney', '2026-10-03T15:30:00.000Z'],
    ['2026-10-04', '03:30', 'Australia/Sydney', '2026-10-03T16:30:00.000Z'],
    // Sydney falls back on 2026-04-05 at 03:00 -> 02:00: 02:30 happens twice; the first is taken.
    ['2026-04-05', '02:30', 'Australia/Sydney', '2026-04-04T15:30:00.000Z'],
    ['2026-04-05', '03:30', 'Australia/Sydney', '2026-04-04T17:30:00.000Z'],
    // New York springs forward on 2026-03-08.
    ['2026-03-08', '08:00', 'America/New_York', '2026-03-08T12:00:00.000Z'],
    ['2026-03-07', '08:00', 'America/New_York', '2026-03-07T13:00:00.000Z'],
  ])('%s %s in %s is %s', (date, time, zone, utc) => {
    const minutes = Number(time.slice(0, 2)) * 60 + Number(time.slice(3));
    expect(new Date(localToUtc(date, minutes, zone)).toISOString()).toBe(utc);
  });

  it.each([
    ['2026-12-14T22:30:00.000Z', 'Australia/Sydney', '2026-12-15T09:30:00+11:00'],
    ['2026-06-14T23:30:00.000Z', 'Australia/Sydney', '2026-06-15T09:30:00+10:00'],
    ['2026-12-15T04:00:00.000Z', 'Asia/Kolkata', '2026-12-15T09:30:00+05:30'],
    ['2026-12-15T12:00:00.000Z', 'America/Los_Angeles', '2026-12-15T04:00:00-08:00'],
  ])('%s shows as local time in %s', (utc, zone, local) => {
    expect(formatLocal(Date.parse(utc), zone)).toBe(local);
  });

  it('gives the local date and offsets', () => {
    expect(localDateOf(Date.parse('2026-12-14T14:00:00Z'), 'Australia/Sydney')).toBe('2026-12-15');
    expect(zoneOffsetMinutes('Australia/Lord_Howe', Date.parse('2026-12-15T00:00:00Z'))).toBe(660);
    expect(zoneOffsetMinutes('Australia/Lord_Howe', Date.parse('2026-06-15T00:00:00Z'))).toBe(630);
  });

  it('reads today in the site zone', () => {
    // 2026-11-21 14:00 UTC is already the 22nd in Sydney (UTC+11).
    expect(todayIn('Australia/Sydney', new Date('2026-11-21T14:00:00Z'))).toBe('2026-11-22');
    expect(todayIn('Australia/Sydney', new Date('2026-11-21T12:59:00Z'))).toBe('2026-11-21');
  });
});
