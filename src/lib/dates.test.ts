import { describe, expect, it } from 'vitest';
import {
  clampDate,
  firstSelectable,
  formatDate,
  formatLongDate,
  formatMonth,
  isIsoDate,
  monthWeeks,
  needsPrompt,
  type DateRangeRule,
} from './dates';

const prompt: DateRangeRule = {
  start: '2026-11-23',
  end: '2027-10-17',
  leadTimeRestrictionMethod: 'Prompt',
  promptMessage: 'Call us',
};
const restrict: DateRangeRule = { ...prompt, leadTimeRestrictionMethod: 'Restrict' };

describe('calendar dates', () => {
  it.each([
    ['2026-12-15', true],
    ['2026-02-29', false],
    ['2028-02-29', true],
    ['2026-13-01', false],
    ['15/12/2026', false],
    ['', false],
  ])('isIsoDate(%s) is %s', (value, valid) => {
    expect(isIsoDate(value)).toBe(valid);
  });

  it('lays a month out in Monday-first weeks', () => {
    const weeks = monthWeeks('2026-12-15');
    expect(weeks[0]).toEqual([
      null,
      '2026-12-01',
      '2026-12-02',
      '2026-12-03',
      '2026-12-04',
      '2026-12-05',
      '2026-12-06',
    ]);
    expect(weeks.every((week) => week.length === 7)).toBe(true);
    expect(weeks.flat().filter(Boolean)).toHaveLength(31);
    expect(monthWeeks('2027-02-01')[0]![0]).toBe('2027-02-01');
  });

  it.each([
    ['2026-12-15', {}, 'Tue 15 Dec 2026'],
    ['2026-12-15', { year: false }, 'Tue 15 Dec'],
    ['2027-01-01', {}, 'Fri 1 Jan 2027'],
    ['', {}, ''],
    ['someday', {}, 'someday'],
  ])('formats %s', (date, options, text) => {
    expect(formatDate(date, options)).toBe(text);
  });

  it('names days and months in full', () => {
    expect(formatLongDate('2026-12-15')).toBe('Tuesday 15 December 2026');
    expect(formatMonth('2026-12-15')).toBe('December 2026');
  });

  it.each([
    ['2026-11-01', '2026-11-05', '2026-11-30', '2026-11-05'],
    ['2026-12-31', '2026-11-05', '2026-11-30', '2026-11-30'],
    ['2026-11-10', undefined, undefined, '2026-11-10'],
  ])('clamps %s into [%s, %s]', (date, min, max, result) => {
    expect(clampDate(date, min, max)).toBe(result);
  });
});

describe('search date range (spec §4 Prompt / Restrict)', () => {
  it.each([
    [{ today: '2026-11-21', min: '2026-11-21', range: prompt }, '2026-11-21'],
    [{ today: '2026-11-21', min: '2026-11-21', range: restrict }, '2026-11-23'],
    [{ today: '2026-11-21', min: '2026-12-15', range: restrict }, '2026-12-15'],
    [{ today: '2026-11-21', min: '2026-11-21', range: null }, '2026-11-21'],
  ])('first selectable day of %o is %s', (limits, first) => {
    expect(firstSelectable(limits)).toBe(first);
  });

  it.each([
    ['2026-11-22', prompt, true],
    ['2026-11-23', prompt, false],
    ['2026-11-22', restrict, false],
    ['', prompt, false],
    ['2026-11-22', null, false],
  ] as const)('%s under %o prompts: %s', (date, range, prompts) => {
    expect(needsPrompt(date, range)).toBe(prompts);
  });
});
