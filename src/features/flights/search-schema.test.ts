import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { formErrorMessage } from './form-errors';
import {
  defaultCriteria,
  MULTI_CITY,
  ONE_WAY,
  type FlightSearchCriteria,
  type SearchLeg,
} from './search-criteria';
import { checkSearch, FlightSearchSchema, SEARCH_MESSAGES, searchProblemMessage } from './search-schema';

const SYD = { code: 'SYD', codeType: 'A' as const, name: 'Sydney' };
const LHR = { code: 'LHR', codeType: 'A' as const, name: 'London' };
const SIN = { code: 'SIN', codeType: 'A' as const, name: 'Singapore' };
const leg = (dep: SearchLeg['dep'], arr: SearchLeg['arr'], depDate: string): SearchLeg => ({
  dep,
  arr,
  depDate,
});

function search(changes: Partial<FlightSearchCriteria>): FlightSearchCriteria {
  return {
    ...defaultCriteria(),
    dep: SYD,
    arr: LHR,
    depDate: '2026-12-15',
    retDate: '2026-12-29',
    ...changes,
  };
}

const multi = (journeys: SearchLeg[]) => search({ type: MULTI_CITY, journeys });

describe('flight search validation (spec §5, word for word)', () => {
  it.each<[string, FlightSearchCriteria, string | null]>([
    ['a complete return', search({}), null],
    ['a return without fly from', search({ dep: null }), 'Please fill in fly from and fly to'],
    ['a return without fly to', search({ arr: null }), 'Please fill in fly from and fly to'],
    [
      'a return without dates',
      search({ depDate: '', retDate: '' }),
      'Please fill in depature and return date',
    ],
    ['a return without a return date', search({ retDate: '' }), 'Please fill in depature and return date'],
    [
      'a one-way without fly to',
      search({ type: ONE_WAY, arr: null }),
      'Please fill in fly from, fly to and departing on',
    ],
    [
      'a one-way without a date',
      search({ type: ONE_WAY, depDate: '' }),
      'Please fill in fly from, fly to and departing on',
    ],
    ['a complete one-way', search({ type: ONE_WAY, retDate: '' }), null],
    [
      'multi-city with two legs',
      multi([leg(SYD, SIN, '2026-12-10'), leg(SIN, LHR, '2026-12-14'), leg(null, null, '')]),
      'Please ensure you enter at least three legs for a multi-city trip.',
    ],
    [
      'multi-city with a half-filled leg',
      multi([leg(SYD, SIN, '2026-12-10'), leg(SIN, null, '2026-12-14'), leg(LHR, SYD, '2026-12-28')]),
      'Please fill in all the required fields',
    ],
    [
      'multi-city with three legs',
      multi([leg(SYD, SIN, '2026-12-10'), leg(SIN, LHR, '2026-12-14'), leg(LHR, SYD, '2026-12-28')]),
      null,
    ],
    ['the same place twice', search({ arr: SYD }), SEARCH_MESSAGES.samePlace],
    [
      'a return before the departure',
      search({ retDate: '2026-12-01' }),
      SEARCH_MESSAGES.returnBeforeDeparture,
    ],
    [
      'multi-city legs out of order',
      multi([leg(SYD, SIN, '2026-12-10'), leg(SIN, LHR, '2026-12-04'), leg(LHR, SYD, '2026-12-28')]),
      SEARCH_MESSAGES.legsOutOfOrder,
    ],
    ['a date that is not a date', search({ depDate: '2026-02-30' }), SEARCH_MESSAGES.invalidDate],
    [
      'more infants than adults',
      search({ passengerInfos: { adult: 1, children: 0, infants: 2 } }),
      'Each infant must travel with an adult: infants cannot outnumber adults',
    ],
    [
      'frequent-flyer only without a number',
      search({ isFlightFromFrequentFlyerOnly: true }),
      SEARCH_MESSAGES.frequentFlyerNumber,
    ],
    [
      'frequent-flyer only with a number',
      search({ isFlightFromFrequentFlyerOnly: true, frequentFlyerNumber: 'QF 1234567' }),
      null,
    ],
    ['a bad airline code', search({ preferredAirline: ['QANTAS'] }), SEARCH_MESSAGES.airlineCode],
    [
      'typed text for a place (looked up later)',
      search({ dep: { code: '', codeType: 'C', name: 'Sydney' } }),
      null,
    ],
  ])('%s', (_name, criteria, message) => {
    expect(checkSearch(criteria)?.message ?? null).toBe(message);
    expect(searchProblemMessage(criteria)).toBe(message);
  });

  it('keeps the spec texts as the spec spells them', () => {
    expect(SEARCH_MESSAGES.returnDates).toBe('Please fill in depature and return date');
    expect(SEARCH_MESSAGES.selectDate).toBe('Please select a date');
    expect(SEARCH_MESSAGES.multiCityLegs.startsWith('Please ensure you enter at least three legs')).toBe(
      true,
    );
  });

  it.each<[string, FlightSearchCriteria, string[]]>([
    ['the empty places of a return', search({ dep: null, arr: null }), ['dep', 'arr']],
    ['the empty dates of a return', search({ depDate: '', retDate: '' }), ['depDate', 'retDate']],
    [
      'the empty fields of a half-filled multi-city leg',
      multi([leg(SYD, SIN, '2026-12-10'), leg(SIN, null, ''), leg(null, null, '')]),
      ['journeys.1.arr', 'journeys.1.depDate'],
    ],
    [
      'the empty third leg',
      multi([leg(SYD, SIN, '2026-12-10'), leg(SIN, LHR, '2026-12-14'), leg(null, null, '')]),
      ['journeys.2.dep', 'journeys.2.arr', 'journeys.2.depDate'],
    ],
  ])('marks %s', (_name, criteria, fields) => {
    expect(checkSearch(criteria)?.fields).toEqual(fields);
  });

  it('is a valibot schema whose issue is the first problem, without a path', () => {
    const result = v.safeParse(FlightSearchSchema, search({ dep: null }));
    expect(result.success).toBe(false);
    expect(result.issues?.[0]?.message).toBe('Please fill in fly from and fly to');
    expect(result.issues?.[0]?.path).toBeUndefined();
    expect(v.safeParse(FlightSearchSchema, { type: 5 }).success).toBe(false);
  });
});

describe('TanStack Form error lists', () => {
  it.each<[string, unknown[], string | null]>([
    ['no errors', [undefined], null],
    ['a string', ['Please select a date'], 'Please select a date'],
    [
      'a Standard Schema issue map',
      [{ '': [{ message: 'Please fill in fly from and fly to' }] }],
      'Please fill in fly from and fly to',
    ],
    ['an issue', [{ message: 'x' }], 'x'],
  ])('reads %s', (_name, errors, message) => {
    expect(formErrorMessage(errors)).toBe(message);
  });
});
