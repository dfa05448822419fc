import { useT } from '../../../islands/shared/island-shell';
import { useStore } from '@nanostores/react';
import { useEffect, useMemo, useRef, useState } from 'react';
import type { FullProfile } from '../../../shared/contracts/account';
import type { HotelQuote } from '../../../shared/contracts/hotel-rooms';
import type { PaymentMode } from '../../../shared/contracts/order';
import { HOTEL_BOOKING_STEPS, isPaymentStepValid, isStepUnlocked, visibleStep } from '../booking-steps';
import { guestErrors, initialGuest, type GuestDraft } from '../guest-details';
import { $hotelGuest, guestFor, saveGuest } from '../guest.store';
import { hotelPaymentFlow } from '../hotel-payment-flow';
import { emptyCardForm, schemeOf, validateCardForm, type CardForm } from '../../payment/card-rules';
import { surchargeLines } from '../../payment/surcharge';
import { $payment, progressOf } from '../../payment/payment.store';
import { selectRoom } from '../../hotels/hotel.store';
import type { Option } from '../../../islands/shared/known-field-kit';
import { usePayment } from '../../payment/islands/use-card-payment';
import { useCardSurcharge, usePaymentMethods } from '../../payment/islands/use-gateway-info';
import { GuestStep } from './GuestStep';
import { PaymentStep } from './PaymentStep';
import { QuoteProblem } from './QuoteProblem';
import { ReviewStep } from './ReviewStep';
import { StaySummary } from './StaySummary';
import { PaymentFailure } from '../../payment/islands/PaymentWaitStatus';
import { unusableReason } from '../../payment/islands/PaymentMethodFields';

export interface HotelBookingFlowProps {
  siteId: string;
  quote: HotelQuote;
  searchKey: string | null;
  profile: FullProfile | null;
  countries: Option[];
}

/**
 * /hotel/book's three steps over the price-checked quote: guest details, payment, review. Only step 1
 * is open at first; each later one opens when the ones before it are valid (booking-steps.ts). The
 * card stays in this component's state; the guest details are saved to the tab as typed.
 */
