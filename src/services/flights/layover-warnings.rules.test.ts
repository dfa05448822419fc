import { describe, expect, it } from 'vitest';
import { layoverWarnings, nightMinutesWithin } from './layover-warnings.rules';

// Singapore is UTC+8 all year: 16:00Z is midnight there.
const SIN = 'Asia/Singapore';
const at = (iso: string) => Date.parse(iso);
const facts = (
  arrival: string,
  departure: string,
  extra: Partial<Parameters<typeof layoverWarnings>[0]> = {},
) => ({
  arrivalUtc: at(arrival),
  departureUtc: at(departure),
  timeZone: SIN,
  minimumConnectionMinutes: 60,
  changeOfAirport: false,
  ...extra,
});

describe('layover warnings (issue 25: what Google Flights shows)', () => {
  it('says nothing of a comfortable daytime connection', () => {
    // 14:00–16:30 in Singapore.
    expect(layoverWarnings(facts('2027-01-23T06:00:00Z', '2027-01-23T08:30:00Z'))).toEqual([]);
  });

  it('calls a night in the airport overnight, but not a connection that merely passes midnight', () => {
    // 23:30–06:10 local: 5 h of the small hours.
    expect(layoverWarnings(facts('2027-01-23T15:30:00Z', '2027-01-23T22:10:00Z'))).toEqual([
      'overnight',
      'long',
    ]);
    // 23:30–01:10 local: 70 minutes past midnight.
    expect(layoverWarnings(facts('2027-01-23T15:30:00Z', '2027-01-23T17:10:00Z'))).toEqual([]);
    // 01:00–04:30 local: 3.5 h, overnight though not long.
    expect(layoverWarnings(facts('2027-01-23T17:00:00Z', '2027-01-23T20:30:00Z'))).toEqual(['overnight']);
  });

  it('measures the night in the connecting airport’s own time zone, across a daylight-saving change', () => {
    // London's clocks go forward at 01:00Z on 28 March 2027: 00:00–05:00 local is 00:00Z–04:00Z that night.
    expect(nightMinutesWithin(at('2027-03-27T23:00:00Z'), at('2027-03-28T05:00:00Z'), 'Europe/London')).toBe(
      240,
    );
    // The same instants in Singapore (07:00–13:00 local) hold no night at all.
    expect(nightMinutesWithin(at('2027-03-27T23:00:00Z'), at('2027-03-28T05:00:00Z'), SIN)).toBe(0);
  });

  it('counts the nights of a layover close to 24 hours', () => {
    // 22:00 local to 21:00 the next day: one whole night (5 h).
    expect(nightMinutesWithin(at('2027-01-23T14:00:00Z'), at('2027-01-24T13:00:00Z'), SIN)).toBe(300);
  });

  it('calls over 6 hours long, and exactly 6 hours not', () => {
    expect(layoverWarnings(facts('2027-01-23T01:00:00Z', '2027-01-23T07:01:00Z'))).toEqual(['long']);
    expect(layoverWarnings(facts('2027-01-23T01:00:00Z', '2027-01-23T07:00:00Z'))).toEqual([]);
  });

  it('calls a connection within 30 minutes of the airport’s minimum short', () => {
    const minimum = { minimumConnectionMinutes: 120 };
    expect(layoverWarnings(facts('2027-01-23T01:00:00Z', '2027-01-23T03:29:00Z', minimum))).toEqual([
      'short',
    ]);
    expect(layoverWarnings(facts('2027-01-23T01:00:00Z', '2027-01-23T03:30:00Z', minimum))).toEqual([]);
  });

  it('puts a change of airport first', () => {
    expect(
      layoverWarnings(facts('2027-01-23T06:00:00Z', '2027-01-23T07:10:00Z', { changeOfAirport: true })),
    ).toEqual(['changeOfAirport', 'short']);
  });
});
