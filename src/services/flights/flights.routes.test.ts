import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GetResultResponse, PricedItinerary, SearchResponse } from '../../shared/contracts/flights';
import { createTestServices, jsonRequest, type TestServices } from '../testing/test-platform';
import { oneAdultBusinessSearch } from './search-body.fixture';

let t: TestServices;
let token: string;
const SITE = 'ctg-au-web';

beforeAll(async () => {
  t = await createTestServices();
  token = await publicToken();
});
afterAll(() => t.close());

async function publicToken(siteId = SITE): Promise<string> {
  const response = await t.services.main.request('/Login/publicToken', jsonRequest('POST', { siteId }));
  return ((await response.json()) as { access_token: string }).access_token;
}

const booking = (path: string, body: unknown, bearer = token) =>
  t.services.booking.request(path, jsonRequest('POST', body, { Authorization: `Bearer ${bearer}` }));

const returnSearch = (overrides: Record<string, unknown> = {}) => ({
  ...oneAdultBusinessSearch(
    [
      { depCode: 'SYD', depCodeType: 'C', arrCode: 'LON', arrCodeType: 'C', depDate: '2026-12-15' },
      { depCode: 'LON', depCodeType: 'C', arrCode: 'SYD', arrCodeType: 'C', depDate: '2026-12-29' },
    ],
    '2026-11-21T00:00:00.000Z',
  ),
  ...overrides,
});

async function searchOk(body: unknown): Promise<SearchResponse> {
  const response = await booking('/AirShopping/Search', body);
  const json = (await response.json()) as { status: string; data: SearchResponse; message: string };
  expect(response.status, json.message).toBe(200);
  return json.data;
}

async function results(
  shoppingRspId: string,
  extra: Record<string, unknown> = {},
): Promise<GetResultResponse> {
  const response = await booking('/AirShopping/GetResult', { shoppingRspId, ...extra });
  const json = (await response.json()) as { data: GetResultResponse; message: string };
  expect(response.status, json.message).toBe(200);
  return json.data;
}

