import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LowestFareCalendarResponse } from '../../shared/contracts/flight-calendar';
import type { FlexibleDateCell, GetResultResponse, SearchResponse } from '../../shared/contracts/flights';
import { openGuestServices } from '../test-kits/open-services';
import { jsonRequest, type TestServices } from '../testing/test-platform';

// The test clock reads 2026-11-21T00:00Z; these dates are about 8 weeks ahead, as in issue 25.
let t: TestServices;
let token: string;
const SITE = 'ctg-au-web';

beforeAll(async () => ({ t, token } = await openGuestServices(SITE)));
afterAll(() => t.close());

async function answer<T>(path: string, body: unknown): Promise<{ status: number; message: string; data: T }> {
  const response = await t.services.booking.request(
    path,
    jsonRequest('POST', body, { Authorization: `Bearer ${token}` }),
  );
  const json = (await response.json()) as { message: string; data: T };
  return { status: response.status, message: json.message, data: json.data };
}

const returnTrip = (depDate: string, retDate: string) => ({
  siteId: SITE,
  journeys: [
    { depCode: 'SYD', depCodeType: 'A', arrCode: 'LON', arrCodeType: 'C', depDate },
    { depCode: 'LON', depCodeType: 'C', arrCode: 'SYD', arrCodeType: 'A', depDate: retDate },
  ],
  passengerInfos: [{ passengerType: 'Adult', count: 1 }],
  cabinClass: 'Business',
});

const cents = (amount: number) => Math.round(amount * 100) / 100;

/** What the results list shows first under Cheapest on the outbound step: its fare plus the return's lowest. */
async function cheapestTripOfSearch(body: ReturnType<typeof returnTrip>) {
  const search = await answer<SearchResponse>('/AirShopping/Search', body);
  expect(search.status, search.message).toBe(200);
  const page = await answer<GetResultResponse>('/AirShopping/GetResult', {
    shoppingRspId: search.data.shoppingRspId,
    journeyIndex: 0,
    sortBy: 'cheapest',
    pageSize: 1,
  });
  const outbound = page.data.journey.itineraries[0]!.lowestPrice;
  const back = search.data.journeys[1]!.lowestFare!.amount;
  return { outbound, back, trip: cents(outbound + back) };
}

describe('the date strip and the fare calendar price a day as the search does (issue 25)', () => {
  it.each([
    ['2027-01-16', '2027-01-26'],
    ['2027-01-23', '2027-02-02'],
  ])('FlexibleDateSearch on the searched days %s / %s equals the Cheapest result', async (dep, ret) => {
    const expected = await cheapestTripOfSearch(returnTrip(dep, ret));
    const flexible = await answer<{ cells: FlexibleDateCell[] }>(
      '/AirShopping/FlexibleDateSearch',
      returnTrip(dep, ret),
    );
    expect(flexible.status, flexible.message).toBe(200);
    const cell = flexible.data.cells.find((item) => item.depDate === dep && item.retDate === ret)!;
    expect(cell.lowestPrice).toBe(expected.trip);
    expect(cell.journeyLowest).toEqual([expected.outbound, expected.back]);
  });

  it('LowestFareCalendar with stayDays gives the same price for that day', async () => {
    const expected = await cheapestTripOfSearch(returnTrip('2027-01-23', '2027-02-02'));
    const calendar = await answer<LowestFareCalendarResponse>('/AirShopping/LowestFareCalendar', {
      siteId: SITE,
      depCode: 'SYD',
      depCodeType: 'A',
      arrCode: 'LON',
      arrCodeType: 'C',
      month: '2027-01',
      stayDays: 10,
      cabinClass: 'Business',
      passengerInfos: [{ passengerType: 'Adult', count: 1 }],
    });
    expect(calendar.status, calendar.message).toBe(200);
    expect(calendar.data.days.find((day) => day.date === '2027-01-23')!.lowestPrice).toBe(expected.trip);
  });
});

describe('GetResult says what the filtered list offers, for the sort chips (issue 25)', () => {
  it('moves the cheapest price when a filter removes the cheapest fare', async () => {
    const search = await answer<SearchResponse>(
      '/AirShopping/Search',
      returnTrip('2027-01-23', '2027-02-02'),
    );
    const id = search.data.shoppingRspId;
    const page = (filters: Record<string, unknown>, sortBy: string) =>
      answer<GetResultResponse>('/AirShopping/GetResult', {
        shoppingRspId: id,
        sortBy,
        pageSize: 1,
        filters,
      });
    const all = await page({}, 'cheapest');
    const cheapest = all.data.journey.itineraries[0]!;
    expect(all.data.journey.matching?.lowestPrice).toBe(cheapest.lowestPrice);
    const otherStops = [0, 1, 2].filter((stops) => stops !== Math.min(cheapest.stops, 2));
    const filtered = await page({ stops: otherStops }, 'cheapest');
    const fastest = await page({ stops: otherStops }, 'fastest');
    expect(filtered.data.journey.matching).toEqual({
      lowestPrice: filtered.data.journey.itineraries[0]!.lowestPrice,
      shortestDurationMinutes: fastest.data.journey.itineraries[0]!.totalDurationMinutes,
    });
    expect(filtered.data.journey.matching!.lowestPrice).toBeGreaterThan(cheapest.lowestPrice);
    // The facets stay those of the whole journey: the filter panel's ranges do not shrink.
    expect(filtered.data.journey.facets.price.min).toBe(cheapest.lowestPrice);
  });
});
