/**
 * Email delivery on the job queue (ADR 019). The outbox table stays the record of every email (the
 * development outbox reads it); the queue carries one `mail-deliver` job per email, written in the
 * transaction that wrote the email, so an email exists exactly when its job does. Any instance's worker
 * may take the job; the outbox row is claimed atomically as before, so each email is handed to the mail
 * server once however many instances run. A failed attempt records its error on the row and defers a
 * new job to the back-off instant. A periodic `mail-sweep` delivers rows no job carries (written while
 * no queue ran, or whose job was lost), with the same claim.
 */
import { sql, type SQL } from 'drizzle-orm';
import { fromDrizzle, type DrizzleTransactionLike, type WorkOptions } from 'pg-boss';
import type { Db } from '../db/database';
import { createMailDeliverer, DELIVERY_LEASE_MS, type MailDelivererOptions } from '../email/mail-deliverer';
import type { MailTransport } from '../platform/mailer';
import type { Platform } from '../platform/platform';
import { startPeriodicJob, type PeriodicHandle } from './periodic';
import type { JobQueue } from './queue';

export const MAIL_DELIVER_QUEUE = 'mail-deliver';
const MAIL_SWEEP_QUEUE = 'mail-sweep';
const SWEEP_SECONDS = 60;

export interface MailJobOptions extends Pick<MailDelivererOptions, 'retryDelayMs'> {
  /** Workers per instance (default 2), each delivering a batch of up to 5 at once. */
  concurrency?: number;
}

type MailPlatform = Pick<Platform, 'database' | 'clock' | 'log' | 'mailer'>;
type DbOrTx = Db | Parameters<Parameters<Db['transaction']>[0]>[0];

/** The app's drizzle (or its transaction) as pg-boss's adapter wants it: drizzle types execute's rows as unknown. */
const drizzleLike = (db: DbOrTx): DrizzleTransactionLike => ({
  execute: async (query) => (await db.execute(query as SQL)) as { rows: unknown[] },
});

export async function startMailJobs(
  queue: JobQueue,
  platform: MailPlatform,
  transport: MailTransport | undefined,
  options: MailJobOptions = {},
): Promise<PeriodicHandle> {
  const { boss } = queue;
  await queue.ensureQueue(MAIL_DELIVER_QUEUE, {
    notify: true,
    // The row's lease is the bound on one attempt; a worker that died holding the job lets it expire
    // then, and the job runs again (the claim finds the row due again at the same moment).
    expireInSeconds: DELIVERY_LEASE_MS / 1000,
    // These retries are for the job itself failing (the database away), not for the mail server:
    // a refused delivery is recorded on the row and comes back as a deferred job.
    retryLimit: 5,
    retryDelay: 5,
    retryBackoff: true,
    deleteAfterSeconds: 24 * 3_600,
  });
  const enqueue = async (db: DbOrTx, emailId: string, startAfterSeconds = 0) => {
    await boss.send(
      MAIL_DELIVER_QUEUE,
      { emailId },
      {
        db: fromDrizzle(drizzleLike(db), sql),
        ...(startAfterSeconds > 0 ? { startAfter: startAfterSeconds } : {}),
      },
    );
  };
  const deliverer = createMailDeliverer(platform, transport, {
    ...(options.retryDelayMs ? { retryDelayMs: options.retryDelayMs } : {}),
    // Deferred by the delay rather than to the instant: the queue counts by the database's clock.
    onRetry: (tx, emailId, dueAt) =>
      enqueue(tx, emailId, Math.ceil((dueAt.getTime() - platform.clock.now().getTime()) / 1000)),
  });
  await boss.work<{ emailId: string }, unknown, { perJobResults: true } & WorkOptions>(
    MAIL_DELIVER_QUEUE,
    {
      localConcurrency: options.concurrency ?? 2,
      // A backlog (a burst of bookings) is fetched batch after batch without waiting for the poll.
      batchSize: 5,
      burstWhenBatchFull: true,
      perJobResults: true,
      pollingIntervalSeconds: 2,
      // A notify wakes workers for jobs due now; a deferred retry is found by this poll.
      notifyPollingIntervalSeconds: 2,
    },
    async (jobs) => {
      const outcomes = await Promise.allSettled(jobs.map((job) => deliverer.deliverEmail(job.data.emailId)));
      // Only a job whose delivery could not even be recorded (the database away) fails and is retried.
      return jobs.map((job, i) => ({
        id: job.id,
        status: outcomes[i]?.status === 'fulfilled' ? ('completed' as const) : ('failed' as const),
      }));
    },
  );
  platform.mailer.deliveryJobs = { enqueue: (db, emailId) => enqueue(db, emailId) };
  const sweep = await startPeriodicJob(queue, platform, {
    name: MAIL_SWEEP_QUEUE,
    intervalSeconds: SWEEP_SECONDS,
    run: () => deliverer.deliverDue(),
  });
  return {
    stop: () => {
      sweep.stop();
      delete platform.mailer.deliveryJobs;
    },
  };
}
