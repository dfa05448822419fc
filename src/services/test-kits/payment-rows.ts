/**
 * Card payment rows written straight to the table, for the reconcile tests: the row PreAuth records
 * before the gateway answers, left as a crash or a timeout would leave it.
 */
import { eq } from 'drizzle-orm';
import { bookingPayments } from '../db/schema';
import { gatewayKeyOf } from '../http/booking-idempotency';
import { newKey, type openBooking } from '../orders/booking-test-kit';
import { newPaymentId } from '../payments/payment.repo';

type Booking = Awaited<ReturnType<typeof openBooking>>;

export interface LeftPayment {
  /** The guest owner the row names (its gateway key is scoped to it). */
  owner: string;
  status: 'Pending' | 'TimedOut';
  message?: string;
  /** How long after now the row expires. */
  expiresInMs: number;
}

/** A payment row on a fresh guest offer and card token, with no authorisation recorded; answers its id. */
export async function insertLeftPayment(b: Booking, left: LeftPayment): Promise<string> {
  const { offer } = await b.guestWithOffer();
  const { token: cardToken } = await b.tokenise();
  const now = b.t.clock.now();
  const id = newPaymentId();
  await b.platform.database.db.insert(bookingPayments).values({
    id,
    owner: left.owner,
    offerId: offer.offerId,
    tokenId: cardToken,
    gatewayKey: gatewayKeyOf(left.owner, newKey()),
    amountCents: offer.totalCents,
    surchargeCents: 0,
    status: left.status,
    ...(left.message === undefined ? {} : { message: left.message }),
    createdAt: now,
    updatedAt: now,
    expiresAt: new Date(now.getTime() + left.expiresInMs),
  });
  return id;
}

/** The payment row as stored now. */
export async function paymentRowOf(b: Booking, id: string) {
  return (await b.platform.database.db.select().from(bookingPayments).where(eq(bookingPayments.id, id)))[0]!;
}
