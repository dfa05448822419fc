import { useT } from '../../../islands/shared/island-shell';
import { formatMobile } from '../../../shared/validation/mobile-field';
import { formatCents } from '../../../shared/domain/money';
import type { Offer } from '../../../shared/contracts/offer';
import { formatDate } from '../../../lib/dates';
import type { FlightOfferState } from '../flight-offer.store';
import { HeadedSection } from '../../../islands/shared/HeadedSection';
import { journeyRoute, travellerName } from './ExtrasSteps';

/** "Tue 15 Dec 2026, 10:30" from a local "YYYY-MM-DDTHH:mm" time. */
function localTime(time: string): string {
  return `${formatDate(time.slice(0, 10))}, ${time.slice(11, 16)}`;
}

/** Step 6: everything the traveller is about to pay for, then on to payment. */
export function ReviewStep({ offer, state }: { offer: Offer; state: FlightOfferState }) {
  const t = useT();
  const { seats, bags, meals } = state.passengerAncillaries;
  const mealName = (code: string) => offer.catalogue.meals.find((meal) => meal.code === code)?.name ?? code;
  const bandOf = (bandId: string) => offer.catalogue.baggage.find((band) => band.bandId === bandId);
  return (
    <div className="grid gap-6">
      <HeadedSection id="review-flights" level={3} title={t('booking.review.flights')} className="grid gap-3">
        {offer.journeys.map((journey) => (
          <div key={journey.journeyIndex} className="grid gap-1">
            <p className="font-semibold">
              {journeyRoute(offer, journey.journeyIndex)} · {journey.brand.name}
            </p>
            <ul className="grid gap-1 text-sm">
              {journey.itinerary.segments.map((segment) => (
                <li key={`${segment.airline.code}${segment.flightNumber}${segment.departure.time}`}>
                  {segment.airline.name} {segment.flightNumber}: {segment.departure.cityName} (
                  {segment.departure.code}) {localTime(segment.departure.time)} → {segment.arrival.cityName} (
                  {segment.arrival.code}) {localTime(segment.arrival.time)}
                </li>
              ))}
            </ul>
          </div>
        ))}
      </HeadedSection>
      <HeadedSection
        id="review-passengers"
        level={3}
        title={t('booking.review.passengers')}
        className="grid gap-3"
      >
        <ul className="grid gap-3">
          {state.travelers.map((traveler) => {
            const mySeats = seats.filter((seat) => seat.travelerId === traveler.travelerId);
            const myBags = bags.filter((bag) => bag.travelerId === traveler.travelerId);
            const myMeal = meals.find((meal) => meal.travelerId === traveler.travelerId);
            return (
              <li key={traveler.travelerId} className="grid gap-1">
                <p className="font-semibold">
                  {traveler.details?.title} {travellerName(state, traveler.travelerId)} ·{' '}
                  {t(`booking.passengerTypes.${traveler.passengerType}`)}
                </p>
                <dl className="grid gap-1 text-sm">
                  <div>
                    <dt className="inline font-semibold">{t('booking.review.seats')}: </dt>
                    <dd className="inline">
                      {mySeats.length
                        ? mySeats.map((seat) => seat.designator).join(', ')
                        : t('booking.review.noSeats')}
                    </dd>
                  </div>
                  <div>
                    <dt className="inline font-semibold">{t('booking.review.bags')}: </dt>
                    <dd className="inline">
                      {myBags.length
                        ? myBags
                            .map((bag) =>
                              t('booking.review.bag', {
                                route: journeyRoute(offer, bag.journeyIndex),
                                kg: bandOf(bag.bandId)?.extraKg ?? 0,
                              }),
                            )
                            .join(', ')
                        : t('booking.review.noBags')}
                    </dd>
                  </div>
                  <div>
                    <dt className="inline font-semibold">{t('booking.review.meal')}: </dt>
                    <dd className="inline">
                      {myMeal ? mealName(myMeal.mealCode) : t('booking.meals.standard')}
                    </dd>
                  </div>
                </dl>
              </li>
            );
          })}
        </ul>
      </HeadedSection>
      {state.contact && (
        <HeadedSection
          id="review-contact"
          level={3}
          title={t('booking.review.contact')}
          className="grid gap-1"
        >
          <p>
            {state.contact.email} ·{' '}
            {formatMobile(state.contact.mobileCountry, state.contact.mobileNumber, state.contact.mobileArea)}
          </p>
        </HeadedSection>
      )}
      <p className="flex items-baseline justify-between gap-3 text-lg">
        <span className="font-semibold">{t('booking.price.total')}</span>
        <span className="price-amount">{formatCents(offer.totalCents)}</span>
      </p>
      <p>
        <a className="btn btn-primary" href="/flight/payment">
          {t('booking.review.toPayment')}
        </a>
      </p>
    </div>
  );
}
