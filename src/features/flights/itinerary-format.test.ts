import { describe, expect, it } from 'vitest';
import { formatDuration, timeZoneLongName } from './itinerary-format';

describe('itinerary durations', () => {
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
