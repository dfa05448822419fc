/**
 * The background deliverer of the outbox queue (platform/mailer.ts writes the rows). Each pass claims
 * the due rows atomically, so that however many service processes share the database each email is
 * taken by one of them only, then delivers them: over SMTP when a transport is given, otherwise it marks
 * them delivered (they stay readable in the development outbox). A failed delivery is retried with
 * exponential back-off and given up after MAX_DELIVERY_ATTEMPTS.
 */
import { and, asc, eq, inArray, lte, sql } from 'drizzle-orm';
import { outboxEmailAttachments, outboxEmails } from '../db/schema';
import type { MailTransport } from '../platform/mailer';
import type { Platform } from '../platform/platform';

export const MAX_DELIVERY_ATTEMPTS = 8;
/** Back-off after the first failure; doubled after each further one, up to MAX_RETRY_DELAY_MS. */
export const FIRST_RETRY_DELAY_MS = 30_000;
export const MAX_RETRY_DELAY_MS = 3_600_000;
/**
 * How long a claimed row stays away from other deliverers: longer than any SMTP exchange, so only a
 * process that died mid-delivery lets its rows be taken again after it.
 */
export const DELIVERY_LEASE_MS = 10 * 60_000;
const BATCH_SIZE = 20;

export interface DeliveryReport {
  delivered: number;
  retrying: number;
  failed: number;
}

export interface MailDeliverer {
  /** One pass: claims the due emails and delivers them. Safe to run from many processes at once. */
  deliverDue(): Promise<DeliveryReport>;
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

export function createMailDeliverer(
  platform: DelivererPlatform,
  transport: MailTransport | undefined,
): MailDeliverer {
  const { db } = platform.database;

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
    return db
      .update(outboxEmails)
      .set({
        attempts: sql`${outboxEmails.attempts} + 1`,
        nextAttemptAt: new Date(now.getTime() + DELIVERY_LEASE_MS),
      })
      .where(
        and(
          inArray(outboxEmails.id, due),
          eq(outboxEmails.status, 'queued'),
          lte(outboxEmails.nextAttemptAt, now),
        ),
      )
      .returning();
  }

  async function deliverDue(): Promise<DeliveryReport> {
    const report: DeliveryReport = { delivered: 0, retrying: 0, failed: 0 };
    for (const row of await claimDue()) {
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
        report.delivered += 1;
      } catch (error) {
        const lastError = (error instanceof Error ? error.message : String(error)).slice(0, 500);
        const givenUp = row.attempts >= MAX_DELIVERY_ATTEMPTS;
        await db
          .update(outboxEmails)
          .set({
            status: givenUp ? 'failed' : 'queued',
            lastError,
            nextAttemptAt: new Date(platform.clock.now().getTime() + retryDelayMs(row.attempts)),
          })
          .where(eq(outboxEmails.id, row.id));
        platform.log.warn(
          { emailId: row.id, attempts: row.attempts, err: lastError },
          givenUp ? 'email delivery failed for good' : 'email delivery failed; will retry',
        );
        report[givenUp ? 'failed' : 'retrying'] += 1;
      }
    }
    return report;
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
