import { describe, expect, it } from 'vitest';
import { clearOfCurfews, isInCurfew } from './curfew.rules';
import { formatLocal, localToUtc } from '../../shared/domain/zone-clock';

const SYD = { code: 'SYD', tz: 'Australia/Sydney' };
const ADL = { code: 'ADL', tz: 'Australia/Adelaide' };
const BNE = { code: 'BNE', tz: 'Australia/Brisbane' };
const HND = { code: 'HND', tz: 'Asia/Tokyo' };
const at = (date: string, time: string, zone: string) => {
  const [hours, minutes] = time.split(':').map(Number);
  return localToUtc(date, hours! * 60 + minutes!, zone);
};

describe('isInCurfew', () => {
  it.each([
    [SYD, '22:55', false],
    [SYD, '23:00', true],
    [SYD, '03:25', true],
    [SYD, '05:55', true],
    [SYD, '06:00', false],
    [ADL, '23:30', true],
    [BNE, '03:00', false],
    [HND, '02:00', false],
  ])('%o at %s local: %s', (airport, time, expected) => {
    expect(isInCurfew(airport, at('2026-12-15', time, airport.tz))).toBe(expected);
  });
});

describe('clearOfCurfews', () => {
  const local = (utc: number, zone: string) => formatLocal(utc, zone).slice(11, 16);

  it('keeps a flight that clears both ends', () => {
    const dep = at('2026-12-15', '09:00', HND.tz);
    expect(clearOfCurfews(dep, 595, HND, SYD, 6)).toBe(dep);
  });

  it.each([
    [0, '06:00'],
    [3, '06:15'],
    [6, '06:30'],
  ])(
    'moves a Haneda departure landing in Sydney at 03:25 to the nearest clear time, spread %i steps: lands %s',
    (spread, lands) => {
      const dep = at('2026-12-15', '15:30', HND.tz);
      const moved = clearOfCurfews(dep, 595, HND, SYD, spread);
      expect(local(moved + 595 * 60_000, SYD.tz)).toBe(lands);
      expect(formatLocal(moved, HND.tz).slice(0, 10)).toBe('2026-12-15');
    },
  );

  it('moves a Sydney departure at 23:30 back before the curfew, on the same day', () => {
    const dep = at('2026-12-15', '23:30', SYD.tz);
    const moved = clearOfCurfews(dep, 120, SYD, BNE, 0);
    expect(local(moved, SYD.tz)).toBe('22:55');
  });

  it('clears both ends of an Adelaide-Sydney flight', () => {
    const dep = at('2026-12-15', '21:30', ADL.tz);
    const moved = clearOfCurfews(dep, 125, ADL, SYD, 0);
    expect(isInCurfew(ADL, moved)).toBe(false);
    expect(isInCurfew(SYD, moved + 125 * 60_000)).toBe(false);
    // 20:20 in Adelaide (UTC+10:30) plus 2 h 05 lands 22:55 in Sydney (UTC+11), the last minute before it.
    expect(local(moved, ADL.tz)).toBe('20:20');
  });
});
