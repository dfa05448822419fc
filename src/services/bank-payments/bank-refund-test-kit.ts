/**
 * Helpers of the bank refund tests: the cancel kit (order-cancel-test-kit.ts) with staff of every role,
 * an invoice order paid by BPAY (an agent's recorded payment, so it is ticketed), and its cancellation
 * by the traveller who booked it, which leaves the refund owed by bank transfer.
 */
import { expect } from 'vitest';
import type { BankPaymentResult } from '../../shared/contracts/bank-payment';
import type { Cancellation, CancellationQuote } from '../../shared/contracts/order-cancel';
import type { RefundCondition } from '../../shared/domain/fare-conditions';
import { updateAccountProfile } from '../account/account.repo';
import { newKey, SITE } from '../orders/booking-test-kit';
import { openCancelKit } from '../orders/order-cancel-test-kit';
import { testAccountToken } from '../testing/test-tokens';
import { SITE_TIME_ZONE } from '../../shared/domain/site-time';
import { todayIn } from '../../shared/domain/zone-clock';

export async function openBankRefundKit() {
  const k = await openCancelKit();
  const withRole = async (email: string, role?: 'agent' | 'admin' | 'editor') => {
    const account = await testAccountToken(k.t, email, SITE);
    if (role) await updateAccountProfile(k.platform, account.accountId, { role });
    return account.token;
  };
  const tokens = {
    agent: await withRole('agent@ctg.example', 'agent'),
    agent2: await withRole('agent2@ctg.example', 'agent'),
    admin: await withRole('admin@ctg.example', 'admin'),
    editor: await withRole('editor@ctg.example', 'editor'),
    traveller: await withRole('someone@example.com'),
  };

  /** A flight invoice order of `condition` paid in full by BPAY, as an agent records it: Ticketed. */
  const bankPaidOrder = async (condition: RefundCondition = 'RefundableWithFee') => {
    const held = await k.flightOrder(condition, 1, true);
    const invoice = held.order.invoice!;
    const paid = await k.post<BankPaymentResult>(
      '/Payments/BankPayment',
      {
        bookingReference: held.order.bookingReference,
        method: 'BPAY',
        reference: invoice.customerReference,
        amountCents: invoice.amountCents,
        receivedOn: todayIn(SITE_TIME_ZONE, k.t.clock.now()),
      },
      tokens.agent,
      { 'Idempotency-Key': newKey() },
    );
    expect(paid.json.data.outcome, paid.json.message).toBe('paid');
    return { ...held, paidCents: invoice.amountCents };
  };

  /** The quote and the cancel of a bank-paid order by the guest who booked it. */
  const cancelledBankOrder = async (condition: RefundCondition = 'RefundableWithFee') => {
    const paid = await bankPaidOrder(condition);
    const quote = await k.quote('flight', paid.token, { orderId: paid.order.orderId });
    expect(quote.status, quote.json.message).toBe(200);
    const body = { orderId: paid.order.orderId, confirmedRefundCents: quote.json.data.refundCents };
    const cancelled = await k.cancel('flight', paid.token, body);
    expect(cancelled.status, cancelled.json.message).toBe(200);
    return {
      ...paid,
      quote: quote.json.data as CancellationQuote,
      cancellation: cancelled.json.data as Cancellation,
    };
  };

  const today = () => todayIn(SITE_TIME_ZONE, k.t.clock.now());
  const record = (token: string, body: Record<string, unknown>, key: string | null = newKey()) =>
    k.post<Record<string, unknown>>(
      '/Payments/BankRefund',
      body,
      token,
      key === null ? {} : { 'Idempotency-Key': key },
    );

  return { ...k, tokens, bankPaidOrder, cancelledBankOrder, today, record };
}
