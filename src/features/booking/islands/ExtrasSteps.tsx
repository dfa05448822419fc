import { useT } from '../../../islands/shared/island-shell';
import { goToStep } from '../booking-actions';
import { withBag, withMeal } from '../booking-state';
import { formatCents } from '../../../shared/domain/money';
import { mealPassengerTypes } from '../../../shared/domain/meal-preferences';
import type { MealChoice, Offer } from '../../../shared/contracts/offer';
import type { FlightOfferState } from '../flight-offer.store';
import { SelectField } from '../../../islands/shared/known-field-kit';
import { OutcomeMessage } from '../../../islands/shared/OutcomeMessage';
import { ContinueButton } from './ContinueButton';
import { useAncillaryReview } from './use-offer-review';
import { KnownText } from '../../../islands/shared/known-field-kit';

interface StepProps {
  offer: Offer;
  state: FlightOfferState;
}

/** The traveller's name as entered, for labels ("Jane Citizen"). */
export function travellerName(state: FlightOfferState, travelerId: string): string {
  const details = state.travelers.find((traveler) => traveler.travelerId === travelerId)?.details;
  return details ? `${details.firstName} ${details.lastName}` : travelerId;
}

/** A journey's route: "SYD – LHR". */
export function journeyRoute(offer: Offer, journeyIndex: number): string {
  const segments = offer.journeys[journeyIndex]?.itinerary.segments ?? [];
  return `${segments[0]?.departure.code ?? ''} – ${segments.at(-1)?.arrival.code ?? ''}`;
}

function ReviewOutcome({ busy, message }: { busy: boolean; message: string | null }) {
  const t = useT();
  return (
    <>
      <div role="status" aria-live="polite">
        {busy ? t('booking.updating') : ''}
      </div>
      {message && <OutcomeMessage tone="error" message={<KnownText text={message} />} />}
    </>
  );
}

/** Step 4: extra checked baggage by weight band, per traveller and journey, priced by the offer. */
export function BaggageStep({ offer, state }: StepProps) {
  const t = useT();
  const review = useAncillaryReview();
  const ancillaries = state.passengerAncillaries;
  const travelers = state.travelers.filter((traveler) => traveler.passengerType !== 'Infants');
  return (
    <div className="grid gap-5">
      <p>{t('booking.baggage.intro')}</p>
      {offer.journeys.map((journey) => {
        const bands = offer.catalogue.baggage.filter((band) => band.journeyIndex === journey.journeyIndex);
        return (
          <fieldset key={journey.journeyIndex} className="grid gap-3">
            <legend className="font-semibold">
              {journeyRoute(offer, journey.journeyIndex)} ·{' '}
              {t('booking.baggage.included', {
                count: journey.brand.baggage.checkedPieces,
                kg: journey.brand.baggage.checkedKgPerPiece,
              })}
            </legend>
            {bands.length === 0 && <p>{t('booking.baggage.none')}</p>}
            {bands.length > 0 &&
              travelers.map((traveler) => (
                <SelectField
                  key={traveler.travelerId}
                  id={`bag-${journey.journeyIndex}-${traveler.travelerId}`}
                  label={t('booking.baggage.for', { name: travellerName(state, traveler.travelerId) })}
                  value={
                    ancillaries.bags.find(
                      (bag) =>
                        bag.travelerId === traveler.travelerId && bag.journeyIndex === journey.journeyIndex,
                    )?.bandId ?? ''
                  }
                  placeholder={t('booking.baggage.noExtra')}
                  options={bands.map((band) => ({
                    value: band.bandId,
                    label: t('booking.baggage.band', {
                      kg: band.extraKg,
                      price: formatCents(band.priceCents),
                    }),
                  }))}
                  disabled={review.busy}
                  onValue={(bandId) =>
                    void review.apply(
                      withBag(ancillaries, traveler.travelerId, journey.journeyIndex, bandId || null),
                    )
                  }
                />
              ))}
          </fieldset>
        );
      })}
      <ReviewOutcome busy={review.busy} message={review.message} />
      <ContinueButton onClick={() => goToStep(5)} />
    </div>
  );
}

/** Step 5: a meal request (IATA SSR code) per traveller for every flight; included in business. */
export function MealsStep({ offer, state }: StepProps) {
  const t = useT();
  const review = useAncillaryReview();
  const ancillaries = state.passengerAncillaries;
  const meals = offer.catalogue.meals;
  return (
    <div className="grid gap-5">
      <p>{t('booking.meals.intro')}</p>
      {meals.length === 0 && <p>{t('booking.meals.none')}</p>}
      {meals.length > 0 &&
        state.travelers.map((traveler) => (
          <SelectField
            key={traveler.travelerId}
            id={`meal-${traveler.travelerId}`}
            label={t('booking.meals.for', { name: travellerName(state, traveler.travelerId) })}
            value={ancillaries.meals.find((meal) => meal.travelerId === traveler.travelerId)?.mealCode ?? ''}
            placeholder={t('booking.meals.standard')}
            options={meals
              .filter((meal) => mealPassengerTypes(meal.code).includes(traveler.passengerType))
              .map((meal) => ({
                value: meal.code,
                label: `${meal.name} · ${meal.priceCents ? formatCents(meal.priceCents) : t('booking.included')}`,
              }))}
            disabled={review.busy}
            onValue={(code) =>
              void review.apply(
                withMeal(ancillaries, traveler.travelerId, (code || null) as MealChoice['mealCode'] | null),
              )
            }
          />
        ))}
      <ReviewOutcome busy={review.busy} message={review.message} />
      <ContinueButton onClick={() => goToStep(6)} />
    </div>
  );
}
