/**
 * Settling an invoice order with a bank payment (issue 23, ADR 025). One transaction per payment: the
 * payment row (unique by its key and by order, so a replayed line or a second payment of one order
 * records nothing), the order Held → Confirmed, and a flight's cabin places from held to sold. A flight
 * is then ticketed and confirmed by email through finishOrder, as a captured card order is; a stay is
 * confirmed in the same transaction (it has no tickets).
 */
import { and, eq, sql } from 'drizzle-orm';
import type { BankPaymentOutcome, BankPaymentResult, BankMethod } from '../../shared/contracts/bank-payment';
import type { InvoiceDetails } from '../../shared/contracts/order';
import { formatCents } from '../../shared/domain/money';
import { bankPayments, orderPassengers, orders } from '../db/schema';
import { isUniqueViolation } from '../db/unique-violation';
import { orderCabinSeats } from '../inventory/cabin.repo';
import { cabinsOfOffer, seatedCount } from '../inventory/cabin.rules';
import type { DbTx } from '../db/database';
import { finishOrder, queueConfirmation } from '../orders/order-finish.service';
import { lockOrderRow } from '../orders/order.repo';
import type { Platform } from '../platform/platform';
import { findStaffActor, recordStaffAction, type StaffActor } from '../audit/staff-audit';
import type { OfferJourney } from '../../shared/contracts/offer';
import { bpayReference, eftReferenceCandidates } from './bank-statement.rules';
import { prefixedId } from '../platform/ids';

export interface BankPaymentInput {
  /** The booking an agent chose; a statement line names none and is matched by its reference. */
  bookingReference: string | null;
  method: BankMethod;
  reference: string;
  description?: string;
  amountCents: number;
  receivedOn: string;
}

export interface PaymentSource {
  /** The agent's Idempotency-Key, or the statement line's hash. */
  key: string;
  source: 'statement' | 'staff';
  recordedBy: string;
  statementLine?: string;
}

type OrderRow = typeof orders.$inferSelect;

const MESSAGES: Record<Exclude<BankPaymentOutcome, 'paid' | 'replayed' | 'unreadable'>, string> = {
  'no-order': 'No booking awaiting payment has this reference.',
  'bad-reference': "The reference is not this booking's BPAY customer reference or booking reference.",
  'amount-differs': 'The amount is not the amount due: {{due}} is due. Nothing was recorded.',
  'not-awaiting-payment': 'This booking is not awaiting payment ({{status}}). Nothing was recorded.',
};

function result(
  outcome: BankPaymentOutcome,
  input: BankPaymentInput,
  order: OrderRow | undefined,
  message: string,
): BankPaymentResult {
  return {
    outcome,
    message,
    orderId: order?.id ?? null,
    bookingReference: order?.bookingReference ?? null,
    method: input.method,
    reference: input.reference,
    amountCents: input.amountCents,
  };
}

/** The held invoice orders a payment's reference could be for (BPAY: its checked reference; EFT: words). */
async function candidateOrders(tx: DbTx, input: BankPaymentInput): Promise<OrderRow[]> {
  if (input.method === 'BPAY') {
    const reference = bpayReference(input.reference);
    if (!reference) return [];
    return tx
      .select()
      .from(orders)
      .where(
        and(eq(orders.paymentMode, 'Invoice'), sql`${orders.invoice}->>'customerReference' = ${reference}`),
      );
  }
  const words = eftReferenceCandidates(input.reference, input.description ?? '');
  const rows = await Promise.all(
    words.map((word) => tx.select().from(orders).where(eq(orders.bookingReference, word))),
  );
  return rows.flat().filter((row) => row.paymentMode === 'Invoice');
}

/** Does the payment's reference name this order (BPAY customer reference, or EFT booking reference)? */
function referenceMatches(order: OrderRow, input: BankPaymentInput): boolean {
  const invoice = order.invoice as InvoiceDetails | null;
  if (!invoice) return false;
  if (input.method === 'BPAY') return bpayReference(input.reference) === invoice.customerReference;
  return eftReferenceCandidates(input.reference, input.description ?? '').includes(order.bookingReference);
}

