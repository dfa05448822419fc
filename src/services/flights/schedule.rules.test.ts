import { describe, expect, it } from 'vitest';
import {
  aircraftSizeFor,
  blockMinutes,
  cabinsFor,
  dayNumber,
  departureMinutes,
  flightsOnDay,
  formatLocal,
  greatCircleKm,
  localDateOf,
  localToUtc,
  zoneOffsetMinutes,
} from './schedule.rules';

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
});

describe('flightsOnDay', () => {
  it.each([
    [365, 1],
    [730, 2],
    [3650, 10],
    [365 * 60, 40],
  ])('%s flights a year fly %s a day, every day', (perYear, perDay) => {
    for (let day = 0; day < 14; day += 1)
      expect(flightsOnDay(perYear, 'XX-AAA-BBB', dayNumber('2026-12-01') + day)).toBe(perDay);
  });

  it.each([
    [52, 7],
    [104, 14],
    [156, 21],
    [547, 10.5],
  ])('%s flights a year fly about %s times in 7 weeks on evenly spread days', (perYear, expected) => {
    const days = Array.from({ length: 49 }, (_, index) =>
      flightsOnDay(perYear, 'QF-SYD-JNB', dayNumber('2026-12-01') + index),
    );
    const total = days.reduce((a, b) => a + b, 0);
    expect(Math.abs(total - expected * (perYear === 547 ? 7 : 1))).toBeLessThanOrEqual(1);
  });

  it('keeps a weekly flight on one weekday', () => {
    const weekdays = new Set<number>();
    for (let day = 0; day < 70; day += 1) {
      const number = dayNumber('2026-12-01') + day;
      if (flightsOnDay(52, 'QF-SYD-SCL', number) > 0) weekdays.add(new Date(number * 86_400_000).getUTCDay());
    }
    expect(weekdays.size).toBeLessThanOrEqual(2);
  });
});

describe('aircraft, block times and cabins', () => {
  it.each([
    [300, 1000, 'turboprop'],
    [700, 500, 'regional'],
    [713, 11000, 'narrow'],
    [3300, 2000, 'wide'],
    [3300, 300, 'narrow'],
    [6300, 700, 'wide'],
    [10900, 700, 'heavy'],
  ] as const)('%s km with %s flights a year is flown by a %s aircraft', (km, perYear, size) => {
    expect(aircraftSizeFor(km, perYear)).toBe(size);
  });

  it.each([
    [713, 'narrow', 80],
    [3300, 'wide', 280],
    [17000, 'heavy', 1245],
    [300, 'turboprop', 70],
  ] as const)('%s km on a %s aircraft is blocked at %s minutes', (km, size, minutes) => {
    expect(blockMinutes(km, size)).toBe(minutes);
  });

  it('sells Business from narrow-bodies up, never on turboprops', () => {
    expect(cabinsFor('turboprop', 'ZL')).toEqual(['Economy']);
    expect(cabinsFor('narrow', 'QF')).toContain('Business');
    expect(cabinsFor('wide', 'QF')).toEqual(['Economy', 'PremiumEconomy', 'Business']);
    expect(cabinsFor('heavy', 'QF')).toContain('Business');
  });

  it('measures great circles', () => {
    expect(
      Math.round(greatCircleKm({ lat: -33.9461, lon: 151.1772 }, { lat: 51.4775, lon: -0.4614 })),
    ).toBeGreaterThan(17000);
    expect(
      Math.round(greatCircleKm({ lat: -33.9461, lon: 151.1772 }, { lat: -37.6733, lon: 144.8433 })),
    ).toBe(705);
  });
});

describe('departureMinutes', () => {
  it('is deterministic and sorted, within the day', () => {
    const a = departureMinutes(12, 'QF-SYD-MEL', 705, true);
    expect(a).toEqual(departureMinutes(12, 'QF-SYD-MEL', 705, true));
    expect([...a].sort((x, y) => x - y)).toEqual(a);
    expect(a.every((m) => m >= 0 && m < 24 * 60)).toBe(true);
  });

  it.each([
    ['spreads short-haul from 06:00 to 21:30 off the hub', 8, 705, false, 6 * 60, 22 * 60],
    ['puts long-haul in its windows', 3, 17000, false, 9 * 60, 24 * 60],
  ] as const)('%s', (_label, count, km, hub, earliest, latest) => {
    const times = departureMinutes(count, 'XX-AAA-BBB', km, hub);
    expect(times).toHaveLength(count);
    expect(Math.min(...times)).toBeGreaterThanOrEqual(earliest);
    expect(Math.max(...times)).toBeLessThan(latest);
  });

  it('clusters hub departures in banks', () => {
    const times = departureMinutes(6, 'QF-SYD-XXX', 1500, true);
    const banks = [6 * 60 + 30, 9 * 60 + 30, 12 * 60 + 30, 15 * 60 + 30, 18 * 60 + 30, 21 * 60];
    for (const time of times) expect(banks.some((bank) => time >= bank && time <= bank + 45)).toBe(true);
  });
});
