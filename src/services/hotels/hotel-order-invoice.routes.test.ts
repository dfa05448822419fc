import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { HOTEL_MESSAGES } from '../../shared/contracts/hotel';
import { PRICE_CHANGED, type TripList } from '../../shared/contracts/order';
import { orders, outboxEmails } from '../db/schema';
import { SITE } from '../orders/booking-test-kit';
import { hotelInvoiceOrder, openHotelBooking } from './hotel-order-test-kit';
import { openPerFile } from '../test-kits/per-file';

/** Hotel orders held on an invoice, and stays in the Booking API's trips list. */

const b = openPerFile(openHotelBooking, (opened) => opened.t.close());

describe('POST /Order/OrderCreate (Hotel API) with an invoice', () => {
  it('holds the order with BPAY and EFT details due before check-in, and sends the email', async () => {
    const { token, quote } = await b.guestWithQuote();
    const answer = await b.hotelOrderCreate(token, hotelInvoiceOrder(quote));
    expect(answer.status, answer.json.message).toBe(201);
    const order = answer.json.data;
    expect(order).toMatchObject({ kind: 'hotel', status: 'Held' });
    expect(order.invoice).toMatchObject({ amountCents: quote.totalCents });
    expect(order.invoice!.eft.reference).toBe(order.bookingReference);
    const [row] = await b.platform.database.db.select().from(orders).where(eq(orders.id, order.orderId));
    expect(new Date(order.invoice!.payBy).getTime()).toBeLessThanOrEqual(
      row!.firstDeparture.getTime() - 24 * 3_600_000,
    );
    const emails = await b.platform.database.db
      .select()
      .from(outboxEmails)
      .where(eq(outboxEmails.subject, `Hotel booking ${order.bookingReference} is held for payment`));
    expect(emails).toHaveLength(1);
    expect(emails[0]!.text).toContain(`reference ${order.invoice!.customerReference}`);
  });

  it("refuses a total that is not the quote's", async () => {
    const { token, quote } = await b.guestWithQuote();
    const answer = await b.hotelOrderCreate(token, { ...hotelInvoiceOrder(quote), confirmedTotalCents: 1 });
    expect(answer.status).toBe(409);
    expect(answer.json.message).toBe(PRICE_CHANGED);
  });

  it('refuses an expired quote with the hotel text', async () => {
    const { token, quote } = await b.guestWithQuote();
    b.t.clock.advance(21 * 60_000);
    try {
      const answer = await b.hotelOrderCreate(token, hotelInvoiceOrder(quote));
      expect(answer.status).toBe(410);
      expect(answer.json.message).toBe(HOTEL_MESSAGES.quoteExpired);
    } finally {
      b.t.clock.advance(-21 * 60_000);
    }
  });
});

describe('/Order/List (Booking API) with hotel orders', () => {
  it('lists a stay among the upcoming trips with "<property>, <city>" and its guests', async () => {
    const token = await b.kit.accountToken('stay.lister@example.com');
    const detail = await b.detailOf(token);
    const checked = await b.priceCheck(token, detail);
    const answer = await b.hotelOrderCreate(token, hotelInvoiceOrder(checked.json.data));
    expect(answer.status, answer.json.message).toBe(201);
    const trips = await b.post<TripList>('/Order/List', { siteId: SITE }, token);
    const trip = trips.json.data.upcoming.find((t) => t.orderId === answer.json.data.orderId);
    expect(trip).toMatchObject({
      kind: 'hotel',
      route: `${detail.property.name}, ${detail.property.address.city}`,
      passengerCount: 2,
      status: 'Held',
    });
  });
});
