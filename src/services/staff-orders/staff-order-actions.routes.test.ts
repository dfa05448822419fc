import { describe, expect, it } from 'vitest';
import type { BankPaymentResult } from '../../shared/contracts/bank-payment';
import type { Cancellation, CancellationQuote } from '../../shared/contracts/order-cancel';
import type { StaffResendAnswer } from '../../shared/contracts/staff-orders';
import { emailsTo } from '../account/account-test-kit';
import { listStaffActions } from '../audit/staff-audit';
import { CONTACT, newKey } from '../orders/booking-test-kit';
import { openStaffOrdersKit } from './staff-orders-test-kit';
import { openPerFile } from '../test-kits/per-file';

/** What agents do to an order (issue 24): read it, note it, resend its email, cancel it; all audited. */

const k = openPerFile(openStaffOrdersKit, (opened) => opened.t.close());

const auditOf = (orderId: string) =>
  listStaffActions(k.platform, { targetType: 'order', targetId: orderId, limit: 50 });

describe('POST /Staff/Orders/Detail', () => {
  it('reads the order with its travellers, card payment, emails and a timeline newest first', async () => {
    const { order } = await k.flightOrder('Refundable', 2);
    const answer = await k.detail(order.orderId);
    expect(answer.status, answer.json.message).toBe(200);
    const data = answer.json.data;
    expect(data.order).toMatchObject({ bookingReference: order.bookingReference, status: 'Ticketed' });
    expect(data.travellers).toHaveLength(2);
    expect(data.travellers[0]!.ticketNumber).toMatch(/^\d{13}$/);
    expect(data.payments).toEqual([
      expect.objectContaining({ method: 'card', detail: 'visa •••• 4242', status: 'Captured' }),
    ]);
    expect(data.emails.map((email) => email.subject)).toContain(
      `Booking ${order.bookingReference} is confirmed`,
    );
    const events = data.timeline.map((entry) => entry.event);
    expect(events).toEqual(
      expect.arrayContaining(['created', 'authorised', 'captured', 'ticketed', 'email']),
    );
    expect(events.at(-1)).toBe('created');
    const times = data.timeline.map((entry) => Date.parse(entry.at));
    expect(times).toEqual([...times].sort((a, b) => b - a));
  });
});

describe('POST /Staff/Orders/Note', () => {
  it('adds a note with its author, shows it in the timeline, and writes one audit row', async () => {
    const { order } = await k.flightOrder('Refundable');
    const added = await k.post(
      '/Staff/Orders/Note',
      { orderId: order.orderId, text: '  Called: wants a refund ' },
      k.tokens.agent,
    );
    expect(added.status, added.json.message).toBe(201);
    const data = (await k.detail(order.orderId)).json.data;
    expect(data.notes).toEqual([
      expect.objectContaining({ text: 'Called: wants a refund', author: 'agent@ctg.example' }),
    ]);
    expect(data.timeline).toContainEqual(
      expect.objectContaining({
        event: 'note',
        detail: 'Called: wants a refund',
        actor: 'agent@ctg.example',
      }),
    );
    const audit = await auditOf(order.orderId);
    expect(audit).toEqual([
      expect.objectContaining({ action: 'order.note', actorEmail: 'agent@ctg.example', actorRole: 'agent' }),
    ]);
    const missing = await k.post(
      '/Staff/Orders/Note',
      { orderId: 'ord_0123456789abcdef01234567', text: 'x' },
      k.tokens.agent,
    );
    expect(missing.status).toBe(404);
  });
});

describe('POST /Staff/Orders/ResendEmail', () => {
  it('queues the confirmation again, once per Idempotency-Key, and audits it', async () => {
    const { order } = await k.flightOrder('Refundable');
    const before = (await emailsTo(k.t, CONTACT.email)).length;
    const key = newKey();
    const resend = () =>
      k.post<StaffResendAnswer>('/Staff/Orders/ResendEmail', { orderId: order.orderId }, k.tokens.admin, {
        'Idempotency-Key': key,
      });
    const first = await resend();
    expect(first.status, first.json.message).toBe(200);
    expect(first.json.data).toEqual({
      orderId: order.orderId,
      recipient: CONTACT.email,
      subject: `Booking ${order.bookingReference} is confirmed`,
      replayed: false,
    });
    const again = await resend();
    expect([again.json.data.replayed, again.headers.get('Idempotent-Replayed')]).toEqual([true, 'true']);
    expect((await emailsTo(k.t, CONTACT.email)).length).toBe(before + 1);
    const audit = await auditOf(order.orderId);
    expect(audit.map((row) => [row.action, row.actorRole])).toEqual([['order.resendEmail', 'admin']]);
  });
});

