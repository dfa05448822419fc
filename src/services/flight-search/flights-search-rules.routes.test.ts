import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openGuestServices } from '../test-kits/open-services';
import type { TestServices } from '../testing/test-platform';
import { flightSearchCalls, returnSearch, SITE } from './flight-search-test-kit';

// The search options (direct only, brands, airlines, passenger types, multi-city), recent searches,
// the session's expiry, and the flexible-date search.
let t: TestServices;
let token: string;

beforeAll(async () => ({ t, token } = await openGuestServices(SITE)));
afterAll(() => t.close());

const { publicToken, booking, searchOk, results } = flightSearchCalls(() => ({ t, token }));

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

  /** Searches from one airport on one date to each arrival in turn, a second apart, as `own`. */
  const searcher = (own: string, depCode: string, depDate: string) => async (arrCode: string) => {
    t.clock.advance(1_000);
    const body = returnSearch({ journeys: [{ depCode, arrCode, depDate }] });
    expect((await booking('/AirShopping/Search', body, own)).status).toBe(200);
  };
  /** The arrivals of `own`'s recent searches, newest first. */
  const recentArrivals = async (own: string) => {
    const response = await booking('/AirShopping/RecentSearches', { siteId: SITE }, own);
    const json = (await response.json()) as { data: { request: { journeys: { arrCode: string }[] } }[] };
    return json.data.map((entry) => entry.request.journeys[0]!.arrCode);
  };
  const TWELVE = ['MEL', 'BNE', 'PER', 'ADL', 'CBR', 'HBA', 'DRW', 'CNS', 'OOL', 'AKL', 'SIN', 'LAX'];

  it('keeps the ten most recent searches, a repeated one moved to the top', async () => {
    const own = await publicToken();
    const searchTo = searcher(own, 'SYD', '2026-12-10');
    for (const arrCode of TWELVE) await searchTo(arrCode);
    await searchTo('HBA');
    expect(await recentArrivals(own)).toEqual('HBA LAX SIN AKL OOL CNS DRW CBR ADL PER'.split(' '));
  });

  it('deletes the searches beyond the ten newest a minute later, not in every search', async () => {
    const own = await publicToken();
    // Only this test searches from Melbourne on 12 December.
    const storedRows = async () =>
      (
        await t.platform.database.query<{ rows: number }>(
          `SELECT count(*)::int AS rows FROM flight_recent_searches WHERE search_key LIKE 'MEL%@2026-12-12;%'`,
        )
      )[0]!.rows;
    // A minute after any earlier trim of this instance, so the trim below is the one these searches owe.
    t.clock.advance(61_000);
    const searchTo = searcher(own, 'MEL', '2026-12-12');
    for (const arrCode of TWELVE.map((code) => (code === 'MEL' ? 'SYD' : code))) await searchTo(arrCode);
    // Twelve searches within the minute: all twelve are still stored.
    expect(await storedRows()).toBe(12);
    t.clock.advance(60_000);
    await searchTo('HKG');
    expect(await storedRows()).toBe(10);
    expect(await recentArrivals(own)).toEqual('HKG LAX SIN AKL OOL CNS DRW HBA CBR ADL'.split(' '));
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
