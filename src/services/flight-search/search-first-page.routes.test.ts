import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openGuestServices } from '../test-kits/open-services';
import type { TestServices } from '../testing/test-platform';
import { flightSearchCalls, returnSearch, SITE } from './flight-search-test-kit';

// Search with firstPage (ADR 032): the journey's first page comes in the search's answer, the same page
// GetResult gives for that session, so the results page loads with one call.
let t: TestServices;
let token: string;

beforeAll(async () => ({ t, token } = await openGuestServices(SITE)));
afterAll(() => t.close());

const { booking, searchOk, results } = flightSearchCalls(() => ({ t, token }));

const recentSearchCount = async () => {
  const response = await booking('/AirShopping/RecentSearches', { siteId: SITE });
  return ((await response.json()) as { data: unknown[] }).data.length;
};

describe('POST /AirShopping/Search with firstPage', () => {
  it('answers without firstPage as before: no page in the answer', async () => {
    const search = await searchOk(returnSearch());
    expect(search.firstPage).toBeUndefined();
  });

  it("answers the outbound journey's first page exactly as GetResult gives it", async () => {
    const search = await searchOk(returnSearch({ firstPage: { journeyIndex: 0, pageSize: 20 } }));
    const page = await results(search.shoppingRspId, { journeyIndex: 0, pageSize: 20 });
    expect(search.firstPage).toEqual(page);
    expect(search.firstPage!.pageNumber).toBe(1);
    expect(search.firstPage!.journey.itineraries).toHaveLength(20);
    expect(search.firstPage!.journey.totalItineraries).toBe(search.journeys[0]!.totalItineraries);
  });

  it('answers another journey, sorted and filtered, as GetResult does', async () => {
    const firstPage = {
      journeyIndex: 1,
      pageSize: 5,
      sortBy: 'cheapest',
      filters: { stops: [1], lieFlatOnly: true },
    };
    const search = await searchOk(returnSearch({ firstPage }));
    const page = await results(search.shoppingRspId, firstPage);
    expect(search.firstPage).toEqual(page);
    expect(search.firstPage!.journey).toMatchObject({ journeyIndex: 1, depCode: 'LON', arrCode: 'SYD' });
    const prices = search.firstPage!.journey.itineraries.map((itinerary) => itinerary.lowestPrice);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    expect(search.firstPage!.journey.itineraries.every((itinerary) => itinerary.stops === 1)).toBe(true);
  });

  it.each([
    [{ journeyIndex: 2 }, 'firstPage.journeyIndex 2 is not one of the searched journeys', '01'],
    [{ pageSize: 500 }, 'pageSize is at most 200', '02'],
    [{ sortBy: 'dearest' }, 'sortBy must be best, cheapest, fastest, earliest or latest', '03'],
    ['page one', 'firstPage must be an object', '04'],
  ])('refuses firstPage %j with 400 and saves no search', async (firstPage, message, day) => {
    // A route and dates no other search uses: saved, it would be a new recent search.
    const journeys = [
      { depCode: 'PER', depCodeType: 'C', arrCode: 'JNB', arrCodeType: 'C', depDate: `2027-01-${day}` },
      { depCode: 'JNB', depCodeType: 'C', arrCode: 'PER', arrCodeType: 'C', depDate: `2027-01-2${day[1]}` },
    ];
    const before = await recentSearchCount();
    const response = await booking('/AirShopping/Search', returnSearch({ journeys, firstPage }));
    const json = (await response.json()) as { status: string; message: string };
    expect(response.status).toBe(400);
    expect(json.message).toContain(message);
    expect(await recentSearchCount()).toBe(before);
    // The same search without the bad page is saved: the count above would have seen it.
    await searchOk(returnSearch({ journeys }));
    expect(await recentSearchCount()).toBe(before + 1);
  });
});
