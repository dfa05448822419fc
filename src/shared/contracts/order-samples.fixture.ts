/**
 * Sample orders for the tests of both sides: the trips islands render them, the email service writes
 * them up. A test that needs other values spreads a sample and overrides only what its assertions read.
 */
import type { HotelStay } from './hotel-order';
import type { Order, OrderPayment } from './order';

/** Who booked Ada's orders, and when: the trips pages' samples share it. */
export function bookedByAda(): Pick<Order, 'orderId' | 'createdAt' | 'contact'> {
  return {
    orderId: 'ord_0123456789abcdef01234567',
    createdAt: '2026-11-24T01:00:00.000Z',
    contact: { email: 'ada@example.com', mobileNumber: '+61412345678' },
  };
}

/** Three nights in Melbourne for two adults and a child, refundable until three days before. */
export function hotelStaySample(): HotelStay {
  return {
    propertyId: 'htl_MEL_014',
    propertyName: 'The Collins Lane Hotel',
    starRating: 4,
    address: '120 Collins Street, Melbourne CBD',
    city: 'Melbourne',
    countryCode: 'AU',
    phone: '+61 3 9000 0014',
    timeZone: 'Australia/Melbourne',
    image: { src: '/hotel-art/a.svg', alt: 'The lobby' },
    checkInDate: '2026-12-04',
    checkOutDate: '2026-12-07',
    checkInTime: '14:00',
    checkOutTime: '10:30',
    nights: 3,
    adults: 2,
    children: 1,
    roomName: 'Deluxe King',
    bedType: '1 king bed',
    board: 'Breakfast',
    refundable: true,
    // 2 pm on Tue 1 Dec in Melbourne (AEDT, UTC+11).
    freeCancellationUntil: '2026-12-01T03:00:00.000Z',
    cancellation: [],
    leadGuest: { title: 'Ms', firstName: 'Ada', lastName: 'Lovelace' },
    specialRequests: 'A quiet room, please',
  };
}

/** Ada's confirmed hotel order for `stay`, authorised on her Visa card with its surcharge. */
export function hotelOrderSample(stay: HotelStay = hotelStaySample()): Order {
  return {
    ...bookedByAda(),
    kind: 'hotel',
    stay,
    bookingReference: 'HX7K2P',
    status: 'Confirmed',
    journeys: [],
    passengers: [],
    ancillaries: { seats: [], bags: [], meals: [] },
    lines: [{ kind: 'room', label: 'Deluxe King, 3 nights', travelerId: null, amountCents: 123_450 }],
    totalCents: 123_450,
    payment: {
      paymentMode: 'MintPayment',
      scheme: 'visa',
      last4: '1111',
      amountCents: 124_808,
      surchargeCents: 1_358,
      status: 'Authorised',
    },
    invoice: null,
  };
}

/** $2,914.20 held for payment by invoice (BPAY or EFT): nothing paid yet, no card surcharge. */
export function awaitingInvoicePayment(): OrderPayment {
  return {
    paymentMode: 'Invoice',
    scheme: null,
    last4: null,
    amountCents: 291_420,
    surchargeCents: 0,
    status: 'AwaitingPayment',
  };
}
