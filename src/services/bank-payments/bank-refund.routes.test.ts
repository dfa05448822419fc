import { describe, expect, it } from 'vitest';
import type { BankRefundList } from '../../shared/contracts/bank-refund';
import type { Cancellation } from '../../shared/contracts/order-cancel';
import type { Order } from '../../shared/contracts/order';
import { newKey } from '../orders/booking-test-kit';
import { openBankRefundKit } from './bank-refund-test-kit';
import { openPerFile } from '../test-kits/per-file';

const k = openPerFile(openBankRefundKit, (opened) => opened.t.close());

const emailsAbout = (reference: string, like: string) =>
  k.platform.database.query<{ subject: string; text: string }>(
    `SELECT subject, text FROM outbox_emails WHERE subject LIKE $1 AND text LIKE $2 ORDER BY created_at`,
    [`%${reference}%`, like],
  );
const auditRows = (orderId: string) =>
  k.count(`SELECT count(*) AS n FROM staff_audit WHERE target_id = $1 AND action = 'order.bank-refund'`, [
    orderId,
  ]);

describe('cancelling a bank-paid order', () => {
  it('quotes it by the fare rules, releases the seat and leaves the refund owed by bank transfer', async () => {
    const paid = await k.bankPaidOrder('RefundableWithFee');
    const flightKey = paid.offer.journeys[0]!.flightKeys[0]!;
    const before = await k.cabinOf(flightKey);
    const quote = await k.quote('flight', paid.token, { orderId: paid.order.orderId });
    expect(quote.json.data).toMatchObject({
      cancellable: true,
      basis: 'RefundableWithFee',
      paidCents: paid.paidCents,
      refundTo: null,
      refundBy: 'bank-transfer',
    });
    const refund = quote.json.data.refundCents;
    expect(refund).toBeGreaterThan(0);
    expect(refund).toBeLessThan(paid.paidCents);

    const body = { orderId: paid.order.orderId, confirmedRefundCents: refund };
    const cancelled = await k.cancel('flight', paid.token, body);
    expect(cancelled.status, cancelled.json.message).toBe(200);
    expect(cancelled.json.data).toMatchObject({
      orderStatus: 'Cancelled',
      status: 'RefundPending',
      refundCents: refund,
      creditNoteNumber: expect.stringMatching(/^CN-/),
      gatewayRefundId: null,
      bankRefund: { status: 'Owed', owedCents: refund, withinBusinessDays: 5, paidOn: null },
    });
    const after = await k.cabinOf(flightKey);
    expect(after!.sold).toBe(before!.sold - 1);
    expect(after!.sold + after!.held).toBe(after!.claimed);
    const mails = await emailsAbout(paid.order.bookingReference, '%bank transfer to the account%');
    expect(mails).toHaveLength(1);
    expect(mails[0]!.text).toContain('within 5 business days');
    // Cancelling again answers the same outcome and owes nothing more.
    const again = await k.cancel('flight', paid.token, body);
    expect(again.json.data.bankRefund).toMatchObject({ status: 'Owed', owedCents: refund });
    expect(
      await k.count(`SELECT count(*) AS n FROM order_bank_refunds WHERE order_id = $1`, [paid.order.orderId]),
    ).toBe(1);
    expect(await k.count(`SELECT count(*) AS n FROM payment_gateway_refunds`)).toBe(0);
  });
});

describe('who may see and record refunds owed by bank transfer', () => {
  it('is agents and admins: a guest gets 401, a traveller and an editor 403, and nothing is recorded', async () => {
    const { order, cancellation } = await k.cancelledBankOrder();
    const body = {
      orderId: order.orderId,
      amountCents: cancellation.refundCents,
      bankReference: 'WBC 123456',
      paidOn: k.today(),
    };
    const guest = await k.kit.publicToken();
    for (const [token, status] of [
      [guest, 401],
      [k.tokens.traveller, 403],
      [k.tokens.editor, 403],
    ] as const) {
      expect((await k.post('/Payments/BankRefunds', {}, token)).status).toBe(status);
      expect((await k.record(token, body)).status).toBe(status);
    }
    expect(await k.count(`SELECT count(*) AS n FROM order_bank_refunds WHERE status = 'Paid'`)).toBe(0);
    for (const token of [k.tokens.agent, k.tokens.admin]) {
      const list = await k.post<BankRefundList>('/Payments/BankRefunds', {}, token);
      expect(list.status).toBe(200);
      expect(list.json.data.refunds.find((item) => item.orderId === order.orderId)).toMatchObject({
        bookingReference: order.bookingReference,
        owedCents: cancellation.refundCents,
        creditNoteNumber: cancellation.creditNoteNumber,
        paidBy: 'BPAY',
        paidReference: order.invoice!.customerReference,
      });
    }
    const recorded = await k.record(k.tokens.admin, body);
    expect(recorded.status, recorded.json.message).toBe(200);
  });

  it('400s bad input with the field and the reason, and records nothing', async () => {
    const { order, cancellation } = await k.cancelledBankOrder();
    const good = {
      orderId: order.orderId,
      amountCents: cancellation.refundCents,
      bankReference: 'WBC 123456',
      paidOn: k.today(),
    };
    const cases: [Record<string, unknown>, string | RegExp][] = [
      [
        { ...good, amountCents: cancellation.refundCents - 1 },
        /^The amount is not the refund owed: \$[\d,]+\.\d\d is owed/,
      ],
      [{ ...good, amountCents: 12.5 }, 'amountCents: amountCents must be a whole number of cents'],
      [{ ...good, bankReference: '' }, /bankReference: bankReference is required/],
      [
        { ...good, bankReference: 'WBC<script>' },
        'bankReference: bankReference may hold letters, digits, spaces and . / - only',
      ],
      [{ ...good, paidOn: '27/11/2026' }, 'paidOn: paidOn must be a date such as 2026-11-27'],
      [{ ...good, paidOn: '2999-01-01' }, 'The date paid cannot be in the future. Nothing was recorded.'],
      [{ ...good, paidOn: '2020-01-01' }, /^The date paid cannot be before the booking was cancelled/],
      [{ ...good, orderId: 'nope' }, 'orderId: orderId is not a valid order id'],
    ];
    for (const [body, message] of cases) {
      const answer = await k.record(k.tokens.agent, body);
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect(answer.json.message).toMatch(message);
    }
    const keyless = await k.record(k.tokens.agent, good, null);
    expect(keyless.status).toBe(400);
    const live = await k.bankPaidOrder();
    const notOwed = await k.record(k.tokens.agent, { ...good, orderId: live.order.orderId });
    expect([notOwed.status, notOwed.json.message]).toEqual([
      409,
      'This booking owes no refund by bank transfer. Nothing was recorded.',
    ]);
    expect(
      await k.count(`SELECT count(*) AS n FROM order_bank_refunds WHERE status = 'Paid' AND order_id = $1`, [
        order.orderId,
      ]),
    ).toBe(0);
    expect(await auditRows(order.orderId)).toBe(0);
  });
});

