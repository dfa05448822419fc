/**
 * The one transaction that makes an order, flight or hotel (ADR 015, ADR 016): it draws a booking
 * reference, runs the caller's work with it, and draws again when the reference (unique index) was
 * taken. A request whose Idempotency-Key another request claimed first answers that request's order.
 */
import { randomBytes } from 'node:crypto';
import { isUniqueViolation } from '../db/unique-violation';
import type { DbTx } from '../db/database';
import type { Platform } from '../platform/platform';
import { AlreadyClaimed } from '../http/booking-idempotency';
import { newBookingReference } from './order.rules';

export const newOrderId = () => `ord_${randomBytes(12).toString('hex')}`;

/** Commits `work`; answers null, or the id of the order that claimed the key first (a replay). */
export async function runOrderTransaction(
  platform: Platform,
  work: (tx: DbTx, bookingReference: string) => Promise<void>,
): Promise<string | null> {
  for (let attempt = 0; ; attempt += 1) {
    const bookingReference = newBookingReference();
    try {
      await platform.database.db.transaction((tx) => work(tx, bookingReference));
      return null;
    } catch (error) {
      if (error instanceof AlreadyClaimed) return error.resourceId;
      // A booking reference already taken (or a row another order just made): draw again.
      if (!isUniqueViolation(error) || attempt >= 4) throw error;
    }
  }
}
