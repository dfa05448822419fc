import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GetResultResponse, SearchResponse } from '../../shared/contracts/flights';
import { createTestServices, jsonRequest, type TestServices } from '../testing/test-platform';
import { oneAdultBusinessSearch } from './search-body.fixture';

/** GetResult's CO2e per itinerary, the "Lower emissions" label, its filter and its count (issue 25). */

let t: TestServices;
let token: string;
const SITE = 'ctg-au-web';

beforeAll(async () => {
  t = await createTestServices();
  const response = await t.services.main.request('/Login/publicToken', jsonRequest('POST', { siteId: SITE }));
  token = ((await response.json()) as { access_token: string }).access_token;
});
afterAll(() => t.close());

async function post<T>(path: string, body: unknown): Promise<{ status: number; data: T; message: string }> {
  const response = await t.services.booking.request(
    path,
    jsonRequest('POST', body, { Authorization: `Bearer ${token}` }),
  );
  const json = (await response.json()) as { data: T; message: string };
  return { status: response.status, data: json.data, message: json.message };
}

const search = oneAdultBusinessSearch(
  [{ depCode: 'SYD', depCodeType: 'A', arrCode: 'LON', arrCodeType: 'C', depDate: '2027-01-13' }],
  '2026-11-29T00:00:00.000Z',
);

describe('GetResult emissions', () => {
  it('gives every itinerary its CO2e, and lowerEmissionsOnly keeps exactly the labelled ones', async () => {
    const searched = await post<SearchResponse>('/AirShopping/Search', search);
    expect(searched.status, searched.message).toBe(200);
    const shoppingRspId = searched.data.shoppingRspId;
    const all = await post<GetResultResponse>('/AirShopping/GetResult', { shoppingRspId, pageSize: 200 });
    expect(all.status, all.message).toBe(200);
    const items = all.data.journey.itineraries;
    expect(items.length).toBeGreaterThan(10);
    for (const item of items) {
      expect(item.emissions!.co2eKg).toBeGreaterThan(2_000);
      expect(item.emissions!.lower).toBe(item.emissions!.co2eKg <= item.emissions!.typicalKg * 0.9);
    }
    const labelled = all.data.journey.facets.lowerEmissions!;
    expect(labelled).toBe(items.filter((item) => item.emissions!.lower).length);

    const filtered = await post<GetResultResponse>('/AirShopping/GetResult', {
      shoppingRspId,
      pageSize: 200,
      filters: { lowerEmissionsOnly: true },
    });
    expect(filtered.data.journey.totalItineraries).toBe(labelled);
    expect(filtered.data.journey.itineraries.every((item) => item.emissions!.lower)).toBe(true);
    // The facets stay the whole journey's, so the filter's count does not change once it is ticked.
    expect(filtered.data.journey.facets.lowerEmissions).toBe(labelled);
  });

  it('refuses a lowerEmissionsOnly that is not true or false', async () => {
    const answer = await post('/AirShopping/GetResult', {
      shoppingRspId: '00000000-0000-4000-8000-000000000000',
      filters: { lowerEmissionsOnly: 'yes' },
    });
    expect(answer.status).toBe(400);
    expect(answer.message).toContain('lowerEmissionsOnly must be true or false');
  });
});
