import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openGuestServices } from '../test-kits/open-services';
import { jsonRequest, type TestServices } from '../testing/test-platform';
import { flightSearchCalls, returnSearch, SITE } from './flight-search-test-kit';

// Refused input on the flight search routes: a clear 4xx, and nothing stored.
let t: TestServices;
let token: string;

beforeAll(async () => ({ t, token } = await openGuestServices(SITE)));
afterAll(() => t.close());

const { publicToken, booking } = flightSearchCalls(() => ({ t, token }));

describe('bad input changes nothing and gets a clear 4xx', () => {
  const journey = { depCode: 'SYD', arrCode: 'MEL', depDate: '2026-12-10' };
  const party = (...counts: [string, number][]) => ({
    passengerInfos: counts.map(([passengerType, count]) => ({ passengerType, count })),
  });
  it.each([
    ['no journeys', { journeys: [] }, 'At least one journey is needed'],
    ['a bad date', { journeys: [{ ...journey, depDate: '2026-02-30' }] }, 'Not a calendar date'],
    ['a bad code', { journeys: [{ ...journey, depCode: 'SY' }] }, 'depCode must be a 3-letter IATA code'],
    [
      'the same place both ends',
      { journeys: [{ ...journey, arrCode: 'SYD' }] },
      'leaves from and goes to the same place',
    ],
    ['an unknown cabin', { cabinClass: 'Steerage' }, 'cabinClass must be'],
    ['more infants than adults', party(['Adult', 1], ['Infants', 2]), 'infants cannot outnumber adults'],
    ['ten seated passengers', party(['Adult', 5], ['Children', 5]), 'At most 9'],
    ['no adult', party(['Adult', 0], ['Children', 1]), 'At least one adult'],
    ['an unknown passenger type', party(['Senior', 1]), 'passengerType must be'],
    [
      'frequent-flyer only without a number',
      { isFlightFromFrequentFlyerOnly: true },
      'frequentFlyerNumber is required',
    ],
    ['a past date', { journeys: [{ ...journey, depDate: '2026-11-01' }] }, 'departs in the past'],
    [
      'a date too far ahead',
      { journeys: [{ ...journey, depDate: '2027-12-01' }] },
      'the last date that can be booked',
    ],
    [
      'an unknown airport',
      { journeys: [{ ...journey, arrCode: 'ZZZ' }] },
      'We have no flights to or from ZZZ',
    ],
    [
      'a bad preferred airline',
      { preferredAirline: 'QANTAS' },
      'preferredAirline lists 2-character airline codes',
    ],
    ['another fare type', { fareType: 'Negotiated' }, 'fareType must be RegularFare'],
    [
      'journeys out of order',
      { journeys: [journey, { ...journey, depCode: 'MEL', arrCode: 'SYD', depDate: '2026-12-01' }] },
      'departs before journey 1',
    ],
  ])('Search refuses %s', async (_label, overrides, message) => {
    const response = await booking('/AirShopping/Search', returnSearch(overrides));
    expect(response.status).toBe(400);
    const json = (await response.json()) as { status: string; message: string };
    expect(json.status).toBe('Failed');
    expect(json.message).toContain(message);
  });

  it('refuses malformed JSON, a missing token and another site', async () => {
    const malformed = await t.services.booking.request(
      '/AirShopping/Search',
      jsonRequest('POST', '{"siteId":', { Authorization: `Bearer ${token}` }),
    );
    expect(malformed.status).toBe(400);
    const anonymous = await t.services.booking.request(
      '/AirShopping/Search',
      jsonRequest('POST', returnSearch()),
    );
    expect(anonymous.status).toBe(401);
    const otherSite = await booking('/AirShopping/Search', returnSearch({ siteId: 'other-site' }));
    expect(otherSite.status).toBe(403);
  });

  it.each([
    ['a bad id', { shoppingRspId: 'abc' }],
    ['a page of 0', { shoppingRspId: '00000000-0000-4000-8000-000000000000', pageNumber: 0 }],
    ['a huge page', { shoppingRspId: '00000000-0000-4000-8000-000000000000', pageSize: 1000 }],
    ['an unknown sort', { shoppingRspId: '00000000-0000-4000-8000-000000000000', sortBy: 'random' }],
  ])('GetResult refuses %s', async (_label, body) => {
    const response = await booking('/AirShopping/GetResult', body);
    expect(response.status).toBe(400);
  });

  it('FareRule refuses a malformed itinerary id and FlexibleDateSearch a multi-city trip', async () => {
    const fareRule = await booking('/Offer/FareRule', {
      shoppingRspId: '00000000-0000-4000-8000-000000000000',
      pricedItineraryId: 'x',
    });
    expect(fareRule.status).toBe(400);
    const flexible = await booking(
      '/AirShopping/FlexibleDateSearch',
      returnSearch({
        journeys: [
          journey,
          { depCode: 'MEL', arrCode: 'PER', depDate: '2026-12-12' },
          { depCode: 'PER', arrCode: 'SYD', depDate: '2026-12-14' },
        ],
      }),
    );
    expect(flexible.status).toBe(400);
  });

  it('stores nothing for a refused search', async () => {
    const own = await publicToken();
    await booking('/AirShopping/Search', returnSearch({ journeys: [{ ...journey, arrCode: 'ZZZ' }] }), own);
    const recent = await booking('/AirShopping/RecentSearches', { siteId: SITE }, own);
    expect(((await recent.json()) as { data: unknown[] }).data).toEqual([]);
  });
});
