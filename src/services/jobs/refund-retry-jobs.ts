/**
 * `refunds-retry` (ADR 019, ADR 024 amendment of 2026-11-28): once per REFUND_RETRY_SECONDS across all
 * instances, retries the gateway refunds an outage left RefundPending (orders/refund-retry.service.ts).
 * The pass is idempotent: each refund goes to the gateway under its order's key, and recording it is
 * conditional on the cancellation still pending.
 */
import { retryPendingRefunds } from '../orders/refund-retry.service';
import type { Platform } from '../platform/platform';
import { startPeriodicJob, type PeriodicHandle } from './periodic';
import type { JobQueue } from './queue';

const REFUND_RETRY_QUEUE = 'refunds-retry';
/** Often enough for the first retry's 30 s backoff; each pass only touches refunds that are due. */
const REFUND_RETRY_SECONDS = 30;

export async function startRefundRetryJob(queue: JobQueue, platform: Platform): Promise<PeriodicHandle> {
  return startPeriodicJob(queue, platform, {
    name: REFUND_RETRY_QUEUE,
    intervalSeconds: REFUND_RETRY_SECONDS,
    run: async () => {
      const report = await retryPendingRefunds(platform);
      if (report.done + report.owedByBank + report.failed > 0) {
        platform.log.info(report, 'pending refunds retried');
      }
    },
  });
}
