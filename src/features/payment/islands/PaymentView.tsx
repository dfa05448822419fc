import { useT } from '../../../islands/shared/island-shell';
import { useStore } from '@nanostores/react';
import { useEffect, useMemo, useRef, useState } from 'react';
import type { PaymentMode } from '../../../shared/contracts/order';
import { emptyCardForm, schemeOf, type CardForm } from '../card-rules';
import { onAbandon, pushBookingEventOnce } from '../data-layer';
import { sendCartEvent } from '../payment-client';
import { flightPaymentFlow } from '../payment-flows';
import { surchargeLines } from '../surcharge';
import { formatCents } from '../../../shared/domain/money';
import { $payment, progressOf } from '../payment.store';
import type { FlightOfferState } from '../../booking/flight-offer.store';
import type { Option } from '../../../islands/shared/known-field-kit';
import { OutcomeMessage } from '../../../islands/shared/OutcomeMessage';
import type { PaymentValues } from './payment-form';
import { PaymentPanel } from './PaymentPanel';
import { unusableReason } from './PaymentMethodFields';
import { PaymentSummary } from './PaymentSummary';
import { useCardSurcharge, usePaymentMethods } from './use-gateway-info';
import { usePayment } from './use-card-payment';
import { PaymentFailure, PaymentWaitStatus } from './PaymentWaitStatus';
import { OfferCountdown } from '../../booking/islands/OfferCountdown';
import { useOfferRefresh } from '../../booking/islands/use-offer-review';

interface PaymentViewProps {
  siteId: string;
  state: FlightOfferState & { offerId: string };
  countries: Option[];
}

/** /flight/payment: the method, the card or invoice, the consent, and Pay. */
export function PaymentView({ siteId, state, countries }: PaymentViewProps) {
  const t = useT();
  const { offerId } = state;
  const offer = state.offerData;
  const methods = usePaymentMethods(siteId, offerId);
  const progress = progressOf(offerId, useStore($payment));
  const payment = usePayment({
    offerId,
    flow: flightPaymentFlow(siteId, offerId, state.travelers, state.contact),
  });
  const [picked, setMode] = useState<PaymentMode | null>(null);
  // What the form holds, mirrored for what follows from the card (its scheme's surcharge).
  const [card, setCard] = useState<CardForm>(emptyCardForm);
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
  // The same clock as the booking steps: the prices hold until the offer expires, payment included.
  const refresh = useOfferRefresh(siteId);
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
    if (progress.failure || progress.failureNote) failureRef.current?.focus();
  }, [progress.failure, progress.failureNote, progress.attempt]);

  const lines = useMemo(() => (surcharge ? surchargeLines(surcharge, t) : null), [surcharge, t]);

  if (!offer) return null;
  const payLabel = busy
    ? t('payment.paying')
    : mode === 'Invoice'
      ? t('payment.bookInvoice')
      : t('payment.pay', { amount: lines ? lines.total : formatCents(offer.totalCents) });

  const submit = ({ card, consent }: PaymentValues) => {
    if (busy || !mode) return;
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
        <p className="text-lg">{t('payment.intro')}</p>
        {!busy && (
          <OfferCountdown
            expiresAt={offer.expiresAt}
            problem={refresh.problem}
            busy={refresh.busy}
            resultsHref={state.searchKey ? `/flight/result?${state.searchKey}` : '/'}
            onReprice={() => void refresh.reprice()}
          />
        )}
        {(progress.failure || progress.failureNote) && !busy && (
          <PaymentFailure failure={progress.failure ?? ''} note={progress.failureNote} ref={failureRef}>
            <p>{t('payment.tryAgain')}</p>
          </PaymentFailure>
        )}
        <PaymentPanel
          methods={methods}
          mode={mode}
          onMode={setMode}
          countries={countries}
          onCard={setCard}
          consent={{}}
          busy={busy}
          onSubmit={submit}
          className="card grid gap-6 p-5 sm:p-8"
        >
          {submitProblem && !busy && <OutcomeMessage tone="error" message={submitProblem} />}
          {busy && (
            <PaymentWaitStatus
              message={payment.activity === 'ordering' ? t('payment.ordering') : t('payment.processing')}
              startedAt={progress.startedAt}
            />
          )}
          <p>
            <button
              className="btn btn-primary"
              type="submit"
              aria-busy={busy}
              disabled={busy || (mode === 'MintPayment' && Boolean(scheme) && surchargeLoading)}
            >
              {payLabel}
            </button>
          </p>
        </PaymentPanel>
      </div>
      <PaymentSummary
        offer={offer}
        surcharge={mode === 'MintPayment' ? lines : null}
        loading={surchargeLoading}
      />
    </div>
  );
}