describe('recording a refund paid by bank transfer', () => {
  it('completes the refund once: order PartlyRefunded, credit note, email, one audit row; replays by key', async () => {
    const { order, cancellation, paidCents, token } = await k.cancelledBankOrder('RefundableWithFee');
    const body = {
      orderId: order.orderId,
      amountCents: cancellation.refundCents,
      bankReference: 'WBC 778899',
      paidOn: k.today(),
    };
    const key = newKey();
    const first = await k.record(k.tokens.agent, body, key);
    expect(first.status, first.json.message).toBe(200);
    expect(first.json.data).toMatchObject({
      orderStatus: cancellation.refundCents < paidCents ? 'PartlyRefunded' : 'Refunded',
      refundCents: cancellation.refundCents,
      bankReference: 'WBC 778899',
      paidOn: body.paidOn,
      creditNoteNumber: cancellation.creditNoteNumber,
      replayed: false,
    });
    const replay = await k.record(k.tokens.agent, body, key);
    expect(replay.json.data).toMatchObject({ replayed: true, bankReference: 'WBC 778899' });
    expect(replay.headers.get('Idempotent-Replayed')).toBe('true');
    const otherDetails = await k.record(k.tokens.agent, { ...body, bankReference: 'WBC 000000' }, key);
    expect(otherDetails.status).toBe(409);
    const second = await k.record(k.tokens.agent2, body);
    expect(second.status).toBe(409);
    expect(second.json.message).toMatch(
      /^This refund was already recorded as paid on \d{4}-\d\d-\d\d \(bank reference WBC 778899\)/,
    );

    const retrieved = await k.post<Order>('/Order/Retrieve', { orderId: order.orderId }, token);
    expect(retrieved.json.data.status).toBe('PartlyRefunded');
    const row = await k.platform.database.query<{ status: string; completed_at: Date | null }>(
      `SELECT status, completed_at FROM order_cancellations WHERE order_id = $1`,
      [order.orderId],
    );
    expect(row[0]).toMatchObject({ status: 'Completed', completed_at: expect.any(Date) });
    expect(await auditRows(order.orderId)).toBe(1);
    const paidMails = await emailsAbout(order.bookingReference, '%WBC 778899%');
    expect(paidMails.map((mail) => mail.subject)).toEqual([
      `Your refund for booking ${order.bookingReference} has been paid`,
    ]);
    const list = await k.post<BankRefundList>('/Payments/BankRefunds', {}, k.tokens.agent);
    expect(list.json.data.refunds.some((item) => item.orderId === order.orderId)).toBe(false);
    // The credit note of the refund, for the traveller who booked, under the cancellation's number.
    const note = await k.post<{ document: string; number: string; totals: { totalCents: number } }>(
      '/Document/View',
      { orderId: order.orderId, document: 'credit-note' },
      token,
    );
    expect(note.status, note.json.message).toBe(200);
    expect(note.json.data).toMatchObject({ document: 'credit-note', number: cancellation.creditNoteNumber });
  });

  it('the traveller sees the refund paid on their cancelled order', async () => {
    const { order, cancellation, token } = await k.cancelledBankOrder('Refundable');
    const body = {
      orderId: order.orderId,
      amountCents: cancellation.refundCents,
      bankReference: 'NAB 55/12',
      paidOn: k.today(),
    };
    expect((await k.record(k.tokens.agent, body)).json.data).toMatchObject({ orderStatus: 'Refunded' });
    const again = await k.cancel('flight', token, {
      orderId: order.orderId,
      confirmedRefundCents: cancellation.refundCents,
    });
    expect(again.json.data as Cancellation).toMatchObject({
      orderStatus: 'Refunded',
      status: 'Completed',
      bankRefund: { status: 'Paid', paidOn: body.paidOn },
    });
  });
});
