import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { type HotelQuote } from '../../shared/contracts/hotel-rooms';
import type { PaymentMode } from '../../shared/contracts/order';
import { formatDate } from '../../lib/flights/dates';
import type { GuestDraft } from '../../lib/hotel-booking/guest-details';
import { formatClock } from '../../lib/hotel-booking/stay-format';
import { cancellationText } from '../../lib/hotel-booking/stay-text';
import type { Translate } from '../../shared/i18n/translate';
import { boardLabel } from '../../lib/hotels/format';
import { formatCents } from '../../shared/domain/money';
import { formatGuestParty, formatNights } from '../../lib/hotels/stay';
import { cardDigits, schemeOf, type CardForm } from '../../lib/payment/card-rules';
import { consentErrors, type Consent, type ConsentErrors } from '../../lib/payment/consent';
import { SCHEME_NAMES } from '../../lib/payment/surcharge';
import { ConsentFields } from '../payment/ConsentFields';
import type { PaymentActivity } from '../payment/use-card-payment';

interface ReviewStepProps {
  quote: HotelQuote;
  guest: GuestDraft;
  mode: PaymentMode;
  card: CardForm;
  /** What is charged: the quote's total, with the card's surcharge when paying by card. */
  totalCents: number;
  activity: PaymentActivity;
  onConfirm: (consent: Consent) => void;
}

/** Step 3: everything being booked, the §5 agreement, then "Confirm and pay". */
export function ReviewStep({ quote, guest, mode, card, totalCents, activity, onConfirm }: ReviewStepProps) {
  const { t } = useTranslation();
  const [consent, setConsent] = useState<Consent>({ termsAccepted: false, detailsConfirmed: false });
  const [problems, setProblems] = useState<ConsentErrors>({});
  const busy = activity !== 'idle';
  const { stay, property, room, rate } = quote;
  const scheme = schemeOf(card.cardNumber);
  const paidWith =
    mode === 'Invoice'
      ? t('payment.methodInvoice')
      : t('hotelBooking.review.cardEnding', {
          scheme: scheme ? SCHEME_NAMES[scheme] : t('payment.methodCard'),
          last4: cardDigits(card.cardNumber).slice(-4),
        });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const found = consentErrors(consent);
    setProblems(found);
    const first = Object.keys(found)[0];
    if (first) return document.getElementById(`consent-${first}`)?.focus();
    onConfirm(consent);
  };

  const words = t as unknown as Translate;
  const rows: [string, string][] = [
    [
      t('hotelBooking.review.property'),
      `${property.name}, ${property.address.line}, ${property.address.suburb}, ${property.address.city}`,
    ],
    [
      t('hotelBooking.review.stay'),
      `${formatDate(stay.checkInDate)} (${t('hotelBooking.summary.checkIn')} ${formatClock(property.checkInTime)}) – ${formatDate(stay.checkOutDate)} (${t('hotelBooking.summary.checkOut')} ${formatClock(property.checkOutTime)}) · ${formatNights(words, stay.nights)} · ${formatGuestParty(words, stay.adults, stay.children)}`,
    ],
    [
      t('hotelBooking.review.room'),
      `${room.name} · ${room.bedType} · ${boardLabel(words, rate.board)} · ${cancellationText(rate, property.timeZone, t)}`,
    ],
    [
      t('hotelBooking.review.guest'),
      `${guest.title} ${guest.firstName} ${guest.lastName} · ${guest.email} · ${guest.mobileNumber}`,
    ],
    [t('hotelBooking.review.specialRequests'), guest.specialRequests.trim() || t('hotelBooking.review.none')],
    [t('hotelBooking.review.payment'), `${paidWith} · ${formatCents(totalCents)}`],
  ];

  return (
    <form className="grid gap-6" noValidate onSubmit={submit} aria-busy={busy}>
      <dl className="grid gap-3 sm:grid-cols-[12rem_1fr]">
        {rows.map(([label, value]) => (
          <div className="contents" key={label}>
            <dt className="font-semibold">{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      <ConsentFields
        consent={consent}
        errors={problems}
        onChange={setConsent}
        detailsLabel={t('hotelBooking.review.details')}
        termsLabel={t('hotelBooking.review.terms')}
      />
      {busy && (
        <div className="notice" role="status" data-testid="payment-processing">
          <p>{activity === 'ordering' ? t('payment.ordering') : t('payment.processing')}</p>
        </div>
      )}
      <p>
        <button className="btn btn-primary" type="submit" disabled={busy}>
          {mode === 'Invoice'
            ? t('hotelBooking.review.confirmInvoice')
            : t('hotelBooking.review.confirmAndPay', { amount: formatCents(totalCents) })}
        </button>
      </p>
    </form>
  );
}
