/**
 * The card side of a date change with something to pay (ADR 026 amended 2026-11-28), the same
 * mechanism as extras after booking (ADR 027, order-extras-payment.ts): an approved authorisation on a
 * token the browser made at the gateway, recorded in the change's own transaction, captured after the
 * commit and voided when the change does not happen, so nothing is charged without a change.
 */
import { and, eq } from 'drizzle-orm';
import { CARD_SCHEMES, type CardScheme } from '../../shared/contracts/order';
import {
  ORDER_CHANGE_MESSAGES,
  type ChangeOption,
  type ChangeQuote,
  type ChangeRequest,
  type OrderChange,
} from '../../shared/contracts/order-change';
import { orderChangePayments } from '../db/schema';
import { RequestRejected } from '../http/envelope';
import type { DbOrTx, DbTx } from '../db/database';
import { gatewayClient } from '../payments/gateway-client';
import type { AuthorisationView } from '../payments/gateway/gateway.schema';
import { tokenUrlOf } from '../payments/payment.service';
import { surchargeCents } from '../payments/surcharge.rules';
import type { Platform } from '../platform/platform';
import { gatewayKeyOf } from '../http/booking-idempotency';
import { authoriseExtras, voidQuietly } from './order-extras-payment';

type ChangePaymentRow = typeof orderChangePayments.$inferSelect;

const surchargeFor = (platform: Platform, scheme: CardScheme, totalCents: number) =>
  totalCents === 0 ? 0 : surchargeCents(totalCents, platform.config.payments.surcharges[scheme]);

/**
 * The quote's terms: whether it can be confirmed here (else the phone refusal), the total per card
 * scheme with its surcharge, and where the browser tokenises the card.
 */
export function changeQuoteTerms(
  platform: Platform,
  option: ChangeOption,
): Pick<ChangeQuote, 'confirmable' | 'refusal' | 'byScheme' | 'card'> {
  const { payments, supportPhone } = platform.config;
  const totalCents = option.figures.totalCents;
  const terms = {
    confirmable: option.confirmableOnline,
    refusal: option.confirmableOnline ? null : ORDER_CHANGE_MESSAGES.payByPhone(supportPhone),
  };
  if (totalCents === 0 || !payments.cardEnabled) return { ...terms, byScheme: [], card: null };
  return {
    ...terms,
    byScheme: CARD_SCHEMES.map((scheme) => {
      const surcharge = surchargeFor(platform, scheme, totalCents);
      return { scheme, surchargeCents: surcharge, totalWithSurchargeCents: totalCents + surcharge };
    }),
    card: { tokenUrl: tokenUrlOf(platform), publishableKey: platform.config.paymentGatewayPublishableKey },
  };
}

export interface ChangeAuthorisation {
  auth: AuthorisationView;
  changeCents: number;
  surchargeCents: number;
}

/**
 * For a change with something to pay: the card checked and an approved authorisation of the total
 * with the card's surcharge (402 when declined, nothing left authorised on any refusal). The gateway
 * key is the caller's Idempotency-Key, so a retried request never authorises twice.
 */
export async function authoriseChange(
  platform: Platform,
  input: ChangeRequest,
  order: { id: string; bookingReference: string },
  owner: string,
  key: string,
): Promise<ChangeAuthorisation | null> {
  const totalCents = input.confirmedTotalCents;
  if (totalCents === 0) return null;
  if (!input.cardToken || !input.scheme) throw new RequestRejected(400, ORDER_CHANGE_MESSAGES.cardRequired);
  const surcharge = surchargeFor(platform, input.scheme, totalCents);
  const auth = await authoriseExtras(
    platform,
    {
      token: input.cardToken,
      amount: totalCents + surcharge,
      reference: `change:${order.id}`,
      description: `Date change of booking ${order.bookingReference}`,
    },
    `change:${gatewayKeyOf(owner, key)}`,
  );
  if (auth.card.scheme !== input.scheme) {
    // The surcharge must be the real card's: the traveller confirms the total with it again.
    await voidQuietly(platform, auth.id);
    throw new RequestRejected(409, ORDER_CHANGE_MESSAGES.changed);
  }
  return { auth, changeCents: totalCents, surchargeCents: surcharge };
}

/** Records the authorisation against the change, inside the change's transaction. */
export async function recordChangePayment(
  tx: DbTx,
  changeId: string,
  orderId: string,
  paid: ChangeAuthorisation,
  now: Date,
): Promise<void> {
  await tx.insert(orderChangePayments).values({
    changeId,
    orderId,
    status: 'Authorised',
    changeCents: paid.changeCents,
    surchargeCents: paid.surchargeCents,
    authorisationId: paid.auth.id,
    scheme: paid.auth.card.scheme,
    last4: paid.auth.card.last4,
    createdAt: now,
  });
}

async function changePaymentOf(db: DbOrTx, changeId: string): Promise<ChangePaymentRow | undefined> {
  const [row] = await db.select().from(orderChangePayments).where(eq(orderChangePayments.changeId, changeId));
  return row;
}

/**
 * After the change's transaction failed: voids the authorisation unless a committed change holds it
 * (then it is that change's payment, captured by it or by its replay).
 */
export async function voidUnlessRecorded(
  platform: Platform,
  paid: ChangeAuthorisation | null,
): Promise<void> {
  if (!paid) return;
  const [held] = await platform.database.db
    .select({ id: orderChangePayments.changeId })
    .from(orderChangePayments)
    .where(eq(orderChangePayments.authorisationId, paid.auth.id));
  if (!held) await voidQuietly(platform, paid.auth.id);
}

/**
 * Captures the change's authorisation and marks it Paid (conditional on Authorised, so concurrent
 * replays record it once). A gateway that does not answer leaves it Authorised; a replay captures it.
 */
export async function captureChangePayment(platform: Platform, changeId: string): Promise<void> {
  const { db } = platform.database;
  const row = await changePaymentOf(db, changeId);
  if (!row || row.status === 'Paid') return;
  try {
    await gatewayClient(platform).capture(row.authorisationId, row.changeCents + row.surchargeCents);
  } catch (error) {
    platform.log.warn({ changeId, err: String(error) }, 'change capture did not complete');
    return;
  }
  await db
    .update(orderChangePayments)
    .set({ status: 'Paid', paidAt: platform.clock.now() })
    .where(and(eq(orderChangePayments.changeId, changeId), eq(orderChangePayments.status, 'Authorised')));
}

/** The change as answered, with its card payment when it had one. */
export async function withPayment(db: DbOrTx, change: Omit<OrderChange, 'payment'>): Promise<OrderChange> {
  const row = await changePaymentOf(db, change.changeId);
  return {
    ...change,
    payment: row
      ? {
          scheme: row.scheme,
          last4: row.last4,
          surchargeCents: row.surchargeCents,
          chargedCents: row.changeCents + row.surchargeCents,
          status: row.status,
        }
      : null,
  };
}
