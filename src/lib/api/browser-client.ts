/**
 * The browser's one client of the services: it takes an entry of the endpoint catalogue
 * (src/shared/contracts/endpoint-catalogue.ts), calls it through the site's same-origin API and reads
 * the answer by the client rules (docs/principles.md "Errors", ./envelope.ts), in this one place:
 *
 * | answer                                    | result                                           |
 * | ----------------------------------------- | ------------------------------------------------ |
 * | Success (and FailedNotActive's data)      | `ok`, the envelope's data                        |
 * | Failed / Error, 401 on a public call, 403 | `refused`, the server's message and status       |
 * | 401 on an authenticated call              | `signedOut`; the user is signed out (page reload) |
 * | 502                                       | `unavailable`, swallowed: no message, no data    |
 * | no answer in time, network failure        | `unavailable` with status 0                      |
 *
 * A call cancelled by the caller's own signal rejects with its AbortError (isAbortError), as fetch does.
 * The site's server has already retried once with a fresh public token on 401/403 and ended the
 * account session on an account token's 401 (service-client.ts), so the browser never retries.
 */
import type { Endpoint } from '../../shared/contracts/endpoint';
import { ApiError, DEFAULT_ERROR_MESSAGE, readServiceAnswer } from './envelope';
import { PROFILE_EXPIRY_COOKIE, isSessionActive } from './token-rules';

/** The relay the Hotel API is reached through (spec §7 "Hotel"): { isAuth, apiConfig }. */
export const HOTEL_RELAY_PATH = '/api/Hotel/RequestService';

/** How long the browser waits for an answer before it gives up (a search takes a few seconds). */
const DEFAULT_TIMEOUT_MS = 60_000;

export type EndpointResult<T> =
  | { ok: true; kind: 'ok'; status: number; message: string; data: T }
  | { ok: false; kind: 'refused'; status: number; message: string; data: unknown }
  | { ok: false; kind: 'signedOut'; status: 401; message: string; data: null }
  | {
      ok: false;
      kind: 'unavailable';
      status: number;
      cause: 'bad-gateway' | 'timeout' | 'network';
      message: '';
      data: null;
    };

export interface EndpointCallOptions {
  /** Query parameters (GET endpoints; the hotel relay's `params`). */
  query?: Record<string, string | number | boolean | undefined>;
  signal?: AbortSignal | undefined;
  /** Extra request headers the caller vouches for (the attempt's Idempotency-Key). */
  headers?: Record<string, string>;
  timeoutMs?: number;
  /** Send the account token although the entry takes the spec's rule (the hotel relay's isAuth). */
  asAccount?: boolean;
}

/** What the client does when a call finds the session over; replaced by tests. */
export const signOutHandler = {
  run(): void {
    // The site's server has ended the session already; the reload lets the page and the login guard
    // show it (a guarded page sends the traveller to sign in).
    if (typeof window !== 'undefined') window.location.reload();
  },
};

/** True while the browser holds an unexpired session (the readable profile-expiry cookie). */
function hasBrowserSession(): boolean {
  if (typeof document === 'undefined') return false;
  const prefix = `${PROFILE_EXPIRY_COOKIE}=`;
  const cookie = document.cookie.split('; ').find((part) => part.startsWith(prefix));
  return isSessionActive(cookie?.slice(prefix.length), Date.now());
}

function isAuthenticated(endpoint: Endpoint, options: EndpointCallOptions): boolean {
  if (endpoint.auth === 'account' || options.asAccount) return true;
  return endpoint.auth === 'auto' && hasBrowserSession();
}

function queryString(query: EndpointCallOptions['query']): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined) params.set(key, String(value));
  }
  return params.size ? `?${params.toString()}` : '';
}

/** The same-origin request that carries the call: /api/main|booking/<path>, or the hotel relay. */
function requestOf(endpoint: Endpoint, input: unknown, options: EndpointCallOptions): [string, RequestInit] {
  const headers: Record<string, string> = { Accept: 'application/json', ...options.headers };
  if (endpoint.service === 'hotel') {
    const params = Object.fromEntries(
      Object.entries(options.query ?? {}).filter((entry) => entry[1] !== undefined),
    );
    const apiConfig = {
      method: endpoint.method,
      url: endpoint.path,
      ...(input === undefined ? {} : { data: input }),
      ...(options.query ? { params } : {}),
    };
    const body = JSON.stringify({
      isAuth: endpoint.auth === 'account' || (options.asAccount ?? false),
      apiConfig,
    });
    return [
      HOTEL_RELAY_PATH,
      { method: 'POST', headers: { ...headers, 'Content-Type': 'application/json' }, body },
    ];
  }
  const url = `/api/${endpoint.service}${endpoint.path}${queryString(options.query)}`;
  if (endpoint.method === 'GET') return [url, { method: 'GET', headers }];
  const body = JSON.stringify(input ?? {});
  return [url, { method: 'POST', headers: { ...headers, 'Content-Type': 'application/json' }, body }];
}

