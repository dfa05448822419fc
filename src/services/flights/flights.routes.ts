import { Hono, type Context } from 'hono';
import {
  FareRuleRequestSchema,
  FlightSearchRequestSchema,
  GetResultRequestSchema,
  SiteRequestSchema,
} from '../../lib/contracts/flights';
import { requireToken } from '../auth/require-token';
import type { ServiceEnv } from '../http/app-factory';
import { RequestRejected, success } from '../http/envelope';
import { readJsonBody } from '../http/validate';
import type { Platform } from '../platform/platform';
import {
  fareRules,
  flexibleDateSearch,
  getResult,
  NO_FLIGHTS_MESSAGE,
  recentSearches,
  search,
} from './flights.service';
import { Inventory } from './inventory';
import { loadNetwork } from './network';

/** A request's siteId must be the site its token was issued for: data is kept per site. */
export function checkSite(c: Context<ServiceEnv>, siteId: string): void {
  if (c.get('claims').site !== siteId)
    throw new RequestRejected(403, 'siteId does not match the site of your token');
}

/** Booking API: /AirShopping/* and /Offer/FareRule, for guests (public token) and account holders. */
export function flightRoutes(platform: Platform, inventory = new Inventory(loadNetwork())): Hono<ServiceEnv> {
  const app = new Hono<ServiceEnv>();
  const guard = requireToken(platform, ['public', 'account']);

  app.post('/AirShopping/Search', guard, async (c) => {
    const request = await readJsonBody(c, FlightSearchRequestSchema);
    checkSite(c, request.siteId);
    const result = await search(platform, inventory, c.get('claims').sub, request);
    const empty = result.journeys.some((journey) => journey.totalItineraries === 0);
    return success(c, result, empty ? NO_FLIGHTS_MESSAGE : '');
  });

  app.post('/AirShopping/GetResult', guard, async (c) => {
    const request = await readJsonBody(c, GetResultRequestSchema);
    const result = await getResult(platform, request);
    return success(c, result, result.journey.totalItineraries === 0 ? NO_FLIGHTS_MESSAGE : '');
  });

  app.post('/AirShopping/FlexibleDateSearch', guard, async (c) => {
    const request = await readJsonBody(c, FlightSearchRequestSchema);
    checkSite(c, request.siteId);
    return success(c, { cells: flexibleDateSearch(platform, inventory, request) });
  });

  app.post('/AirShopping/RecentSearches', guard, async (c) => {
    const { siteId } = await readJsonBody(c, SiteRequestSchema);
    checkSite(c, siteId);
    return success(c, await recentSearches(platform, c.get('claims').sub, siteId));
  });

  app.post('/Offer/FareRule', guard, async (c) => {
    const request = await readJsonBody(c, FareRuleRequestSchema);
    return success(c, { fareRuleGroups: await fareRules(platform, request) });
  });

  return app;
}
