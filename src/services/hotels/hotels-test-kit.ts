import type { HotelResultPage, HotelSearchStarted } from '../../shared/contracts/hotel';
import type { HotelDetail } from '../../shared/contracts/hotel-rooms';
import { createServiceApp } from '../http/app-factory';
import type { TestServices } from '../testing/test-platform';
import { bearerCalls } from '../test-kits/bearer-calls';
import { testAccountToken, testPublicToken } from '../testing/test-tokens';
import { hotelRoutes, type HotelRouteOptions } from './hotels.routes';

/** Shared steps of the Hotel API route tests: tokens, a search, a result page, a detail. */

export const SITE = 'ctg-au-web';

/** A stay three weeks after the test clock's 21 Nov 2026. */
export const STAY = { checkInDate: '2026-12-14', checkOutDate: '2026-12-17' };

export function hotelKitFor(t: TestServices, options?: HotelRouteOptions) {
  // The registered Hotel API, or one built with other options (a lower search budget) on the same platform.
  const app = options
    ? createServiceApp(t.platform, 'hotel').route('/', hotelRoutes(t.platform, options))
    : t.services.hotel;
  const publicToken = () => testPublicToken(t, SITE);
  const accountToken = async (email: string) => (await testAccountToken(t, email, SITE)).token;
  const { call, ok } = bearerCalls(app);
  const search = (bearer: string, overrides: Record<string, unknown> = {}) =>
    ok<HotelSearchStarted>(
      '/Availability/Search',
      {
        siteId: SITE,
        ...STAY,
        location: 'MEL',
        locationType: 'City',
        paxes: { numberOfAdt: 2 },
        ...overrides,
      },
      bearer,
    );
  const result = (bearer: string, searchKey: string, overrides: Record<string, unknown> = {}) =>
    ok<HotelResultPage>('/Availability/GetResult', { siteId: SITE, searchKey, ...overrides }, bearer);
  const detail = (bearer: string, shoppingRspId: string, propertyId: string) =>
    ok<HotelDetail>('/HotelDetail/Get', { siteId: SITE, shoppingRspId, propertyId }, bearer);
  return { publicToken, accountToken, call, ok, search, result, detail };
}
