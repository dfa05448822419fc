/**
 * Transactional emails, each as HTML and plain text. Values are escaped; codes and links are the only
 * secrets and appear once. Layout is table-based with inline styles, which mail clients render.
 */
import type { OutgoingEmail } from '../platform/mailer';

const PRODUCT = 'CTG Business Class';
const SUPPORT = 'If you did not ask for this, you can ignore this email; your account stays as it is.';

export function escapeHtml(value: string): string {
  return value.replace(
    /[&<>"']/g,
    (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[ch] ?? ch,
  );
}

interface Body {
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
<p style="margin:0 0 16px;font-size:13px;line-height:20px;color:#52606d">Or open this link: <a href="${escapeHtml(body.action.url)}" style="color:#0b2545;word-break:break-all">${escapeHtml(body.action.url)}</a></p>`
    : '';
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${escapeHtml(body.heading)}</title></head>
<body style="margin:0;padding:0;background:#f4f5f7;font-family:Helvetica,Arial,sans-serif">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#f4f5f7;padding:24px 0"><tr><td align="center">
<table role="presentation" width="560" cellpadding="0" cellspacing="0" style="max-width:560px;background:#ffffff;border-radius:6px;padding:32px">
<tr><td>
<p style="margin:0 0 24px;font-size:14px;letter-spacing:2px;text-transform:uppercase;color:#8d6b2f;font-weight:700">${PRODUCT}</p>
<h1 style="margin:0 0 16px;font-size:22px;color:#0b2545">${escapeHtml(body.heading)}</h1>
${p(body.greeting)}${body.paragraphs.map(p).join('')}${code}${action}
${body.footnote ? p(body.footnote) : ''}
<p style="margin:24px 0 0;font-size:13px;line-height:20px;color:#52606d">${escapeHtml(SUPPORT)}</p>
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
    SUPPORT,
    '',
  ].join('\n');
}

function email(to: string, subject: string, body: Body): OutgoingEmail {
  return { to, subject, html: renderHtml(body), text: renderText(body) };
}

const hello = (name: string | null | undefined) => (name ? `Hello ${name},` : 'Hello,');

export function verificationEmail(input: {
  to: string;
  firstName: string;
  link: string;
  validHours: number;
}): OutgoingEmail {
  return email(input.to, `Confirm your email for ${PRODUCT}`, {
    heading: 'Confirm your email address',
    greeting: hello(input.firstName),
    paragraphs: [
      `Thank you for creating a ${PRODUCT} account. Please confirm your email address to activate it.`,
      `The link works once and for ${input.validHours} hours.`,
    ],
    action: { label: 'Confirm my email', url: input.link },
  });
}

export function signupExistingAccountEmail(input: {
  to: string;
  firstName: string;
  signInLink: string;
  resetLink: string;
}): OutgoingEmail {
  return email(input.to, `Someone tried to sign up with your email`, {
    heading: 'You already have an account',
    greeting: hello(input.firstName),
    paragraphs: [
      `Someone (hopefully you) tried to create a ${PRODUCT} account with this email address, which already has one.`,
      `You can sign in at ${input.signInLink}, or reset your password at ${input.resetLink} if you have forgotten it.`,
    ],
  });
}

export function twoFactorCodeEmail(input: {
  to: string;
  firstName: string;
  code: string;
  validMinutes: number;
  purpose: 'sign-in' | 'activate' | 'setup';
}): OutgoingEmail {
  const why = {
    'sign-in': 'Use this code to finish signing in.',
    activate: 'Use this code to confirm your email address and finish signing in.',
    setup: 'Use this code to confirm two-factor authentication for your account.',
  }[input.purpose];
  return email(input.to, `Your ${PRODUCT} verification code: ${input.code}`, {
    heading: 'Your verification code',
    greeting: hello(input.firstName),
    paragraphs: [why],
    code: input.code,
    footnote: `The code is valid for ${input.validMinutes} minutes and can be used once. Never share it: our staff will never ask for it.`,
  });
}

export function passwordResetCodeEmail(input: {
  to: string;
  firstName: string;
  code: string;
  validMinutes: number;
}): OutgoingEmail {
  return email(input.to, `Reset your ${PRODUCT} password`, {
    heading: 'Reset your password',
    greeting: hello(input.firstName),
    paragraphs: [
      'We received a request to reset the password of your account. Enter this code to choose a new password.',
    ],
    code: input.code,
    footnote: `The code is valid for ${input.validMinutes} minutes and can be used once.`,
  });
}

export function passwordChangedEmail(input: { to: string; firstName: string; when: Date }): OutgoingEmail {
  return email(input.to, `Your ${PRODUCT} password was changed`, {
    heading: 'Your password was changed',
    greeting: hello(input.firstName),
    paragraphs: [
      `The password of your account was changed on ${input.when.toUTCString()}. Every device was signed out.`,
      'If this was not you, reset your password at once and contact us.',
    ],
  });
}
