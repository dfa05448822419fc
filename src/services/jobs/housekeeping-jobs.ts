/**
 * The periodic passes besides mail (ADR 019), each once per interval across all instances:
 * - `payments-reconcile` (orders/reconcile.ts, ADR 015): voids stale authorisations, finishes unfinished
 *   orders, releases unpaid invoice orders with their seats or rooms; every PAYMENT_RECONCILE_SECONDS.
 *   The same pass sends the pay-by reminders of held invoice orders (orders/pay-reminders.ts).
 * - `seat-holds-purge`: deletes seat holds lapsed long ago. Lapsed holds never block a seat (ADR 014:
 *   reads ignore them, a new hold replaces them), so this is tidying, kept well clear of the instant a
 *   hold lapses so that an order racing its offer's expiry still finds its seats.
 *   The same pass gives back lapsed cabin holds (ADR 022) at once, so the cabins' counters equal their
 *   live claims between bookings too (bookings give back a cabin's lapsed holds before they count it).
 * - `content-drafts-publish` (content/content-drafts.repo.ts): publishes the drafts of published entries
 *   whose scheduled time has come, every DRAFTS_SECONDS.
 * Hotel rooms are taken by orders only (no holds before the order), and a held invoice order's rooms go
 * back with the reconciler's release.
 */
import { and, eq, lte } from 'drizzle-orm';
import { flightSeatHolds } from '../db/schema';
import { cabinsWithLapsedHolds, sweepLapsedHolds } from '../inventory/cabin.repo';
import { publishDueDrafts } from '../content/content-drafts.repo';
import { sendPayReminders } from '../orders/pay-reminders';
import { reconcilePayments } from '../orders/reconcile';
import type { Platform } from '../platform/platform';
import { startPeriodicJob, type PeriodicHandle } from './periodic';
import type { JobQueue } from './queue';

const RECONCILE_QUEUE = 'payments-reconcile';
const SEAT_HOLDS_QUEUE = 'seat-holds-purge';
/** How long after lapsing a seat hold is deleted. */
export const LAPSED_HOLD_KEEP_MS = 60 * 60_000;
const PURGE_SECONDS = 60;
const DRAFTS_QUEUE = 'content-drafts-publish';
/** A scheduled draft goes live within this many seconds of its time (then the change feed's interval). */
const DRAFTS_SECONDS = 15;

/** Deletes seat holds that lapsed more than LAPSED_HOLD_KEEP_MS ago; answers how many. */
export async function purgeLapsedSeatHolds(platform: Pick<Platform, 'database' | 'clock'>): Promise<number> {
  const before = new Date(platform.clock.now().getTime() - LAPSED_HOLD_KEEP_MS);
  const deleted = await platform.database.db
    .delete(flightSeatHolds)
    .where(and(eq(flightSeatHolds.status, 'held'), lte(flightSeatHolds.expiresAt, before)))
    .returning({ offerId: flightSeatHolds.offerId });
  return deleted.length;
}

/** Gives back every lapsed cabin hold, a few cabins per transaction; answers how many cabins. */
export async function sweepLapsedCabinHolds(platform: Pick<Platform, 'database' | 'clock'>): Promise<number> {
  const now = platform.clock.now();
  let swept = 0;
  for (;;) {
    const cabins = await cabinsWithLapsedHolds(platform.database.db, now, 20);
    if (cabins.length === 0) return swept;
    await platform.database.db.transaction((tx) => sweepLapsedHolds(tx, cabins, now));
    swept += cabins.length;
  }
}

export async function startHousekeepingJobs(queue: JobQueue, platform: Platform): Promise<PeriodicHandle[]> {
  const reconcile = await startPeriodicJob(queue, platform, {
    name: RECONCILE_QUEUE,
    intervalSeconds: platform.config.payments.reconcileIntervalSeconds,
    run: async () => {
      const report = await reconcilePayments(platform);
      if (report.timedOut + report.voided + report.finished + report.released + report.errors > 0) {
        platform.log.info(report, 'payments reconciled');
      }
      const reminded = await sendPayReminders(platform);
      if (reminded > 0) platform.log.info({ reminded }, 'invoice pay-by reminders queued');
    },
  });
  const holds = await startPeriodicJob(queue, platform, {
    name: SEAT_HOLDS_QUEUE,
    intervalSeconds: PURGE_SECONDS,
    run: async () => {
      const purged = await purgeLapsedSeatHolds(platform);
      if (purged > 0) platform.log.info({ purged }, 'lapsed seat holds deleted');
      const cabins = await sweepLapsedCabinHolds(platform);
      if (cabins > 0) platform.log.info({ cabins }, 'lapsed cabin holds given back');
    },
  });
  const drafts = await startPeriodicJob(queue, platform, {
    name: DRAFTS_QUEUE,
    intervalSeconds: DRAFTS_SECONDS,
    run: async () => {
      const published = await publishDueDrafts(platform);
      if (published > 0) platform.log.info({ published }, 'scheduled content drafts published');
    },
  });
  return [reconcile, holds, drafts];
}
