/**
 * A guest's way back to a booking (issue 23): the booking reference and a passenger's (or the lead
 * guest's) last name find it, and a one-time 6-digit code goes to its contact email; the code, given
 * back, answers a short-lived order access token (order-manage-access.ts). Knowing a reference and a
 * name is not enough to act: typing them is easy, reading the contact's mailbox is not. Both steps are
 * rate limited per client address, the lookup per booking too, and a code dies after 5 wrong tries.
 */
import { and, eq, sql } from 'drizzle-orm';
import type * as v from 'valibot';
import {
  ORDER_CANCEL_MESSAGES,
  type OrderAccess,
  type OrderAccessVerifyRequestSchema,
  type OrderLookupAnswer,
  type OrderLookupRequestSchema,
} from '../../shared/contracts/order-cancel';
import type { HotelStay } from '../../shared/contracts/hotel-order';
import { orderAccessCodes, orderPassengers, orders } from '../db/schema';
import { orderActionLanguage } from '../email/email-language';
import { orderAccessCodeEmail } from '../email/order-cancel-emails';
import { RequestRejected } from '../http/envelope';
import type { RateLimitRule } from '../http/rate-limit';
import { queueEmail } from '../platform/mailer';
import type { Platform } from '../platform/platform';
import { enforceLimits } from '../security/rate-limits';
import { generateCode, hashSecret, maskEmail, secretMatches } from '../security/secrets';
import { issueOrderAccessToken, ORDER_ACCESS_TTL_SECONDS } from './order-manage-access';

const PURPOSE = 'order-access-code';
const ACCESS_CODE_MINUTES = 15;
const MAX_WRONG_CODES = 5;

const LOOKUP_LIMITS = {
  lookupPerIp: { name: 'order-lookup-ip', limit: 10, windowSeconds: 900 },
  /** Each lookup emails the contact: at most 5 codes an hour per booking, whoever asks. */
  codesPerBooking: { name: 'order-lookup-booking', limit: 5, windowSeconds: 3600 },
  verifyPerIp: { name: 'order-verify-ip', limit: 30, windowSeconds: 900 },
} as const satisfies Record<string, RateLimitRule>;

const sameName = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/** The order with this reference whose passenger (or lead guest) has this last name, or 404. */
async function findByReferenceAndName(platform: Platform, bookingReference: string, lastName: string) {
  const { db } = platform.database;
  const [order] = await db.select().from(orders).where(eq(orders.bookingReference, bookingReference));
  if (!order) throw new RequestRejected(404, ORDER_CANCEL_MESSAGES.notFound);
  if (order.kind === 'hotel') {
    const stay = order.stay as HotelStay | null;
    if (stay && sameName(stay.leadGuest.lastName, lastName)) return order;
    throw new RequestRejected(404, ORDER_CANCEL_MESSAGES.notFound);
  }
  const [passenger] = await db
    .select({ id: orderPassengers.travelerId })
    .from(orderPassengers)
    .where(
      and(
        eq(orderPassengers.orderId, order.id),
        sql`lower(${orderPassengers.lastName}) = ${lastName.trim().toLowerCase()}`,
      ),
    )
    .limit(1);
  if (!passenger) throw new RequestRejected(404, ORDER_CANCEL_MESSAGES.notFound);
  return order;
}

export async function lookUpOrder(
  platform: Platform,
  clientIp: string,
  input: v.InferOutput<typeof OrderLookupRequestSchema>,
): Promise<OrderLookupAnswer> {
  await enforceLimits(platform, [
    [LOOKUP_LIMITS.lookupPerIp, clientIp],
    [LOOKUP_LIMITS.codesPerBooking, input.bookingReference],
  ]);
  const order = await findByReferenceAndName(platform, input.bookingReference, input.lastName);
  if (order.siteId !== input.siteId) throw new RequestRejected(404, ORDER_CANCEL_MESSAGES.notFound);
  const code = generateCode();
  const now = platform.clock.now();
  const row = {
    orderId: order.id,
    codeHash: hashSecret(platform, PURPOSE, `${order.id}\u0000${code}`),
    attempts: 0,
    expiresAt: new Date(now.getTime() + ACCESS_CODE_MINUTES * 60_000),
    createdAt: now,
  };
  await platform.database.db.transaction(async (tx) => {
    // A new code replaces the last one: only the newest email's code works.
    await tx
      .insert(orderAccessCodes)
      .values(row)
      .onConflictDoUpdate({ target: orderAccessCodes.orderId, set: row });
    await queueEmail(
      tx,
      platform,
      orderAccessCodeEmail(
        {
          to: order.contactEmail,
          bookingReference: order.bookingReference,
          code,
          validMinutes: ACCESS_CODE_MINUTES,
        },
        await orderActionLanguage(tx, order),
      ),
    );
  });
  return {
    sent: true,
    maskedEmail: maskEmail(order.contactEmail),
    expiresInSeconds: ACCESS_CODE_MINUTES * 60,
  };
}

export async function verifyOrderAccess(
  platform: Platform,
  clientIp: string,
  input: v.InferOutput<typeof OrderAccessVerifyRequestSchema>,
): Promise<OrderAccess> {
  await enforceLimits(platform, [[LOOKUP_LIMITS.verifyPerIp, clientIp]]);
  const order = await findByReferenceAndName(platform, input.bookingReference, input.lastName);
  const { db } = platform.database;
  const now = platform.clock.now();
  const [stored] = await db.select().from(orderAccessCodes).where(eq(orderAccessCodes.orderId, order.id));
  if (!stored || stored.expiresAt <= now) throw new RequestRejected(400, ORDER_CANCEL_MESSAGES.badCode);
  if (stored.attempts >= MAX_WRONG_CODES) throw new RequestRejected(429, ORDER_CANCEL_MESSAGES.tooManyCodes);
  if (!secretMatches(platform, PURPOSE, `${order.id}\u0000${input.code}`, stored.codeHash)) {
    await db
      .update(orderAccessCodes)
      .set({ attempts: sql`${orderAccessCodes.attempts} + 1` })
      .where(eq(orderAccessCodes.orderId, order.id));
    throw new RequestRejected(400, ORDER_CANCEL_MESSAGES.badCode);
  }
  // One use: the code is gone once it has been exchanged (a second verify with it fails).
  const used = await db
    .delete(orderAccessCodes)
    .where(and(eq(orderAccessCodes.orderId, order.id), eq(orderAccessCodes.codeHash, stored.codeHash)))
    .returning({ id: orderAccessCodes.orderId });
  if (used.length === 0) throw new RequestRejected(400, ORDER_CANCEL_MESSAGES.badCode);
  return {
    orderId: order.id,
    kind: order.kind,
    bookingReference: order.bookingReference,
    accessToken: issueOrderAccessToken(platform, order.id),
    expiresInSeconds: ORDER_ACCESS_TTL_SECONDS,
  };
}
