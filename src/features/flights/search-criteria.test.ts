import { describe, expect, it } from 'vitest';
import {
  criteriaFromQuery,
  criteriaToQuery,
  defaultCriteria,
  hasResolvedPlaces,
  legsOf,
  MULTI_CITY,
  ONE_WAY,
  RETURN,
  resultUrlOf,
  searchKeyOf,
  type FlightSearchCriteria,
} from './search-criteria';
import { toSearchRequest, withDates } from './search-request';
import { LON, SYD } from './flight-search.fixture';
import { FlightSearchRequestSchema } from '../../shared/contracts/flights';
import * as v from 'valibot';

const SIN = { code: 'SIN', codeType: 'A' as const, name: 'Singapore' };

function returnTrip(changes: Partial<FlightSearchCriteria> = {}): FlightSearchCriteria {
  return {
    ...defaultCriteria(),
    dep: SYD,
    arr: LON,
    depDate: '2026-12-15',
    retDate: '2026-12-29',
    ...changes,
  };
}

describe('default criteria (spec §3, §9)', () => {
  it('is a return trip in Business for one adult with three empty multi-city legs', () => {
    const criteria = defaultCriteria();
    expect(criteria.type).toBe(RETURN);
    expect(criteria.cabinClass).toBe('Business');
    expect(criteria.passengerInfos).toEqual({ adult: 1, children: 0, infants: 0 });
    expect(criteria.journeys).toHaveLength(3);
    expect([
      criteria.isDirectFlightOnly,
      criteria.isFreeCheckInBaggageOnly,
      criteria.isFreeSeatSelectionOnly,
      criteria.isFlightFromFrequentFlyerOnly,
    ]).toEqual([false, false, false, false]);
  });
});

describe('the results URL', () => {
  it.each([
    [
      'return',
      returnTrip(),
      'trip=return&from=SYD&fromType=A&to=LON&toType=C&depart=2026-12-15&return=2026-12-29&adults=1&cabin=Business',
    ],
    [
      'one way',
      returnTrip({ type: ONE_WAY }),
      'trip=oneway&from=SYD&fromType=A&to=LON&toType=C&depart=2026-12-15&adults=1&cabin=Business',
    ],
    [
      'options',
      returnTrip({
        passengerInfos: { adult: 2, children: 1, infants: 1 },
        cabinClass: 'First',
        isDirectFlightOnly: true,
        isFreeCheckInBaggageOnly: true,
        isFreeSeatSelectionOnly: true,
        isFlightFromFrequentFlyerOnly: true,
        frequentFlyerNumber: ' QF 1234567 ',
        preferredAirline: ['QF', 'EK'],
      }),
      'trip=return&from=SYD&fromType=A&to=LON&toType=C&depart=2026-12-15&return=2026-12-29&adults=2&children=1&infants=1&cabin=First&direct=1&freeBags=1&freeSeats=1&ffOnly=1&ffNumber=QF+1234567&airlines=QF%2CEK',
    ],
  ])('encodes a %s search canonically', (_name, criteria, query) => {
    expect(criteriaToQuery(criteria).toString()).toBe(query);
  });

  it('encodes multi-city legs as repeated parameters, in order, skipping empty legs', () => {
    const criteria: FlightSearchCriteria = {
      ...defaultCriteria(),
      type: MULTI_CITY,
      journeys: [
        { dep: SYD, arr: SIN, depDate: '2026-12-10' },
        { dep: SIN, arr: LON, depDate: '2026-12-14' },
        { dep: null, arr: null, depDate: '' },
        { dep: LON, arr: SYD, depDate: '2026-12-28' },
      ],
    };
    const params = criteriaToQuery(criteria);
    expect(params.getAll('from')).toEqual(['SYD', 'SIN', 'LON']);
    expect(params.getAll('to')).toEqual(['SIN', 'LON', 'SYD']);
    expect(params.getAll('depart')).toEqual(['2026-12-10', '2026-12-14', '2026-12-28']);
  });

  it.each([
    ['return', returnTrip()],
    ['one way', returnTrip({ type: ONE_WAY, retDate: '' })],
    [
      'with options',
      returnTrip({
        preferredAirline: ['QF'],
        isDirectFlightOnly: true,
        passengerInfos: { adult: 3, children: 2, infants: 1 },
      }),
    ],
  ])('reads back a %s search from its URL (names aside)', (_name, criteria) => {
    const read = criteriaFromQuery(criteriaToQuery(criteria));
    const strip = (c: FlightSearchCriteria) => criteriaToQuery(c).toString();
    expect(strip(read)).toBe(strip(criteria));
    expect(read.dep).toEqual({ ...criteria.dep, name: '' });
  });

  it('reads a multi-city URL into at least three legs', () => {
    const read = criteriaFromQuery(
      new URLSearchParams(
        'trip=multicity&from=SYD&to=SIN&depart=2026-12-10&from=SIN&to=LHR&depart=2026-12-14',
      ),
    );
    expect(read.type).toBe(MULTI_CITY);
    expect(read.journeys).toHaveLength(3);
    expect(read.journeys[1]).toEqual({
      dep: { code: 'SIN', codeType: 'C', name: '' },
      arr: { code: 'LHR', codeType: 'C', name: '' },
      depDate: '2026-12-14',
    });
    expect(read.journeys[2]).toEqual({ dep: null, arr: null, depDate: '' });
  });

  it.each([
    [
      'text typed before the script loaded',
      'from=Sydney&to=lhr',
      { code: '', codeType: 'C', name: 'Sydney' },
      { code: 'LHR', codeType: 'C', name: '' },
    ],
    [
      'an airport type',
      'from=syd&fromType=A&to=LON&toType=C',
      { code: 'SYD', codeType: 'A', name: '' },
      { code: 'LON', codeType: 'C', name: '' },
    ],
    ['nothing', '', null, null],
  ])('reads places from %s', (_name, query, dep, arr) => {
    const read = criteriaFromQuery(new URLSearchParams(query));
    expect(read.dep).toEqual(dep);
    expect(read.arr).toEqual(arr);
  });

  it.each([
    ['adults=abc', Number.NaN],
    ['adults=10', Number.NaN],
    ['adults=', 1],
    ['adults=4', 4],
  ])('reads passenger counts: %s', (query, adult) => {
    expect(criteriaFromQuery(new URLSearchParams(query)).passengerInfos.adult).toBe(adult);
  });

  it('reads checkbox values as the unscripted form sends them', () => {
    const read = criteriaFromQuery(
      new URLSearchParams('direct=on&freeBags=1&freeSeats=true&ffOnly=0&airlines=qf, ek&airlines=QF'),
    );
    expect([
      read.isDirectFlightOnly,
      read.isFreeCheckInBaggageOnly,
      read.isFreeSeatSelectionOnly,
      read.isFlightFromFrequentFlyerOnly,
    ]).toEqual([true, true, true, false]);
    expect(read.preferredAirline).toEqual(['QF', 'EK']);
  });

  it('sends a typed place that was never chosen as its text', () => {
    const criteria = returnTrip({ dep: { code: '', codeType: 'C', name: 'Sydn' } });
    expect(criteriaToQuery(criteria).get('from')).toBe('Sydn');
    expect(hasResolvedPlaces(criteria)).toBe(false);
    expect(hasResolvedPlaces(returnTrip())).toBe(true);
  });

  it('gives the same key to the same search, another to other dates', () => {
    expect(searchKeyOf(returnTrip())).toBe(searchKeyOf(returnTrip()));
    expect(searchKeyOf(withDates(returnTrip(), '2026-12-16', '2026-12-30'))).not.toBe(
      searchKeyOf(returnTrip()),
    );
    expect(resultUrlOf(returnTrip())).toMatch(/^\/flight\/result\?trip=return&/);
  });
});

