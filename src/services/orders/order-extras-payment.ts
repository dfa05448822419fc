/**
 * The card side of extras after booking (ADR 027): an authorisation on a token the browser made at the
 * gateway (the card never reaches us), voided when the extras cannot be sold, captured once they are.
 * Only an approved authorisation is used: an issuer that never answers is voided and refused; a card
 * that asks for 3-D Secure stops the sale with PaymentChallengeNeeded (the request waits for the
 * cardholder's answer, order-payment-challenge.ts, ADR 027 amended 2026-11-28), and the same request
 * made again once the challenge is passed finds the authorisation approved and sells.
 */
import { and, eq } from 'drizzle-orm';
import { ORDER_EXTRAS_MESSAGES } from '../../shared/contracts/order-extras';
import { orderExtraPurchases } from '../db/schema';
import { orderActionLanguage } from '../email/email-language';
import { extrasEmail } from '../email/order-extras-email';
import { RequestRejected } from '../http/envelope';
import { GatewayError, gatewayClient } from '../payments/gateway-client';
import type { AuthorisationView } from '../payments/gateway/gateway.schema';
import { queueEmail } from '../platform/mailer';
import type { Platform } from '../platform/platform';
import { findOrderRow } from './order.repo';
import { PaymentChallengeNeeded } from './order-payment-challenge';
import { toPurchase, type PurchaseRow } from './order-extras.repo';

function rejectionOf(error: unknown): RequestRejected {
  if (error instanceof GatewayError && [400, 404, 409, 410].includes(error.status))
    return new RequestRejected(error.status as 409, error.message);
  return new RequestRejected(502, 'The payment service is unavailable. Please try again in a moment.');
}

/** An approved authorisation of `amount` on the token, or a refusal with nothing left authorised. */
export async function authoriseExtras(
  platform: Platform,
  input: { token: string; amount: number; reference: string; description: string },
  gatewayKey: string,
): Promise<AuthorisationView> {
  let auth: AuthorisationView;
  try {
    auth = await gatewayClient(platform).authorise(input, gatewayKey);
  } catch (error) {
    throw rejectionOf(error);
  }
  if (auth.status === 'requires_action') {
    // The gateway replays its first answer to a key; the authorisation itself may have been verified since.
    try {
      auth = await gatewayClient(platform).get(auth.id);
    } catch (error) {
      throw rejectionOf(error);
    }
    if (auth.status === 'requires_action') throw new PaymentChallengeNeeded(auth);
  }
  if (auth.status === 'approved' || auth.status === 'captured') return auth;
  if (auth.status === 'declined') {
    const detail = auth.decline?.message ? ` (${auth.decline.message})` : '';
    throw new RequestRejected(402, `${ORDER_EXTRAS_MESSAGES.declined}${detail}`);
  }
  if (auth.status === 'voided') throw new RequestRejected(409, ORDER_EXTRAS_MESSAGES.attemptEnded);
  await voidQuietly(platform, auth.id);
  throw new RequestRejected(409, ORDER_EXTRAS_MESSAGES.noAnswer);
}

/** Releases an authorisation no sale took; a gateway that cannot be reached is logged, not thrown. */
export async function voidQuietly(platform: Platform, authorisationId: string): Promise<void> {
  try {
    await gatewayClient(platform).void(authorisationId);
  } catch (error) {
    platform.log.warn({ authorisationId, err: String(error) }, 'extras authorisation could not be voided');
  }
}

/**
 * Captures the purchase's authorisation and marks it Paid, queueing its email in the same
 * transaction; conditional on Authorised, so concurrent replays capture once and email once. A gateway
 * that does not answer leaves it Authorised, and a replay of the same request captures it.
 */
export async function capturePurchase(platform: Platform, row: PurchaseRow): Promise<PurchaseRow> {
  if (row.status === 'Paid') return row;
  if (row.authorisationId) {
    try {
      await gatewayClient(platform).capture(row.authorisationId, row.itemsCents + row.surchargeCents);
    } catch (error) {
      platform.log.warn({ purchaseId: row.id, err: String(error) }, 'extras capture did not complete');
      return row;
    }
  }
  return platform.database.db.transaction(async (tx) => {
    const now = platform.clock.now();
    const [paid] = await tx
      .update(orderExtraPurchases)
      .set({ status: 'Paid', paidAt: now })
      .where(and(eq(orderExtraPurchases.id, row.id), eq(orderExtraPurchases.status, 'Authorised')))
      .returning();
    if (!paid) {
      const [current] = await tx.select().from(orderExtraPurchases).where(eq(orderExtraPurchases.id, row.id));
      return current!;
    }
    const order = (await findOrderRow(tx, paid.orderId))!;
    const language = await orderActionLanguage(tx, order);
    await queueEmail(
      tx,
      platform,
      extrasEmail(order.contactEmail, order.bookingReference, toPurchase(paid), language),
    );
    return paid;
  });
}
