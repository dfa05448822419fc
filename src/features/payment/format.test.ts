import { describe, expect, it } from 'vitest';
import { withDisplayLocale } from '../../shared/i18n/request-locale.server';
import { formatInstant, formatInstantDate, formatLocalDateTime } from './format';

describe('order dates for people', () => {
  it('shows a flight time on its own clock', () => {
    expect(formatLocalDateTime('2026-12-15T08:55:00+11:00')).toBe('Tue 15 Dec 2026, 08:55');
  });

  it('shows an instant in Sydney time, never as a UTC timestamp', () => {
    expect(formatInstant('2026-11-27T06:00:00.000Z')).toBe('Fri 27 Nov 2026, 5:00 pm Sydney time');
    expect(formatInstant('2026-11-27T06:00:00.000Z')).not.toMatch(/Z|T\d/);
    expect(formatInstantDate('2026-11-23T14:00:00Z')).toBe('Tue 24 Nov 2026');
    expect(formatInstant('not a date')).toBe('not a date');
  });
});

describe('order instants in other languages', () => {
  it('uses the language date order and names the time zone in it', () => {
    const ko = withDisplayLocale('ko', () => formatInstant('2026-11-27T06:00:00.000Z'));
    expect(ko).toBe('2026년 11월 27일 (금) 오후 5:00 호주 동부 하계 표준시');
    expect(withDisplayLocale('en', () => formatInstant('2026-11-27T06:00:00.000Z'))).toBe(
      'Fri 27 Nov 2026, 5:00 pm Sydney time',
    );
  });
});
