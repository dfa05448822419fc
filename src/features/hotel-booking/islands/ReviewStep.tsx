import { useT } from '../../../islands/shared/island-shell';
import { type HotelQuote } from '../../../shared/contracts/hotel-rooms';
import type { PaymentMode } from '../../../shared/contracts/order';
import { formatDate } from '../../../lib/dates';
import type { GuestDraft } from '../guest-details';
import { formatClock } from '../stay-format';
import { cancellationText } from '../stay-text';
import { boardLabel } from '../../hotels/format';
import { formatCents } from '../../../shared/domain/money';
import { formatMobile } from '../../../shared/validation/mobile-field';
import { formatGuestParty, formatNights } from '../../hotels/stay';
import { cardDigits, schemeOf, type CardForm } from '../../payment/card-rules';
import type { Consent } from '../../payment/consent';
import { SCHEME_NAMES } from '../../../shared/contracts/card-schemes';
import { ConsentFields } from '../../payment/islands/ConsentFields';
import { PaymentWaitStatus } from '../../payment/islands/PaymentWaitStatus';
import { focusFirstInvalid, paymentFormErrors, paymentValues } from '../../payment/islands/payment-form';
import { useAppForm } from '../../../islands/shared/form-kit';
import type { PaymentActivity } from '../../payment/islands/use-card-payment';

const REVIEW_FORM_ID = 'hotel-review-form';

interface ReviewStepProps {
  quote: HotelQuote;
  guest: GuestDraft;
  mode: PaymentMode;
  card: CardForm;
  /** What is charged: the quote's total, with the card's surcharge when paying by card. */
  totalCents: number;
  activity: PaymentActivity;
  /** When Pay was pressed (the stored payment's), for the time waited. */
  startedAt: number | null;
  onConfirm: (consent: Consent) => void;
}

/** Step 3: everything being booked, the §5 agreement, then "Confirm and pay". */
export function ReviewStep(props: ReviewStepProps) {
  const { quote, guest, mode, card, totalCents, activity, onConfirm } = props;
  const t = useT();
  const busy = activity !== 'idle';
  // The agreement of the payment form (payment-form.ts); the card was checked on step 2.
  const form = useAppForm({
    defaultValues: paymentValues(card),
    validators: {
      onDynamic: ({ value }) => paymentFormErrors(value, { card: false, consent: true }, new Date()),
    },
    onSubmitInvalid: () => focusFirstInvalid(REVIEW_FORM_ID),
    onSubmit: ({ value }) => {
      if (!busy) onConfirm(value.consent);
    },
  });
  const { stay, property, room, rate } = quote;
  const scheme = schemeOf(card.cardNumber);
  const paidWith =
    mode === 'Invoice'
      ? t('payment.methodInvoice')
      : t('hotelBooking.review.cardEnding', {
          scheme: scheme ? SCHEME_NAMES[scheme] : t('payment.methodCard'),
          last4: cardDigits(card.cardNumber).slice(-4),
        });

  const rows: [string, string][] = [
    [
      t('hotelBooking.review.property'),
      `${property.name}, ${property.address.line}, ${property.address.suburb}, ${property.address.city}`,
    ],
    [
      t('hotelBooking.review.stay'),
      `${formatDate(stay.checkInDate)} (${t('hotelBooking.summary.checkIn')} ${formatClock(property.checkInTime)}) – ${formatDate(stay.checkOutDate)} (${t('hotelBooking.summary.checkOut')} ${formatClock(property.checkOutTime)}) · ${formatNights(t, stay.nights)} · ${formatGuestParty(t, stay.adults, stay.children)}`,
    ],
    [
      t('hotelBooking.review.room'),
      `${room.name} · ${room.bedType} · ${boardLabel(t, rate.board)} · ${cancellationText(rate, property.timeZone, t)}`,
    ],
    [
      t('hotelBooking.review.guest'),
      `${guest.title} ${guest.firstName} ${guest.lastName} · ${guest.email} · ${formatMobile(guest.mobileCountry, guest.mobileNumber, guest.mobileArea)}`,
    ],
    [t('hotelBooking.review.specialRequests'), guest.specialRequests.trim() || t('hotelBooking.review.none')],
    [t('hotelBooking.review.payment'), `${paidWith} · ${formatCents(totalCents)}`],
  ];

  return (
    <form.AppForm>
      <form.Form id={REVIEW_FORM_ID} className="grid gap-6" aria-busy={busy}>
        <dl className="grid gap-3 sm:grid-cols-[12rem_1fr]">
          {rows.map(([label, value]) => (
            <div className="contents" key={label}>
              <dt className="font-semibold">{label}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
        <ConsentFields
          detailsLabel={t('hotelBooking.review.details')}
          termsLabel={t('hotelBooking.review.terms')}
        />
        {busy && (
          <PaymentWaitStatus
            message={activity === 'ordering' ? t('payment.ordering') : t('payment.processing')}
            startedAt={props.startedAt}
          />
        )}
        <p>
          <button className="btn btn-primary" type="submit" disabled={busy} aria-busy={busy}>
            {busy
              ? t('payment.paying')
              : mode === 'Invoice'
                ? t('hotelBooking.review.confirmInvoice')
                : t('hotelBooking.review.confirmAndPay', { amount: formatCents(totalCents) })}
          </button>
        </p>
      </form.Form>
    </form.AppForm>
  );
}
