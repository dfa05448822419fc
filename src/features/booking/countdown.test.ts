import { describe, expect, it } from 'vitest';
import { announcedMinutes, clockOf, secondsLeft } from './countdown';

describe('offer countdown', () => {
  const now = Date.parse('2026-12-01T10:00:00Z');

  it('counts whole seconds to the expiry, never below zero', () => {
    expect(secondsLeft('2026-12-01T10:14:05Z', now)).toBe(845);
    expect(secondsLeft('2026-12-01T09:59:00Z', now)).toBe(0);
    expect(secondsLeft('not a date', now)).toBe(0);
    expect(clockOf(845)).toBe('14:05');
    expect(clockOf(59)).toBe('0:59');
  });

  it('announces only every 5 minutes, then each of the last 2 (not every second)', () => {
    expect(announcedMinutes(30 * 60)).toBe(30);
    expect(announcedMinutes(29 * 60 + 59)).toBe(30);
    expect(announcedMinutes(25 * 60)).toBe(25);
    expect(announcedMinutes(24 * 60 + 59)).toBe(25);
    expect(announcedMinutes(14 * 60 + 10)).toBe(15);
    expect(announcedMinutes(3 * 60)).toBe(5);
    expect(announcedMinutes(2 * 60)).toBe(2);
    expect(announcedMinutes(61)).toBe(2);
    expect(announcedMinutes(60)).toBe(1);
    expect(announcedMinutes(0)).toBeNull();
    // Across a whole minute of ticks the words stay the same.
    const spoken = new Set(Array.from({ length: 60 }, (_, s) => announcedMinutes(12 * 60 + s + 1)));
    expect(spoken).toEqual(new Set([15]));
  });
});
