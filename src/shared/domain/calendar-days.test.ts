import { describe, expect, it } from 'vitest';
import { addDays, addMonths, daysBetween } from './calendar-days';

describe('calendar days (YYYY-MM-DD arithmetic)', () => {
  it.each([
    ['2026-12-31', 1, '2027-01-01'],
    ['2026-03-01', -1, '2026-02-28'],
    ['2026-10-04', 7, '2026-10-11'],
  ])('%s + %i days = %s', (date, days, result) => {
    expect(addDays(date, days)).toBe(result);
  });

  it.each([
    ['2026-01-31', 1, '2026-02-28'],
    ['2028-01-31', 1, '2028-02-29'],
    ['2026-12-15', 1, '2027-01-15'],
    ['2026-03-31', -1, '2026-02-28'],
    ['2026-12-15', -12, '2025-12-15'],
  ])('%s + %i months = %s', (date, months, result) => {
    expect(addMonths(date, months)).toBe(result);
  });

  it('counts days across a daylight-saving change', () => {
    expect(daysBetween('2026-10-03', '2026-10-05')).toBe(2);
    expect(daysBetween('2026-12-29', '2026-12-15')).toBe(-14);
  });
});
