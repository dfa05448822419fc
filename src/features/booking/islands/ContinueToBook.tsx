import { useState } from 'react';
import { startBooking, applyReview } from '../booking-actions';
import { createOffer, reviewOffer } from '../offer-client';
import { bookingRestrictionOf } from '../booking-restriction';
import { OFFER_ITINERARY_GONE } from '../../../shared/contracts/offer';
import { ApiError } from '../../../lib/api/envelope';
import { $flightOffer } from '../flight-offer.store';
import { useT } from '../../../islands/shared/island-shell';
import { offerProblemOf, type OfferProblem } from './use-offer-review';
import { KnownText } from '../../../islands/shared/known-field-kit';
import { OutcomeMessage } from '../../../islands/shared/OutcomeMessage';
import { HeadedSection } from '../../../islands/shared/HeadedSection';

interface Props {
  siteId: string;
  resultsHref: string;
}

/**
 * The detail page's step to booking: OfferCreate prices the chosen fares from the engine (never from
 * the browser), OfferReview confirms the offer, then /flight/book takes over with $flightOffer.
 */
export function ContinueToBook({ siteId, resultsHref }: Props) {
  const t = useT();
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<OfferProblem | null>(null);
  /** The restriction check's reason the trip cannot be booked online ('' when it gave none). */
  const [restriction, setRestriction] = useState<string | null>(null);
  const go = async () => {
    const state = $flightOffer.get();
    if (!state.shoppingRspId) return;
    setBusy(true);
    setProblem(null);
    setRestriction(null);
    try {
      const restricted = await bookingRestrictionOf(siteId, state);
      if (restricted !== null) {
        setRestriction(restricted);
        setBusy(false);
        return;
      }
      const created = await createOffer({
        siteId,
        shoppingRspId: state.shoppingRspId,
        journeys: state.scheduleGroupJourneys.map((journey) => ({
          pricedItineraryId: journey.pricedItineraryId,
          brandIndex: journey.brandIndex,
        })),
      });
      if (!created) throw new ApiError(OFFER_ITINERARY_GONE, 404);
      startBooking(created);
      const reviewed = await reviewOffer(created.offerId);
      if (reviewed) applyReview(reviewed);
      window.location.assign('/flight/book');
    } catch (error) {
      setProblem(offerProblemOf(error));
      setBusy(false);
    }
  };
  return (
    <HeadedSection id="book-title" title={t('flights.detail.bookTitle')} className="card grid gap-3 p-5">
      <p>{t('flights.detail.bookIntro')}</p>
      <p>
        <button type="button" className="btn btn-primary w-full" onClick={() => void go()} disabled={busy}>
          {busy ? t('flights.detail.continuing') : t('flights.detail.continue')}
        </button>
      </p>
      <div role="status" aria-live="polite" className="sr-only">
        {busy ? t('flights.detail.continuing') : ''}
      </div>
      {restriction !== null && (
        <OutcomeMessage
          tone="error"
          data-testid="booking-restriction"
          message={t('utilities.restriction.title')}
        >
          <p>
            {/* The service's reason, unless it carries a raw date: then the general advice instead. */}
            {restriction && !/\d{4}-\d{2}-\d{2}/.test(restriction) ? (
              <KnownText text={restriction} />
            ) : (
              t('utilities.restriction.advice')
            )}
          </p>
          <p>
            <a className="underline" href="/">
              {t('utilities.restriction.otherDates')}
            </a>
          </p>
        </OutcomeMessage>
      )}
      {problem && (
        <OutcomeMessage tone="error" message={<KnownText text={problem.message} />}>
          {problem.kind !== 'error' && (
            <p>
              <a className="underline" href={problem.kind === 'gone' ? resultsHref : '/'}>
                {problem.kind === 'gone'
                  ? t('flights.detail.backToResults')
                  : t('flights.detail.searchAgain')}
              </a>
            </p>
          )}
        </OutcomeMessage>
      )}
    </HeadedSection>
  );
}
