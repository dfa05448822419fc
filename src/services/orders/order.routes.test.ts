import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { PRICE_CHANGED, type Order } from '../../shared/contracts/order';
import { BOOKING_MESSAGES } from '../../shared/validation/booking-forms';
import {
  bookingPayments,
  flightSeatHolds,
  orderPassengers,
  outboxEmailAttachments,
  outboxEmails,
} from '../db/schema';
import { createMailDeliverer } from '../email/mail-deliverer';
import type { OutgoingEmail } from '../platform/mailer';
import { decryptField } from '../security/field-encryption';
import { cardOrder, DECLINED, invoiceOrder, newKey, openBooking, passengerForm } from './booking-test-kit';
import { isLuhnNumber } from '../payments/invoice.rules';
import { openPerFile } from '../test-kits/per-file';

const b = openPerFile(openBooking, (opened) => opened.t.close());

async function paidOffer(seat = false) {
  const guest = await b.guestWithOffer();
  const { token } = guest;
  const offer = seat ? await b.withSeat(token, guest.offer) : guest.offer;
  const pre = await b.authorised(token, offer);
  expect(pre.json.data.status).toBe('Authorised');
  return { token, offer, paymentId: pre.json.data.paymentId, total: b.cardTotal(offer) };
}

describe('POST /Order/OrderCreate with a card', () => {
  it('books, captures and tickets in one go, with the passport encrypted and a confirmation email', async () => {
    const { token, offer, paymentId, total } = await paidOffer(true);
    expect(offer.ancillaries.seats).toHaveLength(1);
    const answer = await b.orderCreate(token, cardOrder(offer, paymentId, total));
    expect(answer.status, answer.json.message).toBe(201);
    const order = answer.json.data;
    expect(order.status).toBe('Ticketed');
    expect(order.bookingReference).toMatch(/^[A-HJKMNP-Z2-9]{6}$/);
    expect(order.passengers[0]).toMatchObject({ passportMasked: '•••••567', firstName: 'Alex' });
    expect(order.passengers[0]!.ticketNumber).toMatch(/^\d{13}$/);
    expect(order.payment).toMatchObject({
      paymentMode: 'MintPayment',
      status: 'Captured',
      amountCents: total,
      last4: '4242',
    });
    expect(order.totalCents).toBe(offer.totalCents);

    const { db } = b.platform.database;
    const [passenger] = await db
      .select()
      .from(orderPassengers)
      .where(eq(orderPassengers.orderId, order.orderId));
    expect(passenger!.passportCiphertext).not.toContain('PA1234567');
    expect(await decryptField(b.platform, passenger!.passportCiphertext, `order:${order.orderId}:T1`)).toBe(
      'PA1234567',
    );
    const [payment] = await db.select().from(bookingPayments).where(eq(bookingPayments.id, paymentId));
    expect(payment).toMatchObject({ status: 'Captured', orderId: order.orderId });

    const emails = await db
      .select()
      .from(outboxEmails)
      .where(eq(outboxEmails.recipient, 'alex.traveller@example.com'));
    const email = emails.find((e) => e.subject.includes(order.bookingReference))!;
    expect(email.subject).toBe(`Booking ${order.bookingReference} is confirmed`);
    expect(email.html).toContain('"@type":"FlightReservation"');
    expect(email.html).toContain(`"reservationNumber":"${order.bookingReference}"`);
    const files = await db
      .select()
      .from(outboxEmailAttachments)
      .where(eq(outboxEmailAttachments.emailId, email.id));
    const segments = order.journeys.flatMap((j) => j.itinerary.segments);
    expect(files).toHaveLength(segments.length);
    expect(files[0]!.content).toMatch(/^BEGIN:VCALENDAR\r\n/);
    expect(files[0]!.content).toContain(
      `DTSTART:${segments[0]!.departure.utc.replace(/[-:]/g, '').replace(/\.\d{3}/, '')}`,
    );
    expect(files[0]!.content.split('\r\n').every((line) => !line.includes('\n'))).toBe(true);

    // The deliverer hands the .ics files to the transport (SMTP) with the email.
    const sent: OutgoingEmail[] = [];
    await createMailDeliverer(b.platform, { deliver: async (mail) => void sent.push(mail) }).deliverDue();
    const delivered = sent.find((mail) => mail.subject === email.subject)!;
    expect(delivered.attachments?.map((file) => file.filename)).toEqual(files.map((file) => file.filename));
    expect(delivered.attachments?.[0]?.contentType).toMatch(/^text\/calendar/);

    const seats = await db.select().from(flightSeatHolds).where(eq(flightSeatHolds.offerId, offer.offerId));
    expect(seats.map((seat) => [seat.designator, seat.status, seat.orderId])).toEqual([
      [offer.ancillaries.seats[0]!.designator, 'sold', order.orderId],
    ]);
  });

  it('replays the first answer for the same key, refuses the key with another body, and charges once', async () => {
    const { token, offer, paymentId, total } = await paidOffer();
    const body = cardOrder(offer, paymentId, total);
    const key = newKey();
    const [first, second] = await Promise.all([
      b.orderCreate(token, body, key),
      b.orderCreate(token, body, key),
    ]);
    const created = [first, second].find((a) => a.status === 201)!;
    const replayed = [first, second].find((a) => a !== created)!;
    expect(replayed.status).toBe(200);
    expect(replayed.headers.get('Idempotent-Replayed')).toBe('true');
    expect(replayed.json.data.orderId).toBe(created.json.data.orderId);
    const changed = await b.orderCreate(
      token,
      { ...body, contact: { ...body.contact, email: 'x@example.com' } },
      key,
    );
    expect(changed.status).toBe(409);
    // A double submit with a new key: the offer is booked already, nothing more is charged.
    const double = await b.orderCreate(token, body, newKey());
    expect(double.status).toBe(409);
    const payments = await b.platform.database.db
      .select()
      .from(bookingPayments)
      .where(eq(bookingPayments.offerId, offer.offerId));
    expect(payments.map((p) => p.status)).toEqual(['Captured']);
  });

  it('refuses bad input with a clear 400 and changes nothing', async () => {
    const { token, offer, paymentId, total } = await paidOffer();
    const body = cardOrder(offer, paymentId, total);
    const noKey = await b.orderCreate(token, body, null);
    expect([noKey.status, noKey.json.message]).toEqual([400, expect.stringMatching(/Idempotency-Key/)]);
    const child = await b.orderCreate(token, {
      ...body,
      passengers: [passengerForm('T1', { dateOfBirth: '2020-01-01' })],
    });
    expect([child.status, child.json.message]).toEqual([
      400,
      `passengers.0.dateOfBirth: ${BOOKING_MESSAGES.adultAge}`,
    ]);
    const expiring = await b.orderCreate(token, {
      ...body,
      passengers: [passengerForm('T1', { passportExpiryDate: '2026-12-01' })],
    });
    expect([expiring.status, expiring.json.message]).toEqual([
      400,
      `passengers.0.passportExpiryDate: ${BOOKING_MESSAGES.passportExpired}`,
    ]);
    const missing = await b.orderCreate(token, { ...body, passengers: [passengerForm('T2')] });
    expect(missing.status).toBe(400);
    const terms = await b.orderCreate(token, {
      ...body,
      consent: { termsAccepted: false, detailsConfirmed: true },
    });
    expect([terms.status, terms.json.message]).toEqual([
      400,
      `consent.termsAccepted: ${BOOKING_MESSAGES.terms}`,
    ]);
    const noPayment = await b.orderCreate(token, { ...body, paymentId: undefined });
    expect(noPayment.status).toBe(400);
    const notJson = await b.orderCreate(token, 'not json' as unknown as Record<string, unknown>);
    expect(notJson.status).toBe(400);
    const [payment] = await b.platform.database.db
      .select()
      .from(bookingPayments)
      .where(eq(bookingPayments.id, paymentId));
    expect(payment).toMatchObject({ status: 'Authorised', orderId: null });
  });

  it('stops a changed total, an unknown offer, another caller and a declined card', async () => {
    const { token, offer, paymentId, total } = await paidOffer();
    const body = cardOrder(offer, paymentId, total);
    const changed = await b.orderCreate(token, { ...body, confirmedTotalCents: total - 1 });
    expect([changed.status, changed.json.message]).toEqual([409, PRICE_CHANGED]);
    const unknown = await b.orderCreate(token, { ...body, offerId: `off_${'a'.repeat(24)}` });
    expect(unknown.status).toBe(404);
    const other = await b.orderCreate(await b.kit.publicToken(), body);
    expect(other.status).toBe(404);
    const declined = await b.guestWithOffer();
    const pre = await b.authorised(declined.token, declined.offer, DECLINED);
    const refused = await b.orderCreate(
      declined.token,
      cardOrder(declined.offer, pre.json.data.paymentId, b.cardTotal(declined.offer)),
    );
    expect([refused.status, refused.json.message]).toEqual([409, 'Payment failed']);
  });

  it('410s an invoice booking of an expired offer', async () => {
    const { token, offer } = await b.guestWithOffer();
    b.t.clock.advance(2 * 3_600_000);
    const answer = await b.orderCreate(token, invoiceOrder(offer));
    expect(answer.status).toBe(410);
  });
});

