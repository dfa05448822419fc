import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Endpoint } from '../../shared/contracts/endpoint';
import { ApiError, DEFAULT_ERROR_MESSAGE } from './envelope';
import {
  HOTEL_RELAY_PATH,
  callEndpoint,
  dataOrSwallowed,
  dataOrThrow,
  isAbortError,
  signOutHandler,
  type EndpointResult,
} from './browser-client';
import { PROFILE_EXPIRY_COOKIE } from './token-rules';

const auto: Endpoint<{ siteId: string }, { a: number }> = {
  service: 'booking',
  method: 'POST',
  path: '/Utilities/PassengerTitle',
  auth: 'auto',
};
const account: Endpoint = {
  service: 'main',
  method: 'POST',
  path: '/Profile/RetrieveProfile',
  auth: 'account',
};
const publicCall: Endpoint = { service: 'main', method: 'POST', path: '/Signup/AccountSignup', auth: 'none' };
const getCall: Endpoint = { service: 'booking', method: 'GET', path: '/Utilities/GetAirlines', auth: 'auto' };
const hotel: Endpoint = { service: 'hotel', method: 'POST', path: '/AutoComplete', auth: 'auto' };

const envelope = (status: string, message: string, data: unknown, statusCode: number) =>
  new Response(JSON.stringify({ status, message, data, statusCode }), {
    status: statusCode,
    headers: { 'Content-Type': 'application/json' },
  });

let sent: { url: string; init: RequestInit } | undefined;
let signOuts = 0;

function answerWith(make: (init: RequestInit) => Promise<Response> | Response) {
  vi.stubGlobal('fetch', (url: string, init: RequestInit) => {
    sent = { url, init };
    return Promise.resolve().then(() => make(init));
  });
}

/** A fetch that answers only when aborted, as a service that never replies. */
function neverAnswer() {
  answerWith(
    (init) =>
      new Promise<Response>((_, reject) => {
        const abort = () => reject(new DOMException('Aborted', 'AbortError'));
        if (init.signal?.aborted) abort();
        init.signal?.addEventListener('abort', abort);
      }),
  );
}

function signIn() {
  vi.stubGlobal('document', { cookie: `theme=dark; ${PROFILE_EXPIRY_COOKIE}=${Date.now() + 60_000}` });
}

beforeEach(() => {
  signOuts = 0;
  vi.spyOn(signOutHandler, 'run').mockImplementation(() => {
    signOuts += 1;
  });
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  sent = undefined;
});

describe('the browser client rules', () => {
  it.each<{
    name: string;
    endpoint: Endpoint;
    signedIn?: boolean;
    answer: () => Response;
    result: Partial<EndpointResult<unknown>> & { kind: EndpointResult<unknown>['kind'] };
    signOuts?: number;
  }>([
    {
      name: 'Success answers the data',
      endpoint: auto,
      answer: () => envelope('Success', 'done', { a: 1 }, 200),
      result: { ok: true, kind: 'ok', status: 200, message: 'done', data: { a: 1 } },
    },
    {
      name: 'Failed is refused with the server message',
      endpoint: auto,
      answer: () => envelope('Failed', 'siteId is required', null, 400),
      result: { ok: false, kind: 'refused', status: 400, message: 'siteId is required' },
    },
    {
      name: 'FailedNotActive answers its data',
      endpoint: publicCall,
      answer: () =>
        envelope('Failed', 'Not confirmed', { loginStatus: 'FailedNotActive', email: 'a@b.au' }, 403),
      result: { ok: true, kind: 'ok', data: { loginStatus: 'FailedNotActive', email: 'a@b.au' } },
    },
    {
      name: 'Error is refused with the server message',
      endpoint: auto,
      answer: () => envelope('Error', 'Something broke', null, 500),
      result: { ok: false, kind: 'refused', status: 500, message: 'Something broke' },
    },
    {
      name: 'a refusal without a message gets the default text',
      endpoint: auto,
      answer: () => new Response('', { status: 404 }),
      result: { ok: false, kind: 'refused', status: 404, message: DEFAULT_ERROR_MESSAGE },
    },
    {
      name: '401 on an account call signs out',
      endpoint: account,
      answer: () => envelope('Failed', 'Please sign in', null, 401),
      result: { ok: false, kind: 'signedOut', status: 401, message: 'Please sign in' },
      signOuts: 1,
    },
    {
      name: '401 on a spec-rule call while signed in signs out',
      endpoint: auto,
      signedIn: true,
      answer: () => envelope('Failed', 'Session ended', null, 401),
      result: { ok: false, kind: 'signedOut', status: 401 },
      signOuts: 1,
    },
    {
      name: '401 on a spec-rule call as a guest is refused',
      endpoint: auto,
      answer: () => envelope('Failed', 'Token expired', null, 401),
      result: { ok: false, kind: 'refused', status: 401, message: 'Token expired' },
    },
    {
      name: '401 on a public call is refused even while signed in',
      endpoint: publicCall,
      signedIn: true,
      answer: () => envelope('Failed', 'Wrong code', null, 401),
      result: { ok: false, kind: 'refused', status: 401, message: 'Wrong code' },
    },
    {
      name: '403 is refused, not a sign-out',
      endpoint: account,
      answer: () => envelope('Failed', 'Editors only', null, 403),
      result: { ok: false, kind: 'refused', status: 403, message: 'Editors only' },
    },
    {
      name: '502 is swallowed: no message, no data',
      endpoint: auto,
      answer: () => envelope('Error', 'upstream down', { secret: 1 }, 502),
      result: { ok: false, kind: 'unavailable', status: 502, message: '', data: null },
    },
  ])('$name', async ({ endpoint, signedIn, answer, result, signOuts: expected = 0 }) => {
    if (signedIn) signIn();
    answerWith(answer);
    expect(await callEndpoint(endpoint, { siteId: 'ctg-au-web' })).toMatchObject(result);
    expect(signOuts).toBe(expected);
  });

  it('gives up after the timeout: unavailable, status 0', async () => {
    neverAnswer();
    expect(await callEndpoint(auto, { siteId: 'x' }, { timeoutMs: 20 })).toMatchObject({
      ok: false,
      kind: 'unavailable',
      status: 0,
      cause: 'timeout',
    });
  });

  it('a network failure is unavailable, status 0', async () => {
    vi.stubGlobal('fetch', () => Promise.reject(new TypeError('Failed to fetch')));
    expect(await callEndpoint(auto, { siteId: 'x' })).toMatchObject({
      kind: 'unavailable',
      status: 0,
      cause: 'network',
    });
  });

  it("rejects with the AbortError when the caller's own signal aborts", async () => {
    neverAnswer();
    const controller = new AbortController();
    const call = callEndpoint(auto, { siteId: 'x' }, { signal: controller.signal });
    controller.abort();
    const error = await call.catch((caught: unknown) => caught);
    expect(isAbortError(error)).toBe(true);
  });
});

