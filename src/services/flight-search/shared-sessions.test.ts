import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRedisCache } from '../platform/cache';
import { createTestServices, jsonRequest, type TestServices } from '../testing/test-platform';

/**
 * Scaled mode (issue 4): with REDIS_URL set, a search made on one instance is answered by another.
 * Two service instances here, each with its own database, share only Redis (and the token secret),
 * as instances behind a load balancer would. Runs in CI's PostgreSQL + Redis pass.
 */
const redisUrl = process.env.REDIS_URL;
const SITE = 'ctg-au-web';

describe.runIf(redisUrl)('search sessions shared through Redis', () => {
  let first: TestServices;
  let second: TestServices;

  beforeAll(async () => {
    const prefix = `ctg-test:${randomUUID()}:`;
    const env = { REDIS_URL: redisUrl };
    first = await createTestServices(env, { cache: createRedisCache(redisUrl as string, prefix) });
    second = await createTestServices(env, { cache: createRedisCache(redisUrl as string, prefix) });
  });
  afterAll(async () => {
    await first?.close();
    await second?.close();
  });

  it('answers GetResult on the instance that did not run the search', async () => {
    const tokenAnswer = await first.services.main.request(
      '/Login/publicToken',
      jsonRequest('POST', { siteId: SITE }),
    );
    const { access_token: token } = (await tokenAnswer.json()) as { access_token: string };
    const auth = { Authorization: `Bearer ${token}` };
    const search = await first.services.booking.request(
      '/AirShopping/Search',
      jsonRequest(
        'POST',
        {
          siteId: SITE,
          fareType: 'RegularFare',
          journeys: [
            { depCode: 'SYD', depCodeType: 'C', arrCode: 'SIN', arrCodeType: 'C', depDate: '2026-12-15' },
          ],
          passengerInfos: [{ passengerType: 'Adult', count: 1 }],
          cabinClass: 'Business',
          isDirectFlightOnly: false,
          isFreeCheckInBaggageOnly: false,
          isFreeSeatSelectionOnly: false,
          isFlightFromFrequentFlyerOnly: false,
          searchTime: '2026-11-21T00:00:00.000Z',
        },
        auth,
      ),
    );
    const searchBody = (await search.json()) as { data: { shoppingRspId: string }; message: string };
    expect(search.status, searchBody.message).toBe(200);

    const elsewhere = await second.services.booking.request(
      '/AirShopping/GetResult',
      jsonRequest('POST', { shoppingRspId: searchBody.data.shoppingRspId }, auth),
    );
    const page = (await elsewhere.json()) as {
      data: { journey: { itineraries: unknown[] } };
      message: string;
    };
    expect(elsewhere.status, page.message).toBe(200);
    expect(page.data.journey.itineraries.length).toBeGreaterThan(0);
  });
});
