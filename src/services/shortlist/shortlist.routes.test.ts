import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SearchResponse, GetResultResponse } from '../../shared/contracts/flights';
import { createTestServices, jsonRequest, type TestServices } from '../testing/test-platform';
import type { ShortlistItem } from './shortlist.repo';
import { testAccountToken, testPublicToken } from '../testing/test-tokens';

let t: TestServices;
const SITE = 'ctg-au-web';

beforeAll(async () => {
  t = await createTestServices();
});
afterAll(() => t.close());

const publicToken = (siteId = SITE) => testPublicToken(t, siteId);
const accountToken = (email: string) => testAccountToken(t, email, SITE);

const post = (path: string, body: unknown, bearer: string) =>
  t.services.booking.request(path, jsonRequest('POST', body, { Authorization: `Bearer ${bearer}` }));

async function searchAndPick(bearer: string, from = 'SYD', to = 'LHR', count = 2) {
  const search = await post(
    '/AirShopping/Search',
    {
      siteId: SITE,
      journeys: [{ depCode: from, depCodeType: 'A', arrCode: to, arrCodeType: 'A', depDate: '2026-12-15' }],
      passengerInfos: [{ passengerType: 'Adult', count: 1 }],
      cabinClass: 'Business',
    },
    bearer,
  );
  const { shoppingRspId } = ((await search.json()) as { data: SearchResponse }).data;
  const page = await post('/AirShopping/GetResult', { shoppingRspId, pageSize: count }, bearer);
  const itineraries = ((await page.json()) as { data: GetResultResponse }).data.journey.itineraries;
  return { shoppingRspId, itineraries };
}

const items = async (bearer: string) =>
  (
    (await (await post('/ShortlistedFlight/List', { siteId: SITE }, bearer)).json()) as {
      data: ShortlistItem[];
    }
  ).data;

describe('shortlist of a guest', () => {
  it('adds, lists, searches and deletes flights of the public-token identity', async () => {
    const guest = await publicToken();
    const { shoppingRspId, itineraries } = await searchAndPick(guest);
    const [first, second] = itineraries;

    const added = await post(
      '/ShortlistedFlight/Add',
      {
        siteId: SITE,
        shoppingRspId,
        pricedItineraryId: first!.pricedItineraryId,
        brandIndex: first!.brands[0]!.brandIndex,
      },
      guest,
    );
    expect(added.status).toBe(200);
    const addedJson = (await added.json()) as { data: ShortlistItem; message: string };
    expect(addedJson.message).toBe('Flight added to your shortlist');
    expect(addedJson.data.itinerary.segments.map((s) => s.flightNumber)).toEqual(
      first!.segments.map((s) => s.flightNumber),
    );
    expect(addedJson.data.search).toMatchObject({
      depCode: 'SYD',
      arrCode: 'LHR',
      depDate: '2026-12-15',
      cabinClass: 'Business',
      // The whole search, so the shortlist's "Search this again" reruns it (issue 12).
      journeys: [
        { depCode: 'SYD', depCodeType: 'A', arrCode: 'LHR', arrCodeType: 'A', depDate: '2026-12-15' },
      ],
    });

    const again = await post(
      '/ShortlistedFlight/Add',
      { siteId: SITE, shoppingRspId, pricedItineraryId: first!.pricedItineraryId },
      guest,
    );
    expect(((await again.json()) as { message: string }).message).toBe(
      'This flight is already in your shortlist',
    );
    await post(
      '/ShortlistedFlight/Add',
      { siteId: SITE, shoppingRspId, pricedItineraryId: second!.pricedItineraryId },
      guest,
    );
    expect(await items(guest)).toHaveLength(2);

    // Another guest sees none of them.
    expect(await items(await publicToken())).toEqual([]);

    const byCity = await post('/ShortlistedFlight/Search', { siteId: SITE, keyword: 'london' }, guest);
    expect(((await byCity.json()) as { data: unknown[] }).data).toHaveLength(2);
    const none = await post('/ShortlistedFlight/Search', { siteId: SITE, depCode: 'MEL' }, guest);
    const noneJson = (await none.json()) as { data: unknown[]; message: string };
    expect(noneJson.data).toEqual([]);
    expect(noneJson.message).toBe("We couldn't find any records matching your search criteria.");
    const byDate = await post('/ShortlistedFlight/Search', { siteId: SITE, fromDate: '2026-12-16' }, guest);
    expect(((await byDate.json()) as { data: unknown[] }).data).toEqual([]);

    const [latest] = await items(guest);
    const deleted = await post('/ShortlistedFlight/Delete', { siteId: SITE, id: latest!.id }, guest);
    expect(((await deleted.json()) as { data: { deleted: number } }).data.deleted).toBe(1);
    expect(await items(guest)).toHaveLength(1);
    const again404 = await post('/ShortlistedFlight/Delete', { siteId: SITE, id: latest!.id }, guest);
    expect(again404.status).toBe(404);
  });

  it("cannot delete another owner's entry", async () => {
    const owner = await publicToken();
    const { shoppingRspId, itineraries } = await searchAndPick(owner, 'MEL', 'SIN', 1);
    await post(
      '/ShortlistedFlight/Add',
      { siteId: SITE, shoppingRspId, pricedItineraryId: itineraries[0]!.pricedItineraryId },
      owner,
    );
    const [entry] = await items(owner);
    const thief = await publicToken();
    expect((await post('/ShortlistedFlight/Delete', { siteId: SITE, id: entry!.id }, thief)).status).toBe(
      404,
    );
    expect(await items(owner)).toHaveLength(1);
  });
});

