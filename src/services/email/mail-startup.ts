/**
 * The mail side of the services' start (jobs/start-jobs.ts): the transport queued emails leave by, and
 * the start-up notices about where mail goes and who can read the development outbox.
 */
import { createSmtpTransport, type MailTransport } from '../platform/mailer';
import type { Platform } from '../platform/platform';

/** SMTP when SMTP_URL is set; otherwise none, and delivered emails stay in the development outbox. */
export function mailTransportOf(config: Platform['config']): MailTransport | undefined {
  return config.smtpUrl ? createSmtpTransport(config.smtpUrl, config.mailFrom) : undefined;
}

export function logMailStartupNotices(
  platform: Pick<Platform, 'config' | 'log'>,
  env: Record<string, string | undefined>,
): void {
  for (const notice of mailStartupNotices(platform.config, env)) platform.log[notice.level](notice.message);
}

/** What the services say at start about mail: where it goes, the outbox's readers, a missing SITE_URL. */
export function mailStartupNotices(
  config: Platform['config'],
  env: Record<string, string | undefined>,
): Array<{ level: 'info' | 'warn'; message: string }> {
  const notices: Array<{ level: 'info' | 'warn'; message: string }> = [];
  notices.push({
    level: 'info',
    message: config.smtpUrl
      ? 'Email is queued and delivered over SMTP (SMTP_URL).'
      : 'Email is queued in the database outbox; no SMTP_URL is set, so none leaves this machine.',
  });
  if (config.outboxEnabled) {
    notices.push({
      level: 'warn',
      message:
        'Development outbox on (OUTBOX_ENABLED): /dev/outbox and /dev/outbox.json on the site show every ' +
        'email, sign-in and reset codes included. Only clients on this machine (loopback, through no proxy) ' +
        'can read it; everyone else gets 404. Set OUTBOX_ENABLED=false to turn it off.',
    });
  }
  if (env.NODE_ENV === 'production' && !env.SITE_URL?.trim()) {
    notices.push({
      level: 'warn',
      message: `SITE_URL is not set: links in email use ${config.siteUrl} (from HOST and PORT). Set SITE_URL to the public origin of the site.`,
    });
  }
  return notices;
}
