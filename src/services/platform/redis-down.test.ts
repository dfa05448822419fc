import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIMIT_UNAVAILABLE_MESSAGE } from '../http/rate-limit';
import { loadSearchSession } from '../flight-search/session.repo';
import { createTestServices, jsonRequest, type TestServices } from '../testing/test-platform';
import { createMemoryCache, type Cache } from './cache';
import { createFallbackCache } from './fallback-cache';
import type { Platform } from './platform';

/**
 * Issue 14, fault 3: REDIS_URL is set but Redis does not answer. The services keep working on local
 * fallbacks (searches move to the database), and sign-in fails closed: its per-address limit cannot be
 * counted across instances, so it is refused with a clear message, never allowed and never a 500.
 */
const unreachable: Cache = {
  get: () => Promise.reject(new Error('connect ECONNREFUSED 127.0.0.1:6379')),
  set: () => Promise.reject(new Error('connect ECONNREFUSED 127.0.0.1:6379')),
  del: () => Promise.reject(new Error('connect ECONNREFUSED 127.0.0.1:6379')),
  increment: () => Promise.reject(new Error('connect ECONNREFUSED 127.0.0.1:6379')),
  close: async () => undefined,
};
const quiet = { warn: () => undefined, info: () => undefined };
const SITE = 'ctg-au-web';

let t: TestServices;
let auth: Record<string, string>;
beforeAll(async () => {
  t = await createTestServices(
    { REDIS_URL: 'redis://127.0.0.1:6379/15' },
    { cache: createFallbackCache(unreachable, createMemoryCache(), quiet) },
  );
  const token = await t.services.main.request('/Login/publicToken', jsonRequest('POST', { siteId: SITE }));
  auth = { Authorization: `Bearer ${((await token.json()) as { access_token: string }).access_token}` };
});
afterAll(() => t?.close());

describe('Redis unreachable', () => {
  it('refuses sign-in with a clear 503 (fails closed), not a 500 and not a sign-in', async () => {
    const response = await t.services.main.request(
      '/Login/Token',
      jsonRequest(
        'POST',
        { username: 'someone@example.com', password: 'Correct-Horse-9' },
        { 'X-Client-Ip': '10.9.0.1' },
      ),
    );
    expect(response.status).toBe(503);
    expect(((await response.json()) as { message: string }).message).toBe(LIMIT_UNAVAILABLE_MESSAGE);
  });

  it('keeps flight search working, its session in the database where every instance finds it', async () => {
    const search = await t.services.booking.request(
      '/AirShopping/Search',
      jsonRequest(
        'POST',
        {
          siteId: SITE,
          journeys: [
            { depCode: 'SYD', depCodeType: 'A', arrCode: 'MEL', arrCodeType: 'A', depDate: '2026-12-15' },
          ],
          passengerInfos: [{ passengerType: 'Adult', count: 1 }],
          cabinClass: 'Economy',
        },
        auth,
      ),
    );
    const body = (await search.json()) as { data: { shoppingRspId: string }; message: string };
    expect(search.status, body.message).toBe(200);
    // Another instance: same database and (unreachable) Redis, none of this one's memory.
    const elsewhere = {
      ...t.platform,
      cache: createFallbackCache(unreachable, createMemoryCache(), quiet),
    } as Platform;
    const session = await loadSearchSession(elsewhere, body.data.shoppingRspId);
    expect(session?.shoppingRspId).toBe(body.data.shoppingRspId);
  });
});