describe('the Booking API search request (spec §3)', () => {
  const now = new Date('2026-11-21T10:00:00Z');

  it('sends a return as two journeys, out and back', () => {
    const request = toSearchRequest(returnTrip(), 'ctg-au-web', now);
    expect(request.journeys).toEqual([
      { depCode: 'SYD', depCodeType: 'A', arrCode: 'LON', arrCodeType: 'C', depDate: '2026-12-15' },
      { depCode: 'LON', depCodeType: 'C', arrCode: 'SYD', arrCodeType: 'A', depDate: '2026-12-29' },
    ]);
    expect(request).toMatchObject({
      siteId: 'ctg-au-web',
      fareType: 'RegularFare',
      type: 1,
      cabinClass: 'Business',
      searchTime: now.toISOString(),
    });
    expect(request.passengerInfos).toEqual([
      { passengerType: 'Adult', count: 1 },
      { passengerType: 'Children', count: 0 },
      { passengerType: 'Infants', count: 0 },
    ]);
    expect(request).not.toHaveProperty('frequentFlyerNumber');
    expect(v.safeParse(FlightSearchRequestSchema, request).success).toBe(true);
  });

  it('sends one journey per leg for multi-city and joins preferred airlines with commas', () => {
    const criteria: FlightSearchCriteria = {
      ...defaultCriteria(),
      type: MULTI_CITY,
      preferredAirline: ['SQ', 'BA'],
      journeys: [
        { dep: SYD, arr: SIN, depDate: '2026-12-10' },
        { dep: SIN, arr: LON, depDate: '2026-12-14' },
        { dep: LON, arr: SYD, depDate: '2026-12-28' },
      ],
    };
    const request = toSearchRequest(criteria, 'ctg-au-web', now);
    expect(request.type).toBe(2);
    expect(request.journeys.map((journey) => `${journey.depCode}-${journey.arrCode}`)).toEqual([
      'SYD-SIN',
      'SIN-LON',
      'LON-SYD',
    ]);
    expect(request.preferredAirline).toBe('SQ,BA');
    expect(legsOf(criteria)).toHaveLength(3);
    expect(v.safeParse(FlightSearchRequestSchema, request).success).toBe(true);
  });

  it('sends the frequent flyer number only when frequent-flyer-only is on', () => {
    expect(toSearchRequest(returnTrip({ frequentFlyerNumber: 'QF 1234567' }), 's', now)).not.toHaveProperty(
      'frequentFlyerNumber',
    );
    expect(
      toSearchRequest(
        returnTrip({ isFlightFromFrequentFlyerOnly: true, frequentFlyerNumber: ' QF 1234567 ' }),
        's',
        now,
      ),
    ).toMatchObject({ isFlightFromFrequentFlyerOnly: true, frequentFlyerNumber: 'QF 1234567' });
  });
});
