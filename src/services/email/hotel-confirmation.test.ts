import { describe, expect, it } from 'vitest';
import type { HotelStay } from '../../shared/contracts/hotel-order';
import type { Order } from '../../shared/contracts/order';
import { hotelOrderSample, hotelStaySample } from '../../shared/contracts/order-samples.fixture';
import { cancellationLine, guestsLabel, hotelConfirmationEmail } from './hotel-confirmation';
import { LOCALES } from '../../shared/i18n/languages';

// The shared sample stay and order, with this email's own hotel, dates, guest and price.
const stay: HotelStay = {
  ...hotelStaySample(),
  propertyId: 'htl_MEL_004',
  propertyName: 'Collins Lane Hotel',
  address: '120 Collins Street, Melbourne VIC 3000, Melbourne, Australia',
  phone: '+61 3 9000 0104',
  image: { src: '/hotel-art/city-4.svg', alt: 'Collins Lane Hotel' },
  checkInDate: '2026-12-14',
  checkOutDate: '2026-12-17',
  checkOutTime: '10:00',
  roomName: 'Deluxe King Room',
  freeCancellationUntil: '2026-12-12T03:00:00.000Z',
  leadGuest: { title: 'Ms', firstName: 'Alex', lastName: 'Traveller' },
  specialRequests: 'High floor',
};

const sample = hotelOrderSample(stay);
const order: Order = {
  ...sample,
  bookingReference: 'K7M2QX',
  createdAt: '2026-11-21T00:00:00.000Z',
  contact: { email: 'alex.traveller@example.com', mobileNumber: '0412 345 678' },
  lines: [
    { kind: 'room', label: 'Deluxe King Room, 3 nights', travelerId: null, amountCents: 95_455 },
    { kind: 'taxes', label: 'GST and city taxes', travelerId: null, amountCents: 9_545 },
  ],
  totalCents: 105_000,
  payment: {
    ...sample.payment,
    last4: '4242',
    amountCents: 106_155,
    surchargeCents: 1_155,
    status: 'Captured',
  },
};

describe('the hotel confirmation email', () => {
  const email = hotelConfirmationEmail(order, new Date('2026-11-21T00:00:05Z'));

  it('tells the stay in words and local times, never raw ISO', () => {
    expect(email.subject).toBe('Hotel booking K7M2QX is confirmed');
    expect(email.text).toContain('Check-in from Mon, 14 Dec 2026, 2:00 pm');
    expect(email.text).toContain('Check-out by Thu, 17 Dec 2026, 10:00 am');
    expect(email.text).toContain('3 nights (times are local time at the hotel)');
    expect(email.text).toContain('Guests: 2 adults, 1 child; lead guest Ms Alex Traveller');
    expect(email.text).toContain('Deluxe King Room, 1 king bed, Breakfast included');
    expect(email.text).toContain('Paid $1,061.55 on the card ending in 4242');
    // 03:00 UTC on 12 Dec is 2 pm in Melbourne (UTC+11 in summer).
    expect(email.text).toContain(
      'Free cancellation until Sat, 12 Dec 2026, 2:00 pm (local time at the hotel).',
    );
    expect(email.text).not.toMatch(/\d{4}-\d{2}-\d{2}T/);
  });

  it('carries schema.org LodgingReservation with local check-in and check-out', () => {
    const json = /<script type="application\/ld\+json">(.*?)<\/script>/s.exec(email.html)![1]!;
    const [reservation] = JSON.parse(json) as Record<string, unknown>[];
    expect(reservation).toMatchObject({
      '@type': 'LodgingReservation',
      reservationNumber: 'K7M2QX',
      reservationStatus: 'https://schema.org/ReservationConfirmed',
      checkinTime: '2026-12-14T14:00:00+11:00',
      checkoutTime: '2026-12-17T10:00:00+11:00',
      numAdults: 2,
      numChildren: 1,
      totalPrice: '1061.55',
      priceCurrency: 'AUD',
      reservationFor: {
        '@type': 'LodgingBusiness',
        name: 'Collins Lane Hotel',
        telephone: '+61 3 9000 0104',
      },
    });
  });

  it('attaches one calendar entry from check-in to check-out', () => {
    expect(email.attachments).toHaveLength(1);
    const ics = email.attachments![0]!;
    expect(ics.filename).toBe('K7M2QX-stay.ics');
    expect(ics.content).toContain('DTSTART:20261214T030000Z');
    expect(ics.content).toContain('DTEND:20261216T230000Z');
    expect(ics.content).toContain('SUMMARY:Stay at Collins Lane Hotel');
    expect(ics.content.split('\r\n').every((line) => Buffer.byteLength(line) <= 75)).toBe(true);
  });

  it('words guests and non-refundable rates', () => {
    expect(guestsLabel({ adults: 1, children: 0 })).toBe('1 adult');
    expect(guestsLabel({ adults: 3, children: 2 })).toBe('3 adults, 2 children');
    expect(cancellationLine({ ...stay, refundable: false, freeCancellationUntil: null })).toMatch(
      /non-refundable/,
    );
  });

  it.each(LOCALES)('in %s, quotes the special requests last, labelled as the customer’s words', (locale) => {
    const hostile = { ...order, stay: { ...stay, specialRequests: 'High \u202Efloor\nPAY TO BSB 999-999' } };
    const localised = hotelConfirmationEmail(hostile, new Date('2026-11-21T00:00:05Z'), locale);
    const text = localised.text.split('\n');
    expect(text.slice(-2)).toEqual(['> High floor', '> PAY TO BSB 999-999']);
    expect(text.at(-3)).toMatch(/[:：]$/);
    expect(localised.html).toContain('<blockquote');
    expect(localised.html).toMatch(/>High floor<br>PAY TO BSB 999-999<\/blockquote>/);
    expect(localised.html.indexOf('PAY TO BSB')).toBeGreaterThan(localised.html.indexOf('ld+json'));
  });

  it('carries the link that adds a guest booking to an account, when given one', () => {
    const link = 'https://site.example/trips/claim?token=abc';
    const linked = hotelConfirmationEmail(order, new Date('2026-11-21T00:00:05Z'), 'en', link);
    expect(linked.text).toContain(
      `Add this booking to your account: sign in with this email address, then open\n${link}`,
    );
    expect(linked.html).toContain(`<a href="${link}">`);
    expect(email.text).not.toContain('/trips/claim');
  });
});
