/**
 * `price-tracking-daily` (issue 25): once a day across all instances, the price-tracking pass
 * (price-tracking/price-tracking.job.ts) reprices the confirmed trackers and emails the drops.
 */
import type { Platform } from '../platform/platform';
import { runDailyPriceTracking } from '../price-tracking/price-tracking.job';
import { startPeriodicJob, type PeriodicHandle } from './periodic';
import type { JobQueue } from './queue';

const PRICE_TRACKING_QUEUE = 'price-tracking-daily';
const DAY_SECONDS = 24 * 3_600;

export async function startPriceTrackingJob(queue: JobQueue, platform: Platform): Promise<PeriodicHandle> {
  return startPeriodicJob(queue, platform, {
    name: PRICE_TRACKING_QUEUE,
    intervalSeconds: DAY_SECONDS,
    // Pricing many trackers takes longer than the default minute; a cut pass resumes where it stopped.
    expireInSeconds: 1_800,
    run: async () => {
      const report = await runDailyPriceTracking(platform);
      if (report.removed + report.checked + report.errors > 0)
        platform.log.info(report, 'price trackers checked');
    },
  });
}
