import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HOTEL_MESSAGES } from '../../shared/contracts/hotel';
import type { CardSurcharge, PaymentGatewayInfo } from '../../shared/contracts/order';
import { bookingPayments, orders } from '../db/schema';
import { hotelInvoiceOrder, openHotelBooking } from '../hotels/hotel-order-test-kit';
import { SITE } from '../orders/booking-test-kit';

/** The Booking API's payment calls with a hotel quote (hq_…) as their offerId (ADR 016). */

let b: Awaited<ReturnType<typeof openHotelBooking>>;
beforeAll(async () => {
  // The lead-time rule (ADR 021, 7 days by default) is off here, so the 24-hour cap can be reached.
  b = await openHotelBooking({ INVOICE_MIN_LEAD_DAYS: '0' });
});
afterAll(() => b.t.close());

describe('/Payment/* with a hotel quote', () => {
  it('offers the same methods and surcharges on the quote total', async () => {
    const { token, quote } = await b.guestWithQuote();
    const info = await b.post<PaymentGatewayInfo>(
      '/Payment/PaymentGatewayInfo',
      { siteId: SITE, offerId: quote.quoteId },
      token,
    );
    expect(info.status, info.json.message).toBe(200);
    expect(info.json.data.methods.map((method) => method.paymentMode)).toEqual(['MintPayment', 'Invoice']);
    const surcharge = await b.post<CardSurcharge>(
      '/Payment/CardSurcharge',
      { offerId: quote.quoteId, scheme: 'visa' },
      token,
    );
    expect(surcharge.status).toBe(200);
    expect(surcharge.json.data.totalCents).toBe(quote.totalCents);
    expect(surcharge.json.data.totalWithSurchargeCents).toBe(b.hotelCardTotal(quote));
  });

  it('authorises the quote total plus surcharge, recorded against the quote', async () => {
    const { token, quote } = await b.guestWithQuote();
    const answer = await b.authorisedQuote(token, quote);
    expect(answer.status, answer.json.message).toBe(201);
    expect(answer.json.data).toMatchObject({ status: 'Authorised', amountCents: b.hotelCardTotal(quote) });
    const [row] = await b.platform.database.db
      .select()
      .from(bookingPayments)
      .where(eq(bookingPayments.id, answer.json.data.paymentId));
    expect(row).toMatchObject({ offerId: quote.quoteId, orderId: null });
  });

  it("answers 404 for an unknown or another account's quote, 410 when it expired, 409 once booked", async () => {
    const account = await b.kit.accountToken('payer@example.com');
    const own = (await b.priceCheck(account, await b.detailOf(account))).json.data;
    const stranger = await b.kit.publicToken();
    for (const offerId of [own.quoteId, `hq_${'a'.repeat(24)}`]) {
      const answer = await b.post('/Payment/CardSurcharge', { offerId, scheme: 'visa' }, stranger);
      expect(answer.status).toBe(404);
      expect(answer.json.message).toBe(HOTEL_MESSAGES.quoteNotFound);
    }

    const { token, quote } = await b.guestWithQuote();
    b.t.clock.advance(21 * 60_000);
    try {
      const expired = await b.authorisedQuote(token, quote);
      expect(expired.status).toBe(410);
      expect(expired.json.message).toBe(HOTEL_MESSAGES.quoteExpired);
    } finally {
      b.t.clock.advance(-21 * 60_000);
    }

    const booked = await b.hotelOrderCreate(account, hotelInvoiceOrder(own));
    expect(booked.status, booked.json.message).toBe(201);
    const again = await b.authorisedQuote(account, own);
    expect(again.status).toBe(409);
    expect(again.json.message).toBe('This room has already been booked.');
  });
});

describe('the invoice rule for stays', () => {
  /** A guest's one-adult Melbourne stay, booked to pay by invoice. */
  async function bookStayByInvoice(checkInDate: string, checkOutDate: string) {
    const { token, quote } = await b.guestWithQuote({
      location: 'MEL',
      checkInDate,
      checkOutDate,
      adults: 1,
    });
    return b.hotelOrderCreate(token, hotelInvoiceOrder(quote));
  }

  it('caps pay-by at 24 hours before check-in', async () => {
    // The test clock is 21 Nov 2026 00:00 UTC; a stay from tomorrow leaves less than the hold time.
    const answer = await bookStayByInvoice('2026-11-22', '2026-11-23');
    expect(answer.status, answer.json.message).toBe(201);
    const [row] = await b.platform.database.db
      .select()
      .from(orders)
      .where(eq(orders.id, answer.json.data.orderId));
    expect(answer.json.data.invoice!.payBy).toBe(
      new Date(row!.firstDeparture.getTime() - 24 * 3_600_000).toISOString(),
    );
  });

  it('refuses an invoice when check-in is less than 24 hours away', async () => {
    const answer = await bookStayByInvoice('2026-11-21', '2026-11-22');
    expect(answer.status).toBe(409);
    expect(answer.json.message).toBe(
      'Invoice payment is not available this close to check-in. Please pay by card.',
    );
  });
});
