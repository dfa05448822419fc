import { describe, expect, it } from 'vitest';
import {
  cheapestDays,
  compactFarePrice,
  fareCalendarQuery,
  fareMonthKey,
  fullFarePrice,
  type FareCalendarRoute,
} from './fare-calendar';
import { familyPassengerInfos, LON, SYD } from './flight-search.fixture';

const route: FareCalendarRoute = {
  siteId: 'ctg-au-web',
  from: SYD,
  to: LON,
  cabinClass: 'Business',
  passengers: { adult: 2, children: 1, infants: 0 },
};

describe('fareCalendarQuery', () => {
  it('prices a one-way route for the travellers and cabin', () => {
    expect(fareCalendarQuery(route)).toEqual({
      kind: 'oneWay',
      travellers: 3,
      request: {
        siteId: 'ctg-au-web',
        depCode: 'SYD',
        depCodeType: 'A',
        arrCode: 'LON',
        arrCodeType: 'C',
        cabinClass: 'Business',
        passengerInfos: familyPassengerInfos(),
      },
    });
  });

  it('has no prices while the route is incomplete or a place is only typed', () => {
    expect(fareCalendarQuery({ ...route, to: null })).toBeNull();
    expect(fareCalendarQuery({ ...route, from: { code: '', codeType: 'C', name: 'Sydney' } })).toBeNull();
    expect(fareCalendarQuery({ ...route, to: SYD })).toBeNull();
  });

  it('prices a return departure as the whole trip when the stay is 1 to 30 days', () => {
    const trip = { ...route, departDate: '2027-01-05', returnDate: '2027-01-19' };
    expect(fareCalendarQuery(trip)).toMatchObject({ kind: 'return', request: { stayDays: 14 } });
    const long = { ...trip, returnDate: '2027-03-01' };
    expect(fareCalendarQuery(long)).toMatchObject({ kind: 'oneWay' });
    expect(fareCalendarQuery(long)!.request).not.toHaveProperty('stayDays');
    // The return date's own calendar prices the flight home.
    expect(fareCalendarQuery({ ...trip, kind: 'back' })).toMatchObject({ kind: 'back' });
  });

  it('keys a month by its route and month', () => {
    const query = fareCalendarQuery(route)!;
    expect(fareMonthKey(query, '2027-01-01')).toBe(fareMonthKey(query, '2027-01'));
    expect(fareMonthKey(query, '2027-01')).not.toBe(fareMonthKey(query, '2027-02'));
  });
});

describe('prices', () => {
  it.each([
    [845.5, '$845', '$845'],
    [5712.91, '$5,712', '$5,712'],
    [999.99, '$999', '$999'],
    [1000, '$1,000', '$1,000'],
    [10342.61, '$10.3k', '$10,342'],
    [12049, '$12k', '$12,049'],
  ])('%d -> %s in the cell, %s in the name', (amount, compact, full) => {
    expect(compactFarePrice(amount)).toBe(compact);
    expect(fullFarePrice(amount)).toBe(full);
  });

  it('marks the days within 5% of the lowest price', () => {
    const prices = new Map<string, number | null>([
      ['2027-01-05', 1000],
      ['2027-01-06', 1049],
      ['2027-01-07', 1051],
      ['2027-01-08', null],
    ]);
    expect([...cheapestDays(prices)]).toEqual(['2027-01-05', '2027-01-06']);
    expect(cheapestDays(new Map([['2027-01-08', null]])).size).toBe(0);
  });
});