/** Why this order cannot take this payment, or null when it can. */
function refusal(order: OrderRow, input: BankPaymentInput, now: Date): BankPaymentResult | null {
  const invoice = order.invoice as InvoiceDetails | null;
  if (order.paymentMode !== 'Invoice' || !invoice) {
    return result(
      'not-awaiting-payment',
      input,
      order,
      MESSAGES['not-awaiting-payment'].replace('{{status}}', 'paid by card'),
    );
  }
  if (!referenceMatches(order, input))
    return result('bad-reference', input, order, MESSAGES['bad-reference']);
  // A hold past its pay-by instant is the reconciler's to release; its seats may be sold to others.
  const lapsed = order.payBy !== null && order.payBy.getTime() <= now.getTime();
  if (order.status !== 'Held' || lapsed) {
    const status = lapsed && order.status === 'Held' ? 'the pay-by time has passed' : order.status;
    return result(
      'not-awaiting-payment',
      input,
      order,
      MESSAGES['not-awaiting-payment'].replace('{{status}}', status),
    );
  }
  if (input.amountCents !== invoice.amountCents) {
    return result(
      'amount-differs',
      input,
      order,
      MESSAGES['amount-differs'].replace('{{due}}', formatCents(invoice.amountCents)),
    );
  }
  return null;
}

async function settle(
  platform: Platform,
  tx: DbTx,
  order: OrderRow,
  input: BankPaymentInput,
  from: PaymentSource,
  actor: StaffActor,
) {
  const now = platform.clock.now();
  await tx.insert(bankPayments).values({
    id: prefixedId(platform.ids, 'bnk'),
    paymentKey: from.key,
    orderId: order.id,
    method: input.method,
    reference: input.reference,
    amountCents: input.amountCents,
    receivedOn: input.receivedOn,
    source: from.source,
    statementLine: from.statementLine ?? null,
    recordedBy: from.recordedBy,
    createdAt: now,
  });
  if (order.kind === 'flight') {
    const passengers = await tx
      .select({ passengerType: orderPassengers.passengerType })
      .from(orderPassengers)
      .where(eq(orderPassengers.orderId, order.id));
    const journeys = order.journeys as OfferJourney[];
    // The places held until pay-by become sold for good (ADR 022).
    await orderCabinSeats(
      tx,
      order.offerId,
      order.id,
      cabinsOfOffer({ journeys }),
      seatedCount(passengers),
      null,
      now,
    );
  }
  await tx.update(orders).set({ status: 'Confirmed', updatedAt: now }).where(eq(orders.id, order.id));
  if (order.kind === 'hotel') await queueConfirmation(platform, tx, order.id);
  // Issue 24: a recorded payment is a staff action; for a statement line, the agent who uploaded it.
  await recordStaffAction(platform, tx, actor, {
    action: 'payment.record',
    targetType: 'order',
    targetId: order.id,
    summary: `Recorded ${input.method} ${formatCents(input.amountCents)} on ${order.bookingReference}${from.source === 'statement' ? ' (bank statement)' : ''}`,
    before: { status: order.status },
    after: {
      status: 'Confirmed',
      method: input.method,
      reference: input.reference,
      amountCents: input.amountCents,
    },
  });
}

/** Records one bank payment and settles its order; every outcome but `paid` changed nothing. */
export async function recordBankPayment(
  platform: Platform,
  input: BankPaymentInput,
  from: PaymentSource,
  retried = false,
): Promise<BankPaymentResult> {
  const now = platform.clock.now();
  // Read before the transaction: the audit row inside it needs who the agent is.
  const actor = await findStaffActor(platform, from.recordedBy);
  let answer: BankPaymentResult;
  try {
    answer = await platform.database.db.transaction(async (tx) => {
      const [earlier] = await tx.select().from(bankPayments).where(eq(bankPayments.paymentKey, from.key));
      if (earlier) {
        const [order] = await tx.select().from(orders).where(eq(orders.id, earlier.orderId));
        return result('replayed', input, order, 'This payment was already recorded.');
      }
      const candidates = input.bookingReference
        ? await tx.select().from(orders).where(eq(orders.bookingReference, input.bookingReference))
        : await candidateOrders(tx, input);
      const ids = candidates.map((row) => row.id);
      let firstRefusal: BankPaymentResult | null = null;
      for (const id of ids) {
        // The order row is locked: a second payment of it waits, then finds it no longer Held.
        const order = await lockOrderRow(tx, id);
        if (!order) continue;
        const refused = refusal(order, input, now);
        if (!refused) {
          await settle(platform, tx, order, input, from, actor);
          return result('paid', input, order, `Booking ${order.bookingReference} is paid.`);
        }
        firstRefusal ??= refused;
      }
      return firstRefusal ?? result('no-order', input, undefined, MESSAGES['no-order']);
    });
  } catch (error) {
    // The same key recorded by a concurrent request meanwhile: its answer is this one's.
    if (!isUniqueViolation(error) || retried) throw error;
    return recordBankPayment(platform, input, from, true);
  }
  if (answer.outcome === 'paid' && answer.orderId) await finishOrder(platform, answer.orderId);
  return answer;
}
