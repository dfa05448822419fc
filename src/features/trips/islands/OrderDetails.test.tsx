import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { Order } from '../../../shared/contracts/order';
import { awaitingInvoicePayment, bookedByAda } from '../../../shared/contracts/order-samples.fixture';
import payment from '../../../lib/i18n/locales/en/booking-payment.json';
import booking from '../../../lib/i18n/locales/en/booking.json';
import { OrderDetails } from './OrderDetails';
import { englishOrderT } from './order-text.fixture';

const t = englishOrderT({ ...payment, ...booking });

const segment = (from: string, to: string, dep: string, arr: string) => ({
  airline: { code: 'QF', name: 'Qantas', alliance: null },
  flightNumber: 'QF1',
  aircraft: { code: '789', name: 'Boeing 787-9' },
  departure: {
    code: from,
    name: `${from} Airport`,
    cityCode: from,
    cityName: from,
    countryCode: 'AU',
    countryName: 'Australia',
    timeZone: 'Australia/Sydney',
    time: dep,
    utc: dep,
    terminal: '1',
  },
  arrival: {
    code: to,
    name: `${to} Airport`,
    cityCode: to,
    cityName: to,
    countryCode: 'GB',
    countryName: 'United Kingdom',
    timeZone: 'Europe/London',
    time: arr,
    utc: arr,
    terminal: null,
  },
  durationMinutes: 1_380,
  distanceKm: 17_000,
  cabinClass: 'Business',
  isMixedCabin: false,
});

const order = {
  ...bookedByAda(),
  bookingReference: 'QX7K2P',
  status: 'Held',
  journeys: [
    {
      journeyIndex: 0,
      pricedItineraryId: 'J0-0123456789ab',
      itinerary: {
        segments: [segment('SYD', 'LHR', '2026-12-15T08:55:00+11:00', '2026-12-15T20:55:00+00:00')],
      },
      brand: { name: 'Business Flex' },
      flightKeys: ['QF1-2026-12-15-SYD'],
    },
  ],
  passengers: [
    {
      travelerId: 'T1',
      passengerType: 'Adult',
      title: 'Ms',
      firstName: 'Ada',
      lastName: 'Lovelace',
      dateOfBirth: '1990-01-01',
      passportMasked: '•••••567',
      frequentFlyer: null,
      ticketNumber: '0811234567890',
    },
  ],
  ancillaries: {
    seats: [{ travelerId: 'T1', flightKey: 'QF1-2026-12-15-SYD', designator: '7A' }],
    bags: [{ travelerId: 'T1', journeyIndex: 0, bandId: 'bag-23kg' }],
    meals: [{ travelerId: 'T1', mealCode: 'VGML' }],
  },
  lines: [{ kind: 'fare', label: 'Fare', travelerId: 'T1', amountCents: 291_420 }],
  totalCents: 291_420,
  payment: awaitingInvoicePayment(),
  invoice: {
    bpayBillerCode: '254847',
    customerReference: '1234567897',
    eft: {
      accountName: 'CTG Business Class',
      bsb: '062-000',
      accountNumber: '12345678',
      reference: 'QX7K2P',
    },
    payBy: '2026-11-27T06:00:00.000Z',
    amountCents: 291_420,
  },
} as unknown as Order;

describe('OrderDetails', () => {
  const html = renderToStaticMarkup(
    <OrderDetails order={order} t={t} locale="en" mealNames={{ VGML: 'Vegan meal' }} showEmailNote />,
  );
  const text = html
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#x27;/g, "'")
    .replace(/\s+/g, ' ');

  it('shows the reference, the flights, the passenger with ticket, seat, bag and meal', () => {
    expect(text).toContain('Booking reference: QX7K2P');
    expect(text).toContain('Departs: Tue 15 Dec 2026, 08:55, SYD Airport (SYD), terminal 1');
    expect(text).toContain('Ms Ada Lovelace');
    expect(text).toContain('0811234567890');
    expect(text).toContain('Seat 7A (QF1 SYD-LHR) · Extra bag 23 kg (SYD-LHR) · Meal: Vegan meal');
    expect(text).toContain("We've sent your confirmation to ada@example.com.");
  });

  it('shows money and the invoice for people: no raw cents, no UTC timestamps', () => {
    expect(text).toContain('$2,914.20');
    expect(text).toContain('Biller code 254847');
    expect(text).toContain('Pay by: Fri 27 Nov 2026, 5:00 pm Sydney time');
    expect(text).not.toMatch(/291420|\d{4}-\d{2}-\d{2}T|Z\b/);
  });

  it('says a refunded order is refunded, not paid', () => {
    const refunded = {
      ...order,
      status: 'Refunded',
      payment: { ...order.payment, status: 'Captured' },
    } as Order;
    const markup = renderToStaticMarkup(<OrderDetails order={refunded} t={t} locale="en" mealNames={{}} />);
    expect(markup).toContain('Pay by invoice · Refunded');
    expect(markup).not.toContain('Biller code');
  });

  it('says whose each price line is', () => {
    expect(text).toContain('Fare Ada Lovelace $2,914.20');
  });
});
