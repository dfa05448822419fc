/**
 * The emails of a bank-paid order's refund (issue 23, ADR 025 amendment of 2026-11-28): the
 * cancellation, saying the refund is paid by bank transfer to the account the payment came from within
 * BANK_REFUND_BUSINESS_DAYS; and, once an agent has recorded paying it, that it was paid, when and under
 * which bank reference. Texts in locales/<lang>/bank-refund.json (key `bankRefund`), this feature's own.
 */
import { BANK_REFUND_BUSINESS_DAYS } from '../../shared/contracts/bank-refund';
import type { Cancellation } from '../../shared/contracts/order-cancel';
import { formatCents } from '../../shared/domain/money';
import { DEFAULT_LOCALE, type Locale } from '../../shared/i18n/languages';
import { createTranslator, type Messages, type Translate } from '../../shared/i18n/translate';
import type { OutgoingEmail } from '../platform/mailer';
import { inEmailLanguage } from './email-text';
import en from './locales/en/bank-refund.json' with { type: 'json' };
import id from './locales/id/bank-refund.json' with { type: 'json' };
import ja from './locales/ja/bank-refund.json' with { type: 'json' };
import ko from './locales/ko/bank-refund.json' with { type: 'json' };
import zhCN from './locales/zh-CN/bank-refund.json' with { type: 'json' };
import { cancellationEmail } from './order-cancel-emails';
import { renderSimpleEmail } from './simple-email';

const BUNDLES: Record<Locale, Messages> = { en, id, ja, ko, 'zh-CN': zhCN };

const textsOf = (locale: Locale | undefined): Translate => {
  const language = locale ?? DEFAULT_LOCALE;
  return createTranslator(BUNDLES[language], language);
};

/** "27 November 2026" in the recipient's language, from the day the agent recorded (no time zone). */
function formatDay(day: string, locale: Locale): string {
  return new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(
    new Date(`${day}T00:00:00Z`),
  );
}

/** The cancellation email of a bank-paid order, with how and when its refund is paid. */
export function bankCancellationEmail(
  to: string,
  cancellation: Cancellation,
  owedCents: number,
  locale: Locale,
): OutgoingEmail {
  const t = textsOf(locale);
  const owed = t('bankRefund.owed', { amount: formatCents(owedCents), days: BANK_REFUND_BUSINESS_DAYS });
  return cancellationEmail(to, cancellation, locale, [owed]);
}

interface BankRefundPaid {
  bookingReference: string;
  amountCents: number;
  bankReference: string;
  paidOn: string;
  creditNoteNumber: string | null;
}

/** The refund was paid: the amount, the day, the bank reference, and the credit note. */
export function bankRefundPaidEmail(to: string, paid: BankRefundPaid, locale: Locale): OutgoingEmail {
  const t = textsOf(locale);
  return inEmailLanguage(locale, () => {
    const reference = paid.bookingReference;
    return renderSimpleEmail(locale, {
      to,
      subject: t('bankRefund.paidSubject', { reference }),
      heading: t('bankRefund.paidHeading'),
      paragraphs: [
        t('bankRefund.paidIntro', {
          amount: formatCents(paid.amountCents),
          reference,
          date: formatDay(paid.paidOn, locale),
        }),
        t('bankRefund.paidReference', { bankReference: paid.bankReference }),
        ...(paid.creditNoteNumber ? [t('bankRefund.creditNote', { number: paid.creditNoteNumber })] : []),
      ],
    });
  });
}
