import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LowestFareCalendarResponse } from '../../shared/contracts/flight-calendar';
import type { GetResultResponse, SearchResponse } from '../../shared/contracts/flights';
import { openGuestServices } from '../test-kits/open-services';
import { jsonRequest, type TestServices } from '../testing/test-platform';

// The test clock reads 2026-11-21T00:00Z (11:00 on the 21st in Sydney).
let t: TestServices;
let token: string;
const SITE = 'ctg-au-web';

beforeAll(async () => ({ t, token } = await openGuestServices(SITE)));
afterAll(() => t.close());

const booking = (path: string, body: unknown) =>
  t.services.booking.request(path, jsonRequest('POST', body, { Authorization: `Bearer ${token}` }));

async function answer<T>(path: string, body: unknown): Promise<{ status: number; message: string; data: T }> {
  const response = await booking(path, body);
  const json = (await response.json()) as { message: string; data: T };
  return { status: response.status, message: json.message, data: json.data };
}

const oneWay = (depDate: string, extra: Record<string, unknown> = {}) => ({
  siteId: SITE,
  journeys: [{ depCode: 'SYD', depCodeType: 'C', arrCode: 'LON', arrCodeType: 'C', depDate }],
  passengerInfos: [{ passengerType: 'Adult', count: 2 }],
  cabinClass: 'Business',
  ...extra,
});

async function lowestOfSearch(body: unknown): Promise<number> {
  const search = await answer<SearchResponse>('/AirShopping/Search', body);
  expect(search.status, search.message).toBe(200);
  const page = await answer<GetResultResponse>('/AirShopping/GetResult', {
    shoppingRspId: search.data.shoppingRspId,
    sortBy: 'cheapest',
    pageSize: 1,
  });
  return page.data.journey.itineraries[0]!.lowestPrice;
}

describe('POST /AirShopping/LowestFareCalendar', () => {
  const calendar = (extra: Record<string, unknown> = {}) =>
    answer<LowestFareCalendarResponse>('/AirShopping/LowestFareCalendar', {
      siteId: SITE,
      depCode: 'SYD',
      arrCode: 'LON',
      month: '2026-11',
      cabinClass: 'Business',
      passengerInfos: [{ passengerType: 'Adult', count: 2 }],
      ...extra,
    });

  it('gives every day of the month, null before today, and the price a search shows', async () => {
    const started = performance.now();
    const { status, data, message } = await calendar();
    expect(status, message).toBe(200);
    expect(performance.now() - started).toBeLessThan(5_000);
    expect(data.currency).toBe('AUD');
    expect(data.days).toHaveLength(30);
    expect(data.days[0]!.date).toBe('2026-11-01');
    for (const day of data.days.slice(0, 20)) expect(day.lowestPrice, day.date).toBeNull();
    const priced = data.days.filter((day) => day.lowestPrice !== null);
    expect(priced.length).toBeGreaterThan(5);
    const day = data.days.find((entry) => entry.date === '2026-11-28')!;
    expect(day.lowestPrice).toBe(await lowestOfSearch(oneWay('2026-11-28')));
  });

  it('with stayDays, prices the return trip: the lowest outbound plus the lowest return', async () => {
    const { data } = await calendar({ month: '2026-12', stayDays: 14 });
    expect(data.days).toHaveLength(31);
    const day = data.days.find((entry) => entry.date === '2026-12-15')!;
    const out = await lowestOfSearch(oneWay('2026-12-15'));
    const back = await lowestOfSearch({
      ...oneWay('2026-12-29'),
      journeys: [
        { depCode: 'LON', depCodeType: 'C', arrCode: 'SYD', arrCodeType: 'C', depDate: '2026-12-29' },
      ],
    });
    expect(day.lowestPrice).toBe(Math.round((out + back) * 100) / 100);
  });

  it('is null past the last bookable day', async () => {
    const { data } = await calendar({ month: '2027-12' });
    expect(data.days.every((day) => day.lowestPrice === null)).toBe(true);
  });

  it.each([
    [{ month: '2026-13' }, 'month must be 01 to 12'],
    [{ month: 'December' }, 'month is sent as YYYY-MM'],
    [{ stayDays: 0 }, 'stayDays must be 1 to 30'],
    [{ stayDays: 31 }, 'stayDays must be 1 to 30'],
    [{ stayDays: 2.5 }, 'stayDays must be a whole number of days'],
    [{ arrCode: 'SYD' }, 'depCode and arrCode must be different places'],
    [{ depCode: 'SY' }, 'depCode must be a 3-letter IATA code'],
  ])('refuses %j with 400 "%s"', async (extra, message) => {
    const result = await calendar(extra);
    expect(result.status).toBe(400);
    expect(result.message).toContain(message);
  });
});

describe('GetResult seat-product filters', () => {
  it('keeps only lie-flat / direct-aisle itineraries, counted by the facets', async () => {
    const search = await answer<SearchResponse>('/AirShopping/Search', oneWay('2026-12-15'));
    const id = search.data.shoppingRspId;
    const all = await answer<GetResultResponse>('/AirShopping/GetResult', {
      shoppingRspId: id,
      pageSize: 200,
    });
    const facets = all.data.journey.facets.seatProducts;
    expect(facets.lieFlat).toBeGreaterThan(0);
    expect(facets.lieFlat).toBeLessThan(all.data.journey.totalItineraries);

    for (const [filter, product] of [
      ['lieFlatOnly', 'lieFlat'],
      ['directAisleOnly', 'directAisleAccess'],
    ] as const) {
      const only = await answer<GetResultResponse>('/AirShopping/GetResult', {
        shoppingRspId: id,
        pageSize: 200,
        filters: { [filter]: true },
      });
      expect(only.data.journey.totalItineraries).toBe(facets[product]);
      for (const item of only.data.journey.itineraries)
        for (const segment of item.segments) expect(segment.seatProduct?.[product]).toBe(true);
    }
  });
});
