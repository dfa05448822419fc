/** The Booking API's payment rows (booking_payments) and how they read on the wire. */
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import {
  PAYMENT_FAILED,
  PAYMENT_TIMEOUT,
  type CardScheme,
  type PreAuth,
  type PreAuthStatus,
} from '../../shared/contracts/order';
import { bookingPayments } from '../db/schema';
import { RequestRejected } from '../http/envelope';
import type { DbOrTx } from '../db/database';
import type { PaymentConfig } from '../platform/payment-config';
import type { AuthorisationView } from './gateway/gateway.schema';

export type PaymentRow = typeof bookingPayments.$inferSelect;
export type PaymentStatus = PaymentRow['status'];

const PAYMENT_NOT_FOUND = 'We could not find this payment. Please start the payment again.';

export const newPaymentId = () => `pay_${randomBytes(12).toString('hex')}`;

/** Waiting on the gateway or the cardholder: the states the time limit applies to. */
export const OPEN_STATUSES: PaymentStatus[] = ['Pending', 'ChallengeRequired'];

const MESSAGES: Record<PaymentStatus, string> = {
  Pending: 'Waiting for your card issuer to answer',
  ChallengeRequired: 'Your bank asks you to verify this payment',
  Authorised: 'Payment authorised',
  Declined: PAYMENT_FAILED,
  TimedOut: PAYMENT_TIMEOUT,
  Captured: 'Payment taken',
  Voided: 'Payment cancelled: nothing was charged',
};

const FROM_GATEWAY: Record<AuthorisationView['status'], PaymentStatus> = {
  pending: 'Pending',
  requires_action: 'ChallengeRequired',
  approved: 'Authorised',
  declined: 'Declined',
  captured: 'Captured',
  voided: 'Voided',
};

/** The row's new state after a gateway answer, with the deadline of that state (ADR 015). */
export function changesFromGateway(
  auth: AuthorisationView,
  row: Pick<PaymentRow, 'createdAt' | 'expiresAt' | 'status'>,
  config: PaymentConfig,
  now: Date,
): Partial<PaymentRow> {
  const status = FROM_GATEWAY[auth.status];
  const after = (from: Date, seconds: number) => new Date(from.getTime() + seconds * 1000);
  let expiresAt = row.expiresAt;
  if (status === 'ChallengeRequired') expiresAt = after(row.createdAt, config.challengeTimeoutSeconds);
  // An authorisation keeps for the order a fixed time from when it was approved.
  if (status === 'Authorised' && row.status !== 'Authorised')
    expiresAt = after(now, config.orderWithinSeconds);
  return {
    status,
    authorisationId: auth.id,
    scheme: auth.card.scheme,
    last4: auth.card.last4,
    challengeId: auth.challenge?.id ?? null,
    message: status === 'Declined' ? PAYMENT_FAILED : MESSAGES[status],
    expiresAt,
    updatedAt: now,
  };
}

export async function findPayment(db: DbOrTx, paymentId: string): Promise<PaymentRow | undefined> {
  const [row] = await db.select().from(bookingPayments).where(eq(bookingPayments.id, paymentId));
  return row;
}

/** The caller's payment, or 404 (another caller's payment is not told apart from none). */
export async function ownedPayment(db: DbOrTx, paymentId: string, owner: string): Promise<PaymentRow> {
  const row = await findPayment(db, paymentId);
  if (!row || row.owner !== owner) throw new RequestRejected(404, PAYMENT_NOT_FOUND);
  return row;
}

export async function updatePayment(
  db: DbOrTx,
  paymentId: string,
  changes: Partial<PaymentRow>,
): Promise<PaymentRow> {
  const [row] = await db
    .update(bookingPayments)
    .set(changes)
    .where(eq(bookingPayments.id, paymentId))
    .returning();
  if (!row) throw new Error(`payment ${paymentId} vanished`);
  return row;
}

/** PreAuth's answer for a payment row. */
export function toPreAuth(row: PaymentRow): PreAuth {
  const status: PreAuthStatus =
    row.status === 'Captured' ? 'Authorised' : row.status === 'Voided' ? 'Declined' : row.status;
  return {
    paymentId: row.id,
    status,
    challengeUrl:
      row.status === 'ChallengeRequired'
        ? `/flight/payment-auth?paymentId=${encodeURIComponent(row.id)}`
        : null,
    amountCents: row.amountCents,
    scheme: (row.scheme ?? 'visa') as CardScheme,
    last4: row.last4 ?? '',
    message: row.message || MESSAGES[row.status],
  };
}
