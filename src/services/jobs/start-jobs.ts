/**
 * Starts the services' background work on the job queue (ADR 019), with the services (embedded.ts,
 * standalone.ts): email delivery and the periodic passes. platform.close() then stops them first:
 * no new jobs are taken, the jobs in hand finish (bounded by SHUTDOWN_GRACE_MS), then the database
 * closes. The start-up notices about mail are logged here too.
 */
import { logMailStartupNotices, mailTransportOf } from '../email/mail-startup';
import type { Platform } from '../platform/platform';
import { startHousekeepingJobs } from './housekeeping-jobs';
import { startMailJobs } from './mail-jobs';
import { startJobQueue, type JobQueue, type JobQueueOptions } from './queue';
import { startRefundRetryJob } from './refund-retry-jobs';
import { startPriceTrackingJob } from './price-tracking-jobs';

/** Default bound on the jobs in hand at stop, after the HTTP drain. */
const JOBS_GRACE_MS = 4_000;

export interface BackgroundJobsOptions extends JobQueueOptions {
  /** Bound on waiting for the jobs in hand at stop (default JOBS_GRACE_MS). */
  graceMs?: number;
}

export async function startBackgroundJobs(
  platform: Platform,
  env: Record<string, string | undefined>,
  options: BackgroundJobsOptions = {},
): Promise<JobQueue> {
  const started = performance.now();
  const queue = await startJobQueue(platform, options);
  const handles = [
    await startMailJobs(queue, platform, mailTransportOf(platform.config)),
    ...(await startHousekeepingJobs(queue, platform)),
    await startRefundRetryJob(queue, platform),
    await startPriceTrackingJob(queue, platform),
  ];
  // Short by default: the HTTP drain (SHUTDOWN_GRACE_MS) comes first, and a job cut here is not lost
  // (it expires and runs again elsewhere; every handler is idempotent).
  const graceMs = options.graceMs ?? Number(env.JOBS_GRACE_MS ?? JOBS_GRACE_MS);
  const closePlatform = platform.close;
  platform.close = async () => {
    for (const handle of handles) handle.stop();
    await queue.stop(graceMs);
    await closePlatform();
  };
  platform.log.info(
    { schema: queue.schema, ms: Math.round(performance.now() - started) },
    'job queue started: mail delivery, payment reconciler, seat-hold purge, refund retry, price tracking',
  );
  logMailStartupNotices(platform, env);
  return queue;
}
