import { useStore } from '@nanostores/react';
import { useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { NO_PAYMENT_METHOD, type PaymentMode } from '../../shared/contracts/order';
import {
  emptyCardForm,
  schemeOf,
  validateCardForm,
  type CardForm,
  type CardFormErrors,
} from '../../lib/payment/card-rules';
import { onAbandon, pushBookingEventOnce } from '../../lib/payment/data-layer';
import { sendCartEvent } from '../../lib/payment/payment-client';
import { consentErrors, type Consent, type ConsentErrors } from '../../lib/payment/consent';
import { flightPaymentFlow } from '../../lib/payment/payment-flows';
import { surchargeLines } from '../../lib/payment/surcharge';
import { formatCents } from '../../shared/domain/money';
import { $flightPayment, progressOf } from '../../lib/stores/flight-payment.store';
import type { FlightOfferState } from '../../lib/stores/flight-offer.store';
import type { Option } from '../shared/known-field-kit';
import { ConsentFields } from './ConsentFields';
import { PaymentMethodFields, unusableReason } from './PaymentMethodFields';
import { PaymentSummary } from './PaymentSummary';
import { useCardSurcharge, usePaymentMethods } from './use-gateway-info';
import { usePayment } from './use-card-payment';
import { KnownText } from '../shared/known-field-kit';

interface PaymentViewProps {
  siteId: string;
  state: FlightOfferState & { offerId: string };
  countries: Option[];
}

/** /flight/payment: the method, the card or invoice, the consent, and Pay. */
export function PaymentView({ siteId, state, countries }: PaymentViewProps) {
  const { t } = useTranslation();
  const { offerId } = state;
  const offer = state.offerData;
  const methods = usePaymentMethods(siteId, offerId);
  const progress = progressOf(offerId, useStore($flightPayment));
  const payment = usePayment({
    offerId,
    flow: flightPaymentFlow(siteId, offerId, state.travelers, state.contact),
  });
  const [picked, setMode] = useState<PaymentMode | null>(null);
  const [card, setCard] = useState<CardForm>(emptyCardForm);
  const [cardErrors, setCardErrors] = useState<CardFormErrors>({});
  const [consent, setConsent] = useState<Consent>({ termsAccepted: false, detailsConfirmed: false });
  const [consentProblems, setConsentProblems] = useState<ConsentErrors>({});
  const [submitProblem, setSubmitProblem] = useState<string | null>(null);
  const scheme = schemeOf(card.cardNumber);
  const available = methods.kind === 'ready' ? methods.methods : [];
  const cardMethod = available.find((method) => method.paymentMode === 'MintPayment');
  // The first method the booking can use is chosen until the traveller picks one.
  const mode = picked ?? available.find((method) => unusableReason(method) === null)?.paymentMode ?? null;
  const { surcharge, loading: surchargeLoading } = useCardSurcharge(
    mode === 'MintPayment' ? offerId : null,
    scheme,
  );
  const failureRef = useRef<HTMLDivElement>(null);
  const busy = payment.activity !== 'idle';

  useEffect(() => {
    void sendCartEvent(offerId, 'PaymentInfo');
    // Leaving without completing is an abandoned booking; a payment under way (3-D Secure page,
    // confirmation) is not.
    return onAbandon(
      window,
      () => progressOf(offerId).stage !== 'idle',
      () =>
        pushBookingEventOnce(window as unknown as { dataLayer?: unknown[] }, sessionStorage, {
          event: 'abandoned_booking',
          offerId,
          ...(offer ? { value: offer.totalCents / 100, currency: 'AUD' as const } : {}),
        }),
    );
  }, [offerId, offer]);

  useEffect(() => {
    if (progress.failure) failureRef.current?.focus();
  }, [progress.failure, progress.attempt]);

  const lines = useMemo(() => (surcharge ? surchargeLines(surcharge) : null), [surcharge]);

  if (!offer) return null;
  const payLabel =
    mode === 'Invoice'
      ? t('payment.bookInvoice')
      : t('payment.pay', { amount: lines ? lines.total : formatCents(offer.totalCents) });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (busy || !mode) return;
    const problems = consentErrors(consent);
    const errors = mode === 'MintPayment' ? validateCardForm(card, new Date()) : {};
    setConsentProblems(problems);
    setCardErrors(errors);
    const firstInvalid = Object.keys(errors)[0] ?? Object.keys(problems)[0];
    if (firstInvalid) {
      const id = firstInvalid in errors ? `card-${firstInvalid}` : `consent-${firstInvalid}`;
      document.getElementById(id)?.focus();
      return;
    }
    if (mode === 'Invoice') return void payment.bookByInvoice(offer.totalCents, consent);
    if (!cardMethod || cardMethod.paymentMode !== 'MintPayment' || !scheme || !lines) {
      // The total with the surcharge must be shown before paying; without it there is no Pay.
      setSubmitProblem(t('payment.surchargeUnavailable'));
      return;
    }
    setSubmitProblem(null);
    void payment.payByCard(
      card,
      scheme,
      lines.totalCents,
      cardMethod.tokenUrl,
      cardMethod.publishableKey,
      consent,
    );
  };

  return (
    <div className="container-site grid gap-6 py-8 lg:grid-cols-[2fr_1fr]">
      <div className="grid gap-6">
        <h1 className="text-3xl md:text-4xl">{t('payment.heading')}</h1>
        {progress.failure && !busy && (
          <div className="alert-error" role="alert" tabIndex={-1} ref={failureRef}>
            <p>
              <KnownText text={progress.failure} />
            </p>
            <p>{t('payment.tryAgain')}</p>
          </div>
        )}
        {methods.kind === 'loading' && <p role="status">{t('payment.loading')}</p>}
        {methods.kind === 'error' && (
          <div className="alert-error" role="alert">
            <p>
              <KnownText text={methods.message} />
            </p>
          </div>
        )}
        {methods.kind === 'ready' && available.length === 0 && (
          <div className="alert-error" role="alert">
            <p>{NO_PAYMENT_METHOD}</p>
          </div>
        )}
        {available.length > 0 && (
          <form className="card grid gap-6 p-5 sm:p-8" noValidate onSubmit={submit} aria-busy={busy}>
            <PaymentMethodFields
              methods={available}
              mode={mode}
              onMode={setMode}
              card={card}
              cardErrors={cardErrors}
              onCard={(field, value) => setCard((current) => ({ ...current, [field]: value }))}
              countries={countries}
              disabled={busy}
            />
            <ConsentFields consent={consent} errors={consentProblems} onChange={setConsent} />
            {submitProblem && !busy && (
              <div className="alert-error" role="alert">
                <p>{submitProblem}</p>
              </div>
            )}
            {busy && (
              <div className="notice" role="status" data-testid="payment-processing">
                <p>{payment.activity === 'ordering' ? t('payment.ordering') : t('payment.processing')}</p>
              </div>
            )}
            <p>
              <button
                className="btn btn-primary"
                type="submit"
                disabled={busy || (mode === 'MintPayment' && Boolean(scheme) && surchargeLoading)}
              >
                {payLabel}
              </button>
            </p>
          </form>
        )}
      </div>
      <PaymentSummary
        offer={offer}
        surcharge={mode === 'MintPayment' ? lines : null}
        loading={surchargeLoading}
      />
    </div>
  );
}
