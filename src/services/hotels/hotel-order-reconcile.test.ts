import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { HotelQuote } from '../../shared/contracts/hotel-rooms';
import type { Order } from '../../shared/contracts/order';
import { createServices } from '../app';
import { bookingPayments, hotelRoomNights, hotelRoomSales, orders, outboxEmails } from '../db/schema';
import { newKey } from '../orders/booking-test-kit';
import { reconcilePayments } from '../orders/reconcile';
import { resolveGatewayKeys } from '../payments/gateway/gateway-keys';
import { jsonRequest } from '../testing/test-platform';
import { hotelCardOrder, hotelInvoiceOrder, openHotelBooking } from './hotel-order-test-kit';
import { openPerFile } from '../test-kits/per-file';

/** The reconciler with hotel orders (ADR 015, ADR 016): finished, failed or released, rooms given back. */

const b = openPerFile(openHotelBooking, (opened) => opened.t.close());

const orderRow = async (id: string) =>
  (await b.platform.database.db.select().from(orders).where(eq(orders.id, id)))[0]!;
const salesOf = (orderId: string) =>
  b.platform.database.db.select().from(hotelRoomSales).where(eq(hotelRoomSales.orderId, orderId));

/** Rooms sold per night of the quote's room type. */
async function soldNights(quote: HotelQuote): Promise<number[]> {
  const rows = await b.platform.database.db
    .select()
    .from(hotelRoomNights)
    .where(eq(hotelRoomNights.roomTypeId, quote.room.roomTypeId));
  return rows
    .filter((row) => row.propertyId === quote.property.propertyId)
    .sort((x, y) => x.night.localeCompare(y.night))
    .map((row) => row.sold);
}

/** OrderCreate on a process whose gateway is unreachable: the order is made, the capture is not. */
async function orderWithoutCapture() {
  const { token, quote, paymentId, total } = await b.paidQuote();
  const cut = {
    ...b.platform,
    config: {
      ...b.platform.config,
      payments: { ...b.platform.config.payments, gatewayUrl: 'http://127.0.0.1:9' },
    },
  };
  const response = await createServices(cut).hotel.request(
    '/Order/OrderCreate',
    jsonRequest('POST', hotelCardOrder(quote, paymentId, total), {
      Authorization: `Bearer ${token}`,
      'Idempotency-Key': newKey(),
    }),
  );
  const created = (await response.json()) as { data: Order };
  expect([response.status, created.data.status]).toEqual([201, 'Authorised']);
  return { quote, paymentId, order: created.data };
}

describe('reconcilePayments with hotel orders', () => {
  it('captures an interrupted card order: Confirmed, one email, then left alone', async () => {
    const { order } = await orderWithoutCapture();
    expect((await reconcilePayments(b.platform)).finished).toBe(1);
    expect((await orderRow(order.orderId)).status).toBe('Confirmed');
    const emails = await b.platform.database.db
      .select()
      .from(outboxEmails)
      .where(eq(outboxEmails.subject, `Hotel booking ${order.bookingReference} is confirmed`));
    expect(emails).toHaveLength(1);
    // Confirmed is a hotel order's last state: the next pass does not pick it up again.
    expect((await reconcilePayments(b.platform)).finished).toBe(0);
  });

  it('fails an order whose authorisation was voided meanwhile, and gives its rooms back', async () => {
    const { quote, paymentId, order } = await orderWithoutCapture();
    const before = await soldNights(quote);
    expect(await salesOf(order.orderId)).toHaveLength(quote.stay.nights);
    const [payment] = await b.platform.database.db
      .select()
      .from(bookingPayments)
      .where(eq(bookingPayments.id, paymentId));
    const keys = await resolveGatewayKeys(b.platform);
    const voided = await b.root.request(`/svc/payments/authorisations/${payment!.authorisationId}/void`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${keys.secretKey}` },
    });
    expect(voided.status).toBe(200);
    await reconcilePayments(b.platform);
    const row = await orderRow(order.orderId);
    expect(row.status).toBe('Failed');
    expect(await salesOf(order.orderId)).toEqual([]);
    expect(await soldNights(quote)).toEqual(before.map((sold) => sold - 1));
  });

  it('releases an unpaid invoice order after its pay-by instant, with its rooms', async () => {
    const { token, quote } = await b.guestWithQuote();
    const answer = await b.hotelOrderCreate(token, hotelInvoiceOrder(quote));
    expect(answer.json.data.status).toBe('Held');
    const before = await soldNights(quote);
    const payBy = new Date(answer.json.data.invoice!.payBy).getTime();
    b.t.clock.advance(payBy - 60_000 - b.t.clock.now().getTime());
    expect((await reconcilePayments(b.platform)).released).toBe(0);
    b.t.clock.advance(120_000);
    expect((await reconcilePayments(b.platform)).released).toBe(1);
    expect((await orderRow(answer.json.data.orderId)).status).toBe('Released');
    expect(await salesOf(answer.json.data.orderId)).toEqual([]);
    expect(await soldNights(quote)).toEqual(before.map((sold) => sold - 1));
  });
});
