/**
 * What agents do to an enquiry (issue 24): set its status or assignee, and reply to the submitter by
 * email. Each is one transaction with its staff audit row (docs/principles.md "Staff"); a reply's email
 * is queued in the outbox in that same transaction, so a reply is recorded exactly when it is sent.
 */
import { eq } from 'drizzle-orm';
import type { EnquiryReply, EnquiryReplyAnswer, EnquiryStatus } from '../../shared/contracts/enquiries';
import { escapeHtml } from '../../shared/content/sanitize';
import { isOrderStaff } from '../../shared/contracts/profile';
import { findStaffActor, recordStaffAction } from '../audit/staff-audit';
import { findAccountRole } from '../auth/editor-access';
import { enquiryReplies, enquiryStates, formSubmissions } from '../db/schema';
import { isUniqueViolation } from '../db/unique-violation';
import { RequestRejected } from '../http/envelope';
import { queueEmail } from '../platform/mailer';
import type { Platform } from '../platform/platform';
import { findEnquiry, loadForms } from './enquiries.repo';
import { quoteOriginal, submitterEmail, sydneyLongDate } from './enquiries.rules';
import { labelledValues } from './enquiries.service';
import { prefixedId } from '../platform/ids';

export const ENQUIRY_NOT_FOUND = 'Enquiry not found';
const NOT_ASSIGNABLE = 'assigneeId must be the account of an agent or an admin';
const NO_REPLY_ADDRESS = 'This enquiry has no email address to reply to.';

export interface EnquiryChange {
  id: string;
  status?: EnquiryStatus | undefined;
  assigneeId?: string | null | undefined;
}

/** Sets an enquiry's status and/or assignee; answers its handling after the change. */
export async function updateEnquiry(platform: Platform, staffId: string, change: EnquiryChange) {
  if (change.assigneeId && !isOrderStaff(await findAccountRole(platform, change.assigneeId))) {
    throw new RequestRejected(400, NOT_ASSIGNABLE);
  }
  const actor = await findStaffActor(platform, staffId);
  return platform.database.db.transaction(async (tx) => {
    // The submission row is locked, so two agents' changes apply one after the other, each audited
    // with the state it really replaced.
    const [submission] = await tx
      .select({ id: formSubmissions.id })
      .from(formSubmissions)
      .where(eq(formSubmissions.id, change.id))
      .for('update');
    if (!submission) throw new RequestRejected(404, ENQUIRY_NOT_FOUND);
    const [state] = await tx.select().from(enquiryStates).where(eq(enquiryStates.submissionId, change.id));
    const before = { status: state?.status ?? 'new', assigneeId: state?.assigneeId ?? null };
    const after = {
      status: change.status ?? before.status,
      assigneeId: change.assigneeId === undefined ? before.assigneeId : change.assigneeId,
    };
    const now = platform.clock.now();
    await tx
      .insert(enquiryStates)
      .values({ submissionId: change.id, ...after, updatedAt: now })
      .onConflictDoUpdate({ target: enquiryStates.submissionId, set: { ...after, updatedAt: now } });
    const what = [
      after.status !== before.status ? `status ${before.status} → ${after.status}` : null,
      after.assigneeId !== before.assigneeId ? `assignee ${after.assigneeId ?? 'none'}` : null,
    ].filter(Boolean);
    await recordStaffAction(platform, tx, actor, {
      action: 'enquiry.update',
      targetType: 'enquiry',
      targetId: change.id,
      summary: `Enquiry updated: ${what.join(', ') || 'no change'}`,
      before,
      after,
    });
    return after;
  });
}

function toReply(row: typeof enquiryReplies.$inferSelect): EnquiryReply {
  return {
    id: row.id,
    authorEmail: row.authorEmail,
    recipient: row.recipient,
    subject: row.subject,
    body: row.body,
    sentAt: row.createdAt.toISOString(),
  };
}

async function replayed(platform: Platform, replyKey: string): Promise<EnquiryReplyAnswer | null> {
  const [earlier] = await platform.database.db
    .select()
    .from(enquiryReplies)
    .where(eq(enquiryReplies.replyKey, replyKey));
  return earlier ? { reply: toReply(earlier), replayed: true } : null;
}

/**
 * Emails a reply to the enquiry's submitter with the original quoted under it. `replyKey` is the
 * agent's Idempotency-Key scoped to the agent: the same key answers the first reply and sends nothing.
 */
export async function replyToEnquiry(
  platform: Platform,
  staffId: string,
  replyKey: string,
  input: { id: string; subject: string; body: string },
): Promise<EnquiryReplyAnswer> {
  const earlier = await replayed(platform, replyKey);
  if (earlier) return earlier;
  const row = await findEnquiry(platform, input.id);
  if (!row) throw new RequestRejected(404, ENQUIRY_NOT_FOUND);
  const form = (await loadForms(platform, [row.formKey])).get(row.formKey);
  const recipient = submitterEmail(form?.fields ?? [], row.values);
  if (!recipient) throw new RequestRejected(409, NO_REPLY_ADDRESS);
  const text = quoteOriginal(input.body, {
    receivedOn: sydneyLongDate(row.createdAt),
    fields: labelledValues(row, form),
  });
  const html = `<div>${escapeHtml(text).replaceAll('\n', '<br>')}</div>`;
  const actor = await findStaffActor(platform, staffId);
  try {
    const reply = await platform.database.db.transaction(async (tx) => {
      const emailId = await queueEmail(tx, platform, { to: recipient, subject: input.subject, text, html });
      const [stored] = await tx
        .insert(enquiryReplies)
        .values({
          id: prefixedId(platform.ids, 'rpl'),
          submissionId: row.id,
          replyKey,
          authorId: staffId,
          authorEmail: actor.email,
          recipient,
          subject: input.subject,
          body: input.body,
          emailId,
          createdAt: platform.clock.now(),
        })
        .returning();
      await recordStaffAction(platform, tx, actor, {
        action: 'enquiry.reply',
        targetType: 'enquiry',
        targetId: row.id,
        summary: `Replied to ${recipient}: ${input.subject}`,
        after: { recipient, subject: input.subject, body: input.body },
      });
      return stored!;
    });
    return { reply: toReply(reply), replayed: false };
  } catch (error) {
    // The same key sent twice at once: the second insert loses, and answers the first reply.
    if (isUniqueViolation(error)) {
      const first = await replayed(platform, replyKey);
      if (first) return first;
    }
    throw error;
  }
}