describe('POST /AirShopping/Search and /AirShopping/GetResult', () => {
  let search: SearchResponse;
  beforeAll(async () => {
    search = await searchOk(returnSearch());
  });

  it('answers a return search with a shopping response id and both journeys', () => {
    expect(search.shoppingRspId).toMatch(/^[0-9a-f-]{36}$/);
    expect(search.tripType).toBe('RoundTrip');
    expect(search.journeys.map((j) => [j.depCode, j.arrCode, j.totalItineraries > 10])).toEqual([
      ['SYD', 'LON', true],
      ['LON', 'SYD', true],
    ]);
    expect(Date.parse(search.expiresAt) - t.clock.now().getTime()).toBe(30 * 60 * 1000);
  });

  it("answers each journey's lowest fare, the one GetResult's unfiltered facets give", async () => {
    for (const journey of search.journeys) {
      const page = await results(search.shoppingRspId, { journeyIndex: journey.journeyIndex, pageSize: 1 });
      expect(journey.lowestFare).toEqual({ amount: page.journey.facets.price.min, currency: 'AUD' });
      const cheapest = await results(search.shoppingRspId, {
        journeyIndex: journey.journeyIndex,
        pageSize: 1,
        sortBy: 'cheapest',
      });
      expect(journey.lowestFare?.amount).toBe(cheapest.journey.itineraries[0]!.lowestPrice);
    }
  });

  it('pages the outbound journey with realistic itineraries through real hubs in local times', async () => {
    const page = await results(search.shoppingRspId, { pageSize: 20 });
    expect(page.journey.itineraries).toHaveLength(20);
    expect(page.totalPages).toBe(Math.ceil(page.journey.totalItineraries / 20));
    for (const itinerary of page.journey.itineraries) {
      const first = itinerary.segments[0]!;
      const last = itinerary.segments[itinerary.segments.length - 1]!;
      expect(first.departure.code).toBe('SYD');
      expect(last.arrival.cityCode).toBe('LON');
      expect(itinerary.stops).toBeLessThanOrEqual(2);
      // Sydney is on daylight time (UTC+11) in December, London on GMT.
      expect(first.departure.time).toMatch(/^2026-12-15T\d{2}:\d{2}:00\+11:00$/);
      expect(last.arrival.time).toMatch(/\+00:00$/);
      expect(Date.parse(first.departure.time)).toBe(Date.parse(first.departure.utc));
      for (const layover of itinerary.layovers) {
        expect(layover.durationMinutes).toBeGreaterThanOrEqual(60);
        expect(layover.durationMinutes).toBeLessThanOrEqual(24 * 60);
      }
      expect(itinerary.brands.length).toBeGreaterThanOrEqual(1);
      for (const brand of itinerary.brands) {
        expect(brand.seatsLeft).toBeLessThanOrEqual(9);
        expect(brand.total).toBeCloseTo(brand.baseFareTotal + brand.taxTotal, 2);
        expect(brand.taxTotal).toBeGreaterThan(0);
      }
    }
    const hubs = new Set(page.journey.facets.layoverAirports.map((l) => l.code));
    expect([...hubs].some((hub) => ['SIN', 'DXB', 'HKG', 'DOH', 'AUH', 'BKK', 'KUL'].includes(hub))).toBe(
      true,
    );

    const second = await results(search.shoppingRspId, { pageSize: 20, pageNumber: 2 });
    const firstIds = new Set(page.journey.itineraries.map((i) => i.pricedItineraryId));
    expect(second.journey.itineraries.some((i) => firstIds.has(i.pricedItineraryId))).toBe(false);
  });

  it.each([
    ['cheapest', (a: PricedItinerary, b: PricedItinerary) => a.lowestPrice <= b.lowestPrice],
    ['fastest', (a: PricedItinerary, b: PricedItinerary) => a.totalDurationMinutes <= b.totalDurationMinutes],
    [
      'earliest',
      (a: PricedItinerary, b: PricedItinerary) =>
        a.segments[0]!.departure.utc <= b.segments[0]!.departure.utc,
    ],
    [
      'latest',
      (a: PricedItinerary, b: PricedItinerary) =>
        a.segments[0]!.departure.utc >= b.segments[0]!.departure.utc,
    ],
  ])('sorts by %s', async (sortBy, inOrder) => {
    const page = await results(search.shoppingRspId, { sortBy, pageSize: 200 });
    const list = page.journey.itineraries;
    for (let index = 1; index < list.length; index += 1)
      expect(inOrder(list[index - 1]!, list[index]!)).toBe(true);
  });

  it('filters by stops, airline, departure band and price', async () => {
    const all = await results(search.shoppingRspId, { pageSize: 200 });
    const oneStop = await results(search.shoppingRspId, { pageSize: 200, filters: { stops: [1] } });
    expect(oneStop.journey.itineraries.every((i) => i.stops === 1)).toBe(true);
    expect(oneStop.journey.totalItineraries).toBe(
      all.journey.itineraries.filter((i) => i.stops === 1).length,
    );
    const airline = all.journey.facets.airlines[0]!.code;
    const byAirline = await results(search.shoppingRspId, {
      pageSize: 200,
      filters: { airlines: [airline] },
    });
    expect(
      byAirline.journey.itineraries.every((i) => i.segments.some((s) => s.airline.code === airline)),
    ).toBe(true);
    const evening = await results(search.shoppingRspId, {
      pageSize: 200,
      filters: { departureBands: ['evening'] },
    });
    for (const itinerary of evening.journey.itineraries) {
      const hour = Number(itinerary.segments[0]!.departure.time.slice(11, 13));
      expect(hour >= 17 && hour < 21).toBe(true);
    }
    const cap = all.journey.facets.price.min + 1;
    const cheap = await results(search.shoppingRspId, { pageSize: 200, filters: { maxPrice: cap } });
    expect(cheap.journey.itineraries.length).toBeGreaterThan(0);
    expect(cheap.journey.itineraries.every((i) => i.lowestPrice <= cap)).toBe(true);
  });

  it('returns the inbound journey by its index', async () => {
    const page = await results(search.shoppingRspId, { journeyIndex: 1, pageSize: 5 });
    expect(page.journey.itineraries[0]!.segments[0]!.departure.cityCode).toBe('LON');
    expect(page.journey.itineraries[0]!.pricedItineraryId).toMatch(/^J1-/);
  });

  it('gives fare rules for an itinerary, and for one brand', async () => {
    const page = await results(search.shoppingRspId, { pageSize: 1 });
    const itinerary = page.journey.itineraries[0]!;
    const response = await booking('/Offer/FareRule', {
      shoppingRspId: search.shoppingRspId,
      pricedItineraryId: itinerary.pricedItineraryId,
    });
    const json = (await response.json()) as {
      data: { fareRuleGroups: { brandName: string; rules: { category: string }[] }[] };
    };
    expect(response.status).toBe(200);
    expect(json.data.fareRuleGroups.map((group) => group.brandName)).toEqual(
      itinerary.brands.map((brand) => brand.name),
    );
    expect(json.data.fareRuleGroups[0]!.rules.map((rule) => rule.category)).toContain('Cancellation');
    const one = await booking('/Offer/FareRule', {
      shoppingRspId: search.shoppingRspId,
      pricedItineraryId: itinerary.pricedItineraryId,
      brandIndex: itinerary.brands[0]!.brandIndex,
    });
    expect(((await one.json()) as { data: { fareRuleGroups: unknown[] } }).data.fareRuleGroups).toHaveLength(
      1,
    );
  });

  it('answers an unknown itinerary with 404 and an unknown session with 410', async () => {
    const unknownItinerary = await booking('/Offer/FareRule', {
      shoppingRspId: search.shoppingRspId,
      pricedItineraryId: 'J0-000000000000',
    });
    expect(unknownItinerary.status).toBe(404);
    const unknownSession = await booking('/AirShopping/GetResult', {
      shoppingRspId: '00000000-0000-4000-8000-000000000000',
    });
    expect(unknownSession.status).toBe(410);
    expect(await unknownSession.json()).toMatchObject({
      status: 'Failed',
      message: 'Your last session has expired. Please restart your booking from the beginning.',
    });
  });
});