const unavailable = (status: number, cause: 'bad-gateway' | 'timeout' | 'network') =>
  ({ ok: false, kind: 'unavailable', status, cause, message: '', data: null }) as const;

/** Calls one catalogue entry and reads its answer by the rules above. */
export async function callEndpoint<Request, Response>(
  endpoint: Endpoint<Request, Response>,
  input?: Request,
  options: EndpointCallOptions = {},
): Promise<EndpointResult<Response>> {
  const [url, init] = requestOf(endpoint, input, options);
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, options.timeoutMs ?? DEFAULT_TIMEOUT_MS);
  const forward = () => controller.abort(options.signal?.reason);
  options.signal?.addEventListener('abort', forward, { once: true });
  try {
    if (options.signal?.aborted) throw options.signal.reason ?? new DOMException('Aborted', 'AbortError');
    let response: globalThis.Response;
    try {
      response = await fetch(url, { ...init, credentials: 'same-origin', signal: controller.signal });
    } catch (error) {
      if (options.signal?.aborted) throw error;
      return unavailable(0, timedOut ? 'timeout' : 'network');
    }
    return await readResult<Response>(response, isAuthenticated(endpoint, options));
  } catch (error) {
    if (options.signal?.aborted) throw error;
    // The body stopped arriving after the headers: no answer, as a network failure.
    if (timedOut || isAbortError(error) || error instanceof TypeError)
      return unavailable(0, timedOut ? 'timeout' : 'network');
    throw error;
  } finally {
    clearTimeout(timer);
    options.signal?.removeEventListener('abort', forward);
  }
}

async function readResult<T>(
  response: globalThis.Response,
  authenticated: boolean,
): Promise<EndpointResult<T>> {
  try {
    const outcome = await readServiceAnswer<T>(response, { authenticated });
    if (outcome.kind === 'swallowed') return unavailable(502, 'bad-gateway');
    return { ok: true, kind: 'ok', status: response.status, message: outcome.message, data: outcome.data };
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    if (error.signedOut) {
      signOutHandler.run();
      return { ok: false, kind: 'signedOut', status: 401, message: error.message, data: null };
    }
    return { ok: false, kind: 'refused', status: error.httpStatus, message: error.message, data: error.data };
  }
}

/** The result as an error: the server's message and status, DEFAULT_ERROR_MESSAGE without one. */
function errorOf(result: Exclude<EndpointResult<unknown>, { ok: true }>): ApiError {
  if (result.kind === 'unavailable') return new ApiError(DEFAULT_ERROR_MESSAGE, result.status);
  return new ApiError(result.message, result.status, result.kind === 'signedOut', result.data);
}

/**
 * The data, or undefined for a swallowed 502 (the spec's rule: no error, no data); any other failure
 * throws errorOf(result). For screens that draw their own state for "no answer".
 */
export function dataOrSwallowed<T>(result: EndpointResult<T>): T | undefined {
  if (result.ok) return result.data;
  if (result.kind === 'unavailable' && result.cause === 'bad-gateway') return undefined;
  throw errorOf(result);
}

/**
 * The data; every failure throws errorOf(result), a swallowed 502 as DEFAULT_ERROR_MESSAGE with status
 * 502 (no server text). For calls that must say something or resend (payments, orders, the hotel
 * screens, which show their own text for 409, 410 and 504).
 */
export function dataOrThrow<T>(result: EndpointResult<T>): T {
  if (result.ok) return result.data;
  throw errorOf(result);
}

export function isAbortError(error: unknown): boolean {
  return error instanceof DOMException && error.name === 'AbortError';
}

/** The text to show for a failed call. */
export function messageOf(error: unknown, fallback = DEFAULT_ERROR_MESSAGE): string {
  return error instanceof ApiError && error.message ? error.message : fallback;
}

/** The HTTP status of a failed call (0 for no answer or an unknown error). */
export function statusOf(error: unknown): number {
  return error instanceof ApiError ? error.httpStatus : 0;
}
