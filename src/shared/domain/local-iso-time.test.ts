import { describe, expect, it } from 'vitest';
import { dayOffset, localClock, localDate, utcOffsetLabel } from './local-iso-time';

describe('local ISO times (the clock of each place)', () => {
  it.each([
    ['2026-12-15T08:55:00+11:00', '08:55', '2026-12-15', 'UTC+11'],
    ['2026-12-15T20:40:00+00:00', '20:40', '2026-12-15', 'UTC'],
    ['2026-12-15T21:50:00+10:30', '21:50', '2026-12-15', 'UTC+10:30'],
    ['2026-12-15T11:35:00-08:00', '11:35', '2026-12-15', 'UTC-8'],
    ['2026-12-15T06:00:00+05:45', '06:00', '2026-12-15', 'UTC+5:45'],
  ])('%s reads %s on %s, %s', (time, clock, date, offset) => {
    expect(localClock(time)).toBe(clock);
    expect(localDate(time)).toBe(date);
    expect(utcOffsetLabel(time)).toBe(offset);
  });

  it.each([
    ['2026-12-15T22:00:00+11:00', '2026-12-16T10:25:00+00:00', 1],
    ['2026-12-15T08:55:00+11:00', '2026-12-15T20:40:00+00:00', 0],
    ['2026-12-29T21:35:00+04:00', '2026-12-30T19:30:00+11:00', 1],
    ['2026-12-16T09:00:00+12:00', '2026-12-15T15:00:00-10:00', -1],
  ])('from %s to %s is %i days', (from, to, days) => {
    expect(dayOffset(from, to)).toBe(days);
  });
});
