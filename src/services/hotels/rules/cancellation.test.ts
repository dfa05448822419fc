import { describe, expect, it } from 'vitest';
import { cancellationTimeline, freeCancellationDeadline, type TimelineInput } from './cancellation';
import { nightCount, nightsOf, daysAhead } from './calendar';
import { formatPropertyTime } from './local-time';

const FLEX: TimelineInput = {
  refundable: true,
  checkInDate: '2026-12-05',
  checkInTime: '14:00',
  timeZone: 'Australia/Melbourne',
  freeCancellationDays: 1,
  firstNightCents: 21_000,
  totalCents: 63_000,
};

describe('cancellation timeline', () => {
  it.each([
    // Melbourne in December is UTC+11; London in December UTC+0; New York UTC-5.
    [FLEX, '2026-12-04T03:00:00.000Z'],
    [{ ...FLEX, freeCancellationDays: 7 }, '2026-11-28T03:00:00.000Z'],
    [{ ...FLEX, timeZone: 'Europe/London', checkInTime: '15:00' }, '2026-12-04T15:00:00.000Z'],
    [
      { ...FLEX, timeZone: 'America/New_York', checkInTime: '16:00', freeCancellationDays: 2 },
      '2026-12-03T21:00:00.000Z',
    ],
  ])('free until the local check-in time N days before (%#)', (input, iso) => {
    expect(new Date(freeCancellationDeadline(input)).toISOString()).toBe(iso);
  });

  it('is free, then the first night, then the full price, labelled in local time', () => {
    const steps = cancellationTimeline(FLEX);
    expect(steps.map((step) => step.penaltyCents)).toEqual([0, 21_000, 63_000]);
    expect(steps.map((step) => step.until)).toEqual([
      '2026-12-04T03:00:00.000Z',
      '2026-12-05T03:00:00.000Z',
      null,
    ]);
    expect(steps[0]!.label).toBe('Free cancellation until 2 pm, Fri 4 Dec');
    expect(steps[1]!.label).toBe('From 2 pm, Fri 4 Dec until check-in: the first night ($210.00) is charged');
    expect(steps[2]!.label).toContain('the full price ($630.00)');
  });

  it('charges everything for a non-refundable rate', () => {
    expect(cancellationTimeline({ ...FLEX, refundable: false })).toEqual([
      {
        until: null,
        penaltyCents: 63_000,
        label: 'Non-refundable: $630.00 is charged if you cancel or change',
      },
    ]);
  });
});

describe('calendar', () => {
  it.each([
    ['2026-12-30', '2027-01-02', ['2026-12-30', '2026-12-31', '2027-01-01']],
    ['2027-02-28', '2027-03-01', ['2027-02-28']],
    ['2026-12-05', '2026-12-05', []],
  ])('nights of %s to %s', (checkIn, checkOut, nights) => {
    expect(nightsOf(checkIn, checkOut)).toEqual(nights);
    expect(nightCount(checkIn, checkOut)).toBe(nights.length);
  });

  it.each([
    // 21 Nov 2026 13:30 UTC is already 22 Nov in Sydney (UTC+11) but still 21 Nov in London.
    ['2026-11-22', 'Australia/Sydney', 0],
    ['2026-11-22', 'Europe/London', 1],
    ['2026-11-21', 'Australia/Sydney', -1],
  ])('%s is %i days ahead in %s', (date, zone, days) => {
    expect(daysAhead(date, new Date('2026-11-21T13:30:00Z'), zone)).toBe(days);
  });

  it.each([
    [Date.parse('2026-12-04T03:00:00Z'), 'Australia/Melbourne', '2 pm, Fri 4 Dec'],
    [Date.parse('2026-12-04T03:30:00Z'), 'Australia/Perth', '11:30 am, Fri 4 Dec'],
  ])('formats %i in %s as %s', (ms, zone, text) => expect(formatPropertyTime(ms, zone)).toBe(text));
});
