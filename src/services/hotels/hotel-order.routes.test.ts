import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { HOTEL_MESSAGES } from '../../shared/contracts/hotel';
import { type HotelQuote } from '../../shared/contracts/hotel-rooms';
import { PAYMENT_FAILED, PRICE_CHANGED, type Order } from '../../shared/contracts/order';
import {
  bookingIdempotency,
  bookingPayments,
  hotelQuotes,
  hotelRoomNights,
  orders,
  outboxEmailAttachments,
  outboxEmails,
} from '../db/schema';
import { IDEMPOTENCY_KEY_MISSING, IDEMPOTENCY_KEY_REUSED } from '../http/booking-idempotency';
import { DECLINED, newKey } from '../orders/booking-test-kit';
import {
  GUEST,
  hotelCardOrder,
  hotelInvoiceOrder,
  MELBOURNE,
  openHotelBooking,
} from './hotel-order-test-kit';
import { openPerFile } from '../test-kits/per-file';

const b = openPerFile(openHotelBooking, (opened) => opened.t.close());

const countOf = async (table: 'orders' | 'hotel_room_sales') =>
  Number((await b.platform.database.query<{ n: string }>(`SELECT count(*) AS n FROM ${table}`))[0]!.n);
const orderCount = () => countOf('orders');

/** Every night of the quote's room type sold out (far past any allotment). */
async function fillRoom(quote: HotelQuote) {
  const { db } = b.platform.database;
  const nights = quote.rate.nightly.map((night) => night.date);
  for (const night of nights) {
    await db
      .insert(hotelRoomNights)
      .values({
        propertyId: quote.property.propertyId,
        roomTypeId: quote.room.roomTypeId,
        night,
        sold: 10_000,
      })
      .onConflictDoUpdate({
        target: [hotelRoomNights.propertyId, hotelRoomNights.roomTypeId, hotelRoomNights.night],
        set: { sold: 10_000 },
      });
  }
}

