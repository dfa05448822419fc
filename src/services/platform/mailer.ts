import nodemailer from 'nodemailer';
import type { Database } from './db';
import { outboxEmails } from '../db/schema';
import type { Ids } from './ids';

export interface OutgoingEmail {
  to: string;
  subject: string;
  html: string;
  text: string;
}

/** Sends mail: over SMTP when configured, otherwise into the database outbox a developer can read. */
export interface Mailer {
  kind: 'smtp' | 'outbox';
  send(email: OutgoingEmail): Promise<void>;
}

export function createOutboxMailer(database: Database, ids: Ids): Mailer {
  return {
    kind: 'outbox',
    send: async (email) => {
      await database.db.insert(outboxEmails).values({
        id: ids.uuid(),
        recipient: email.to,
        subject: email.subject,
        html: email.html,
        text: email.text,
      });
    },
  };
}

export function createSmtpMailer(smtpUrl: string, from: string): Mailer {
  const transport = nodemailer.createTransport(smtpUrl);
  return {
    kind: 'smtp',
    send: async (email) => {
      await transport.sendMail({ from, ...email });
    },
  };
}
