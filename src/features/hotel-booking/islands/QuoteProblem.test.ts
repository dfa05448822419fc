import { describe, expect, it } from 'vitest';
import type { HotelQuote } from '../../../shared/contracts/hotel-rooms';
import { roomsUrl } from './QuoteProblem';

const quote = {
  stay: {
    checkInDate: '2026-12-04',
    checkOutDate: '2026-12-07',
    nights: 3,
    adults: 2,
    children: 0,
    location: { code: 'MEL', locationType: 'City', name: 'Melbourne', latitude: 0, longitude: 0 },
  },
  property: { propertyId: 'htl_MEL_014' },
} as unknown as HotelQuote;

describe('roomsUrl (a sold-out room: back to the rooms)', () => {
  it('opens the property of the same search at its rooms', () => {
    const url = new URL(roomsUrl(quote, '0b6f2c9e-8a4d-4f1e-9a63-2f1d5e7c8b90'), 'https://site.invalid');
    expect(url.pathname).toBe('/hotel/detail');
    expect(url.hash).toBe('#rooms-title');
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      code: 'MEL',
      checkIn: '2026-12-04',
      checkOut: '2026-12-07',
      adults: '2',
      shoppingRspId: '0b6f2c9e-8a4d-4f1e-9a63-2f1d5e7c8b90',
      propertyId: 'htl_MEL_014',
    });
  });

  it('searches again when the search session is gone', () => {
    expect(roomsUrl(quote, null)).toMatch(
      /^\/hotel\/result\?code=MEL&type=City&name=Melbourne&checkIn=2026-12-04/,
    );
  });
});
