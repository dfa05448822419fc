/**
 * The reminder of a held invoice order before its pay-by instant (issue 23, ADR 025): what is due, by
 * when, and the BPAY and EFT details again, in the order's language. No calendar file: nothing changed.
 */
import type { Order } from '../../shared/contracts/order';
import type { Locale } from '../../shared/i18n/languages';
import type { OutgoingEmail } from '../platform/mailer';
import { paymentSection, renderBookingEmail, type EmailHelp } from './booking-email-parts';
import { inEmailLanguage } from './email-text';

export function payReminderEmail(order: Order, locale: Locale = 'en', help?: EmailHelp): OutgoingEmail {
  return inEmailLanguage(locale, (t) => {
    const reference = order.bookingReference;
    return {
      ...renderBookingEmail(order.contact.email, {
        locale,
        t,
        help,
        heading: t('booking.reminderHeading', { reference }),
        bookingReference: reference,
        sections: [paymentSection(order, t)],
        jsonLd: [],
        footnote: t('booking.reminderIntro'),
      }),
      attachments: [],
    };
  });
}