describe('the request the browser sends', () => {
  it('POSTs JSON to /api/<service><path> on the same origin', async () => {
    answerWith(() => envelope('Success', '', [], 200));
    await callEndpoint(auto, { siteId: 'ctg-au-web' }, { headers: { 'Idempotency-Key': 'key-12345678' } });
    expect(sent?.url).toBe('/api/booking/Utilities/PassengerTitle');
    expect(sent?.init).toMatchObject({ method: 'POST', credentials: 'same-origin' });
    expect(sent?.init.headers).toMatchObject({
      'Content-Type': 'application/json',
      'Idempotency-Key': 'key-12345678',
    });
    expect(JSON.parse(String(sent?.init.body))).toEqual({ siteId: 'ctg-au-web' });
  });

  it('GETs with the query and no body', async () => {
    answerWith(() => envelope('Success', '', [], 200));
    await callEndpoint(getCall, undefined, { query: { query: 'syd', limit: 8, skip: undefined } });
    expect(sent?.url).toBe('/api/booking/Utilities/GetAirlines?query=syd&limit=8');
    expect(sent?.init.method).toBe('GET');
    expect(sent?.init.body).toBeUndefined();
  });

  it('wraps a Hotel API call for the relay', async () => {
    answerWith(() => envelope('Success', '', { places: [] }, 200));
    await callEndpoint(hotel, { query: 'mel' }, { asAccount: true, query: { page: 2 } });
    expect(sent?.url).toBe(HOTEL_RELAY_PATH);
    expect(JSON.parse(String(sent?.init.body))).toEqual({
      isAuth: true,
      apiConfig: { method: 'POST', url: '/AutoComplete', data: { query: 'mel' }, params: { page: 2 } },
    });
  });
});

describe('reading a result', () => {
  const ok: EndpointResult<number> = { ok: true, kind: 'ok', status: 200, message: '', data: 7 };
  const refused: EndpointResult<number> = {
    ok: false,
    kind: 'refused',
    status: 409,
    message: 'Seat taken',
    data: null,
  };
  const swallowed: EndpointResult<number> = {
    ok: false,
    kind: 'unavailable',
    status: 502,
    cause: 'bad-gateway',
    message: '',
    data: null,
  };
  const lost: EndpointResult<number> = {
    ok: false,
    kind: 'unavailable',
    status: 0,
    cause: 'network',
    message: '',
    data: null,
  };

  it('dataOrSwallowed: data, undefined for a swallowed 502, else the error', () => {
    expect(dataOrSwallowed(ok)).toBe(7);
    expect(dataOrSwallowed(swallowed)).toBeUndefined();
    expect(() => dataOrSwallowed(refused)).toThrow(new ApiError('Seat taken', 409));
    expect(() => dataOrSwallowed(lost)).toThrow(DEFAULT_ERROR_MESSAGE);
  });

  it('dataOrThrow: every failure throws with its status', () => {
    expect(dataOrThrow(ok)).toBe(7);
    for (const [result, status] of [
      [refused, 409],
      [swallowed, 502],
      [lost, 0],
    ] as const) {
      const error = (() => {
        try {
          dataOrThrow(result);
        } catch (caught) {
          return caught as ApiError;
        }
      })();
      expect(error?.httpStatus).toBe(status);
    }
  });
});