describe('search rules', () => {
  it('keeps only direct flights when asked', async () => {
    const search = await searchOk(
      returnSearch({
        journeys: [
          { depCode: 'SYD', depCodeType: 'A', arrCode: 'MEL', arrCodeType: 'A', depDate: '2026-12-10' },
        ],
        isDirectFlightOnly: true,
      }),
    );
    expect(search.tripType).toBe('OneWay');
    const page = await results(search.shoppingRspId, { pageSize: 200 });
    expect(page.journey.itineraries.length).toBeGreaterThan(10);
    expect(page.journey.itineraries.every((i) => i.stops === 0)).toBe(true);
  });

  it('answers no lowest fare for a journey that finds nothing', async () => {
    const search = await searchOk(returnSearch({ isDirectFlightOnly: true }));
    expect(search.journeys.map((journey) => [journey.totalItineraries, journey.lowestFare])).toEqual([
      [0, null],
      [0, null],
    ]);
  });

  it('keeps only free-baggage and free-seat brands when asked', async () => {
    const search = await searchOk(
      returnSearch({
        journeys: [{ depCode: 'SYD', arrCode: 'MEL', depDate: '2026-12-10' }],
        cabinClass: 'Economy',
        isFreeCheckInBaggageOnly: true,
        isFreeSeatSelectionOnly: true,
      }),
    );
    const page = await results(search.shoppingRspId, { pageSize: 200 });
    const brands = page.journey.itineraries.flatMap((i) => i.brands);
    expect(brands.length).toBeGreaterThan(0);
    expect(brands.every((b) => b.baggage.checkedPieces >= 1 && b.seatSelection.included)).toBe(true);
  });

  it('keeps a preferred airline and frequent-flyer partners only', async () => {
    const preferred = await searchOk(returnSearch({ preferredAirline: 'QF,EK' }));
    const page = await results(preferred.shoppingRspId, { pageSize: 200 });
    expect(page.journey.itineraries.every((i) => ['QF', 'EK'].includes(i.validatingAirline))).toBe(true);

    const frequentFlyer = await searchOk(
      returnSearch({ isFlightFromFrequentFlyerOnly: true, frequentFlyerNumber: 'QF 1234567' }),
    );
    const ff = await results(frequentFlyer.shoppingRspId, { pageSize: 200 });
    expect(ff.journey.itineraries.length).toBeGreaterThan(0);
    expect(
      ff.journey.itineraries.every((i) =>
        i.segments.every((s) => s.airline.code === 'QF' || s.airline.alliance === 'oneworld'),
      ),
    ).toBe(true);
  });

  it('prices children and infants per passenger type', async () => {
    const search = await searchOk(
      returnSearch({
        journeys: [{ depCode: 'MEL', arrCode: 'SIN', depDate: '2026-12-10' }],
        passengerInfos: [
          { passengerType: 'Adult', count: 2 },
          { passengerType: 'Children', count: 1 },
          { passengerType: 'Infants', count: 1 },
        ],
      }),
    );
    const page = await results(search.shoppingRspId, { pageSize: 1 });
    const prices = page.journey.itineraries[0]!.brands[0]!.prices;
    expect(prices.map((p) => [p.passengerType, p.count])).toEqual([
      ['Adult', 2],
      ['Children', 1],
      ['Infants', 1],
    ]);
    const [adult, child, infant] = prices;
    expect(child!.baseFare).toBe(Math.round(adult!.baseFare * 0.75));
    expect(infant!.baseFare).toBe(Math.round(adult!.baseFare * 0.1));
  });

  it('searches a three-leg multi-city trip, each leg as its own journey', async () => {
    const search = await searchOk(
      returnSearch({
        journeys: [
          { depCode: 'SYD', arrCode: 'SIN', depDate: '2026-12-10' },
          { depCode: 'SIN', arrCode: 'LON', depDate: '2026-12-14' },
          { depCode: 'LON', arrCode: 'SYD', depDate: '2026-12-28' },
        ],
      }),
    );
    expect(search.tripType).toBe('MultiSegment');
    expect(search.journeys.map((j) => j.totalItineraries > 0)).toEqual([true, true, true]);
    const third = await results(search.shoppingRspId, { journeyIndex: 2, pageSize: 1 });
    expect(third.journey.itineraries[0]!.segments.at(-1)!.arrival.code).toBe('SYD');
  });

  it('records recent searches, most recent first, without repeats', async () => {
    const own = await publicToken();
    // A second apart, as a traveller searches: on the test's fixed clock three searches would tie.
    const send = async (body: unknown) => {
      t.clock.advance(1_000);
      return booking('/AirShopping/Search', body, own);
    };
    await send(returnSearch({ journeys: [{ depCode: 'SYD', arrCode: 'MEL', depDate: '2026-12-10' }] }));
    await send(returnSearch({ journeys: [{ depCode: 'BNE', arrCode: 'PER', depDate: '2026-12-11' }] }));
    await send(returnSearch({ journeys: [{ depCode: 'SYD', arrCode: 'MEL', depDate: '2026-12-10' }] }));
    const response = await booking('/AirShopping/RecentSearches', { siteId: SITE }, own);
    const json = (await response.json()) as { data: { request: { journeys: { depCode: string }[] } }[] };
    expect(json.data.map((entry) => entry.request.journeys[0]!.depCode)).toEqual(['SYD', 'BNE']);
  });

  it('expires the session 30 minutes after the search', async () => {
    const search = await searchOk(
      returnSearch({ journeys: [{ depCode: 'SYD', arrCode: 'MEL', depDate: '2026-12-10' }] }),
    );
    t.clock.advance(29 * 60 * 1000);
    expect((await booking('/AirShopping/GetResult', { shoppingRspId: search.shoppingRspId })).status).toBe(
      200,
    );
    t.clock.advance(60 * 1000 + 1);
    expect((await booking('/AirShopping/GetResult', { shoppingRspId: search.shoppingRspId })).status).toBe(
      410,
    );
    t.clock.advance(-(30 * 60 * 1000 + 1));
  });
});

