import { afterEach, describe, expect, it, vi } from 'vitest';
import { HOTEL_MESSAGES } from '../../shared/contracts/hotel';
import { ApiError } from './envelope';
import { callHotelService, checkHotelPrice, hotelErrorMessage, hotelErrorStatus } from './hotel-client';

/** What the browser sent to the BFF, and the answer it gets. */
let sent: { url: string; init: RequestInit } | undefined;

function answer(status: number, body: unknown) {
  vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
    sent = { url, init };
    return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
  });
}

afterEach(() => {
  vi.unstubAllGlobals();
  sent = undefined;
});

describe('the hotel client', () => {
  it('wraps the call as the BFF expects and answers the data', async () => {
    answer(200, { status: 'Success', message: '', data: { places: [] }, statusCode: 200 });
    const data = await callHotelService('/AutoComplete', { siteId: 'ctg-au-web', query: 'mel' });
    expect(data).toEqual({ places: [] });
    expect(sent?.url).toBe('/api/Hotel/RequestService');
    expect(sent?.init.method).toBe('POST');
    expect(JSON.parse(String(sent?.init.body))).toEqual({
      isAuth: false,
      apiConfig: { method: 'POST', url: '/AutoComplete', data: { siteId: 'ctg-au-web', query: 'mel' } },
    });
  });

  it('sends params and isAuth when asked', async () => {
    answer(200, { status: 'Success', message: '', data: 1, statusCode: 200 });
    await callHotelService('/Order/OrderCreate', undefined, { isAuth: true, params: { page: 2 } });
    expect(JSON.parse(String(sent?.init.body))).toEqual({
      isAuth: true,
      apiConfig: { method: 'POST', url: '/Order/OrderCreate', params: { page: 2 } },
    });
  });

  it.each([
    [409, HOTEL_MESSAGES.roomGone],
    [410, HOTEL_MESSAGES.sessionExpired],
    [504, HOTEL_MESSAGES.searchTimeout],
  ])('throws the server message with its status %i', async (status, message) => {
    answer(status, { status: 'Failed', message, data: null, statusCode: status });
    const failure = await checkHotelPrice({
      siteId: 'ctg-au-web',
      shoppingRspId: '7d1f1a4e-0000-4000-8000-000000000001',
      propertyId: 'htl_MEL_014',
      roomTypeId: 'rm1',
      rateId: 'rm1-RO-FLEX',
    }).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ApiError);
    expect(hotelErrorStatus(failure)).toBe(status);
    expect(hotelErrorMessage(failure)).toBe(message);
  });

  it('turns an unreachable service (502) and a network failure into errors', async () => {
    answer(502, { status: 'Error', message: 'down', data: null, statusCode: 502 });
    expect(hotelErrorStatus(await callHotelService('/AutoComplete', {}).catch((e: unknown) => e))).toBe(502);
    vi.stubGlobal('fetch', async () => {
      throw new TypeError('Failed to fetch');
    });
    expect(hotelErrorStatus(await callHotelService('/AutoComplete', {}).catch((e: unknown) => e))).toBe(0);
  });
});
