/**
 * What an agent does to an order besides cancelling it (issue 24): a note for the next agent, and the
 * order's email sent again to its contact address. Each is one transaction with its audit row.
 */
import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { StaffResendAnswer } from '../../shared/contracts/staff-orders';
import { recordStaffAction, type StaffActor } from '../audit/staff-audit';
import { orderStaffNotes, outboxEmails } from '../db/schema';
import { orderLanguage } from '../email/email-language';
import { cancellationEmail } from '../email/order-cancel-emails';
import { RequestRejected } from '../http/envelope';
import type { DbOrTx } from '../db/database';
import { claimKey, requestHashOf, type Claim } from '../http/booking-idempotency';
import { findCancellation, toCancellation } from '../orders/cancellation.repo';
import { actOnce } from '../orders/order-action-once';
import { queueConfirmation } from '../orders/order-finish.service';
import { queueEmail } from '../platform/mailer';
import type { Platform } from '../platform/platform';
import { loadStaffOrder } from './order-detail.service';
import { prefixedId } from '../platform/ids';

const NOTHING_TO_RESEND =
  'This booking has no email to send again: it was never confirmed, held or cancelled.';
const RESEND_OVER_LIMIT =
  'The contact address has had too many booking emails in the last hour. Try again later.';

export async function addOrderNote(
  platform: Platform,
  actor: StaffActor,
  orderId: string,
  text: string,
): Promise<{ orderId: string; createdAt: string }> {
  const record = await loadStaffOrder(platform, orderId);
  const now = platform.clock.now();
  await platform.database.db.transaction(async (tx) => {
    await tx.insert(orderStaffNotes).values({
      id: prefixedId(platform.ids, 'note'),
      orderId,
      authorId: actor.id,
      authorEmail: actor.email,
      body: text,
      createdAt: now,
    });
    await recordStaffAction(platform, tx, actor, {
      action: 'order.note',
      targetType: 'order',
      targetId: orderId,
      summary: `Added a note to ${record.order.bookingReference}`,
      after: { text },
    });
  });
  return { orderId, createdAt: now.toISOString() };
}

const emailsTo = async (tx: DbOrTx, recipient: string) =>
  Number(
    (await tx.select({ n: count() }).from(outboxEmails).where(eq(outboxEmails.recipient, recipient)))[0]?.n,
  );

/** The newest email to `recipient` naming the booking: the one just queued, for the answer. */
async function newestSubject(tx: DbOrTx, recipient: string, bookingReference: string): Promise<string> {
  const [row] = await tx
    .select({ subject: outboxEmails.subject })
    .from(outboxEmails)
    .where(
      and(eq(outboxEmails.recipient, recipient), sql`strpos(${outboxEmails.text}, ${bookingReference}) > 0`),
    )
    .orderBy(desc(outboxEmails.createdAt))
    .limit(1);
  return row?.subject ?? '';
}

/**
 * Queues the order's current email again: its confirmation (held, confirmed or ticketed, as the order
 * now stands) or, for a cancelled order, its cancellation. Under the agent's Idempotency-Key: a retry
 * of the same request sends nothing more and answers `replayed`.
 */
export async function resendOrderEmail(
  platform: Platform,
  actor: StaffActor,
  key: string,
  orderId: string,
): Promise<StaffResendAnswer> {
  const record = await loadStaffOrder(platform, orderId);
  const { order } = record;
  const claim: Claim = {
    owner: actor.id,
    scope: 'staff-resend',
    key,
    requestHash: requestHashOf({ orderId }),
  };
  const { db } = platform.database;
  const replay = async (): Promise<StaffResendAnswer> => ({
    orderId,
    recipient: order.contactEmail,
    subject: await newestSubject(db, order.contactEmail, order.bookingReference),
    replayed: true,
  });
  return actOnce(db, claim, replay, async () => {
    const cancellation = await findCancellation(db, orderId);
    const confirmable = ['Held', 'Confirmed', 'Ticketed'].includes(order.status);
    if (!confirmable && !cancellation) throw new RequestRejected(409, NOTHING_TO_RESEND);
    const subject = await db.transaction(async (tx) => {
      await claimKey(tx, claim, orderId, platform.clock.now());
      const before = await emailsTo(tx, order.contactEmail);
      if (confirmable) await queueConfirmation(platform, tx, orderId);
      else {
        // The customer's language (their profile, else the booking's), not the agent's screen.
        const language = await orderLanguage(tx, order.owner, order.language);
        const email = cancellationEmail(order.contactEmail, toCancellation(order, cancellation!), language);
        await queueEmail(tx, platform, email);
      }
      // queueConfirmation sends nothing to an address over its hourly or daily limit (contact-limits.ts).
      if ((await emailsTo(tx, order.contactEmail)) === before)
        throw new RequestRejected(429, RESEND_OVER_LIMIT);
      const queued = await newestSubject(tx, order.contactEmail, order.bookingReference);
      await recordStaffAction(platform, tx, actor, {
        action: 'order.resendEmail',
        targetType: 'order',
        targetId: orderId,
        summary: `Sent "${queued}" again to ${order.contactEmail}`,
        after: { recipient: order.contactEmail, subject: queued },
      });
      return queued;
    });
    return { orderId, recipient: order.contactEmail, subject, replayed: false };
  });
}
