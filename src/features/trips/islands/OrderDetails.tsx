import type { Order } from '../../../shared/contracts/order';
import type { Locale } from '../../../shared/i18n/languages';
import { cityNameIn } from '../../../lib/i18n/places-in-language';
import type { CityNamer } from '../../payment/line-labels';
import { formatInstantDate } from '../../payment/format';
import { HeadedSection } from '../../../islands/shared/HeadedSection';
import { OrderItinerary } from './OrderItinerary';
import { OrderPayment } from './OrderPayment';
import { OrderStay } from './OrderStay';
import type { OrderT } from './order-text';

interface OrderDetailsProps {
  order: Order;
  t: OrderT;
  /** Meal names by IATA code (Utilities), for the meal requests. */
  mealNames: Record<string, string>;
  /** Confirmation pages say where the email went; the trip page does not. */
  showEmailNote?: boolean;
  /**
   * The reader's language, for the names of cities (English names where none is known). Required: a
   * page that forgot it showed a Japanese reader "Sydney発 London行き" (the dashboard's trip page did).
   */
  locale: Locale;
}

/**
 * Everything about one order, as the confirmation, success and trip pages show it. Rendered on the
 * server only (it takes the page's t()), so it ships no script.
 */
export function OrderDetails({ order, t, mealNames, showEmailNote = false, locale }: OrderDetailsProps) {
  const cityName: CityNamer = (code, english) => cityNameIn(locale, code, english);
  return (
    <div className="grid gap-8">
      <HeadedSection
        id="order-reference"
        title={
          <>
            {t('trips.reference')}: <span data-testid="booking-reference">{order.bookingReference}</span>
          </>
        }
        className="card grid gap-2 p-5 sm:p-8"
      >
        <p>
          {t('trips.status')}: {t(`trips.statuses.${order.status}`)} ·{' '}
          {t('trips.bookedOn', { date: formatInstantDate(order.createdAt) })}
        </p>
        {showEmailNote && <p>{t('trips.emailSent', { email: order.contact.email })}</p>}
      </HeadedSection>
      {order.kind === 'hotel' && order.stay ? (
        <OrderStay stay={order.stay} t={t} />
      ) : (
        <FlightParts order={order} t={t} mealNames={mealNames} cityName={cityName} />
      )}
      <OrderPayment order={order} t={t} cityName={cityName} />
    </div>
  );
}

/** A flight order's itinerary and passengers with their seats, bags and meals. */
function FlightParts({
  order,
  t,
  mealNames,
  cityName,
}: Omit<OrderDetailsProps, 'showEmailNote' | 'locale'> & { cityName: CityNamer }) {
  const seatLabelOf = (flightKey: string) => {
    for (const journey of order.journeys) {
      const index = journey.flightKeys.indexOf(flightKey);
      const segment = journey.itinerary.segments[index];
      if (segment) return `${segment.flightNumber} ${segment.departure.code}-${segment.arrival.code}`;
    }
    return flightKey;
  };
  const journeyLabelOf = (journeyIndex: number) => {
    const segments = order.journeys.find((journey) => journey.journeyIndex === journeyIndex)?.itinerary
      .segments;
    const first = segments?.[0];
    const last = segments?.[segments.length - 1];
    return first && last ? `${first.departure.code}-${last.arrival.code}` : '';
  };
  return (
    <>
      <OrderItinerary order={order} t={t} cityName={cityName} />
      <HeadedSection
        id="order-passengers"
        title={t('trips.passengers')}
        className="card grid gap-4 p-5 sm:p-8"
      >
        <ul className="grid gap-4">
          {order.passengers.map((passenger) => {
            const seats = order.ancillaries.seats.filter((seat) => seat.travelerId === passenger.travelerId);
            const bags = order.ancillaries.bags.filter((bag) => bag.travelerId === passenger.travelerId);
            const meals = order.ancillaries.meals.filter((meal) => meal.travelerId === passenger.travelerId);
            const extras = [
              ...seats.map(
                (seat) => `${t('trips.seat', { seat: seat.designator })} (${seatLabelOf(seat.flightKey)})`,
              ),
              ...bags.map(
                (bag) =>
                  `${t('trips.bag', { kg: bag.bandId.replace(/^bag-(\d+)kg$/, '$1') })} (${journeyLabelOf(bag.journeyIndex)})`,
              ),
              ...meals.map((meal) => t('trips.meal', { meal: mealNames[meal.mealCode] ?? meal.mealCode })),
            ];
            return (
              <li className="grid gap-1" key={passenger.travelerId}>
                <h3 className="text-lg font-bold">
                  {`${passenger.title} ${passenger.firstName} ${passenger.lastName}`}
                  <span className="font-normal text-ink-muted">
                    {' '}
                    · {t(`booking.passengerTypes.${passenger.passengerType}`)}
                  </span>
                </h3>
                <p>
                  {t('trips.ticket')}:{' '}
                  <span data-testid="ticket-number">
                    {passenger.ticketNumber ??
                      t(order.status === 'Held' ? 'trips.ticketOnPayment' : 'trips.ticketPending')}
                  </span>
                  {passenger.ticketNumber && passenger.ticketReissue && (
                    <span data-testid="ticket-reissue">
                      {' '}
                      {t('ticketReissue.note', {
                        date: formatInstantDate(passenger.ticketReissue.reissuedAt),
                        old: passenger.ticketReissue.replaces,
                      })}
                    </span>
                  )}
                </p>
                {passenger.frequentFlyer && (
                  <p>
                    {t('trips.frequentFlyer')}: {passenger.frequentFlyer.airlineCode}{' '}
                    {passenger.frequentFlyer.membershipNumber}
                  </p>
                )}
                <p>{extras.length ? extras.join(' · ') : t('trips.noExtras')}</p>
              </li>
            );
          })}
        </ul>
      </HeadedSection>
    </>
  );
}