export function HotelBookingFlow({ siteId, quote, searchKey, profile, countries }: HotelBookingFlowProps) {
  const t = useT();
  const quoteId = quote.quoteId;
  const saved = guestFor(quoteId, useStore($hotelGuest));
  const [draft, setDraft] = useState<GuestDraft>(() => initialGuest(saved, profile));
  const [requested, setRequested] = useState(1);
  const [picked, setMode] = useState<PaymentMode | null>(null);
  const [card, setCard] = useState<CardForm>(emptyCardForm);
  const methods = usePaymentMethods(siteId, quoteId);
  const available = methods.kind === 'ready' ? methods.methods : [];
  const mode = picked ?? available.find((method) => unusableReason(method) === null)?.paymentMode ?? null;
  const scheme = schemeOf(card.cardNumber);
  const { surcharge, loading } = useCardSurcharge(mode === 'MintPayment' ? quoteId : null, scheme);
  const lines = useMemo(() => (surcharge ? surchargeLines(surcharge, t) : null), [surcharge, t]);
  const progress = progressOf(quoteId, useStore($payment));
  const payment = usePayment({ offerId: quoteId, flow: hotelPaymentFlow(siteId, quoteId, draft) });
  const heading = useRef<HTMLHeadingElement>(null);
  const failureRef = useRef<HTMLDivElement>(null);

  const validity = {
    guestValid: !guestErrors(draft),
    paymentValid: isPaymentStepValid({
      mode,
      cardErrorCount: Object.keys(validateCardForm(card, new Date())).length,
      surchargeKnown: lines !== null,
    }),
  };
  const step = visibleStep(requested, validity);
  const stepName = HOTEL_BOOKING_STEPS[step - 1]!;

  useEffect(() => {
    if (requested > 1) heading.current?.focus();
  }, [requested]);
  useEffect(() => {
    if (progress.failure || progress.failureNote) failureRef.current?.focus();
  }, [progress.failure, progress.failureNote, progress.attempt]);

  const changeGuest = (next: GuestDraft) => {
    setDraft(next);
    saveGuest(quoteId, next);
  };
  const busy = payment.activity !== 'idle';
  const totalCents = mode === 'MintPayment' && lines ? lines.totalCents : quote.totalCents;
  const confirm = (consent: { termsAccepted: boolean; detailsConfirmed: boolean }) => {
    if (mode === 'Invoice') return void payment.bookByInvoice(quote.totalCents, consent);
    const method = available.find((item) => item.paymentMode === 'MintPayment');
    if (!method || method.paymentMode !== 'MintPayment' || !scheme || !lines) return setRequested(2);
    void payment.payByCard(card, scheme, lines.totalCents, method.tokenUrl, method.publishableKey, consent);
  };
  const newQuote = (next: HotelQuote) => {
    // The details typed stay with the room when its price is checked again (a new quote id).
    saveGuest(next.quoteId, draft);
    selectRoom(next);
  };

  return (
    <div className="grid gap-6">
      <h1 className="text-3xl md:text-4xl">{t('hotelBooking.page.title')}</h1>
      <nav aria-label={t('hotelBooking.steps.label')}>
        <ol className="flex flex-wrap gap-2 text-sm">
          {HOTEL_BOOKING_STEPS.map((name, index) => {
            const number = index + 1;
            const label = `${t('hotelBooking.steps.counter', { number })} ${t(`hotelBooking.steps.${name}`)}`;
            const open = isStepUnlocked(number, validity) && !busy;
            return (
              <li key={name} aria-current={number === step ? 'step' : undefined}>
                {open && number !== step ? (
                  <button type="button" className="book-step" onClick={() => setRequested(number)}>
                    {label}
                  </button>
                ) : (
                  <span
                    className={open ? 'book-step' : 'book-step text-ink-muted opacity-70'}
                    aria-disabled={open ? undefined : true}
                  >
                    {label}
                    {!open && <span className="sr-only"> ({t('hotelBooking.steps.locked')})</span>}
                  </span>
                )}
              </li>
            );
          })}
        </ol>
      </nav>
      {(progress.failure || progress.failureNote) && !busy && (
        <PaymentFailure failure={progress.failure ?? ''} note={progress.failureNote} ref={failureRef}>
          <QuoteProblem
            siteId={siteId}
            quote={quote}
            searchKey={searchKey}
            failure={progress.failure ?? ''}
            onQuote={newQuote}
          />
        </PaymentFailure>
      )}
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_22rem] lg:items-start">
        <section className="card grid gap-5 p-5 sm:p-8" aria-labelledby="hotel-step-title">
          <h2 id="hotel-step-title" ref={heading} tabIndex={-1} className="text-2xl">
            {t(`hotelBooking.steps.${stepName}`)}
          </h2>
          {step === 1 && (
            <GuestStep
              draft={draft}
              profile={profile}
              countries={countries}
              onChange={changeGuest}
              onDone={() => setRequested(2)}
            />
          )}
          {step === 2 && (
            <PaymentStep
              methods={methods}
              mode={mode}
              onMode={setMode}
              card={card}
              onCard={setCard}
              surchargeKnown={lines !== null}
              surchargeLoading={loading}
              countries={countries}
              onDone={() => setRequested(3)}
            />
          )}
          {step === 3 && mode && (
            <ReviewStep
              quote={quote}
              guest={draft}
              mode={mode}
              card={card}
              totalCents={totalCents}
              activity={payment.activity}
              startedAt={progress.startedAt}
              onConfirm={confirm}
            />
          )}
          {step > 1 && !busy && (
            <p>
              <button type="button" className="btn btn-ghost" onClick={() => setRequested(step - 1)}>
                {t('hotelBooking.back')}
              </button>
            </p>
          )}
        </section>
        <StaySummary quote={quote} surcharge={mode === 'MintPayment' ? lines : null} />
      </div>
    </div>
  );
}
