import { Hono } from 'hono';
import {
  HOTEL_MESSAGES,
  HotelAutoCompleteRequestSchema,
  HotelResultRequestSchema,
  HotelSearchRequestSchema,
} from '../../shared/contracts/hotel';
import { HotelDetailRequestSchema, PriceCheckRequestSchema } from '../../shared/contracts/hotel-rooms';
import { GUEST_OR_ACCOUNT, requireToken } from '../auth/require-token';
import { checkSite } from '../http/site-check';
import type { ServiceEnv } from '../http/app-factory';
import { success } from '../http/envelope';
import { describeRoutes } from '../http/openapi';
import { readJsonBody } from '../http/validate';
import type { Platform } from '../platform/platform';
import { autoComplete } from './autocomplete.service';
import { getHotelDetail, priceCheck } from './detail.service';
import { DEFAULT_SEARCH_BUDGET_MS, getHotelResult } from './results.service';
import { startSearch } from './search.service';
import {
  hotelAutoComplete,
  hotelAvailabilityGetResult,
  hotelAvailabilitySearch,
  hotelDetailGet,
  hotelPriceCheck,
} from '../../shared/contracts/endpoints-hotel';
import { serveEndpoint } from '../http/endpoint-routes';

// 403: siteId is not the token's site; 404: the property or room is not in the search; 409: the room sold
// out; 410: the search session expired; 504: pricing the search took longer than its budget.
const docs = describeRoutes(
  { auth: GUEST_OR_ACCOUNT },
  {
    autoComplete: {
      summary: 'Cities, airports and hotels matching what the traveller typed',
      body: HotelAutoCompleteRequestSchema,
      errors: [403],
    },
    search: {
      summary: 'Start a hotel search for a place, dates and party',
      description:
        'Dates are checked against today in Sydney; the session answers GetResult, detail and price check for 30 minutes.',
      body: HotelSearchRequestSchema,
      errors: [403],
    },
    getResult: {
      summary: 'A page of a hotel search, filtered and sorted, with facets',
      body: HotelResultRequestSchema,
      errors: [403, 410, 504],
    },
    detail: {
      summary: 'A hotel of a search with its rooms and rates for the party',
      body: HotelDetailRequestSchema,
      errors: [403, 404, 410],
    },
    priceCheck: {
      summary: 'Re-price a room and rate now and keep it as a quote to book',
      description: 'The quote is bookable for 20 minutes; it is not a hold: the order takes the room.',
      body: PriceCheckRequestSchema,
      errors: [403, 404, 409, 410],
    },
  },
);

export interface HotelRouteOptions {
  /** Milliseconds a search may spend pricing before answering 504 (tests lower it). */
  searchBudgetMs?: number;
}

/** Hotel API: /AutoComplete, /Availability/*, /HotelDetail/Get and /PriceCheck/Process (spec §7). */
export function hotelRoutes(platform: Platform, options: HotelRouteOptions = {}): Hono<ServiceEnv> {
  const app = new Hono<ServiceEnv>();
  const guard = requireToken(platform, GUEST_OR_ACCOUNT);
  const budgetMs = options.searchBudgetMs ?? DEFAULT_SEARCH_BUDGET_MS;

  serveEndpoint(app, hotelAutoComplete, docs.autoComplete, guard, async (c) => {
    const request = await readJsonBody(c, HotelAutoCompleteRequestSchema);
    checkSite(c, request.siteId);
    return success(c, autoComplete(request));
  });

  serveEndpoint(app, hotelAvailabilitySearch, docs.search, guard, async (c) => {
    const request = await readJsonBody(c, HotelSearchRequestSchema);
    checkSite(c, request.siteId);
    const started = await platform.metrics.timeSearch('hotel', () =>
      startSearch(platform, c.get('claims').sub, request),
    );
    return success(c, started, started.totalCount === 0 ? HOTEL_MESSAGES.noHotels : '');
  });

  serveEndpoint(app, hotelAvailabilityGetResult, docs.getResult, guard, async (c) => {
    const request = await readJsonBody(c, HotelResultRequestSchema);
    checkSite(c, request.siteId);
    const page = await getHotelResult(platform, c.get('claims').sub, request, budgetMs);
    return success(c, page, page.totalCount === 0 ? HOTEL_MESSAGES.noHotels : '');
  });

  serveEndpoint(app, hotelDetailGet, docs.detail, guard, async (c) => {
    const request = await readJsonBody(c, HotelDetailRequestSchema);
    checkSite(c, request.siteId);
    const detail = await getHotelDetail(platform, c.get('claims').sub, request);
    return success(c, detail, detail.rooms.length === 0 ? HOTEL_MESSAGES.noRooms : '');
  });

  serveEndpoint(app, hotelPriceCheck, docs.priceCheck, guard, async (c) => {
    const request = await readJsonBody(c, PriceCheckRequestSchema);
    checkSite(c, request.siteId);
    return success(c, await priceCheck(platform, c.get('claims').sub, request));
  });

  return app;
}
