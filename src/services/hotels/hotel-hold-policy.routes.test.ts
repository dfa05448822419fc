import { describe, expect, it } from 'vitest';
import type { HotelQuote } from '../../shared/contracts/hotel-rooms';
import type { Order, PaymentGatewayInfo } from '../../shared/contracts/order';
import { newKey, SITE } from '../orders/booking-test-kit';
import { HOLD_MESSAGES, utcMinute } from '../orders/hold-policy.rules';
import { reconcilePayments } from '../orders/reconcile';
import { GUEST, hotelInvoiceOrder, MELBOURNE, openHotelBooking } from './hotel-order-test-kit';
import { openPerFile } from '../test-kits/per-file';

/**
 * The unpaid-hold policy on the Hotel API's OrderCreate (ADR 021): the buyer's share of a room type's
 * nights, the cool-down after an unpaid release, the lead time a bank payment needs; and the quote read
 * and locked inside the order's transaction, so two orders of one quote make one order.
 */

// The room share is made small (the floor of 1 room a night) so one test can reach it.
const b = openPerFile(
  () => openHotelBooking({ INVOICE_ROOM_SHARE_PERCENT: '1' }),
  (opened) => opened.t.close(),
);

let counter = 0;
const newAddress = () => `192.0.2.${(counter += 1)}`;
const newEmail = () => `guest.${(counter += 1)}@example.com`;

const orderCount = async () =>
  Number((await b.platform.database.query<{ n: string }>(`SELECT count(*) AS n FROM orders`))[0]!.n);

const invoice = (token: string, quote: HotelQuote, email: string, address: string, key = newKey()) =>
  b.hotelPost<Order>(
    '/Order/OrderCreate',
    { ...hotelInvoiceOrder(quote), guest: { ...GUEST, contact: { ...GUEST.contact, email } } },
    token,
    { 'Idempotency-Key': key, 'X-Client-Ip': address },
  );

const stay = (checkInDate: string, checkOutDate: string) => ({ ...MELBOURNE, checkInDate, checkOutDate });

/** A guest's quote of the first room of the first property, or of the same room type as `like`. */
async function quoteOf(search: typeof MELBOURNE, like?: HotelQuote) {
  if (!like) return b.guestWithQuote(search);
  const token = await b.kit.publicToken();
  const detail = await b.detailOf(token, search, like.property.propertyId);
  const room = detail.rooms.find((offer) => offer.roomTypeId === like.room.roomTypeId)!;
  const checked = await b.priceCheck(token, detail, room);
  expect(checked.status, checked.json.message).toBe(200);
  return { token, quote: checked.json.data };
}

describe("a buyer's share of a room type", () => {
  it('refuses a second unpaid room of the type on a night from one address, and writes nothing', async () => {
    const address = newAddress();
    const first = await b.guestWithQuote(stay('2026-12-10', '2026-12-12'));
    expect((await invoice(first.token, first.quote, newEmail(), address)).status).toBe(201);
    // Overlapping by one night, another email, the same address: the same buyer.
    const second = await quoteOf(stay('2026-12-11', '2026-12-13'), first.quote);
    const before = await orderCount();
    const refused = await invoice(second.token, second.quote, newEmail(), address);
    expect([refused.status, refused.json.message]).toEqual([409, HOLD_MESSAGES.roomShare(1)]);
    expect(await orderCount()).toBe(before);
    // Nights the buyer does not hold are open to them.
    const later = await quoteOf(stay('2026-12-12', '2026-12-13'), first.quote);
    expect((await invoice(later.token, later.quote, newEmail(), address)).status).toBe(201);
  });
});

describe('after an unpaid release', () => {
  it('keeps the buyer from holding the same room type on invoice again for a day', async () => {
    const email = newEmail();
    const first = await b.guestWithQuote(stay('2027-01-10', '2027-01-12'));
    const held = await invoice(first.token, first.quote, email, newAddress());
    expect(held.status).toBe(201);
    b.t.clock.advance(73 * 3_600_000);
    await reconcilePayments(b.platform);
    const [row] = await b.platform.database.query<{ status: string; released_at: Date }>(
      `SELECT status, released_at FROM orders WHERE id = $1`,
      [held.json.data.orderId],
    );
    expect(row!.status).toBe('Released');
    const again = await quoteOf(stay('2027-01-10', '2027-01-12'), first.quote);
    const refused = await invoice(again.token, again.quote, email, newAddress());
    const until = new Date(new Date(row!.released_at).getTime() + 24 * 3_600_000);
    expect([refused.status, refused.json.message]).toEqual([
      409,
      HOLD_MESSAGES.hotelCooldown(utcMinute(until)),
    ]);
  });
});

describe('the lead time a bank payment needs', () => {
  it('offers invoice only for a stay at least 7 days away, and refuses it closer', async () => {
    const today = b.platform.clock.now();
    const day = (ahead: number) => new Date(today.getTime() + ahead * 86_400_000).toISOString().slice(0, 10);
    const soon = await b.guestWithQuote(stay(day(3), day(4)));
    const info = await b.post<PaymentGatewayInfo>(
      '/Payment/PaymentGatewayInfo',
      { siteId: SITE, offerId: soon.quote.quoteId },
      soon.token,
    );
    expect(info.json.data.methods.find((m) => m.paymentMode === 'Invoice')).toMatchObject({
      available: false,
      unavailableReason: HOLD_MESSAGES.hotelLead(7),
    });
    const refused = await invoice(soon.token, soon.quote, newEmail(), newAddress());
    expect([refused.status, refused.json.message]).toEqual([409, HOLD_MESSAGES.hotelLead(7)]);
  });
});

describe('two orders of one quote at once', () => {
  it('make exactly one order: the quote is read and locked inside the transaction', async () => {
    const { token, quote } = await b.guestWithQuote(stay('2027-02-01', '2027-02-03'));
    const before = await orderCount();
    const answers = await Promise.all([
      invoice(token, quote, newEmail(), newAddress()),
      invoice(token, quote, newEmail(), newAddress()),
    ]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 409]);
    expect(await orderCount()).toBe(before + 1);
    const sold = await b.platform.database.query<{ n: string }>(
      `SELECT count(*) AS n FROM hotel_room_sales s JOIN orders o ON o.id = s.order_id WHERE o.offer_id = $1`,
      [quote.quoteId],
    );
    expect(Number(sold[0]!.n)).toBe(2);
  });
});