describe('POST /Staff/Orders/CancelQuote and /Staff/Orders/Cancel', () => {
  it("refunds with the traveller's own quote, audits before and after, and the refund reads in the timeline", async () => {
    const { token, order } = await k.flightOrder('RefundableWithFee');
    const traveller = await k.quote('flight', token, { orderId: order.orderId });
    const quote = await k.post<CancellationQuote>(
      '/Staff/Orders/CancelQuote',
      { orderId: order.orderId },
      k.tokens.agent,
    );
    expect(quote.status, quote.json.message).toBe(200);
    expect({ ...quote.json.data, validUntil: null }).toEqual({ ...traveller.json.data, validUntil: null });
    const refund = quote.json.data.refundCents;
    expect(refund).toBeGreaterThan(0);

    const changed = await k.post(
      '/Staff/Orders/Cancel',
      { orderId: order.orderId, confirmedRefundCents: refund + 1 },
      k.tokens.agent,
      { 'Idempotency-Key': newKey() },
    );
    expect(changed.status).toBe(409);
    const key = newKey();
    const cancel = () =>
      k.post<Cancellation>(
        '/Staff/Orders/Cancel',
        { orderId: order.orderId, confirmedRefundCents: refund },
        k.tokens.agent,
        { 'Idempotency-Key': key },
      );
    const done = await cancel();
    expect(done.status, done.json.message).toBe(200);
    expect(done.json.data).toMatchObject({
      status: 'Completed',
      orderStatus: 'PartlyRefunded',
      refundCents: refund,
    });
    const replay = await cancel();
    expect(replay.headers.get('Idempotent-Replayed')).toBe('true');

    const audit = await auditOf(order.orderId);
    expect(audit).toEqual([
      expect.objectContaining({
        action: 'order.cancel',
        actorEmail: 'agent@ctg.example',
        before: { status: 'Ticketed' },
        after: { status: 'Cancelled', refundCents: refund },
      }),
    ]);
    const data = (await k.detail(order.orderId)).json.data;
    expect(data.order.status).toBe('PartlyRefunded');
    expect(data.cancellation).toMatchObject({ status: 'Completed', refundCents: refund });
    const events = data.timeline.map((entry) => entry.event);
    expect(events).toEqual(expect.arrayContaining(['refund', 'cancelled', 'staff']));
    expect(data.timeline.find((entry) => entry.event === 'refund')!.amountCents).toBe(refund);
    // The traveller's own quote now says it is already cancelled: one set of rules for both.
    const after = await k.quote('flight', token, { orderId: order.orderId });
    expect(after.json.data.cancellable).toBe(false);
  });

  it('cancels a hotel stay through the Booking API as well', async () => {
    const { order } = await k.hotelOrder();
    const quote = await k.post<CancellationQuote>(
      '/Staff/Orders/CancelQuote',
      { orderId: order.orderId },
      k.tokens.admin,
    );
    expect([quote.status, quote.json.data.kind]).toEqual([200, 'hotel']);
    const done = await k.post<Cancellation>(
      '/Staff/Orders/Cancel',
      { orderId: order.orderId, confirmedRefundCents: quote.json.data.refundCents },
      k.tokens.admin,
      { 'Idempotency-Key': newKey() },
    );
    expect(done.status, done.json.message).toBe(200);
    expect((await auditOf(order.orderId))[0]).toMatchObject({ action: 'order.cancel', actorRole: 'admin' });
    // A cancelled booking's email to send again is its cancellation.
    const resent = await k.post<StaffResendAnswer>(
      '/Staff/Orders/ResendEmail',
      { orderId: order.orderId },
      k.tokens.agent,
      { 'Idempotency-Key': newKey() },
    );
    expect(resent.json.data.subject, resent.json.message).toBe(
      `Booking ${order.bookingReference} is cancelled`,
    );
  });
});

describe('recording a bank payment', () => {
  it('writes a payment.record audit row for the agent, with the status before and after', async () => {
    const { order } = await k.flightOrder('Refundable', 1, true);
    const paid = await k.post<BankPaymentResult>(
      '/Payments/BankPayment',
      {
        bookingReference: order.bookingReference,
        method: 'BPAY',
        reference: order.invoice!.customerReference,
        amountCents: order.invoice!.amountCents,
        receivedOn: '2026-11-22',
      },
      k.tokens.agent,
      { 'Idempotency-Key': newKey() },
    );
    expect(paid.json.data.outcome, paid.json.message).toBe('paid');
    const audit = await auditOf(order.orderId);
    expect(audit).toEqual([
      expect.objectContaining({
        action: 'payment.record',
        actorId: k.ids.agent,
        before: { status: 'Held' },
        after: expect.objectContaining({ status: 'Confirmed', method: 'BPAY' }),
      }),
    ]);
    const data = (await k.detail(order.orderId)).json.data;
    expect(data.payments[0]).toMatchObject({ method: 'BPAY', amountCents: order.invoice!.amountCents });
    expect(data.timeline.map((entry) => entry.event)).toEqual(
      expect.arrayContaining(['bankPayment', 'ticketed']),
    );
  });

  it('audits a statement line as the agent who uploaded the file', async () => {
    const { order } = await k.flightOrder('Refundable', 1, true);
    const { customerReference, amountCents } = order.invoice!;
    const statement = `Date,Type,Reference,Amount\n2026-11-22,BPAY,${customerReference},${(amountCents / 100).toFixed(2)}`;
    const answer = await k.post('/Payments/BankStatement', { statement }, k.tokens.admin);
    expect(answer.status, answer.json.message).toBe(200);
    expect(await auditOf(order.orderId)).toEqual([
      expect.objectContaining({
        action: 'payment.record',
        actorId: k.ids.admin,
        actorRole: 'admin',
        summary: expect.stringContaining('(bank statement)'),
      }),
    ]);
  });
});
