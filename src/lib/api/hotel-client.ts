import type { InferInput } from 'valibot';
import type {
  HotelAutoComplete,
  HotelAutoCompleteRequestSchema,
  HotelResultPage,
  HotelResultRequestSchema,
  HotelSearchRequestSchema,
  HotelSearchStarted,
} from '../../shared/contracts/hotel';
import type {
  HotelDetail,
  HotelDetailRequest,
  HotelQuote,
  PriceCheckRequest,
} from '../../shared/contracts/hotel-rooms';
import { ApiError, DEFAULT_ERROR_MESSAGE, readServiceAnswer } from './envelope';

/**
 * The hotel islands' client of the Hotel API. The browser never reaches the service directly: every
 * call goes through the site's BFF, POST /api/Hotel/RequestService with { isAuth, apiConfig }, which
 * checks the path against the Hotel API allowlist and attaches the bearer token. Failures throw
 * ApiError carrying the server's text and HTTP status, so callers can tell 410 (search session
 * expired), 409 (room gone) and 504 (search timeout) apart; a network failure is status 0.
 */

export const HOTEL_REQUEST_SERVICE_PATH = '/api/Hotel/RequestService';

/** The statuses the hotel screens answer with their own text (HOTEL_MESSAGES). */
export const HOTEL_STATUS = {
  roomGone: 409,
  sessionExpired: 410,
  searchTimeout: 504,
} as const;

export interface HotelCallOptions {
  /** Send the account token rather than the guest token (the order and signed-in calls). */
  isAuth?: boolean;
  method?: 'GET' | 'POST';
  params?: Record<string, string | number | boolean>;
  signal?: AbortSignal | undefined;
  /** Extra request headers for the BFF call (e.g. Idempotency-Key). */
  headers?: Record<string, string>;
}

/** Calls one Hotel API path through the BFF and answers its data (the envelope's `data`). */
export async function callHotelService<T>(
  url: string,
  data?: unknown,
  options: HotelCallOptions = {},
): Promise<T> {
  const apiConfig = {
    method: options.method ?? 'POST',
    url,
    ...(data === undefined ? {} : { data }),
    ...(options.params ? { params: options.params } : {}),
  };
  let response: Response;
  try {
    response = await fetch(HOTEL_REQUEST_SERVICE_PATH, {
      method: 'POST',
      credentials: 'same-origin',
      headers: { Accept: 'application/json', 'Content-Type': 'application/json', ...options.headers },
      body: JSON.stringify({ isAuth: options.isAuth ?? false, apiConfig }),
      ...(options.signal ? { signal: options.signal } : {}),
    });
  } catch (error) {
    if (isAbortError(error)) throw error;
    throw new ApiError(DEFAULT_ERROR_MESSAGE, 0);
  }
  const outcome = await readServiceAnswer<T>(response, { authenticated: options.isAuth ?? false });
  // The BFF answers 502 when the hotel service cannot be reached; the hotel screens need to say so
  // rather than draw an empty page, so a swallowed answer is an error here.
  if (outcome.kind === 'swallowed') throw new ApiError(DEFAULT_ERROR_MESSAGE, 502);
  return outcome.data;
}

export function isAbortError(error: unknown): boolean {
  return error instanceof DOMException && error.name === 'AbortError';
}

/** The HTTP status of a failed hotel call (0 for a network failure or an unknown error). */
export function hotelErrorStatus(error: unknown): number {
  return error instanceof ApiError ? error.httpStatus : 0;
}

/** The text to show for a failed hotel call. */
export function hotelErrorMessage(error: unknown, fallback = DEFAULT_ERROR_MESSAGE): string {
  return error instanceof ApiError && error.message ? error.message : fallback;
}

// ---------------------------------------------------------------- shopping endpoints

// Requests are the schemas' inputs: fields with a default (limit, paxes, filterBy, page, sort) may be left out.
export type HotelAutoCompleteInput = InferInput<typeof HotelAutoCompleteRequestSchema>;
export type HotelSearchInput = InferInput<typeof HotelSearchRequestSchema>;
export type HotelResultInput = InferInput<typeof HotelResultRequestSchema>;

export const autoCompleteHotels = (request: HotelAutoCompleteInput, signal?: AbortSignal) =>
  callHotelService<HotelAutoComplete>('/AutoComplete', request, { signal });

export const startHotelAvailability = (request: HotelSearchInput, signal?: AbortSignal) =>
  callHotelService<HotelSearchStarted>('/Availability/Search', request, { signal });

export const getHotelResults = (request: HotelResultInput, signal?: AbortSignal) =>
  callHotelService<HotelResultPage>('/Availability/GetResult', request, { signal });

export const getHotelDetail = (request: HotelDetailRequest, signal?: AbortSignal) =>
  callHotelService<HotelDetail>('/HotelDetail/Get', request, { signal });

export const checkHotelPrice = (request: PriceCheckRequest, signal?: AbortSignal) =>
  callHotelService<HotelQuote>('/PriceCheck/Process', request, { signal });