describe('POST /Order/OrderCreate (Hotel API) with a card', () => {
  it('books and captures: Confirmed, the stay, and an email with its .ics and LodgingReservation', async () => {
    const { token, quote, paymentId, total } = await b.paidQuote();
    const answer = await b.hotelOrderCreate(token, hotelCardOrder(quote, paymentId, total));
    expect(answer.status, answer.json.message).toBe(201);
    const order = answer.json.data;
    expect(order).toMatchObject({ kind: 'hotel', status: 'Confirmed', passengers: [], journeys: [] });
    expect(order.stay).toMatchObject({
      propertyId: quote.property.propertyId,
      propertyName: quote.property.name,
      checkInDate: MELBOURNE.checkInDate,
      checkOutDate: MELBOURNE.checkOutDate,
      nights: 3,
      adults: 2,
      roomName: quote.room.name,
      board: quote.rate.board,
      leadGuest: { title: 'Ms', firstName: 'Alex', lastName: 'Traveller' },
      specialRequests: GUEST.specialRequests,
    });
    expect(order.payment).toMatchObject({
      paymentMode: 'MintPayment',
      status: 'Captured',
      amountCents: total,
    });
    expect(order.totalCents).toBe(quote.totalCents);
    expect(order.lines.reduce((sum, line) => sum + line.amountCents, 0)).toBe(quote.totalCents);

    const { db } = b.platform.database;
    const [row] = await db.select().from(orders).where(eq(orders.id, order.orderId));
    expect(row!.route).toBe(`${quote.property.name}, ${quote.property.address.city}`);
    // The check-in instant is the property's check-in time on the day, in its zone (Melbourne, UTC+11).
    const [hours, minutes] = quote.property.checkInTime.split(':').map(Number);
    expect(row!.firstDeparture.toISOString()).toBe(
      new Date(Date.UTC(2026, 11, 14, hours! - 11, minutes!)).toISOString(),
    );
    const [stored] = await db.select().from(hotelQuotes).where(eq(hotelQuotes.id, quote.quoteId));
    expect(stored).toMatchObject({ status: 'Ordered', orderId: order.orderId });
    const [payment] = await db.select().from(bookingPayments).where(eq(bookingPayments.id, paymentId));
    expect(payment).toMatchObject({ status: 'Captured', orderId: order.orderId });

    const [email] = await db
      .select()
      .from(outboxEmails)
      .where(eq(outboxEmails.subject, `Hotel booking ${order.bookingReference} is confirmed`));
    expect(email).toBeDefined();
    expect(email!.html).toContain('"@type":"LodgingReservation"');
    expect(email!.html).toContain(`"reservationNumber":"${order.bookingReference}"`);
    expect(email!.html).toContain('"checkinTime":"2026-12-14T');
    expect(email!.text).toContain(quote.property.name);
    expect(email!.text).not.toMatch(/\d{4}-\d{2}-\d{2}T/);
    const files = await db
      .select()
      .from(outboxEmailAttachments)
      .where(eq(outboxEmailAttachments.emailId, email!.id));
    expect(files).toHaveLength(1);
    expect(files[0]!.contentType).toMatch(/^text\/calendar/);
    expect(files[0]!.content).toMatch(/^BEGIN:VCALENDAR\r\n/);
    expect(files[0]!.content).toContain(
      `DTSTART:${row!.firstDeparture.toISOString().replace(/[-:]|\.\d{3}/g, '')}`,
    );
    expect(files[0]!.content).toContain(
      `DTEND:${row!.lastArrival.toISOString().replace(/[-:]|\.\d{3}/g, '')}`,
    );

    // The Booking API reads it back, and lists it among the trips with its property and city.
    const retrieved = await b.post<Order>('/Order/Retrieve', { orderId: order.orderId }, token);
    expect(retrieved.json.data).toMatchObject({ kind: 'hotel', stay: order.stay });
  });

  it('refuses a PreAuth of another quote, a wrong total and a declined card, writing nothing', async () => {
    const first = await b.paidQuote();
    const other = await b.guestWithQuote();
    const before = await orderCount();
    const wrongQuote = await b.hotelOrderCreate(
      other.token,
      hotelCardOrder(other.quote, first.paymentId, first.total),
    );
    expect(wrongQuote.status).toBe(404);
    const wrongTotal = await b.hotelOrderCreate(
      first.token,
      hotelCardOrder(first.quote, first.paymentId, first.total + 100),
    );
    expect(wrongTotal.status).toBe(409);
    expect(wrongTotal.json.message).toBe(PRICE_CHANGED);
    const noPayment = await b.hotelOrderCreate(first.token, {
      ...hotelCardOrder(first.quote, '', 0),
      paymentId: undefined,
    });
    expect(noPayment.status).toBe(400);
    const declined = await b.guestWithQuote();
    const pre = await b.authorisedQuote(declined.token, declined.quote, DECLINED);
    const refused = await b.hotelOrderCreate(
      declined.token,
      hotelCardOrder(declined.quote, pre.json.data.paymentId, b.hotelCardTotal(declined.quote)),
    );
    expect([refused.status, refused.json.message]).toEqual([409, PAYMENT_FAILED]);
    expect(await orderCount()).toBe(before);
  });
});

