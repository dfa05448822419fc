import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GetResultResponse, SearchResponse } from '../../shared/contracts/flights';
import { flightSearchSessions } from '../db/schema';
import { openGuestServices } from '../test-kits/open-services';
import { jsonRequest, type TestServices } from '../testing/test-platform';
import { forgetRecentSessions } from './session.repo';

let t: TestServices;
let token: string;
const SITE = 'ctg-au-web';

beforeAll(async () => ({ t, token } = await openGuestServices(SITE)));
afterAll(() => t.close());

const booking = async <T>(path: string, body: unknown): Promise<T> => {
  const response = await t.services.booking.request(
    path,
    jsonRequest('POST', body, { Authorization: `Bearer ${token}` }),
  );
  const json = (await response.json()) as { data: T; message: string };
  expect(response.status, json.message).toBe(200);
  return json.data;
};

describe('stored search sessions', () => {
  it('store the request, not the itineraries, and rebuild the same itineraries after a restart', async () => {
    const search = await booking<SearchResponse>('/AirShopping/Search', {
      siteId: SITE,
      journeys: [
        { depCode: 'SYD', arrCode: 'LON', depDate: '2026-12-15' },
        { depCode: 'LON', arrCode: 'SYD', depDate: '2026-12-29' },
      ],
      cabinClass: 'Business',
    });
    const page = (journeyIndex: number) =>
      booking<GetResultResponse>('/AirShopping/GetResult', {
        shoppingRspId: search.shoppingRspId,
        journeyIndex,
        pageSize: 200,
        sortBy: 'cheapest',
      });
    const before = [await page(0), await page(1)];

    const [row] = await t.platform.database.db.select().from(flightSearchSessions);
    expect(JSON.stringify(row!.data).length).toBeLessThan(5_000);

    forgetRecentSessions(t.platform);
    const after = [await page(0), await page(1)];
    expect(after[0]!.journey.totalItineraries).toBeGreaterThan(0);
    expect(after).toEqual(before);
  });

  it('removes expired sessions as new searches arrive, at most once a minute', async () => {
    const search = (depDate: string) =>
      booking<SearchResponse>('/AirShopping/Search', {
        siteId: SITE,
        journeys: [{ depCode: 'SYD', arrCode: 'MEL', depDate }],
        cabinClass: 'Business',
      });
    const stored = async () =>
      (await t.platform.database.db.select({ id: flightSearchSessions.id }).from(flightSearchSessions)).map(
        (row) => row.id,
      );
    t.clock.advance(2 * 60 * 1000);
    const first = await search('2026-12-10');
    // Expires exactly now: not yet expired, so this search's sweep keeps it.
    t.clock.advance(30 * 60 * 1000);
    await search('2026-12-11');
    // Expired, but ten seconds after the last sweep: it stays (loads ignore it) until the next sweep.
    t.clock.advance(10_000);
    await search('2026-12-12');
    expect(await stored()).toContain(first.shoppingRspId);
    t.clock.advance(60_000);
    const last = await search('2026-12-13');
    expect(await stored()).not.toContain(first.shoppingRspId);
    expect(await stored()).toContain(last.shoppingRspId);
    expect((await stored()).length).toBeGreaterThanOrEqual(3);
  });
});
