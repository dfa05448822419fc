/**
 * The emails of cancel and refund (issue 23, ADR 024): the one-time code that proves a guest's booking,
 * and the cancellation with its refund per line and its credit note number. HTML and plain text with
 * the same content; values escaped. English only for now: these texts are not yet in the five
 * languages' catalogues (email/locales), which the booking emails use.
 */
import type { Cancellation } from '../../shared/contracts/order-cancel';
import { formatCents } from '../../shared/domain/money';
import { PRODUCT } from './email-text';
import type { OutgoingEmail } from '../platform/mailer';
import { escapeHtml } from './templates';

function render(to: string, subject: string, heading: string, paragraphs: string[], code?: string) {
  const p = (text: string) =>
    `<p style="margin:0 0 16px;font-size:16px;line-height:24px;color:#1f2933">${escapeHtml(text)}</p>`;
  const codeHtml = code
    ? `<p style="margin:24px 0;font-size:32px;letter-spacing:8px;font-weight:700;font-family:Menlo,Consolas,monospace;color:#0b2545">${escapeHtml(code)}</p>`
    : '';
  const html = `<!doctype html>
<html lang="en"><body style="margin:0;padding:24px;background:#f5f7fa;font-family:Arial,Helvetica,sans-serif">
<table role="presentation" width="100%" style="max-width:600px;margin:0 auto;background:#ffffff;padding:32px">
<tr><td><h1 style="margin:0 0 24px;font-size:22px;color:#0b2545">${escapeHtml(heading)}</h1>
${paragraphs.map(p).join('\n')}${codeHtml}
<p style="margin:24px 0 0;font-size:13px;color:#52606d">${escapeHtml(PRODUCT)}</p></td></tr></table>
</body></html>`;
  const text = [heading, '', ...paragraphs, ...(code ? ['', code] : []), '', PRODUCT].join('\n');
  return { to, subject, html, text };
}

export function orderAccessCodeEmail(input: {
  to: string;
  bookingReference: string;
  code: string;
  validMinutes: number;
}): OutgoingEmail {
  return render(
    input.to,
    `${input.code} is your code for booking ${input.bookingReference}`,
    'Manage your booking',
    [
      `Someone asked to manage booking ${input.bookingReference} with this email address. Enter this code to continue.`,
      `The code works once, for ${input.validMinutes} minutes. If this was not you, ignore this email: nothing changes without the code.`,
    ],
    input.code,
  );
}

/** The cancellation as confirmed: what came back per line, what was kept and why, the credit note. */
export function cancellationEmail(to: string, cancellation: Cancellation): OutgoingEmail {
  const ref = cancellation.bookingReference;
  const lines = cancellation.lines.map((line) => {
    const kept = line.keptCents > 0 ? `, kept ${formatCents(line.keptCents)} (${line.reason})` : '';
    return `${line.label}: paid ${formatCents(line.paidCents)}, refunded ${formatCents(line.refundCents)}${kept}`;
  });
  const summary =
    cancellation.basis === 'InvoiceUnpaid'
      ? 'Nothing was paid for this booking, so nothing is refunded. Its seats or rooms are released.'
      : `Refund: ${formatCents(cancellation.refundCents)} of ${formatCents(cancellation.paidCents)} paid, to the card you paid with. It can take up to 10 business days to appear on your statement.`;
  return render(to, `Booking ${ref} is cancelled`, `Booking ${ref} is cancelled`, [
    `Your booking ${ref} is cancelled.`,
    summary,
    ...lines,
    ...(cancellation.creditNoteNumber ? [`Credit note: ${cancellation.creditNoteNumber}`] : []),
  ]);
}