describe('POST /Order/OrderCreate (Hotel API): refusals', () => {
  it('answers 400 for bad input and a missing Idempotency-Key', async () => {
    const { token, quote } = await b.guestWithQuote();
    const body = hotelInvoiceOrder(quote);
    const noKey = await b.hotelOrderCreate(token, body, null);
    expect(noKey.status).toBe(400);
    expect(noKey.json.message).toBe(IDEMPOTENCY_KEY_MISSING);
    for (const bad of [
      { ...body, quoteId: 'off_123' },
      { ...body, paymentMode: 'Cash' },
      { ...body, guest: { ...GUEST, firstName: '' } },
      { ...body, guest: { ...GUEST, specialRequests: 'x'.repeat(501) } },
      { ...body, consent: { termsAccepted: false, detailsConfirmed: true } },
      { ...body, confirmedTotalCents: 1.5 },
    ]) {
      const answer = await b.hotelOrderCreate(token, bad);
      expect(answer.status, JSON.stringify(bad)).toBe(400);
      expect(answer.json.message.length).toBeGreaterThan(0);
    }
    const wrongSite = await b.hotelOrderCreate(token, { ...body, siteId: 'other-site' });
    expect([400, 403]).toContain(wrongSite.status);
  });

  it("answers 404 for another traveller's quote", async () => {
    // A guest's quote id is a capability (as a flight offer's is); an account's quote is its own only.
    const account = await b.kit.accountToken('quote.owner@example.com');
    const own = await b.priceCheck(account, await b.detailOf(account));
    expect(own.status, own.json.message).toBe(200);
    const otherGuest = await b.kit.publicToken();
    const refused = await b.hotelOrderCreate(otherGuest, hotelInvoiceOrder(own.json.data));
    expect(refused.status).toBe(404);
    expect(refused.json.message).toBe(HOTEL_MESSAGES.quoteNotFound);
    const unknown = await b.hotelOrderCreate(otherGuest, {
      ...hotelInvoiceOrder(own.json.data),
      quoteId: `hq_${'0'.repeat(24)}`,
    });
    expect(unknown.status).toBe(404);
  });

  it('replays the same key (200, one order), refuses it with another body, and a second order', async () => {
    const { token, quote, paymentId, total } = await b.paidQuote();
    const body = hotelCardOrder(quote, paymentId, total);
    const key = newKey();
    const [first, second] = await Promise.all([
      b.hotelOrderCreate(token, body, key),
      b.hotelOrderCreate(token, body, key),
    ]);
    const created = [first, second].find((a) => a.status === 201)!;
    const replayed = [first, second].find((a) => a !== created)!;
    expect(created, JSON.stringify(first.json)).toBeDefined();
    expect(replayed.status).toBe(200);
    expect(replayed.headers.get('Idempotent-Replayed')).toBe('true');
    expect(replayed.json.data.orderId).toBe(created.json.data.orderId);
    const changed = await b.hotelOrderCreate(token, { ...body, guest: { ...GUEST, lastName: 'Other' } }, key);
    expect(changed.status).toBe(409);
    expect(changed.json.message).toBe(IDEMPOTENCY_KEY_REUSED);
    const again = await b.hotelOrderCreate(token, body);
    expect(again.status).toBe(409);
    expect(again.json.message).toBe('This room has already been booked.');
    const rows = await b.platform.database.db.select().from(orders).where(eq(orders.offerId, quote.quoteId));
    expect(rows).toHaveLength(1);
  });

  it('answers 409 roomGone when the room sold out, writes nothing and voids the card', async () => {
    const { token, quote, paymentId, total } = await b.paidQuote();
    await fillRoom(quote);
    const before = await orderCount();
    const salesBefore = await countOf('hotel_room_sales');
    const key = newKey();
    const answer = await b.hotelOrderCreate(token, hotelCardOrder(quote, paymentId, total), key);
    expect(answer.status).toBe(409);
    expect(answer.json.message).toBe(HOTEL_MESSAGES.roomGone);
    const { db } = b.platform.database;
    expect(await orderCount()).toBe(before);
    const [stored] = await db.select().from(hotelQuotes).where(eq(hotelQuotes.id, quote.quoteId));
    expect(stored).toMatchObject({ status: 'Open', orderId: null });
    const claims = await db
      .select()
      .from(bookingIdempotency)
      .where(eq(bookingIdempotency.idempotencyKey, key));
    expect(claims).toHaveLength(0);
    expect(await countOf('hotel_room_sales')).toBe(salesBefore);
    const [payment] = await db.select().from(bookingPayments).where(eq(bookingPayments.id, paymentId));
    expect(payment).toMatchObject({ status: 'Voided', orderId: null });
  });
});
