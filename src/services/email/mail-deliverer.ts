/**
 * The background deliverer of the outbox queue (platform/mailer.ts writes the rows). Each pass claims
 * the due rows atomically, so that however many service processes share the database each email is
 * taken by one of them only, then delivers them: over SMTP when a transport is given, otherwise it marks
 * them delivered (they stay readable in the development outbox). A failed delivery is retried with
 * exponential back-off and given up after MAX_DELIVERY_ATTEMPTS.
 *
 * The job queue (jobs/mail-jobs.ts) delivers one email per job with deliverEmail, which claims that row
 * the same way; deliverDue is its sweep for rows no job carries.
 */
import { and, asc, eq, inArray, lte, sql, type SQL } from 'drizzle-orm';
import { outboxEmailAttachments, outboxEmails } from '../db/schema';
import type { MailTransport } from '../platform/mailer';
import type { Db } from '../db/database';
import type { Platform } from '../platform/platform';

type DbTx = Parameters<Parameters<Db['transaction']>[0]>[0];

export const MAX_DELIVERY_ATTEMPTS = 8;
/** Back-off after the first failure; doubled after each further one, up to MAX_RETRY_DELAY_MS. */
const FIRST_RETRY_DELAY_MS = 30_000;
const MAX_RETRY_DELAY_MS = 3_600_000;
/**
 * How long a claimed row stays away from other deliverers: longer than any SMTP exchange, so only a
 * process that died mid-delivery lets its rows be taken again after it.
 */
export const DELIVERY_LEASE_MS = 10 * 60_000;
const BATCH_SIZE = 20;
/**
 * How far ahead of the deliverer's clock a retry job may find its row due: the job is deferred by the
 * database's clock, the row by the services' one. Far below the lease, so a leased row stays taken.
 */
const DUE_TOLERANCE_MS = 5_000;

interface DeliveryReport {
  delivered: number;
  retrying: number;
  failed: number;
}

type DeliveryOutcome = 'delivered' | 'retrying' | 'failed' | 'skipped';

export interface MailDelivererOptions {
  /**
   * Runs in the transaction that records a failed attempt still to be retried, with the instant the
   * row is due again (the job queue defers the retry job to it).
   */
  onRetry?(tx: DbTx, emailId: string, dueAt: Date): Promise<void>;
  /** The back-off (default retryDelayMs); tests shorten it. */
  retryDelayMs?(attempts: number): number;
}

export interface MailDeliverer {
  /** One pass: claims the due emails and delivers them. Safe to run from many processes at once. */
  deliverDue(): Promise<DeliveryReport>;
  /**
   * Claims this email if it is queued and due, and delivers it; 'skipped' when another deliverer has
   * it, it was delivered already, or it is not due yet. Safe to run from many processes at once.
   */
  deliverEmail(emailId: string): Promise<DeliveryOutcome>;
  /** Runs deliverDue every `pollMs` until stop(). */
  start(pollMs: number): void;
  /** Stops polling and waits for a pass under way. */
  stop(): Promise<void>;
}

/** The wait before attempt `attempts + 1`, after `attempts` failed ones. */
export function retryDelayMs(attempts: number): number {
  return Math.min(FIRST_RETRY_DELAY_MS * 2 ** Math.max(attempts - 1, 0), MAX_RETRY_DELAY_MS);
}

type DelivererPlatform = Pick<Platform, 'database' | 'clock' | 'log'>;
type OutboxRow = typeof outboxEmails.$inferSelect;

