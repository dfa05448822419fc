/**
 * Refunds owed by bank transfer (issue 23, ADR 025 amendment of 2026-11-28): the list agents pay from,
 * and recording one paid. Recording is one transaction on the order's row locked: the refund row Owed →
 * Paid (its primary key is the order, so two agents recording at once record once: the second finds it
 * paid), the cancellation Completed, the order Refunded or PartlyRefunded, the "refund paid" email and
 * the audit row. The agent's Idempotency-Key (scoped to the agent) replays the first answer.
 */
import { and, asc, eq } from 'drizzle-orm';
import type {
  BankRefundOwed,
  BankRefundRecorded,
  BankRefundRequest,
} from '../../shared/contracts/bank-refund';
import { formatCents } from '../../shared/domain/money';
import { recordStaffAction, type StaffActor } from '../audit/staff-audit';
import { bankPayments, orderBankRefunds, orderCancellations, orders } from '../db/schema';
import type { DbTx } from '../db/database';
import { isUniqueViolation } from '../db/unique-violation';
import { bankRefundPaidEmail } from '../email/bank-refund-emails';
import { orderActionLanguage } from '../email/email-language';
import { RequestRejected } from '../http/envelope';
import { findBankRefund, type BankRefundRow } from '../orders/bank-refund.repo';
import { stateAfterRefund } from '../orders/order-state.rules';
import { lockOrderRow } from '../orders/order.repo';
import { queueEmail } from '../platform/mailer';
import type { Platform } from '../platform/platform';
import { SITE_TIME_ZONE } from '../../shared/domain/site-time';
import { localDateOf, todayIn } from '../../shared/domain/zone-clock';

const BANK_REFUND_MESSAGES = {
  notFound: 'No booking has this order id.',
  notOwed: 'This booking owes no refund by bank transfer. Nothing was recorded.',
  amount: 'The amount is not the refund owed: {{owed}} is owed. Nothing was recorded.',
  future: 'The date paid cannot be in the future. Nothing was recorded.',
  beforeCancel: 'The date paid cannot be before the booking was cancelled ({{day}}). Nothing was recorded.',
  already:
    'This refund was already recorded as paid on {{day}} (bank reference {{reference}}). Nothing was recorded.',
  keyReused:
    'This Idempotency-Key was used for another refund or other details: reload the page and record it again.',
} as const;

/** The refunds owed now, oldest first, with how each booking was paid (where the money goes back). */
export async function listOwedBankRefunds(platform: Platform, limit = 100): Promise<BankRefundOwed[]> {
  const rows = await platform.database.db
    .select({
      refund: orderBankRefunds,
      bookingReference: orders.bookingReference,
      kind: orders.kind,
      contactEmail: orders.contactEmail,
      creditNoteNumber: orderCancellations.creditNoteNumber,
      cancelledAt: orderCancellations.createdAt,
      paidBy: bankPayments.method,
      paidReference: bankPayments.reference,
      paidOn: bankPayments.receivedOn,
    })
    .from(orderBankRefunds)
    .innerJoin(orders, eq(orders.id, orderBankRefunds.orderId))
    .innerJoin(orderCancellations, eq(orderCancellations.orderId, orderBankRefunds.orderId))
    .leftJoin(bankPayments, eq(bankPayments.orderId, orderBankRefunds.orderId))
    .where(eq(orderBankRefunds.status, 'Owed'))
    .orderBy(asc(orderBankRefunds.createdAt), asc(orderBankRefunds.orderId))
    .limit(limit);
  return rows.map((row) => ({
    orderId: row.refund.orderId,
    bookingReference: row.bookingReference,
    kind: row.kind,
    contactEmail: row.contactEmail,
    owedCents: row.refund.owedCents,
    currency: 'AUD',
    creditNoteNumber: row.creditNoteNumber,
    cancelledAt: row.cancelledAt.toISOString(),
    paidBy: row.paidBy,
    paidReference: row.paidReference,
    paidOn: row.paidOn,
  }));
}

function answerOf(
  order: { id: string; bookingReference: string; status: string },
  refund: BankRefundRow,
  creditNoteNumber: string | null,
  replayed: boolean,
): BankRefundRecorded {
  return {
    orderId: order.id,
    bookingReference: order.bookingReference,
    orderStatus: order.status,
    refundCents: refund.owedCents,
    bankReference: refund.bankReference ?? '',
    paidOn: refund.paidOn ?? '',
    creditNoteNumber,
    replayed,
  };
}

/** The first answer of this key, when it recorded one (the same order), or null. */
async function replayOf(platform: Platform, refundKey: string, input: BankRefundRequest) {
  const { db } = platform.database;
  const [earlier] = await db.select().from(orderBankRefunds).where(eq(orderBankRefunds.refundKey, refundKey));
  if (!earlier) return null;
  const same =
    earlier.orderId === input.orderId &&
    earlier.owedCents === input.amountCents &&
    earlier.bankReference === input.bankReference &&
    earlier.paidOn === input.paidOn;
  if (!same) throw new RequestRejected(409, BANK_REFUND_MESSAGES.keyReused);
  const { orderId } = input;
  const [order] = await db.select().from(orders).where(eq(orders.id, orderId));
  const [cancellation] = await db
    .select()
    .from(orderCancellations)
    .where(eq(orderCancellations.orderId, orderId));
  return answerOf(order!, earlier, cancellation?.creditNoteNumber ?? null, true);
}

