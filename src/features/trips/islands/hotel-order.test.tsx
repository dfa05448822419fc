import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { TripSummary } from '../../../shared/contracts/order';
import { hotelOrderSample, hotelStaySample } from '../../../shared/contracts/order-samples.fixture';
import payment from '../../../lib/i18n/locales/en/booking-payment.json';
import hotel from '../../../lib/i18n/locales/en/hotel-booking.json';
import hotels from '../../../lib/i18n/locales/en/hotels.json';
import { OrderDetails } from './OrderDetails';
import { tripWhen } from './TripCards';
import { englishOrderT } from './order-text.fixture';

const t = englishOrderT({ ...payment, ...hotel, ...hotels });

const stay = hotelStaySample();
const order = hotelOrderSample(stay);

describe('a hotel order on the confirmation and trip pages', () => {
  const html = renderToStaticMarkup(
    <OrderDetails order={order} t={t} locale="en" mealNames={{}} showEmailNote />,
  );

  it('shows the stay with property-local dates, times and deadline', () => {
    expect(html).toContain('The Collins Lane Hotel');
    expect(html).toContain('120 Collins Street, Melbourne CBD<');
    expect(html).toContain('Fri 4 Dec 2026, from 2 pm');
    expect(html).toContain('Mon 7 Dec 2026, by 10:30 am');
    expect(html).toContain('Deluxe King · 1 king bed · 3 nights');
    expect(html).toContain('Breakfast included');
    expect(html).toContain('2 adults, 1 child');
    expect(html).toContain('Ms Ada Lovelace');
    expect(html).toContain('Free cancellation until 2 pm, Tue 1 Dec 2026');
    expect(html).toContain('A quiet room, please');
  });

  it('shows the price paid, the card and where the email went, without flight parts', () => {
    expect(html).toContain('$1,248.08');
    expect(html).toContain('Visa card ending in 1111');
    expect(html).toContain('ada@example.com');
    expect(html).not.toContain('Passengers');
    expect(html).not.toContain('Itinerary');
    expect(html).not.toMatch(/\d{4}-\d{2}-\d{2}T/);
  });

  it('says when a rate cannot be refunded', () => {
    const strict = { ...order, stay: { ...stay, refundable: false, freeCancellationUntil: null } };
    expect(renderToStaticMarkup(<OrderDetails order={strict} t={t} locale="en" mealNames={{}} />)).toContain(
      'Non-refundable: no refund if you cancel',
    );
  });
});

describe('tripWhen', () => {
  const trip: TripSummary = {
    orderId: order.orderId,
    kind: 'hotel',
    bookingReference: 'HX7K2P',
    status: 'Confirmed',
    // UTC instants: check-out at 10:30 in Melbourne is still 6 Dec in UTC.
    firstDeparture: '2026-12-04T03:00:00.000Z',
    lastArrival: '2026-12-06T23:30:00.000Z',
    route: 'The Collins Lane Hotel, Melbourne',
    passengerCount: 3,
    totalCents: 124_808,
    stay: {
      propertyName: 'The Collins Lane Hotel',
      checkInDate: '2026-12-04',
      checkOutDate: '2026-12-07',
      nights: 3,
    },
  };

  it("reads a flight by the airports' clocks: a morning departure from Sydney is not the day before", () => {
    const flight: TripSummary = {
      ...trip,
      kind: 'flight',
      firstDeparture: '2027-02-20T08:55:00+11:00',
      lastArrival: '2027-03-04T06:10:00+11:00',
      passengerCount: 2,
      stay: null,
    };
    expect(tripWhen(flight, t)).toBe('Sat 20 Feb 2027 to Thu 4 Mar 2027 · 2 travellers');
  });

  it('reads a stay by the property calendar, with nights and guests', () => {
    expect(tripWhen(trip, t)).toBe('Fri 4 Dec 2026 to Mon 7 Dec 2026 · 3 nights · 3 guests');
    expect(tripWhen({ ...trip, passengerCount: 1, stay: { ...trip.stay!, nights: 1 } }, t)).toContain(
      '1 night · 1 guest',
    );
  });

  it('keeps the flight wording for flights', () => {
    const flight = {
      ...trip,
      kind: 'flight' as const,
      stay: null,
      firstDeparture: '2026-12-04T09:00:00',
      lastArrival: '2026-12-05T06:00:00',
      passengerCount: 2,
    };
    expect(tripWhen(flight, t)).toBe('Fri 4 Dec 2026 to Sat 5 Dec 2026 · 2 travellers');
  });
});
