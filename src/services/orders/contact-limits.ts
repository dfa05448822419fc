/**
 * Throttles per contact email address (issue 21). The contact address of an order is never verified, so
 * without a limit anyone could make our booking flow send a stream of branded emails to a stranger, or
 * fill their inbox with bookings they never made. Orders (flights and hotels together) and confirmation
 * emails are counted per address, lower-cased, over the last hour and the last day, from the orders
 * table itself: the count is the same on every instance and survives restarts, and a refused attempt
 * (400, 404, 409) costs the address nothing. Limits: `config.contactLimits` (CONTACT_ORDERS_PER_HOUR,
 * CONTACT_ORDERS_PER_DAY). Two requests racing past the count together may make one order more than the
 * limit; the limit bounds a flood, not an exact number.
 */
import { and, count, eq, gt, isNotNull, min, sql } from 'drizzle-orm';
import { orders } from '../db/schema';
import { RequestRejected } from '../http/envelope';
import type { DbOrTx as Db, DbTx } from '../db/database';
import type { Platform } from '../platform/platform';

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

export const contactLimitMessage = (minutes: number) =>
  `Too many bookings for this email address. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}, or use another email address.`;

/** How many, and the oldest instant, in the window ending now, of orders to `email` (stamped by `column`). */
async function countSince(db: Db, email: string, column: 'created' | 'emailed', since: Date) {
  const stamp = column === 'created' ? orders.createdAt : orders.confirmationEmailedAt;
  const [row] = await db
    .select({ n: count(), oldest: min(stamp) })
    .from(orders)
    .where(
      and(eq(sql`lower(${orders.contactEmail})`, email.toLowerCase()), isNotNull(stamp), gt(stamp, since)),
    );
  return { n: Number(row?.n ?? 0), oldest: row?.oldest ? new Date(row.oldest) : null };
}

/** Minutes until a window's oldest entry leaves it (at least 1). */
function minutesLeft(oldest: Date | null, windowMs: number, now: Date): number {
  const until = oldest ? oldest.getTime() + windowMs - now.getTime() : windowMs;
  return Math.max(1, Math.ceil(until / 60_000));
}

/** Whether `email` is over a limit; the minutes to wait when it is. */
async function overLimit(platform: Platform, db: Db, email: string, column: 'created' | 'emailed') {
  const now = platform.clock.now();
  const { perHour, perDay } = platform.config.contactLimits;
  const day = await countSince(db, email, column, new Date(now.getTime() - DAY_MS));
  if (day.n >= perDay) return minutesLeft(day.oldest, DAY_MS, now);
  const hour = await countSince(db, email, column, new Date(now.getTime() - HOUR_MS));
  if (hour.n >= perHour) return minutesLeft(hour.oldest, HOUR_MS, now);
  return null;
}

/**
 * Refuses (429) a new order for a contact email that already has the limit's orders in the last hour or
 * day. Called before the order's transaction by both OrderCreates; replays of a made order never come here.
 */
export async function enforceContactLimits(platform: Platform, email: string): Promise<void> {
  const wait = await overLimit(platform, platform.database.db, email, 'created');
  if (wait !== null) throw new RequestRejected(429, contactLimitMessage(wait));
}

/**
 * Inside the transaction that would queue an order's confirmation: true (and the order stamped as
 * emailed) when its address is under the limits, false when the email must not be sent. The order
 * stands either way; the traveller still sees it on the confirmation page.
 */
export async function claimConfirmationEmail(
  platform: Platform,
  tx: DbTx,
  order: { id: string; contactEmail: string },
): Promise<boolean> {
  if ((await overLimit(platform, tx, order.contactEmail, 'emailed')) !== null) {
    platform.log.warn({ orderId: order.id }, 'confirmation email not sent: contact address over its limit');
    return false;
  }
  await tx.update(orders).set({ confirmationEmailedAt: platform.clock.now() }).where(eq(orders.id, order.id));
  return true;
}
