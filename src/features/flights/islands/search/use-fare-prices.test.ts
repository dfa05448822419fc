import { afterEach, describe, expect, it, vi } from 'vitest';
import { fareCalendarQuery } from '../../fare-calendar';
import { loadMonth } from './use-fare-prices';

const query = fareCalendarQuery({
  siteId: 'ctg-au-web',
  from: { code: 'SYD', codeType: 'A', name: 'Sydney' },
  to: { code: 'SIN', codeType: 'A', name: 'Singapore' },
  cabinClass: 'Business',
  passengers: { adult: 1, children: 0, infants: 0 },
})!;

const answer = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('loadMonth', () => {
  it('asks the Booking API for a month once, with the route, and reads its days', async () => {
    const fetch = vi.fn(async () =>
      answer({
        status: 'Success',
        message: '',
        statusCode: 200,
        data: {
          currency: 'AUD',
          days: [
            { date: '2027-01-01', lowestPrice: 2114.5 },
            { date: '2027-01-02', lowestPrice: null },
          ],
        },
      }),
    );
    vi.stubGlobal('fetch', fetch);
    const prices = await loadMonth(query, '2027-01-01');
    expect(prices).toEqual(
      new Map([
        ['2027-01-01', 2114.5],
        ['2027-01-02', null],
      ]),
    );
    await loadMonth(query, '2027-01');
    expect(fetch).toHaveBeenCalledTimes(1);
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/booking/AirShopping/LowestFareCalendar');
    expect(JSON.parse(String(init.body))).toMatchObject({
      depCode: 'SYD',
      arrCode: 'SIN',
      month: '2027-01',
      cabinClass: 'Business',
    });
  });

  it('gives null when the call fails, and asks again next time', async () => {
    const fetch = vi.fn(async () =>
      answer({ status: 'Error', message: 'Down', data: null, statusCode: 500 }, 500),
    );
    vi.stubGlobal('fetch', fetch);
    expect(await loadMonth(query, '2027-03')).toBeNull();
    expect(await loadMonth(query, '2027-03')).toBeNull();
    expect(fetch).toHaveBeenCalledTimes(2);
  });
});
