/**
 * Payments timed out before the gateway answered (ADR 015, issue 14 fault 4): the traveller was told
 * the payment timed out, but a slow gateway may still have authorised it, holding money on the card
 * with no order to take it. The reconciler re-sends each such authorisation under its key (the gateway
 * replays its first answer, or authorises now if the first never arrived) and voids what it gets, then
 * records the authorisation so the payment is not visited again. The payment stays TimedOut throughout:
 * it never looks Authorised to an OrderCreate.
 */
import { and, eq, isNull } from 'drizzle-orm';
import { bookingPayments } from '../db/schema';
import { GatewayError, gatewayClient } from '../payments/gateway-client';
import { authorisationRequestOf } from '../payments/payment.service';
import { updatePayment } from '../payments/payment.repo';
import type { Platform } from '../platform/platform';

/** Gateway states that hold (or may yet hold) money on the card. */
const HOLDING = new Set(['pending', 'requires_action', 'approved']);

export async function voidLateAuthorisations(
  platform: Platform,
  attempt: (what: string, id: string, work: () => Promise<unknown>) => Promise<void>,
  batch: number,
): Promise<number> {
  const { db } = platform.database;
  const rows = await db
    .select()
    .from(bookingPayments)
    .where(
      and(
        eq(bookingPayments.status, 'TimedOut'),
        isNull(bookingPayments.authorisationId),
        isNull(bookingPayments.orderId),
      ),
    )
    .limit(batch);
  let voided = 0;
  for (const row of rows) {
    await attempt('void late authorisation', row.id, async () => {
      const gateway = gatewayClient(platform);
      let auth;
      try {
        auth = await gateway.authorise(authorisationRequestOf(row), row.gatewayKey);
      } catch (error) {
        // Refused outright (the token was used or has expired): nothing is held under this key. The
        // payment is closed as Voided so it is not visited again; a gateway outage is retried next pass.
        if (!(error instanceof GatewayError) || ![400, 404, 409, 410].includes(error.status)) throw error;
        await updatePayment(db, row.id, { status: 'Voided', updatedAt: platform.clock.now() });
        return;
      }
      if (HOLDING.has(auth.status)) {
        await gateway.void(auth.id);
        voided += 1;
      }
      await updatePayment(db, row.id, { authorisationId: auth.id, updatedAt: platform.clock.now() });
    });
  }
  return voided;
}