export function createMailDeliverer(
  platform: DelivererPlatform,
  transport: MailTransport | undefined,
  options: MailDelivererOptions = {},
): MailDeliverer {
  const { db } = platform.database;
  const backOff = options.retryDelayMs ?? retryDelayMs;

  /** Leases the queued rows of `which` that are due by `dueBy`: counts the attempt and holds them for the lease. */
  function leaseQueued(which: SQL, dueBy: Date, now: Date) {
    return db
      .update(outboxEmails)
      .set({
        attempts: sql`${outboxEmails.attempts} + 1`,
        nextAttemptAt: new Date(now.getTime() + DELIVERY_LEASE_MS),
      })
      .where(and(which, eq(outboxEmails.status, 'queued'), lte(outboxEmails.nextAttemptAt, dueBy)))
      .returning();
  }

  async function claimOne(emailId: string): Promise<OutboxRow | undefined> {
    const now = platform.clock.now();
    const dueBy = new Date(now.getTime() + DUE_TOLERANCE_MS);
    const [row] = await leaseQueued(eq(outboxEmails.id, emailId), dueBy, now);
    return row;
  }

  async function claimDue() {
    const now = platform.clock.now();
    const due = db
      .select({ id: outboxEmails.id })
      .from(outboxEmails)
      .where(and(eq(outboxEmails.status, 'queued'), lte(outboxEmails.nextAttemptAt, now)))
      .orderBy(outboxEmails.nextAttemptAt)
      .limit(BATCH_SIZE)
      .for('update', { skipLocked: true });
    // One statement: rows another deliverer holds are skipped, and a row is leased as it is taken.
    return leaseQueued(inArray(outboxEmails.id, due), now, now);
  }

  async function deliverRow(row: OutboxRow): Promise<Exclude<DeliveryOutcome, 'skipped'>> {
    try {
      const attachments = await db
        .select({
          filename: outboxEmailAttachments.filename,
          contentType: outboxEmailAttachments.contentType,
          content: outboxEmailAttachments.content,
        })
        .from(outboxEmailAttachments)
        .where(eq(outboxEmailAttachments.emailId, row.id))
        .orderBy(asc(outboxEmailAttachments.position));
      await transport?.deliver({
        to: row.recipient,
        subject: row.subject,
        html: row.html,
        text: row.text,
        ...(attachments.length ? { attachments } : {}),
      });
      await db
        .update(outboxEmails)
        .set({ status: 'delivered', deliveredAt: platform.clock.now(), lastError: null })
        .where(eq(outboxEmails.id, row.id));
      return 'delivered';
    } catch (error) {
      const lastError = (error instanceof Error ? error.message : String(error)).slice(0, 500);
      const givenUp = row.attempts >= MAX_DELIVERY_ATTEMPTS;
      const dueAt = new Date(platform.clock.now().getTime() + backOff(row.attempts));
      await db.transaction(async (tx) => {
        await tx
          .update(outboxEmails)
          .set({ status: givenUp ? 'failed' : 'queued', lastError, nextAttemptAt: dueAt })
          .where(eq(outboxEmails.id, row.id));
        if (!givenUp) await options.onRetry?.(tx, row.id, dueAt);
      });
      platform.log.warn(
        { emailId: row.id, attempts: row.attempts, err: lastError },
        givenUp ? 'email delivery failed for good' : 'email delivery failed; will retry',
      );
      return givenUp ? 'failed' : 'retrying';
    }
  }

  async function deliverDue(): Promise<DeliveryReport> {
    const report: DeliveryReport = { delivered: 0, retrying: 0, failed: 0 };
    for (const row of await claimDue()) report[await deliverRow(row)] += 1;
    return report;
  }

  async function deliverEmail(emailId: string): Promise<DeliveryOutcome> {
    const row = await claimOne(emailId);
    return row ? deliverRow(row) : 'skipped';
  }

  let timer: ReturnType<typeof setTimeout> | undefined;
  let running: Promise<unknown> | undefined;
  let stopped = true;

  const schedule = (pollMs: number) => {
    timer = setTimeout(() => {
      running = deliverDue()
        .catch((error: unknown) => platform.log.error({ err: error }, 'email delivery pass failed'))
        .finally(() => {
          running = undefined;
          if (!stopped) schedule(pollMs);
        });
    }, pollMs);
    // The deliverer never keeps a process alive on its own.
    timer.unref();
  };

  return {
    deliverDue,
    deliverEmail,
    start(pollMs) {
      if (!stopped) return;
      stopped = false;
      schedule(pollMs);
    },
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
  };
}
