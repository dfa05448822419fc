import { describe, expect, it } from 'vitest';
import type { PricedItinerary } from '../../../shared/contracts/flights';
import { shortlistPriceLabelOf, tripDatesOf } from './shortlist-price';
import type { ShortlistEntry } from './shortlist-entry';

const journeys = [
  {
    depCode: 'SYD',
    depCodeType: 'A' as const,
    arrCode: 'LON',
    arrCodeType: 'C' as const,
    depDate: '2027-01-23',
  },
  {
    depCode: 'LON',
    depCodeType: 'C' as const,
    arrCode: 'SYD',
    arrCodeType: 'A' as const,
    depDate: '2027-02-02',
  },
];

function entryOf(search: Partial<ShortlistEntry['search']>): ShortlistEntry {
  return {
    id: 'e1',
    departsAt: '2027-01-23T10:00:00.000Z',
    createdAt: '2026-11-28T00:00:00.000Z',
    search: { depCode: 'SYD', arrCode: 'LON', depDate: '2027-01-23', cabinClass: 'Business', ...search },
    itinerary: { lowestPrice: 10_401.82 } as PricedItinerary,
  };
}

// Issue 25: the shortlist showed "From $10,401.82" with nothing saying it is the outbound flight's fare
// for both travellers, while the results priced the return trip for 2 at $19,932.26; and no year.
describe('what the shortlist price covers', () => {
  const party = [
    { passengerType: 'Adult', count: 1 },
    { passengerType: 'Children', count: 1 },
    { passengerType: 'Infants', count: 0 },
  ];

  it.each<[string, Partial<ShortlistEntry['search']>, string]>([
    ['the outbound of a return trip', { tripType: 'RoundTrip', journeys }, 'outbound'],
    [
      'the return of a return trip',
      { tripType: 'RoundTrip', journeys, depCode: 'LON', arrCode: 'SYD', depDate: '2027-02-02' },
      'return',
    ],
    ['a one-way flight', { tripType: 'OneWay', journeys: [journeys[0]!] }, 'flight'],
    ['an entry saved before its journeys were kept', {}, 'flight'],
  ])('names %s', (_, search, scope) => {
    expect(shortlistPriceLabelOf(entryOf({ ...search, passengerInfos: party }))).toEqual({
      scope,
      travellers: 2,
    });
  });

  it('counts one adult when the search kept no party (as "Search this again" does)', () => {
    expect(shortlistPriceLabelOf(entryOf({})).travellers).toBe(1);
  });

  it('writes the trip dates with their year', () => {
    expect(tripDatesOf(entryOf({ tripType: 'RoundTrip', journeys }), 'en')).toBe(
      'Sat 23 Jan 2027 – Tue 2 Feb 2027',
    );
    expect(tripDatesOf(entryOf({}), 'en')).toBe('Sat 23 Jan 2027');
    expect(tripDatesOf(entryOf({}), 'ja')).toContain('2027');
  });
});
