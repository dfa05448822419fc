import { describe, expect, it } from 'vitest';
import {
  dayOffset,
  formatDuration,
  localClock,
  localDate,
  timeZoneLongName,
  utcOffsetLabel,
} from './itinerary-format';

describe('itinerary times (local to each airport)', () => {
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

  it.each([
    [55, '55m'],
    [120, '2h'],
    [1365, '22h 45m'],
    [605, '10h 05m'],
  ])('%i minutes read %s', (minutes, text) => {
    expect(formatDuration(minutes)).toBe(text);
  });
});

describe('timeZoneLongName (issue 25, defect 10: "(Asia/Hong_Kong)")', () => {
  it.each([
    ['2027-01-23T10:00:00+08:00', 'Asia/Hong_Kong', 'en', 'Hong Kong Standard Time'],
    ['2027-01-23T10:00:00+11:00', 'Australia/Sydney', 'en', 'Australian Eastern Daylight Time'],
    ['2027-07-23T10:00:00+10:00', 'Australia/Sydney', 'en', 'Australian Eastern Standard Time'],
    ['2027-01-23T10:00:00+08:00', 'Asia/Hong_Kong', 'ja', '香港標準時'],
    ['2027-01-23T10:00:00+08:00', 'Not/AZone', 'en', 'Not/AZone'],
  ])('%s in %s (%s) is %s', (time, zone, language, name) => {
    expect(timeZoneLongName(time, zone, language)).toBe(name);
  });
});
