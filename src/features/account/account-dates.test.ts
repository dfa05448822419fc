import { describe, expect, it } from 'vitest';
import { formatCalendarDay, formatSecurityEventTime } from './account-dates';

describe('security events', () => {
  // 2026-11-24T01:05Z is 12:05 in Sydney (daylight time, UTC+11).
  const at = '2026-11-24T01:05:00.000Z';

  it('shows the time on the Sydney clock, not UTC, with the zone named', () => {
    const text = formatSecurityEventTime(at, 'en');
    expect(text).toMatch(/24 Nov 2026/);
    expect(text).toMatch(/12:05\s?pm/);
    expect(text).toMatch(/AEDT/);
    expect(text).not.toMatch(/UTC/);
  });

  it('writes the date and time the reader’s way', () => {
    expect(formatSecurityEventTime(at, 'ja')).toMatch(/^2026年11月24日 12:05/);
    expect(formatSecurityEventTime(at, 'zh-CN')).toMatch(/^2026年11月24日 .*12:05/);
    expect(formatSecurityEventTime(at, 'ko')).toMatch(/^2026년 11월 24일 12:05/);
    expect(formatSecurityEventTime(at, 'id')).toMatch(/^24 Nov 2026,? 12[.:]05/);
  });

  it('shows a text that is not an instant as it came', () => {
    expect(formatSecurityEventTime('soon', 'ja')).toBe('soon');
  });
});

describe('calendar days', () => {
  it('writes English days as Australians do, never as a raw ISO date (issue 25 defect 10)', () => {
    expect(formatCalendarDay('2030-05-01', 'en')).toBe('1 May 2030');
    expect(formatCalendarDay('2029-08-20', 'en')).toBe('20 August 2029');
  });

  it('leaves a value that is not a calendar day as it is', () => {
    expect(formatCalendarDay('soon', 'en')).toBe('soon');
  });

  it('writes the day in the reader’s language, never shifted by a time zone', () => {
    expect(formatCalendarDay('2030-05-01', 'ja')).toBe('2030年5月1日');
    expect(formatCalendarDay('2030-05-01', 'ko')).toBe('2030년 5월 1일');
    expect(formatCalendarDay('2030-05-01', 'zh-CN')).toBe('2030年5月1日');
    expect(formatCalendarDay('2030-05-01', 'id')).toBe('1 Mei 2030');
  });
});
