import { describe, expect, it } from 'vitest';
import { wallClockIn, zoneOffsetAt } from './zone-clock';

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
