import { describe, expect, it } from 'vitest';
import { aircraftSizeFor, blockMinutes, cabinsFor, departureMinutes, flightsOnDay } from './schedule.rules';
import { dayNumber } from '../../shared/domain/calendar-days';

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
