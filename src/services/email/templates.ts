/**
 * Transactional emails, each as HTML and plain text. Values are escaped; codes and links are the only
 * secrets and appear once. Layout is table-based with inline styles, which mail clients render. Each
 * is written in the recipient's language (`locale`, English when not given): see email-text.ts.
 */
import type { Translate } from '../../shared/i18n/translate';
import { dateFormat } from '../../shared/i18n/intl';
import type { Locale } from '../../shared/i18n/languages';
import type { OutgoingEmail } from '../platform/mailer';
import { PRODUCT, inEmailLanguage } from './email-text';

export function escapeHtml(value: string): string {
  return value.replace(
    /[&<>"']/g,
    (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[ch] ?? ch,
  );
}

interface Body {
  locale: Locale;
  t: Translate;
  heading: string;
  greeting: string;
  paragraphs: string[];
  code?: string;
  action?: { label: string; url: string };
  footnote?: string;
}

function renderHtml(body: Body): string {
  const p = (text: string) =>
    `<p style="margin:0 0 16px;font-size:16px;line-height:24px;color:#1f2933">${escapeHtml(text)}</p>`;
  const code = body.code
    ? `<p style="margin:24px 0;font-size:32px;letter-spacing:8px;font-weight:700;font-family:Menlo,Consolas,monospace;color:#0b2545">${escapeHtml(body.code)}</p>`
    : '';
  const action = body.action
    ? `<p style="margin:24px 0"><a href="${escapeHtml(body.action.url)}" style="display:inline-block;padding:12px 24px;background:#0b2545;color:#ffffff;text-decoration:none;border-radius:4px;font-weight:600">${escapeHtml(body.action.label)}</a></p>
<p style="margin:0 0 16px;font-size:13px;line-height:20px;color:#52606d">${escapeHtml(body.t('common.orOpenLink'))} <a href="${escapeHtml(body.action.url)}" style="color:#0b2545;word-break:break-all">${escapeHtml(body.action.url)}</a></p>`
    : '';
  return `<!doctype html>
<html lang="${body.locale}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${escapeHtml(body.heading)}</title></head>
<body style="margin:0;padding:0;background:#f4f5f7;font-family:Helvetica,Arial,sans-serif">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#f4f5f7;padding:24px 0"><tr><td align="center">
<table role="presentation" width="560" cellpadding="0" cellspacing="0" style="max-width:560px;background:#ffffff;border-radius:6px;padding:32px">
<tr><td>
<p style="margin:0 0 24px;font-size:14px;letter-spacing:2px;text-transform:uppercase;color:#8d6b2f;font-weight:700">${PRODUCT}</p>
<h1 style="margin:0 0 16px;font-size:22px;color:#0b2545">${escapeHtml(body.heading)}</h1>
${p(body.greeting)}${body.paragraphs.map(p).join('')}${code}${action}
${body.footnote ? p(body.footnote) : ''}
<p style="margin:24px 0 0;font-size:13px;line-height:20px;color:#52606d">${escapeHtml(body.t('common.ignore'))}</p>
</td></tr></table>
</td></tr></table>
</body></html>`;
}

function renderText(body: Body): string {
  return [
    PRODUCT,
    '',
    body.heading,
    '',
    body.greeting,
    '',
    ...body.paragraphs.flatMap((text) => [text, '']),
    ...(body.code ? [`    ${body.code}`, ''] : []),
    ...(body.action ? [`${body.action.label}: ${body.action.url}`, ''] : []),
    ...(body.footnote ? [body.footnote, ''] : []),
    body.t('common.ignore'),
    '',
  ].join('\n');
}

function email(to: string, subject: string, body: Body): OutgoingEmail {
  return { to, subject, html: renderHtml(body), text: renderText(body) };
}

const hello = (t: Translate, name: string | null | undefined) =>
  name ? t('common.helloName', { name }) : t('common.hello');

type Recipient = { to: string; firstName: string; locale?: Locale };
type Content = Omit<Body, 'locale' | 't' | 'greeting'> & { subject: string };

/** An account email in the recipient's language, greeted by first name. */
function accountEmail(input: Recipient, content: (t: Translate, locale: Locale) => Content): OutgoingEmail {
  const locale = input.locale ?? 'en';
  return inEmailLanguage(locale, (t) => {
    const { subject, ...body } = content(t, locale);
    return email(input.to, subject, { locale, t, greeting: hello(t, input.firstName), ...body });
  });
}

export function verificationEmail(input: Recipient & { link: string; validHours: number }): OutgoingEmail {
  return accountEmail(input, (t) => ({
    subject: t('verification.subject'),
    heading: t('verification.heading'),
    paragraphs: [t('verification.thanks'), t('verification.validity', { count: input.validHours })],
    action: { label: t('verification.action'), url: input.link },
  }));
}

export function signupExistingAccountEmail(
  input: Recipient & { signInLink: string; resetLink: string },
): OutgoingEmail {
  return accountEmail(input, (t) => ({
    subject: t('existingAccount.subject'),
    heading: t('existingAccount.heading'),
    paragraphs: [
      t('existingAccount.attempt'),
      t('existingAccount.links', { signInLink: input.signInLink, resetLink: input.resetLink }),
    ],
  }));
}

const PURPOSE_KEYS = { 'sign-in': 'signIn', activate: 'activate', setup: 'setup' } as const;

export function twoFactorCodeEmail(
  input: Recipient & { code: string; validMinutes: number; purpose: 'sign-in' | 'activate' | 'setup' },
): OutgoingEmail {
  return accountEmail(input, (t) => ({
    subject: t('twoFactor.subject', { code: input.code }),
    heading: t('twoFactor.heading'),
    paragraphs: [t(`twoFactor.${PURPOSE_KEYS[input.purpose]}`)],
    code: input.code,
    footnote: t('twoFactor.validity', { count: input.validMinutes }),
  }));
}

export function passwordResetCodeEmail(
  input: Recipient & { code: string; validMinutes: number },
): OutgoingEmail {
  return accountEmail(input, (t) => ({
    subject: t('passwordReset.subject'),
    heading: t('passwordReset.heading'),
    paragraphs: [t('passwordReset.request')],
    code: input.code,
    footnote: t('passwordReset.validity', { count: input.validMinutes }),
  }));
}

/**
 * When the password changed, in UTC (the recipient's zone is not known), the language's way. English
 * keeps the email's long-standing "Tue, 24 Nov 2026 10:00:00 GMT".
 */
function changedAt(when: Date, locale: Locale, t: Translate): string {
  if (locale === 'en') return when.toUTCString();
  const time = dateFormat({ dateStyle: 'full', timeStyle: 'short', timeZone: 'UTC' }).format(when);
  return t('passwordChanged.utcTime', { time });
}

export function passwordChangedEmail(input: Recipient & { when: Date }): OutgoingEmail {
  return accountEmail(input, (t, locale) => ({
    subject: t('passwordChanged.subject'),
    heading: t('passwordChanged.heading'),
    paragraphs: [
      t('passwordChanged.changed', { when: changedAt(input.when, locale, t) }),
      t('passwordChanged.notYou'),
    ],
  }));
}
