/**
 * Contact ownership (issue 21). Typing someone's email as a booking's contact proves nothing, so a guest
 * order joins an account's trips only when the owner of that email proves it: the order's confirmation
 * email carries a link signed with the token secret over the order id and its contact email, and the
 * signed-in account whose verified email is that address follows it (/Order/Claim). The claim is
 * recorded once (`orders.claimed_by_account`); the link then works for that account only. Orders made
 * while signed in are their account's from the start (`orders.owner`).
 */
import { and, eq, isNull } from 'drizzle-orm';
import { ORDER_CLAIM_MESSAGES, type OrderClaimAnswer } from '../../shared/contracts/order-claim';
import type { TokenClaims } from '../http/token-claims';
import { orders } from '../db/schema';
import { RequestRejected } from '../http/envelope';
import type { Platform } from '../platform/platform';
import { hashSecret, sameHex } from '../security/secrets';
import { verifiedEmailOf } from './order-access.service';

const PURPOSE = 'order-claim';

/** Account subjects are account ids (uuids); guests' public tokens have other subjects. */
export const isAccountSubject = (sub: string) => /^[0-9a-f-]{36}$/i.test(sub);

const signatureOf = (platform: Platform, orderId: string, contactEmail: string) =>
  hashSecret(platform, PURPOSE, `${orderId}\u0000${contactEmail.toLowerCase()}`);

/** The link for the confirmation email of a guest order. */
export function orderClaimLink(platform: Platform, order: { id: string; contactEmail: string }): string {
  const token = `${order.id}.${signatureOf(platform, order.id, order.contactEmail)}`;
  return `${platform.config.siteUrl}/trips/claim?token=${token}`;
}

function signatureMatches(platform: Platform, token: string, contactEmail: string, orderId: string) {
  return sameHex(token.slice(token.indexOf('.') + 1), signatureOf(platform, orderId, contactEmail));
}

/** Records the claim of the order the token names for the caller, the owner of its contact email. */
export async function claimOrder(
  platform: Platform,
  claims: TokenClaims,
  token: string,
): Promise<OrderClaimAnswer> {
  const { db } = platform.database;
  const orderId = token.slice(0, token.indexOf('.'));
  const [order] = await db.select().from(orders).where(eq(orders.id, orderId));
  if (!order || !signatureMatches(platform, token, order.contactEmail, orderId)) {
    throw new RequestRejected(404, ORDER_CLAIM_MESSAGES.badLink);
  }
  const answer = (alreadyYours: boolean) => ({
    orderId: order.id,
    bookingReference: order.bookingReference,
    alreadyYours,
  });
  if (order.owner === claims.sub || order.claimedByAccount === claims.sub) return answer(true);
  const email = await verifiedEmailOf(platform, claims);
  if (email === null) throw new RequestRejected(403, ORDER_CLAIM_MESSAGES.unverified);
  if (email.toLowerCase() !== order.contactEmail.toLowerCase()) {
    throw new RequestRejected(403, ORDER_CLAIM_MESSAGES.notYourEmail);
  }
  const [claimed] = await db
    .update(orders)
    .set({ claimedByAccount: claims.sub, claimedAt: platform.clock.now() })
    .where(and(eq(orders.id, order.id), isNull(orders.claimedByAccount)))
    .returning({ id: orders.id });
  if (!claimed) throw new RequestRejected(409, ORDER_CLAIM_MESSAGES.otherAccount);
  return answer(false);
}
