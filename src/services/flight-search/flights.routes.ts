import { Hono } from 'hono';
import {
  FareRuleRequestSchema,
  FlightSearchRequestSchema,
  GetResultRequestSchema,
  SearchRequestSchema,
  SearchResponseSchema,
  SiteRequestSchema,
} from '../../shared/contracts/flights';
import { LowestFareCalendarRequestSchema } from '../../shared/contracts/flight-calendar';
import { GUEST_OR_ACCOUNT, requireToken } from '../auth/require-token';
import type { ServiceEnv } from '../http/app-factory';
import { success } from '../http/envelope';
import { checkSite } from '../http/site-check';
import { readJsonBody } from '../http/validate';
import { describeRoutes } from '../http/openapi';
import type { Platform } from '../platform/platform';
import {
  fareRules,
  getResult,
  NO_FLIGHTS_MESSAGE,
  recentSearches,
  search,
  useInventoryForSessions,
} from './flights.service';
import { flexibleDateSearch, lowestFareCalendar } from './calendar';
import { Inventory } from '../flights/inventory';
import { loadNetwork } from '../flights/network';
import {
  airShoppingFlexibleDateSearch,
  airShoppingGetResult,
  airShoppingLowestFareCalendar,
  airShoppingRecentSearches,
  airShoppingSearch,
  offerFareRule,
} from '../../shared/contracts/endpoints-booking';
import { serveEndpoint } from '../http/endpoint-routes';

// 403: the siteId is not the token's site; 404: the itinerary is gone; 410: the search session expired.
const docs = describeRoutes(
  { auth: GUEST_OR_ACCOUNT },
  {
    search: {
      summary: "Search flights (one-way, return or multi-city), with a journey's first page if asked",
      body: SearchRequestSchema,
      data: SearchResponseSchema,
      errors: [403],
    },
    getResult: {
      summary: 'A page of a search session, filtered and sorted',
      body: GetResultRequestSchema,
      errors: [404, 410],
    },
    flexibleDates: {
      summary: 'Lowest fares for the dates around the searched ones',
      body: FlightSearchRequestSchema,
      errors: [403],
    },
    fareCalendar: {
      summary: 'Lowest fare per day of a month for a route (the date picker prices)',
      body: LowestFareCalendarRequestSchema,
      errors: [403],
    },
    recentSearches: { summary: "The caller's recent searches", body: SiteRequestSchema, errors: [403] },
    fareRule: {
      summary: 'Fare rules of a priced itinerary',
      body: FareRuleRequestSchema,
      errors: [404, 410],
    },
  },
);

/** Booking API: /AirShopping/* and /Offer/FareRule, for guests (public token) and account holders. */
export function flightRoutes(platform: Platform, inventory = new Inventory(loadNetwork())): Hono<ServiceEnv> {
  const app = new Hono<ServiceEnv>();
  const guard = requireToken(platform, GUEST_OR_ACCOUNT);
  useInventoryForSessions(inventory);

  serveEndpoint(app, airShoppingSearch, docs.search, guard, async (c) => {
    // firstPage is not part of the search: the session and the recent searches keep the search alone.
    const { firstPage, ...request } = await readJsonBody(c, SearchRequestSchema);
    checkSite(c, request.siteId);
    const result = await platform.metrics.timeSearch('flight', () =>
      search(platform, inventory, c.get('claims').sub, request, firstPage),
    );
    const empty = result.journeys.some((journey) => journey.totalItineraries === 0);
    return success(c, result, empty ? NO_FLIGHTS_MESSAGE : '');
  });

  serveEndpoint(app, airShoppingGetResult, docs.getResult, guard, async (c) => {
    const request = await readJsonBody(c, GetResultRequestSchema);
    const result = await getResult(platform, request);
    return success(c, result, result.journey.totalItineraries === 0 ? NO_FLIGHTS_MESSAGE : '');
  });

  serveEndpoint(app, airShoppingFlexibleDateSearch, docs.flexibleDates, guard, async (c) => {
    const request = await readJsonBody(c, FlightSearchRequestSchema);
    checkSite(c, request.siteId);
    return success(c, { cells: await flexibleDateSearch(platform, inventory, request) });
  });

  serveEndpoint(app, airShoppingLowestFareCalendar, docs.fareCalendar, guard, async (c) => {
    const request = await readJsonBody(c, LowestFareCalendarRequestSchema);
    checkSite(c, request.siteId);
    return success(c, await lowestFareCalendar(platform, inventory, request));
  });

  serveEndpoint(app, airShoppingRecentSearches, docs.recentSearches, guard, async (c) => {
    const { siteId } = await readJsonBody(c, SiteRequestSchema);
    checkSite(c, siteId);
    return success(c, await recentSearches(platform, c.get('claims').sub, siteId));
  });

  serveEndpoint(app, offerFareRule, docs.fareRule, guard, async (c) => {
    const request = await readJsonBody(c, FareRuleRequestSchema);
    return success(c, { fareRuleGroups: await fareRules(platform, request) });
  });

  return app;
}
