/**
 * Reminders before pay-by (ADR 025): a held invoice order gets one email PAY_REMINDER_HOURS before its
 * pay-by instant, if its hold is longer than that (a short hold's confirmation email is reminder enough).
 * The claim (pay_reminder_sent_at) and the queued email are one transaction, so a pass that runs twice,
 * on two instances, sends one.
 */
import { and, eq, gt, isNull, lte, sql } from 'drizzle-orm';
import { orders } from '../db/schema';
import { orderLanguage } from '../email/email-language';
import { payReminderEmail } from '../email/pay-reminder';
import { toOrder, loadOrderRecord } from './order.repo';
import { queueEmail } from '../platform/mailer';
import { emailHelp } from './email-help';
import type { Platform } from '../platform/platform';

const PAY_REMINDER_HOURS = 48;
const HOUR_MS = 3_600_000;
const BATCH = 50;

/** Sends the reminders now due; answers how many were queued. */
export async function sendPayReminders(platform: Platform): Promise<number> {
  const now = platform.clock.now();
  const window = new Date(now.getTime() + PAY_REMINDER_HOURS * HOUR_MS);
  const due = await platform.database.db
    .select({ id: orders.id })
    .from(orders)
    .where(
      and(
        eq(orders.status, 'Held'),
        isNull(orders.payReminderSentAt),
        gt(orders.payBy, now),
        lte(orders.payBy, window),
        // Only holds longer than the reminder window: the booking's own email went out recently otherwise.
        sql`${orders.payBy} - ${orders.createdAt} > ${sql.raw(`interval '${PAY_REMINDER_HOURS} hours'`)}`,
      ),
    )
    .limit(BATCH);
  let sent = 0;
  for (const { id } of due) {
    await platform.database.db.transaction(async (tx) => {
      const claimed = await tx
        .update(orders)
        .set({ payReminderSentAt: now })
        .where(and(eq(orders.id, id), eq(orders.status, 'Held'), isNull(orders.payReminderSentAt)))
        .returning({ id: orders.id });
      if (claimed.length === 0) return;
      const record = await loadOrderRecord(tx, id);
      if (!record) return;
      const language = await orderLanguage(tx, record.order.owner, record.order.language);
      const order = toOrder(record);
      await queueEmail(tx, platform, payReminderEmail(order, language, emailHelp(platform, order)));
      sent += 1;
    });
  }
  return sent;
}
