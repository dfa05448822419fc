import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { outboxEmails } from '../db/schema';
import { queueEmail } from '../platform/mailer';
import { createTestServices, type TestServices } from '../testing/test-platform';
import { dropJobsSchema, email, jobsOf, recordingTransport, startTestQueue } from './jobs-test-kit';
import { MAIL_DELIVER_QUEUE, startMailJobs } from './mail-jobs';
import type { JobQueue } from './queue';

/** One email, one job: on PGlite and, with DATABASE_URL set, on PostgreSQL. */

let t: TestServices;
let queue: JobQueue;
let transport: ReturnType<typeof recordingTransport>;
let stopJobs: () => void;

beforeAll(async () => {
  t = await createTestServices();
  queue = await startTestQueue(t.platform);
});
afterAll(async () => {
  stopJobs?.();
  await queue.stop(5_000);
  await dropJobsSchema(t.platform);
  await t.close();
});

/** Restarts the mail workers with a fresh transport, and a back-off short enough to wait for. */
async function mailWorkers(failures = 0) {
  stopJobs?.();
  await queue.boss.offWork(MAIL_DELIVER_QUEUE, { wait: true }).catch(() => undefined);
  transport = recordingTransport(failures);
  const handle = await startMailJobs(queue, t.platform, transport, { retryDelayMs: () => 1_000 });
  stopJobs = handle.stop;
}

const rowFor = async (to: string) =>
  (await t.platform.database.db.select().from(outboxEmails).where(eq(outboxEmails.recipient, to)))[0];

const jobsFor = async (emailId: string) =>
  (await jobsOf(queue, t.platform, MAIL_DELIVER_QUEUE)).filter(
    (job) => (job.data as { emailId?: string }).emailId === emailId,
  );

beforeEach(async () => {
  await t.platform.database.db.delete(outboxEmails);
});

describe('email delivery on the job queue', () => {
  it('queues a job with the email and delivers it once', async () => {
    await mailWorkers();
    await t.platform.mailer.send(email('once@example.com'));
    await expect
      .poll(() => transport.sent.map((sent) => sent.to), { timeout: 15_000 })
      .toEqual(['once@example.com']);
    const row = await rowFor('once@example.com');
    // Budgets for real work (a job completed and written back), not the 1 s default: a busy CI machine
    // took longer.
    await expect
      .poll(async () => (await rowFor('once@example.com'))?.status, { timeout: 15_000 })
      .toBe('delivered');
    expect((await rowFor('once@example.com'))?.attempts).toBe(1);
    await expect
      .poll(async () => (await jobsFor(row!.id)).map((job) => job.state), { timeout: 15_000 })
      .toEqual(['completed']);
  });

  it('writes the email and its job in one transaction: a rollback leaves neither', async () => {
    await mailWorkers();
    const before = (await jobsOf(queue, t.platform, MAIL_DELIVER_QUEUE)).length;
    await expect(
      t.platform.database.db.transaction(async (tx) => {
        await queueEmail(tx, t.platform, email('rolled-back@example.com'));
        throw new Error('the order failed');
      }),
    ).rejects.toThrow('the order failed');
    expect(await rowFor('rolled-back@example.com')).toBeUndefined();
    expect((await jobsOf(queue, t.platform, MAIL_DELIVER_QUEUE)).length).toBe(before);
  });

  it('retries a refused delivery through a deferred job, then delivers it', async () => {
    await mailWorkers(1);
    await t.platform.mailer.send(email('retried@example.com'));
    await expect
      .poll(() => transport.sent.map((sent) => sent.to), { timeout: 15_000 })
      .toEqual(['retried@example.com']);
    await expect
      .poll(async () => (await rowFor('retried@example.com'))?.status, { timeout: 15_000 })
      .toBe('delivered');
    const row = await rowFor('retried@example.com');
    expect(row).toMatchObject({ attempts: 2, lastError: null });
    const jobs = await jobsFor(row!.id);
    expect(jobs).toHaveLength(2);
    // The retry job waited for its back-off (1 s here) from when it was written.
    expect(jobs[1]!.start_after.getTime() - jobs[1]!.created_on.getTime()).toBeGreaterThanOrEqual(999);
  });

  it('without a running queue, the email is only written: the sweep (deliverDue) finds it later', async () => {
    stopJobs();
    await t.platform.mailer.send(email('no-queue@example.com'));
    const row = await rowFor('no-queue@example.com');
    expect(row).toMatchObject({ status: 'queued', attempts: 0 });
    expect(await jobsFor(row!.id)).toEqual([]);
  });
});
