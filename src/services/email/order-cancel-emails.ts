/**
 * The emails of cancel and refund (issue 23, ADR 024): the one-time code that proves a guest's booking,
 * and the cancellation with its refund per line and its credit note number. HTML and plain text with
 * the same content; values escaped; written in the language given (email/locales, key `manage`). The
 * price lines' labels and reasons are the order's own words as stored, shown as they are.
 */
import type { Cancellation } from '../../shared/contracts/order-cancel';
import type { Locale } from '../../shared/i18n/languages';
import { formatCents } from '../../shared/domain/money';
import type { OutgoingEmail } from '../platform/mailer';
import { inEmailLanguage } from './email-text';
import { renderSimpleEmail } from './simple-email';

export function orderAccessCodeEmail(
  input: { to: string; bookingReference: string; code: string; validMinutes: number },
  locale: Locale,
): OutgoingEmail {
  return inEmailLanguage(locale, (t) => {
    const reference = input.bookingReference;
    return renderSimpleEmail(locale, {
      to: input.to,
      subject: t('manage.codeSubject', { code: input.code, reference }),
      heading: t('manage.codeHeading'),
      paragraphs: [
        t('manage.codeIntro', { reference }),
        t('manage.codeValidity', { minutes: input.validMinutes }),
      ],
      code: input.code,
    });
  });
}

/** The cancellation as confirmed: what came back per line, what was kept and why, the credit note. */
export function cancellationEmail(
  to: string,
  cancellation: Cancellation,
  locale: Locale,
  /** Paragraphs after the lines: how a refund owed by bank transfer is paid (bank-refund-emails.ts). */
  extra: string[] = [],
): OutgoingEmail {
  return inEmailLanguage(locale, (t) => {
    const reference = cancellation.bookingReference;
    const lines = cancellation.lines.map((line) => {
      const values = {
        label: line.label,
        paid: formatCents(line.paidCents),
        refund: formatCents(line.refundCents),
        kept: formatCents(line.keptCents),
        reason: line.reason,
      };
      return line.keptCents > 0 ? t('manage.lineKept', values) : t('manage.line', values);
    });
    const summary =
      cancellation.basis === 'InvoiceUnpaid'
        ? t('manage.unpaidSummary')
        : t('manage.refundSummary', {
            refund: formatCents(cancellation.refundCents),
            paid: formatCents(cancellation.paidCents),
          });
    const heading = t('manage.cancelSubject', { reference });
    return renderSimpleEmail(locale, {
      to,
      subject: heading,
      heading,
      paragraphs: [
        t('manage.cancelIntro', { reference }),
        summary,
        ...lines,
        ...extra,
        ...(cancellation.creditNoteNumber
          ? [t('manage.creditNote', { number: cancellation.creditNoteNumber })]
          : []),
      ],
    });
  });
}
