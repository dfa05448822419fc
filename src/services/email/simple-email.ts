/**
 * The plain layout of the short transactional emails (a manage-booking code, a cancellation, extras
 * bought): a heading, paragraphs and an optional code, in HTML and plain text with the same content,
 * every value escaped, `<html lang>` the language written in.
 */
import type { Locale } from '../../shared/i18n/languages';
import type { OutgoingEmail } from '../platform/mailer';
import { PRODUCT } from './email-text';
import { escapeHtml } from './templates';

export interface SimpleEmail {
  to: string;
  subject: string;
  heading: string;
  paragraphs: string[];
  code?: string;
}

export function renderSimpleEmail(locale: Locale, content: SimpleEmail): OutgoingEmail {
  const { to, subject, heading, paragraphs, code } = content;
  const p = (text: string) =>
    `<p style="margin:0 0 16px;font-size:16px;line-height:24px;color:#1f2933">${escapeHtml(text)}</p>`;
  const codeHtml = code
    ? `<p style="margin:24px 0;font-size:32px;letter-spacing:8px;font-weight:700;font-family:Menlo,Consolas,monospace;color:#0b2545">${escapeHtml(code)}</p>`
    : '';
  const html = `<!doctype html>
<html lang="${escapeHtml(locale)}"><body style="margin:0;padding:24px;background:#f5f7fa;font-family:Arial,Helvetica,sans-serif">
<table role="presentation" width="100%" style="max-width:600px;margin:0 auto;background:#ffffff;padding:32px">
<tr><td><h1 style="margin:0 0 24px;font-size:22px;color:#0b2545">${escapeHtml(heading)}</h1>
${paragraphs.map(p).join('\n')}${codeHtml}
<p style="margin:24px 0 0;font-size:13px;color:#52606d">${escapeHtml(PRODUCT)}</p></td></tr></table>
</body></html>`;
  const text = [heading, '', ...paragraphs, ...(code ? ['', code] : []), '', PRODUCT].join('\n');
  return { to, subject, html, text };
}
