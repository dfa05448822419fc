import type { InferInput } from 'valibot';
import type { Endpoint } from '../../shared/contracts/endpoint';
import * as hotelEndpoints from '../../shared/contracts/endpoints-hotel';
import type {
  HotelAutoCompleteRequestSchema,
  HotelResultRequestSchema,
  HotelSearchRequestSchema,
} from '../../shared/contracts/hotel';
import type { HotelDetailRequest, PriceCheckRequest } from '../../shared/contracts/hotel-rooms';
import { callEndpoint, dataOrThrow, isAbortError, messageOf, statusOf } from './browser-client';
import { ApiError } from './envelope';

/**
 * The hotel islands' calls of the Hotel API, through the browser client (./browser-client.ts, which
 * holds the client rules and the relay's wire format: POST /api/Hotel/RequestService with
 * { isAuth, apiConfig }). Failures throw ApiError carrying the server's text and HTTP status, so callers
 * can tell 410 (search session expired), 409 (room gone) and 504 (search timeout) apart; the hotel
 * screens say so rather than draw an empty page, so a swallowed 502 throws too (status 502), and a
 * network failure is status 0.
 */

/** The statuses the hotel screens answer with their own text (HOTEL_MESSAGES). */
export const HOTEL_STATUS = {
  roomGone: 409,
  sessionExpired: 410,
  searchTimeout: 504,
} as const;

export interface HotelCallOptions {
  /** Send the account token rather than the guest token (the order and signed-in calls). */
  isAuth?: boolean;
  params?: Record<string, string | number | boolean>;
  signal?: AbortSignal | undefined;
  /** Extra request headers for the BFF call (e.g. Idempotency-Key). */
  headers?: Record<string, string>;
}

/**
 * Calls one Hotel API endpoint (a catalogue entry, or its path) and answers its data (the envelope's
 * `data`). A path outside the catalogue is refused here, as the relay would refuse it.
 */
export async function callHotelService<Request, Response>(
  endpoint: Endpoint<Request, Response> | string,
  data?: Request,
  options: HotelCallOptions = {},
): Promise<Response> {
  const entry =
    typeof endpoint === 'string'
      ? Object.values<Endpoint>(hotelEndpoints).find((candidate) => candidate.path === endpoint)
      : endpoint;
  if (!entry) throw new ApiError('This hotel service path is not available', 400);
  const result = await callEndpoint(entry as Endpoint<Request, Response>, data, {
    ...(options.params ? { query: options.params } : {}),
    signal: options.signal,
    ...(options.headers ? { headers: options.headers } : {}),
    ...(options.isAuth ? { asAccount: true } : {}),
  });
  return dataOrThrow(result);
}

export { isAbortError };

/** The HTTP status of a failed hotel call (0 for a network failure or an unknown error). */
export const hotelErrorStatus: (error: unknown) => number = statusOf;

/** The text to show for a failed hotel call. */
export const hotelErrorMessage: (error: unknown, fallback?: string) => string = messageOf;

// ---------------------------------------------------------------- shopping endpoints

// Requests are the schemas' inputs: fields with a default (limit, paxes, filterBy, page, sort) may be left out.
export type HotelAutoCompleteInput = InferInput<typeof HotelAutoCompleteRequestSchema>;
export type HotelSearchInput = InferInput<typeof HotelSearchRequestSchema>;
export type HotelResultInput = InferInput<typeof HotelResultRequestSchema>;

export const autoCompleteHotels = (request: HotelAutoCompleteInput, signal?: AbortSignal) =>
  callHotelService(hotelEndpoints.hotelAutoComplete, request, { signal });

export const startHotelAvailability = (request: HotelSearchInput, signal?: AbortSignal) =>
  callHotelService(hotelEndpoints.hotelAvailabilitySearch, request, { signal });

export const getHotelResults = (request: HotelResultInput, signal?: AbortSignal) =>
  callHotelService(hotelEndpoints.hotelAvailabilityGetResult, request, { signal });

export const getHotelDetail = (request: HotelDetailRequest, signal?: AbortSignal) =>
  callHotelService(hotelEndpoints.hotelDetailGet, request, { signal });

export const checkHotelPrice = (request: PriceCheckRequest, signal?: AbortSignal) =>
  callHotelService(hotelEndpoints.hotelPriceCheck, request, { signal });
