/**
 * The background retry of refunds left RefundPending (ADR 024 amendment of 2026-11-28): a gateway
 * outage between the cancel's transaction and the gateway's answer used to wait for the next cancel
 * call. Each pass of the `refunds-retry` job (jobs/refund-retry-jobs.ts) takes the cancellations whose
 * refund is pending and due, and makes one attempt each through completeRefund, which asks the gateway
 * under the order's own key (so a refund the gateway made before its answer was lost is answered again,
 * never made twice). A failure is recorded with the next attempt's instant (refund-retry.rules.ts).
 */
import { sql } from 'drizzle-orm';
import { orderRefundRetries } from '../db/schema';
import type { Platform } from '../platform/platform';
import { completeRefund } from './order-refund.service';
import { RETRY_GRACE_MS, retryDelayMs } from './refund-retry.rules';

interface RefundRetryReport {
  done: number;
  owedByBank: number;
  failed: number;
}

/** Pending refunds due an attempt now, oldest first: never one a bank transfer now owes. */
async function dueRefunds(platform: Platform, limit: number): Promise<string[]> {
  const now = platform.clock.now();
  const settled = new Date(now.getTime() - RETRY_GRACE_MS);
  const rows = (await platform.database.db.execute(sql`
    SELECT c.order_id AS "orderId"
      FROM order_cancellations c
      LEFT JOIN order_refund_retries r ON r.order_id = c.order_id
     WHERE c.status = 'RefundPending'
       AND c.created_at <= ${settled.toISOString()}::timestamptz
       AND NOT EXISTS (SELECT 1 FROM order_bank_refunds b WHERE b.order_id = c.order_id)
       AND (r.next_attempt_at IS NULL OR r.next_attempt_at <= ${now.toISOString()}::timestamptz)
     ORDER BY c.created_at
     LIMIT ${limit}`)) as unknown as { rows: { orderId: string }[] };
  return rows.rows.map((row) => row.orderId);
}

async function recordFailure(platform: Platform, orderId: string, error: string): Promise<void> {
  const now = platform.clock.now();
  const [row] = await platform.database.db
    .insert(orderRefundRetries)
    .values({ orderId, attempts: 1, nextAttemptAt: now, lastError: error, updatedAt: now })
    .onConflictDoUpdate({
      target: orderRefundRetries.orderId,
      set: { attempts: sql`${orderRefundRetries.attempts} + 1`, lastError: error, updatedAt: now },
    })
    .returning({ attempts: orderRefundRetries.attempts });
  const next = new Date(now.getTime() + retryDelayMs(row!.attempts));
  await platform.database.db
    .update(orderRefundRetries)
    .set({ nextAttemptAt: next })
    .where(sql`${orderRefundRetries.orderId} = ${orderId}`);
}

/** One pass: one attempt per due refund (at most `limit`); answers what came of them. */
export async function retryPendingRefunds(platform: Platform, limit = 50): Promise<RefundRetryReport> {
  const report: RefundRetryReport = { done: 0, owedByBank: 0, failed: 0 };
  for (const orderId of await dueRefunds(platform, limit)) {
    const attempt = await completeRefund(platform, orderId);
    if (attempt.outcome === 'failed') {
      await recordFailure(platform, orderId, attempt.error);
      report.failed += 1;
    } else if (attempt.outcome === 'owed-by-bank') report.owedByBank += 1;
    else report.done += 1;
  }
  return report;
}
