import type { FareCalendarQuery } from './fare-calendar';
import type { Endpoint } from '../../shared/contracts/endpoint';
import {
  airShoppingFlexibleDateSearch,
  airShoppingGetResult,
  airShoppingLowestFareCalendar,
  airShoppingSearch,
  offerFareRule,
  shortlistAdd,
  utilitiesFlightAutoSuggestion,
  utilitiesGetAirlinesWithSettings,
  utilitiesSearchDateRange,
} from '../../shared/contracts/endpoints-booking';
import type { FlightSearchInput, GetResultRequest, SearchInput } from '../../shared/contracts/flights';
import type { Airline } from '../../shared/contracts/booking-utilities';
import { callEndpoint, dataOrSwallowed, type EndpointCallOptions } from '../../lib/api/browser-client';

/**
 * The flight and booking islands' calls of the Booking API, through the browser client
 * (lib/api/browser-client.ts, which holds the client rules): a non-Success status throws ApiError with
 * the server's text; a swallowed 502 answers undefined, for which each screen draws its own state.
 */
export async function callBooking<Request, Response>(
  endpoint: Endpoint<Request, Response>,
  input?: Request,
  options: EndpointCallOptions = {},
): Promise<Response | undefined> {
  return dataOrSwallowed(await callEndpoint(endpoint, input, options));
}

// ---------------------------------------------------------------- endpoints

export const suggestPlaces = (query: string, signal?: AbortSignal) =>
  callBooking(utilitiesFlightAutoSuggestion, undefined, { query: { query, limit: 8 }, signal });

/** The airlines with the agency's settings: isPriority marks the airlines the agency lists first. */
export const getAirlinesWithSettings = (siteId: string, signal?: AbortSignal) =>
  callBooking(utilitiesGetAirlinesWithSettings, { siteId }, { signal }) as Promise<
    (Airline & { isPriority?: boolean })[] | undefined
  >;

export const getSearchDateRange = (siteId: string) => callBooking(utilitiesSearchDateRange, { siteId });

export const searchFlights = (request: SearchInput, signal?: AbortSignal) =>
  callBooking(airShoppingSearch, request, { signal });

export const getResult = (
  request: Partial<GetResultRequest> & { shoppingRspId: string },
  signal?: AbortSignal,
) => callBooking(airShoppingGetResult, request, { signal });

export const getFlexibleDates = (request: FlightSearchInput, signal?: AbortSignal) =>
  callBooking(airShoppingFlexibleDateSearch, request, { signal });

export const getFareRules = (request: {
  shoppingRspId: string;
  pricedItineraryId: string;
  brandIndex?: number;
}) => callBooking(offerFareRule, request);

export const addToShortlist = (request: {
  siteId: string;
  shoppingRspId: string;
  pricedItineraryId: string;
  brandIndex: number | null;
}) => callBooking(shortlistAdd, request);

/** The lowest fare per day of one month (`month` YYYY-MM) of a route: the date picker's prices. */
export const getLowestFareCalendar = (
  request: FareCalendarQuery['request'] & { month: string },
  signal?: AbortSignal,
) => callBooking(airShoppingLowestFareCalendar, request, { signal });
