import { describe, expect, it } from 'vitest';
import type { Order } from '../../shared/contracts/order';
import { hotelsAfterFlight } from './hotels-after-flight';

const journey = (from: string, to: string, toCity: string, dep: string, arr: string) => ({
  itinerary: {
    segments: [
      {
        departure: { code: from, cityCode: from, cityName: from, time: dep },
        arrival: { code: to, cityCode: toCity, cityName: 'Melbourne', time: arr },
      },
    ],
  },
});

const order = (journeys: unknown[], passengers: string[]) =>
  ({
    orderId: 'ord_0123456789abcdef01234567',
    bookingReference: 'QX7K2P',
    kind: 'flight',
    journeys,
    passengers: passengers.map((passengerType) => ({ passengerType })),
  }) as unknown as Order;

describe('hotelsAfterFlight', () => {
  it('suggests the destination from arrival to the return flight, for the party', () => {
    const found = hotelsAfterFlight(
      order(
        [
          journey('SYD', 'MEL', 'MEL', '2026-12-04T21:00:00', '2026-12-04T22:35:00'),
          journey('MEL', 'SYD', 'SYD', '2026-12-08T07:00:00', '2026-12-08T08:25:00'),
        ],
        ['Adult', 'Adult', 'Children', 'Infants'],
      ),
    );
    expect(found?.search).toEqual({
      code: 'MEL',
      type: 'City',
      name: 'Melbourne',
      checkIn: '2026-12-04',
      checkOut: '2026-12-08',
      adults: 2,
      children: 1,
    });
    expect(found?.bookedFlight).toMatchObject({
      cityCode: 'MEL',
      checkInDate: '2026-12-04',
      checkOutDate: '2026-12-08',
    });
  });

  it('suggests one night after a one-way flight and at least one for a same-day return', () => {
    const oneWay = hotelsAfterFlight(
      order([journey('SYD', 'MEL', 'MEL', '2026-12-04T21:00:00', '2026-12-05T00:35:00')], ['Adult']),
    );
    expect(oneWay?.search).toMatchObject({ checkIn: '2026-12-05', checkOut: '2026-12-06' });
    const sameDay = hotelsAfterFlight(
      order(
        [
          journey('SYD', 'MEL', 'MEL', '2026-12-04T07:00:00', '2026-12-04T08:35:00'),
          journey('MEL', 'SYD', 'SYD', '2026-12-04T19:00:00', '2026-12-04T20:25:00'),
        ],
        ['Adult'],
      ),
    );
    expect(sameDay?.search).toMatchObject({ checkIn: '2026-12-04', checkOut: '2026-12-05' });
  });

  it('has nothing to suggest for a hotel order', () => {
    expect(hotelsAfterFlight({ ...order([], []), kind: 'hotel' } as Order)).toBeNull();
  });
});
