/**
 * The card payment an order may take (ADR 015, ADR 016): the caller's authorised, unused PreAuth of this
 * offer or quote for exactly its total plus the card's surcharge, and the row lock that keeps two
 * orders from taking it at once. Flight and hotel OrderCreate both use it.
 */
import { and, eq, isNull } from 'drizzle-orm';
import { PAYMENT_FAILED, PAYMENT_TIMEOUT, PRICE_CHANGED } from '../../shared/contracts/order';
import { bookingPayments } from '../db/schema';
import { RequestRejected } from '../http/envelope';
import type { DbTx } from '../db/database';
import type { PayableKind } from '../payables/payable-port';
import type { Platform } from '../platform/platform';
import { ownedPayment, type PaymentRow } from './payment.repo';
import { refreshPayment } from './payment.service';

const PAYMENT_ALREADY_USED = 'This payment is already used by another booking.';

const PAYMENT_REFUSALS: Partial<Record<PaymentRow['status'], string>> = {
  Declined: PAYMENT_FAILED,
  TimedOut: PAYMENT_TIMEOUT,
  Voided: PAYMENT_TIMEOUT,
  Pending: 'The payment is not authorised yet. Please wait for it to finish.',
  ChallengeRequired: 'Please complete the verification your bank asks for first.',
  Captured: PAYMENT_ALREADY_USED,
};

/** 409 when the payment named is of another offer or room than the one being ordered. */
const FOR_ANOTHER_PAYABLE: Record<PayableKind, string> = {
  flight: 'This payment is for another offer.',
  hotel: 'This payment is for another room.',
};

export interface PaymentClaim {
  paymentId?: string | undefined;
  confirmedTotalCents: number;
}

/** The caller's authorised, unused card payment of this payable for exactly the confirmed total. */
export async function usablePayment(
  platform: Platform,
  owner: string,
  payable: { id: string; kind: PayableKind; totalCents: number },
  input: PaymentClaim,
): Promise<PaymentRow> {
  if (!input.paymentId) throw new RequestRejected(400, 'paymentId: give the authorised payment (PreAuth)');
  const payment = await refreshPayment(
    platform,
    await ownedPayment(platform.database.db, input.paymentId, owner),
  );
  if (payment.offerId !== payable.id) {
    throw new RequestRejected(409, FOR_ANOTHER_PAYABLE[payable.kind]);
  }
  if (payment.orderId) throw new RequestRejected(409, PAYMENT_ALREADY_USED);
  if (payment.status !== 'Authorised')
    throw new RequestRejected(409, PAYMENT_REFUSALS[payment.status] ?? PAYMENT_FAILED);
  if (
    payment.amountCents !== payable.totalCents + payment.surchargeCents ||
    input.confirmedTotalCents !== payment.amountCents
  ) {
    throw new RequestRejected(409, PRICE_CHANGED);
  }
  return payment;
}

/**
 * Inside the order's transaction: locks the payment and checks it is still authorised and unused (a
 * concurrent order with another key may have taken it since usablePayment looked).
 */
export async function lockUnusedPayment(tx: DbTx, paymentId: string): Promise<void> {
  const [current] = await tx
    .select()
    .from(bookingPayments)
    .where(
      and(
        eq(bookingPayments.id, paymentId),
        eq(bookingPayments.status, 'Authorised'),
        isNull(bookingPayments.orderId),
      ),
    )
    .for('update');
  if (!current) throw new RequestRejected(409, PAYMENT_ALREADY_USED);
}

/** Ties the payment to the order, in the order's transaction: from then on only the order captures it. */
export async function tiePayment(tx: DbTx, paymentId: string, orderId: string, now: Date): Promise<void> {
  await tx.update(bookingPayments).set({ orderId, updatedAt: now }).where(eq(bookingPayments.id, paymentId));
}
