/**
 * The calls the flight search route tests make (flights*.routes.test.ts): a Booking API POST with the
 * file's guest token, a search that must answer 200, a results page, and the return search they vary.
 * A file opens its services with openGuestServices (test-kits/open-services.ts) and hands them here as a
 * getter, since they exist only once its `beforeAll` has run.
 */
import { expect } from 'vitest';
import type { GetResultResponse, SearchResponse } from '../../shared/contracts/flights';
import { jsonRequest, type TestServices } from '../testing/test-platform';
import { testPublicToken } from '../testing/test-tokens';
import { oneAdultBusinessSearch } from './search-body.fixture';

export const SITE = 'ctg-au-web';

/** Sydney to London and back in December, searched on the test clock's day; `overrides` replace fields. */
export const returnSearch = (overrides: Record<string, unknown> = {}) => ({
  ...oneAdultBusinessSearch(
    [
      { depCode: 'SYD', depCodeType: 'C', arrCode: 'LON', arrCodeType: 'C', depDate: '2026-12-15' },
      { depCode: 'LON', depCodeType: 'C', arrCode: 'SYD', arrCodeType: 'C', depDate: '2026-12-29' },
    ],
    '2026-11-21T00:00:00.000Z',
  ),
  ...overrides,
});

export function flightSearchCalls(opened: () => { t: TestServices; token: string }) {
  const publicToken = (siteId = SITE): Promise<string> => testPublicToken(opened().t, siteId);

  const booking = (path: string, body: unknown, bearer = opened().token) =>
    opened().t.services.booking.request(
      path,
      jsonRequest('POST', body, { Authorization: `Bearer ${bearer}` }),
    );

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

  return { publicToken, booking, searchOk, results };
}
