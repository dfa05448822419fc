/**
 * What every flight booking email carries besides the flights (issue 23): each passenger's seats, bags
 * and meals, the fare conditions in brief, the manage-booking link and the support line; and a paid
 * invoice's email says it is paid, never the bank details again (ADR 025).
 */
import { describe, expect, it } from 'vitest';
import type { Order } from '../../shared/contracts/order';
import { bookingConfirmationEmail } from './booking-confirmation';
import { emailOrderFixture } from './email-order.fixture';

const base = emailOrderFixture();
const journey = base.journeys[0]!;
const order: Order = {
  ...base,
  status: 'Ticketed',
  passengers: [{ ...base.passengers[0]!, ticketNumber: '0812345678901' }],
  ancillaries: {
    seats: [{ travelerId: 'T1', flightKey: journey.flightKeys[0]!, designator: '2A' }],
    bags: [{ travelerId: 'T1', journeyIndex: journey.journeyIndex, bandId: 'bag-23kg' }],
    meals: [{ travelerId: 'T1', mealCode: 'VGML' }],
  },
  payment: { ...base.payment, status: 'Captured' },
};
const help = { manageUrl: 'https://ctg.example/trips/find?reference=QX7K2M', supportPhone: '1300 282 844' };
const stamp = new Date('2026-11-21T00:00:05Z');

describe('a booking email', () => {
  const email = bookingConfirmationEmail(order, stamp, 'en', undefined, help);

  it("lists each passenger's seat, bag and meal by name", () => {
    expect(email.text).toContain(
      '- Mr Kenji Sato, e-ticket 0812345678901: Seat 2A (SYD–MEL) · Extra bag 23 kg (SYD–MEL) · Meal: Vegetarian vegan meal',
    );
  });

  it('gives the fare conditions in brief', () => {
    expect(email.text).toMatch(
      /Fare conditions:\n- SYD–MEL, [^:]+: (not refundable|refundable)[^;]*; [^;]+; \d checked bags?/,
    );
  });

  it('carries the manage-booking link and the support line, in the text and the HTML', () => {
    expect(email.text).toContain(
      'Manage your booking (cancel, documents):\nhttps://ctg.example/trips/find?reference=QX7K2M\nQuestions? Call us on 1300 282 844.',
    );
    expect(email.html).toContain('<a href="https://ctg.example/trips/find?reference=QX7K2M">');
  });

  it('says a paid invoice is paid and ticketed, without the bank details', () => {
    expect(email.subject).toBe('Booking QX7K2M is paid and ticketed');
    expect(email.text).toContain('Paid $2,914.20 by bank payment (BPAY or EFT). Thank you.');
    expect(email.text).not.toMatch(/biller code|BSB/);
  });
});
