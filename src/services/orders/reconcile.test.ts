import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Order } from '../../shared/contracts/order';
import { createServices } from '../app';
import { flightSeatHolds, orders } from '../db/schema';
import { cardOrder, invoiceOrder, newKey, openBooking } from './booking-test-kit';
import { resolveGatewayKeys } from '../payments/gateway/gateway-keys';
import { insertLeftPayment, paymentRowOf } from '../test-kits/payment-rows';
import { jsonRequest } from '../testing/test-platform';
import { reconcilePayments } from './reconcile';
import { openPerFile } from '../test-kits/per-file';

const b = openPerFile(openBooking, (opened) => opened.t.close());

async function gatewayStatus(authorisationId: string) {
  const keys = await resolveGatewayKeys(b.platform);
  const response = await b.root.request(`/svc/payments/authorisations/${authorisationId}`, {
    headers: { Authorization: `Bearer ${keys.secretKey}` },
  });
  return ((await response.json()) as { data: { status: string } }).data.status;
}

const paymentRow = (id: string) => paymentRowOf(b, id);

describe('reconcilePayments', () => {
  it('voids an authorisation whose order never came (a crash between PreAuth and OrderCreate)', async () => {
    const { token, offer } = await b.guestWithOffer();
    const pre = await b.authorised(token, offer);
    expect(pre.json.data.status).toBe('Authorised');
    // Within the time limit nothing happens: the traveller may still be on the way to OrderCreate.
    expect((await reconcilePayments(b.platform)).voided).toBe(0);
    b.t.clock.advance(601_000);
    const report = await reconcilePayments(b.platform);
    expect(report.voided).toBe(1);
    const row = await paymentRow(pre.json.data.paymentId);
    expect(row.status).toBe('Voided');
    expect(await gatewayStatus(row.authorisationId!)).toBe('voided');
    // Nothing left: no approved, uncaptured authorisation at the gateway, no payment without an order.
    const keys = await resolveGatewayKeys(b.platform);
    const open = await b.root.request('/svc/payments/authorisations?status=approved', {
      headers: { Authorization: `Bearer ${keys.secretKey}` },
    });
    expect(((await open.json()) as { data: unknown[] }).data).toEqual([]);
  });

  it('asks the gateway again for a payment that died before its answer, then voids it', async () => {
    // The row PreAuth records before calling the gateway; the process "died" right after it.
    const id = await insertLeftPayment(b, { owner: 'guest:crashed', status: 'Pending', expiresInMs: 60_000 });
    b.t.clock.advance(61_000);
    await reconcilePayments(b.platform);
    const row = await paymentRow(id);
    expect(row.status).toBe('Voided');
    expect(await gatewayStatus(row.authorisationId!)).toBe('voided');
  });

  it('finishes an order whose capture did not complete', async () => {
    const { token, offer } = await b.guestWithOffer();
    const pre = await b.authorised(token, offer);
    // OrderCreate on a process whose gateway is unreachable: the order is made, the capture is not.
    const cut = {
      ...b.platform,
      config: {
        ...b.platform.config,
        payments: { ...b.platform.config.payments, gatewayUrl: 'http://127.0.0.1:9' },
      },
    };
    const response = await createServices(cut).booking.request(
      '/Order/OrderCreate',
      jsonRequest('POST', cardOrder(offer, pre.json.data.paymentId, b.cardTotal(offer)), {
        Authorization: `Bearer ${token}`,
        'Idempotency-Key': newKey(),
      }),
    );
    const created = (await response.json()) as { data: Order };
    expect([response.status, created.data.status]).toEqual([201, 'Authorised']);
    const report = await reconcilePayments(b.platform);
    expect(report.finished).toBe(1);
    const [order] = await b.platform.database.db
      .select()
      .from(orders)
      .where(eq(orders.id, created.data.orderId));
    expect(order!.status).toBe('Ticketed');
    const row = await paymentRow(pre.json.data.paymentId);
    expect(row.status).toBe('Captured');
    expect(await gatewayStatus(row.authorisationId!)).toBe('captured');
  });

  it('releases an unpaid invoice order and its seats after the pay-by date', async () => {
    const guest = await b.guestWithOffer();
    const offer = await b.withSeat(guest.token, guest.offer);
    const answer = await b.orderCreate(guest.token, invoiceOrder(offer));
    expect(answer.json.data.status).toBe('Held');
    const seats = () =>
      b.platform.database.db.select().from(flightSeatHolds).where(eq(flightSeatHolds.offerId, offer.offerId));
    expect((await seats()).map((seat) => seat.status)).toEqual(['sold']);
    b.t.clock.advance(71 * 3_600_000);
    expect((await reconcilePayments(b.platform)).released).toBe(0);
    b.t.clock.advance(2 * 3_600_000);
    expect((await reconcilePayments(b.platform)).released).toBe(1);
    const [order] = await b.platform.database.db
      .select()
      .from(orders)
      .where(eq(orders.id, answer.json.data.orderId));
    expect(order!.status).toBe('Released');
    expect(await seats()).toEqual([]);
  });
});