describe('ImportFromGuest', () => {
  it('moves a guest shortlist into the signed-in account, keeping what the account has', async () => {
    const guest = await publicToken();
    const { shoppingRspId, itineraries } = await searchAndPick(guest, 'SYD', 'LHR', 3);
    for (const itinerary of itineraries) {
      await post(
        '/ShortlistedFlight/Add',
        { siteId: SITE, shoppingRspId, pricedItineraryId: itinerary.pricedItineraryId },
        guest,
      );
    }
    const { token } = await accountToken('shortlist@example.com');
    // The account already holds one of the three.
    const own = await searchAndPick(token, 'SYD', 'LHR', 1);
    await post(
      '/ShortlistedFlight/Add',
      {
        siteId: SITE,
        shoppingRspId: own.shoppingRspId,
        pricedItineraryId: own.itineraries[0]!.pricedItineraryId,
      },
      token,
    );

    const response = await post(
      '/ShortlistedFlight/ImportFromGuest',
      { siteId: SITE, guestToken: guest },
      token,
    );
    expect(response.status).toBe(200);
    const json = (await response.json()) as { data: { imported: number; items: ShortlistItem[] } };
    expect(json.data.imported).toBe(2);
    expect(json.data.items).toHaveLength(3);
    expect(await items(guest)).toEqual([]);
    expect(await items(token)).toHaveLength(3);
  });

  it.each([
    ['a public token as caller', 'public-caller'],
    ['a forged guest token', 'forged'],
    ['an account token as the guest token', 'account-as-guest'],
    ['a guest token of another site', 'other-site'],
  ])('refuses %s and moves nothing', async (_label, kind) => {
    const guest = await publicToken();
    const { shoppingRspId, itineraries } = await searchAndPick(guest, 'SYD', 'SIN', 1);
    await post(
      '/ShortlistedFlight/Add',
      { siteId: SITE, shoppingRspId, pricedItineraryId: itineraries[0]!.pricedItineraryId },
      guest,
    );
    const { token } = await accountToken(`refuse-${kind}@example.com`);
    const guestToken =
      kind === 'forged'
        ? `${guest.slice(0, -4)}AAAA`
        : kind === 'account-as-guest'
          ? token
          : kind === 'other-site'
            ? await publicToken('other-site')
            : guest;
    const caller = kind === 'public-caller' ? await publicToken() : token;
    const response = await post('/ShortlistedFlight/ImportFromGuest', { siteId: SITE, guestToken }, caller);
    expect(response.status).toBeGreaterThanOrEqual(400);
    expect(response.status).toBeLessThan(500);
    expect(await items(guest)).toHaveLength(1);
    expect(await items(token)).toEqual([]);
  });
});

describe('bad input', () => {
  it.each([
    ['/ShortlistedFlight/List', {}],
    ['/ShortlistedFlight/List', { siteId: '  ' }],
    ['/ShortlistedFlight/Add', { siteId: SITE, shoppingRspId: 'nope', pricedItineraryId: 'J0-000000000000' }],
    [
      '/ShortlistedFlight/Add',
      { siteId: SITE, shoppingRspId: '00000000-0000-4000-8000-000000000000', pricedItineraryId: 'bad' },
    ],
    ['/ShortlistedFlight/Delete', { siteId: SITE }],
    ['/ShortlistedFlight/Delete', { siteId: SITE, id: 'not-a-uuid' }],
    ['/ShortlistedFlight/Search', { siteId: SITE, fromDate: '2026-13-01' }],
  ])('%s refuses %o with 400', async (path, body) => {
    const response = await post(path, body, await publicToken());
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ status: 'Failed' });
  });

  it('answers an expired search with 410 and another site with 403', async () => {
    const guest = await publicToken();
    const expired = await post(
      '/ShortlistedFlight/Add',
      {
        siteId: SITE,
        shoppingRspId: '00000000-0000-4000-8000-000000000000',
        pricedItineraryId: 'J0-000000000000',
      },
      guest,
    );
    expect(expired.status).toBe(410);
    expect((await post('/ShortlistedFlight/List', { siteId: 'other' }, guest)).status).toBe(403);
    expect(
      (await t.services.booking.request('/ShortlistedFlight/List', jsonRequest('POST', { siteId: SITE })))
        .status,
    ).toBe(401);
  });
});
