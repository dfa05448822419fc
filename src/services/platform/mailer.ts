import nodemailer from 'nodemailer';
import type { Clock } from './clock';
import type { Database, Db } from '../db/database';
import { outboxEmailAttachments, outboxEmails } from '../db/schema';
import type { Ids } from './ids';

interface EmailAttachment {
  filename: string;
  contentType: string;
  /** Text content (e.g. an iCalendar file); kept in outbox_email_attachments until delivered. */
  content: string;
}

export interface OutgoingEmail {
  to: string;
  subject: string;
  html: string;
  text: string;
  attachments?: EmailAttachment[];
}

/**
 * Sends mail. `send` only queues the email in the database outbox, within the caller's request, so an
 * answer never waits on (or reveals by its time) a mail server; the deliverer (email/mail-deliverer.ts)
 * then sends it over SMTP (`kind: 'smtp'`) or, without SMTP, leaves it in the outbox a developer reads.
 */
export interface Mailer {
  kind: 'smtp' | 'outbox';
  send(email: OutgoingEmail): Promise<void>;
  /**
   * Set while the job queue runs (services/jobs/mail-jobs.ts): enqueues an outbox email's delivery job
   * in the transaction that wrote the email, so both commit or neither does.
   */
  deliveryJobs?: { enqueue(db: DbOrTx, emailId: string): Promise<void> };
}

type DbOrTx = Db | Parameters<Parameters<Db['transaction']>[0]>[0];

/** How a queued email leaves the building. */
export interface MailTransport {
  deliver(email: OutgoingEmail): Promise<void>;
}

export function createQueuedMailer(options: {
  kind: Mailer['kind'];
  database: Database;
  ids: Ids;
  clock: Clock;
}): Mailer {
  const { database, ids, clock } = options;
  const mailer: Mailer = {
    kind: options.kind,
    send: async (email) => {
      if (mailer.deliveryJobs)
        await database.db.transaction((tx) => queueEmail(tx, { ids, clock, mailer }, email));
      else await queueEmail(database.db, { ids, clock }, email);
    },
  };
  return mailer;
}

/**
 * Writes one email into the outbox queue, due now (with `db` a transaction, only if it commits), and
 * its delivery job when `platform.mailer` has the queue. Answers the email's id.
 */
export async function queueEmail(
  db: DbOrTx,
  platform: { ids: Ids; clock: Clock; mailer?: Pick<Mailer, 'deliveryJobs'> },
  email: OutgoingEmail,
): Promise<string> {
  const id = platform.ids.uuid();
  await db.insert(outboxEmails).values({
    id,
    recipient: email.to,
    subject: email.subject,
    html: email.html,
    text: email.text,
    status: 'queued',
    // Due at once by the services' clock (tests move it); created_at stays the database's time.
    nextAttemptAt: platform.clock.now(),
  });
  const attachments = email.attachments ?? [];
  if (attachments.length > 0) {
    await db
      .insert(outboxEmailAttachments)
      .values(attachments.map((file, position) => ({ emailId: id, position, ...file })));
  }
  await platform.mailer?.deliveryJobs?.enqueue(db, id);
  return id;
}

export function createSmtpTransport(smtpUrl: string, from: string): MailTransport {
  const transport = nodemailer.createTransport(smtpUrl);
  return {
    deliver: async (email) => {
      await transport.sendMail({ from, ...email });
    },
  };
}
