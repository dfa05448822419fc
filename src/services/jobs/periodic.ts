/**
 * Periodic passes that run once per interval across every instance (ADR 019). Each instance offers the
 * pass to the queue a few times per interval with pg-boss's throttle (`singletonSeconds`): the job's
 * slot is its interval, and a unique index on (queue, slot) keeps every offer after the first out of
 * it, whatever the number of instances. The queue's `singleton` policy lets one pass be active at a
 * time, so a slow pass is never overlapped by the next. pg-boss cron is not used: its resolution is a
 * minute, and the reconciler's interval is seconds.
 */
import type { JobWithMetadata } from 'pg-boss';
import type { JobQueue } from './queue';
import type { Platform } from '../platform/platform';

export interface PeriodicJob {
  /** The pg-boss queue name (also what /metrics labels it by). */
  name: string;
  /** Whole seconds between passes. */
  intervalSeconds: number;
  /** Longest a pass may take before another instance may take it over. */
  expireInSeconds?: number;
  /** One pass; must be idempotent (a pass cut by a crash runs again). `slot` is the interval's start. */
  run(pass: { slot: Date | null }): Promise<unknown>;
}

export interface PeriodicHandle {
  /** Stops offering passes; the queue's stop() waits for a pass in hand. */
  stop(): void;
}

type PeriodicPlatform = Pick<Platform, 'log'>;

/**
 * How long a pass may stay active before pg-boss fails it as expired. The queue is a singleton, so a pass
 * left active by an instance that died mid-pass (SIGKILL, OOM) blocks every later pass until it expires:
 * at 300 s a crash during a reconcile pass held the reconciler off for five minutes, past the 90 s bound
 * of the fault tests (CI, 2026-11-28). Passes take milliseconds to seconds and are idempotent, so one that
 * really runs longer than this merely overlaps the next.
 */
const PASS_EXPIRE_SECONDS = 60;

export async function startPeriodicJob(
  queue: JobQueue,
  platform: PeriodicPlatform,
  job: PeriodicJob,
): Promise<PeriodicHandle> {
  const interval = Math.max(1, Math.round(job.intervalSeconds));
  await queue.ensureQueue(job.name, {
    policy: 'singleton',
    // A failed pass is not retried: the next interval's pass does the same work.
    retryLimit: 0,
    expireInSeconds: job.expireInSeconds ?? PASS_EXPIRE_SECONDS,
    // Past slots never conflict with new ones, so finished passes need not be kept long.
    deleteAfterSeconds: 3_600,
    notify: true,
  });
  await queue.boss.work<null>(
    job.name,
    {
      includeMetadata: true,
      pollingIntervalSeconds: Math.min(2, interval),
      notifyPollingIntervalSeconds: Math.min(2, interval),
    },
    async ([pass]) => {
      // includeMetadata is set, so the job carries its slot; the handler type does not follow options.
      if (pass) await job.run({ slot: (pass as Partial<JobWithMetadata<null>>).singletonOn ?? null });
    },
  );
  const offer = () =>
    queue.boss
      .sendThrottled(job.name, null, null, interval)
      .catch((error: unknown) =>
        platform.log.warn({ job: job.name, err: String(error) }, 'periodic job not offered; next tick'),
      );
  await offer();
  // Twice per interval, so a slot is offered even if this instance's timer drifts across a boundary.
  const timer = setInterval(() => void offer(), (interval * 1000) / 2);
  timer.unref();
  return { stop: () => clearInterval(timer) };
}
