import { describe, expect, it } from 'vitest';
import { instantToSiteLocal, siteLocalToInstant } from './site-time';

describe('Sydney wall-clock times', () => {
  it.each([
    // Daylight saving (AEDT, UTC+11) and standard time (AEST, UTC+10).
    ['2026-12-01T09:30', '2026-11-30T22:30:00.000Z'],
    ['2026-06-01T09:30', '2026-05-31T23:30:00.000Z'],
    ['2026-12-01', '2026-11-30T13:00:00.000Z'],
    // 1 am on the day daylight saving ends is still daylight time (the clocks go back at 3 am).
    ['2026-04-05T01:00', '2026-04-04T14:00:00.000Z'],
  ])('%s in Sydney is %s', (local, instant) => {
    expect(siteLocalToInstant(local)?.toISOString()).toBe(instant);
    expect(instantToSiteLocal(new Date(instant))).toBe(local.length === 10 ? `${local}T00:00` : local);
  });

  it('refuses what is not a date and time', () => {
    expect(siteLocalToInstant('tomorrow')).toBeNull();
    expect(siteLocalToInstant('2026-12-01 09:30')).toBeNull();
  });
});