/** Checks the payment against what is owed, inside the transaction (400 or 409 with the reason). */
function checkPayment(
  platform: Platform,
  refund: BankRefundRow | undefined,
  cancelledAt: Date,
  input: BankRefundRequest,
): asserts refund is BankRefundRow {
  if (!refund) throw new RequestRejected(409, BANK_REFUND_MESSAGES.notOwed);
  if (refund.status === 'Paid') {
    const message = BANK_REFUND_MESSAGES.already
      .replace('{{day}}', refund.paidOn ?? '')
      .replace('{{reference}}', refund.bankReference ?? '');
    throw new RequestRejected(409, message);
  }
  if (input.amountCents !== refund.owedCents) {
    throw new RequestRejected(
      400,
      BANK_REFUND_MESSAGES.amount.replace('{{owed}}', formatCents(refund.owedCents)),
    );
  }
  // Days as the seller (in Sydney) counts them, like the credit note's date.
  if (input.paidOn > todayIn(SITE_TIME_ZONE, platform.clock.now()))
    throw new RequestRejected(400, BANK_REFUND_MESSAGES.future);
  const cancelledOn = localDateOf(cancelledAt.getTime(), SITE_TIME_ZONE);
  if (input.paidOn < cancelledOn) {
    throw new RequestRejected(400, BANK_REFUND_MESSAGES.beforeCancel.replace('{{day}}', cancelledOn));
  }
}

async function recordInTransaction(
  platform: Platform,
  tx: DbTx,
  actor: StaffActor,
  refundKey: string,
  input: BankRefundRequest,
): Promise<BankRefundRecorded> {
  const order = await lockOrderRow(tx, input.orderId);
  if (!order) throw new RequestRejected(404, BANK_REFUND_MESSAGES.notFound);
  const refund = await findBankRefund(tx, order.id);
  const [cancellation] = await tx
    .select()
    .from(orderCancellations)
    .where(eq(orderCancellations.orderId, order.id));
  // A concurrent call with this key recorded it first: its outcome is the answer.
  if (refund?.status === 'Paid' && refund.refundKey === refundKey) {
    return answerOf(order, refund, cancellation?.creditNoteNumber ?? null, true);
  }
  checkPayment(platform, refund, cancellation?.createdAt ?? order.updatedAt, input);
  const now = platform.clock.now();
  const [paid] = await tx
    .update(orderBankRefunds)
    .set({
      status: 'Paid',
      refundKey,
      bankReference: input.bankReference,
      paidOn: input.paidOn,
      recordedBy: actor.id,
      recordedAt: now,
    })
    .where(and(eq(orderBankRefunds.orderId, order.id), eq(orderBankRefunds.status, 'Owed')))
    .returning();
  await tx
    .update(orderCancellations)
    .set({ status: 'Completed', completedAt: now })
    .where(and(eq(orderCancellations.orderId, order.id), eq(orderCancellations.status, 'RefundPending')));
  const to = stateAfterRefund(cancellation!.paidCents, cancellation!.refundCents);
  await tx
    .update(orders)
    .set({ status: to, updatedAt: now })
    .where(and(eq(orders.id, order.id), eq(orders.status, 'Cancelled')));
  const language = await orderActionLanguage(tx, order);
  const email = bankRefundPaidEmail(
    order.contactEmail,
    {
      bookingReference: order.bookingReference,
      amountCents: refund.owedCents,
      bankReference: input.bankReference,
      paidOn: input.paidOn,
      creditNoteNumber: cancellation!.creditNoteNumber,
    },
    language,
  );
  await queueEmail(tx, platform, email);
  await recordStaffAction(platform, tx, actor, {
    action: 'order.bank-refund',
    targetType: 'order',
    targetId: order.id,
    summary: `Recorded the bank refund of ${formatCents(refund.owedCents)} for ${order.bookingReference} (bank reference ${input.bankReference})`,
    before: { status: order.status, refund: 'Owed' },
    after: { status: to, refund: 'Paid', amountCents: refund.owedCents, paidOn: input.paidOn },
  });
  return answerOf({ ...order, status: to }, paid!, cancellation!.creditNoteNumber, false);
}

/** Records a refund paid by bank transfer; `key` is the agent's Idempotency-Key. */
export async function recordBankRefund(
  platform: Platform,
  actor: StaffActor,
  key: string,
  input: BankRefundRequest,
): Promise<BankRefundRecorded> {
  const refundKey = `staff:${actor.id}:${key}`;
  const replay = await replayOf(platform, refundKey, input);
  if (replay) return replay;
  try {
    return await platform.database.db.transaction((tx) =>
      recordInTransaction(platform, tx, actor, refundKey, input),
    );
  } catch (error) {
    // The same key recorded another order's refund meanwhile (refund_key is unique).
    if (isUniqueViolation(error)) throw new RequestRejected(409, BANK_REFUND_MESSAGES.keyReused);
    throw error;
  }
}