describe('POST /Order/OrderCreate with an invoice', () => {
  it('holds the order with BPAY, a Luhn-checked reference, EFT details and a pay-by date', async () => {
    const { token, offer } = await b.guestWithOffer();
    const answer = await b.orderCreate(token, invoiceOrder(offer));
    expect(answer.status, answer.json.message).toBe(201);
    const order: Order = answer.json.data;
    expect(order.status).toBe('Held');
    expect(order.payment).toMatchObject({
      paymentMode: 'Invoice',
      status: 'AwaitingPayment',
      amountCents: offer.totalCents,
    });
    expect(order.invoice).toMatchObject({ bpayBillerCode: '254847', amountCents: offer.totalCents });
    expect(isLuhnNumber(order.invoice!.customerReference)).toBe(true);
    expect(order.invoice!.eft).toMatchObject({ bsb: '062-000', reference: order.bookingReference });
    expect(Date.parse(order.invoice!.payBy) - b.t.clock.now().getTime()).toBe(72 * 3_600_000);
    expect(order.passengers[0]!.ticketNumber).toBeNull();
  });

  it('refuses an invoice total that is not the offer total', async () => {
    const { token, offer } = await b.guestWithOffer();
    const answer = await b.orderCreate(token, {
      ...invoiceOrder(offer),
      confirmedTotalCents: offer.totalCents + 1,
    });
    expect([answer.status, answer.json.message]).toEqual([409, PRICE_CHANGED]);
  });
});
