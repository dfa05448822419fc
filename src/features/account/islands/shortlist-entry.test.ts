import { describe, expect, it } from 'vitest';
import type { PricedItinerary } from '../../../shared/contracts/flights';
import { criteriaFromQuery } from '../../flights/search-criteria';
import { localDepartureLabel, searchAgainUrl, shortlistPrice, type ShortlistEntry } from './shortlist-entry';
import { familyPassengerInfos } from '../../flights/flight-search.fixture';

const place = (code: string, city: string, time: string) => ({
  code,
  name: city,
  cityCode: code,
  cityName: city,
  countryCode: 'XX',
  countryName: 'X',
  timeZone: 'UTC',
  time,
  utc: new Date(time).toISOString(),
  terminal: null,
});

// SQ103 leaves Melbourne at 06:20 local on 6 January: 19:20 UTC on the 5th.
const itinerary = {
  pricedItineraryId: 'J0-0123456789ab',
  journeyIndex: 0,
  segments: [
    {
      flightNumber: 'SQ103',
      airline: { code: 'SQ', name: 'Singapore Airlines', alliance: null },
      departure: place('MEL', 'Melbourne', '2027-01-06T06:20:00+11:00'),
      arrival: place('SIN', 'Singapore', '2027-01-06T11:35:00+08:00'),
    },
    {
      flightNumber: 'SQ322',
      airline: { code: 'SQ', name: 'Singapore Airlines', alliance: null },
      departure: place('SIN', 'Singapore', '2027-01-06T23:10:00+08:00'),
      arrival: place('LHR', 'London', '2027-01-07T05:35:00+00:00'),
    },
  ],
  stops: 1,
  lowestPrice: 2914.2,
} as unknown as PricedItinerary;

const entry: ShortlistEntry = {
  id: '5f1c3c61-3a4e-4a57-9d52-2f3a3f0b7d11',
  departsAt: '2027-01-05T19:20:00.000Z',
  createdAt: '2026-11-24T07:00:00.000Z',
  search: {
    tripType: 'RoundTrip',
    depCode: 'MEL',
    arrCode: 'LON',
    depDate: '2027-01-06',
    cabinClass: 'Business',
    passengerInfos: familyPassengerInfos(),
    journeys: [
      { depCode: 'MEL', depCodeType: 'A', arrCode: 'LON', arrCodeType: 'C', depDate: '2027-01-06' },
      { depCode: 'LON', depCodeType: 'C', arrCode: 'MEL', arrCodeType: 'A', depDate: '2027-01-20' },
    ],
  },
  itinerary,
};

describe('the shortlist entry (issue 12 "Shortlist")', () => {
  it('shows the departure on the airport clock, not in UTC', () => {
    expect(localDepartureLabel(itinerary.segments[0]!.departure.time)).toBe('Wed 6 Jan 2027, 06:20');
    expect(localDepartureLabel('2027-01-05T23:50:00-08:00')).toBe('Tue 5 Jan 2027, 23:50');
    // Other languages: their own day, month and weekday, the same airport clock.
    expect(localDepartureLabel('2027-01-06T06:20:00+11:00', 'ja')).toBe('2027年1月6日(水) 06:20');
    expect(localDepartureLabel('2027-01-06T06:20:00+11:00', 'id')).toBe('Rab, 6 Jan 2027 06:20');
  });

  it('writes money with thousands separators', () => {
    expect(shortlistPrice(itinerary)).toBe('$2,914.20');
  });

  it('links to the same search with the shortlisted flights highlighted', () => {
    const url = new URL(searchAgainUrl(entry), 'https://site.example');
    expect(url.pathname).toBe('/flight/result');
    expect(new URLSearchParams(url.hash.slice(1)).get('highlight')).toBe('SQ103,SQ322');
    const criteria = criteriaFromQuery(url.searchParams);
    expect(criteria.type).toBe(1);
    expect(criteria.dep).toMatchObject({ code: 'MEL', codeType: 'A' });
    expect(criteria.arr).toMatchObject({ code: 'LON', codeType: 'C' });
    expect(criteria.depDate).toBe('2027-01-06');
    expect(criteria.retDate).toBe('2027-01-20');
    expect(criteria.cabinClass).toBe('Business');
    expect(criteria.passengerInfos).toEqual({ adult: 2, children: 1, infants: 0 });
  });

  it('reruns an older entry (no journeys kept) as a one-way search of its own leg', () => {
    const older = { ...entry, search: { ...entry.search, journeys: undefined } };
    const url = new URL(searchAgainUrl(older), 'https://site.example');
    const criteria = criteriaFromQuery(url.searchParams);
    expect(criteria.type).toBe(0);
    expect(criteria.dep).toMatchObject({ code: 'MEL', codeType: 'A' });
    expect(criteria.arr).toMatchObject({ code: 'LON', codeType: 'C' });
  });
});
