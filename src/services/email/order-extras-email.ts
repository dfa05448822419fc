/**
 * The email of extras bought after booking (issue 23, ADR 027): each bag and seat with its traveller's
 * line, the amount charged and the card, in the language given (email/locales, key `extras`). The lines'
 * labels are the order's own words as stored.
 */
import type { ExtrasPurchase } from '../../shared/contracts/order-extras';
import type { Locale } from '../../shared/i18n/languages';
import { formatCents } from '../../shared/domain/money';
import type { OutgoingEmail } from '../platform/mailer';
import { inEmailLanguage } from './email-text';
import { renderSimpleEmail } from './simple-email';

export function extrasEmail(
  to: string,
  bookingReference: string,
  purchase: ExtrasPurchase,
  locale: Locale,
): OutgoingEmail {
  return inEmailLanguage(locale, (t) => {
    const heading = t('extras.heading', { reference: bookingReference });
    const amount = formatCents(purchase.amountCents);
    const surcharge = formatCents(purchase.surchargeCents);
    const charged =
      purchase.amountCents === 0
        ? t('extras.nothingCharged')
        : purchase.last4
          ? t(purchase.surchargeCents > 0 ? 'extras.chargedCardSurcharge' : 'extras.chargedCard', {
              amount,
              surcharge,
              last4: purchase.last4,
            })
          : t(purchase.surchargeCents > 0 ? 'extras.chargedSurcharge' : 'extras.charged', {
              amount,
              surcharge,
            });
    return renderSimpleEmail(locale, {
      to,
      subject: heading,
      heading,
      paragraphs: [
        t('extras.intro', { reference: bookingReference }),
        ...purchase.lines.map((line) =>
          t('extras.line', {
            label: line.label,
            traveller: line.travelerId,
            amount: formatCents(line.amountCents),
          }),
        ),
        charged,
      ],
    });
  });
}
