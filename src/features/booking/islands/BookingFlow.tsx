import { useT } from '../../../islands/shared/island-shell';
import { useStore } from '@nanostores/react';
import { lazy, Suspense, useEffect, useRef } from 'react';
import { BOOKING_STEPS, resumeStep } from '../booking-state';
import { goToStep } from '../booking-actions';
import { $flightOffer, initialFlightOffer } from '../flight-offer.store';
import { useHydrated } from '../../../islands/shared/use-hydrated';
import type { FullProfile } from '../../../shared/contracts/account';
import type { PassengerTitle } from '../../../shared/contracts/booking-utilities';
import type { Option } from '../../../islands/shared/known-field-kit';
import { BaggageStep, MealsStep } from './ExtrasSteps';
import { OfferCountdown } from './OfferCountdown';
import { PassengersStep } from './PassengersStep';
import { PriceSummary } from './PriceSummary';
import { ReviewStep } from './ReviewStep';
import { SeatsStep } from './SeatsStep';
import { useOfferRefresh } from './use-offer-review';
import { useStepHistory } from './use-step-history';

const SSR_OFFER = initialFlightOffer();

// The contact step carries the mobile number rule (libphonenumber-js, about 25 KB gzip): loaded when the
// traveller reaches it, so the book page opens within its script budget (issue 10: 150 KB).
const ContactStep = lazy(() => import('./ContactStep').then((module) => ({ default: module.ContactStep })));

/** What the booking page hands the flow (the island adds its language and texts). */
export interface BookingFlowProps {
  siteId: string;
  supportPhone: string;
  /** Passenger titles from /Utilities/PassengerTitle, each with the passenger types that may carry it. */
  titles: PassengerTitle[];
  countries: Option[];
  nationalities: Option[];
  /** The signed-in traveller's profile (with companions), or null for a guest. */
  profile: FullProfile | null;
}

/** The step list, the offer's countdown, the current step and the price. */
export function BookingFlow(props: BookingFlowProps) {
  const t = useT();
  const hydrated = useHydrated();
  const state = useStore($flightOffer, { ssr: () => SSR_OFFER });
  const offer = hydrated ? state.offerData : null;
  const step = resumeStep(state);
  const heading = useRef<HTMLHeadingElement>(null);
  const firstRender = useRef(true);
  const refresh = useOfferRefresh(props.siteId);
  useStepHistory(step, hydrated && offer !== null);

  useEffect(() => {
    // A new step moves the focus to its heading (not on the first render: a reload keeps the page top).
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    heading.current?.focus();
  }, [step]);

  if (!hydrated) {
    // The page's heading where the steps will put it, and a screen's height: the steps that replace it
    // are taller, so the footer starts below the fold and does not jump down when they render (it cost
    // the page its layout-shift score).
    return (
      <div className="container-site grid min-h-screen content-start gap-6 py-8">
        <h1 className="text-3xl md:text-4xl">{t('booking.page.title')}</h1>
        <p role="status">{t('booking.loading')}</p>
      </div>
    );
  }
  if (!offer) {
    return (
      <div className="container-site py-8">
        <div className="card grid gap-4 p-6">
          <h1 className="text-3xl">{t('booking.page.title')}</h1>
          <p>{t('booking.none')}</p>
          <p>
            <a className="btn btn-primary" href="/">
              {t('booking.newSearch')}
            </a>
          </p>
        </div>
      </div>
    );
  }
  const stepName = BOOKING_STEPS[step - 1]!;
  const resultsHref = state.searchKey ? `/flight/result?${state.searchKey}` : '/';
  return (
    <div className="container-site grid gap-6 py-8">
      <h1 className="text-3xl md:text-4xl">{t('booking.page.title')}</h1>
      <nav aria-label={t('booking.steps.label')}>
        <ol className="flex flex-wrap gap-2 text-sm">
          {BOOKING_STEPS.map((name, index) => (
            <li key={name} aria-current={index + 1 === step ? 'step' : undefined}>
              <span className="book-step">
                {t('booking.steps.counter', { number: index + 1 })} {t(`booking.steps.${name}`)}
              </span>
            </li>
          ))}
        </ol>
      </nav>
      <OfferCountdown
        expiresAt={offer.expiresAt}
        problem={refresh.problem}
        busy={refresh.busy}
        resultsHref={resultsHref}
        onReprice={() => void refresh.reprice()}
      />
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_22rem] lg:items-start">
        <section className="card grid gap-5 p-5 sm:p-8" aria-labelledby="book-step-title">
          <h2 id="book-step-title" ref={heading} tabIndex={-1} className="text-2xl">
            {t(`booking.steps.${stepName}`)}
          </h2>
          {step === 1 && (
            <PassengersStep
              offer={offer}
              travelers={state.travelers}
              titles={props.titles}
              countries={props.countries}
              nationalities={props.nationalities}
              profile={props.profile}
              supportPhone={props.supportPhone}
            />
          )}
          {step === 2 && (
            <Suspense fallback={<p role="status">{t('booking.loading')}</p>}>
              <ContactStep contact={state.contact} countries={props.countries} profile={props.profile} />
            </Suspense>
          )}
          {step === 3 && <SeatsStep offer={offer} state={state} />}
          {step === 4 && <BaggageStep offer={offer} state={state} />}
          {step === 5 && <MealsStep offer={offer} state={state} />}
          {step === 6 && <ReviewStep offer={offer} state={state} />}
          {step > 1 && (
            <p>
              <button type="button" className="btn btn-ghost" onClick={() => goToStep(step - 1)}>
                {t('booking.back')}
              </button>
            </p>
          )}
        </section>
        <PriceSummary offer={offer} />
      </div>
    </div>
  );
}
