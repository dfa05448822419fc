import type {
  FareRuleGroup,
  FlexibleDateCell,
  FlightSearchInput,
  GetResultRequest,
  GetResultResponse,
  SearchResponse,
} from '../../shared/contracts/flights';
import { ApiError, DEFAULT_ERROR_MESSAGE, readServiceAnswer } from '../api/envelope';
import type { LowestFareCalendarResponse } from '../../shared/contracts/flight-calendar';
import type { FareCalendarQuery } from './fare-calendar';

/**
 * The flight islands' client of the same-origin Booking API (/api/booking/<Path>): the site's server
 * forwards the allowlisted endpoints and attaches the bearer token (the guest's public token, obtained
 * on the first call, or the account token). Answers are read by the client rules of lib/api/envelope:
 * a non-Success status throws ApiError with the server's text; a 502 is swallowed (undefined).
 */
export interface BookingCallOptions {
  query?: Record<string, string | number | undefined>;
  body?: unknown;
  signal?: AbortSignal | undefined;
}

export async function callBooking<T>(
  method: 'GET' | 'POST',
  path: string,
  options: BookingCallOptions = {},
): Promise<T | undefined> {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(options.query ?? {})) {
    if (value !== undefined) query.set(key, String(value));
  }
  const url = `/api/booking${path}${query.size ? `?${query.toString()}` : ''}`;
  let response: Response;
  try {
    response = await fetch(url, {
      method,
      credentials: 'same-origin',
      headers: {
        Accept: 'application/json',
        ...(method === 'POST' ? { 'Content-Type': 'application/json' } : {}),
      },
      ...(method === 'POST' ? { body: JSON.stringify(options.body ?? {}) } : {}),
      ...(options.signal ? { signal: options.signal } : {}),
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError(DEFAULT_ERROR_MESSAGE, 0);
  }
  const outcome = await readServiceAnswer<T>(response, { authenticated: false });
  return outcome.kind === 'ok' ? outcome.data : undefined;
}

export function isAbort(error: unknown): boolean {
  return error instanceof DOMException && error.name === 'AbortError';
}

/** The text to show for a failed call. */
export function messageOf(error: unknown, fallback = DEFAULT_ERROR_MESSAGE): string {
  return error instanceof ApiError && error.message ? error.message : fallback;
}

// ---------------------------------------------------------------- endpoints

export interface PlaceSuggestion {
  code: string;
  codeType: 'A' | 'C';
  name: string;
  cityCode: string;
  cityName: string;
  countryCode: string;
  countryName: string;
  airports?: { code: string; name: string }[];
}

export interface Airline {
  code: string;
  name: string;
  alliance?: string | null;
}

export interface SearchDateRange {
  start: string;
  end: string;
  leadTimeRestrictionMethod: 'Restrict' | 'Prompt';
  promptMessage: string;
}

export interface ShortlistEntry {
  id: string;
  brandIndex: number | null;
}

export const suggestPlaces = (query: string, signal?: AbortSignal) =>
  callBooking<PlaceSuggestion[]>('GET', '/Utilities/FlightAutoSuggestion', {
    query: { query, limit: 8 },
    signal,
  });

export const getAirlines = (signal?: AbortSignal) =>
  callBooking<Airline[]>('GET', '/Utilities/GetAirlines', { signal });

export const getSearchDateRange = (siteId: string) =>
  callBooking<SearchDateRange>('POST', '/Utilities/SearchDateRange', { body: { siteId } });

export const searchFlights = (request: FlightSearchInput, signal?: AbortSignal) =>
  callBooking<SearchResponse>('POST', '/AirShopping/Search', { body: request, signal });

export const getResult = (
  request: Partial<GetResultRequest> & { shoppingRspId: string },
  signal?: AbortSignal,
) => callBooking<GetResultResponse>('POST', '/AirShopping/GetResult', { body: request, signal });

export const getFlexibleDates = (request: FlightSearchInput, signal?: AbortSignal) =>
  callBooking<{ cells: FlexibleDateCell[] }>('POST', '/AirShopping/FlexibleDateSearch', {
    body: request,
    signal,
  });

export const getFareRules = (request: {
  shoppingRspId: string;
  pricedItineraryId: string;
  brandIndex?: number;
}) => callBooking<{ fareRuleGroups: FareRuleGroup[] }>('POST', '/Offer/FareRule', { body: request });

export const addToShortlist = (request: {
  siteId: string;
  shoppingRspId: string;
  pricedItineraryId: string;
  brandIndex: number | null;
}) => callBooking<ShortlistEntry>('POST', '/ShortlistedFlight/Add', { body: request });

/** The lowest fare per day of one month (`month` YYYY-MM) of a route: the date picker's prices. */
export const getLowestFareCalendar = (
  request: FareCalendarQuery['request'] & { month: string },
  signal?: AbortSignal,
) =>
  callBooking<LowestFareCalendarResponse>('POST', '/AirShopping/LowestFareCalendar', {
    body: request,
    signal,
  });