describe('POST /AirShopping/FlexibleDateSearch', () => {
  it('gives 7 days for a one-way search', async () => {
    const response = await booking(
      '/AirShopping/FlexibleDateSearch',
      returnSearch({ journeys: [{ depCode: 'SYD', arrCode: 'MEL', depDate: '2026-12-10' }] }),
    );
    const json = (await response.json()) as {
      data: { cells: { depDate: string; lowestPrice: number | null }[] };
    };
    expect(json.data.cells.map((cell) => cell.depDate)).toEqual([
      '2026-12-07',
      '2026-12-08',
      '2026-12-09',
      '2026-12-10',
      '2026-12-11',
      '2026-12-12',
      '2026-12-13',
    ]);
    expect(
      json.data.cells.every((cell) => typeof cell.lowestPrice === 'number' && cell.lowestPrice > 0),
    ).toBe(true);
  });

  it('gives a 7 x 7 grid for a return search', async () => {
    const response = await booking(
      '/AirShopping/FlexibleDateSearch',
      returnSearch({
        journeys: [
          { depCode: 'SYD', arrCode: 'MEL', depDate: '2026-12-10' },
          { depCode: 'MEL', arrCode: 'SYD', depDate: '2026-12-12' },
        ],
      }),
    );
    const json = (await response.json()) as {
      data: { cells: { depDate: string; retDate: string; lowestPrice: number | null }[] };
    };
    expect(json.data.cells).toHaveLength(49);
    for (const cell of json.data.cells) {
      if (cell.retDate < cell.depDate) expect(cell.lowestPrice).toBeNull();
      else expect(cell.lowestPrice).toBeGreaterThan(0);
    }
  });
});

describe('bad input changes nothing and gets a clear 4xx', () => {
  const journey = { depCode: 'SYD', arrCode: 'MEL', depDate: '2026-12-10' };
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
    [
      'more infants than adults',
      {
        passengerInfos: [
          { passengerType: 'Adult', count: 1 },
          { passengerType: 'Infants', count: 2 },
        ],
      },
      'infants cannot outnumber adults',
    ],
    [
      'ten seated passengers',
      {
        passengerInfos: [
          { passengerType: 'Adult', count: 5 },
          { passengerType: 'Children', count: 5 },
        ],
      },
      'At most 9',
    ],
    [
      'no adult',
      {
        passengerInfos: [
          { passengerType: 'Adult', count: 0 },
          { passengerType: 'Children', count: 1 },
        ],
      },
      'At least one adult',
    ],
    [
      'an unknown passenger type',
      { passengerInfos: [{ passengerType: 'Senior', count: 1 }] },
      'passengerType must be',
    ],
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
