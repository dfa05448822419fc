/**
 * Date changes of flight orders (issue 23, ADR 026), pure: whether a journey of an order may be
 * changed now, whether a new date fits the trip, and what a change to other flights costs. The
 * figures come from the journey's fare brand as booked and the new flights' price in the same brand.
 */
import type { FareBrand } from '../../shared/contracts/flight-results';
import type { OfferJourney } from '../../shared/contracts/offer';
import type { OrderStatus } from '../../shared/contracts/order';
import { ORDER_CHANGE_MESSAGES, type ChangeFigures } from '../../shared/contracts/order-change';
import { centsOf } from '../offers/ancillary.rules';

type PassengerType = 'Adult' | 'Children' | 'Infants';

/** Paid and not cancelled: the only states a change starts from (ADR 024's table, ADR 026). */
const CHANGEABLE_STATES: readonly OrderStatus[] = ['Confirmed', 'Ticketed'];

/** How many days either side of the chosen date the alternatives' dates are listed. */
const CHANGE_DATE_SPREAD_DAYS = 3;

/** Why `journeyIndex` of this order cannot be changed now, for people; null when it can. */
export function changeRefusal(input: {
  kind: 'flight' | 'hotel';
  status: OrderStatus;
  journeys: OfferJourney[];
  journeyIndex: number;
  now: Date;
}): string | null {
  if (input.kind !== 'flight') return ORDER_CHANGE_MESSAGES.notFlight;
  if (!CHANGEABLE_STATES.includes(input.status)) {
    if (input.status === 'Held') return ORDER_CHANGE_MESSAGES.notPaid;
    if (input.status === 'Authorised' || input.status === 'ChangePending')
      return ORDER_CHANGE_MESSAGES.inProgress;
    return ORDER_CHANGE_MESSAGES.cancelled;
  }
  const journey = input.journeys.find((item) => item.journeyIndex === input.journeyIndex);
  if (!journey) return ORDER_CHANGE_MESSAGES.noJourney;
  if (journey.brand.exchange.condition === 'NotAllowed') return ORDER_CHANGE_MESSAGES.notExchangeable;
  if (new Date(journey.itinerary.segments[0]!.departure.utc).getTime() <= input.now.getTime())
    return ORDER_CHANGE_MESSAGES.departed;
  return null;
}

const localDateOf = (journey: OfferJourney, end: 'first' | 'last') => {
  const segments = journey.itinerary.segments;
  return end === 'first'
    ? segments[0]!.departure.time.slice(0, 10)
    : segments[segments.length - 1]!.arrival.time.slice(0, 10);
};

/**
 * Why `date` (local, YYYY-MM-DD) cannot be the journey's new departure date; null when it can: after
 * today (`today`, local to the site) and between the neighbouring journeys. The date booked is allowed
 * (other flights that day); the flights booked are never an alternative.
 */
export function dateRefusal(journeys: OfferJourney[], journeyIndex: number, date: string, today: string) {
  const index = journeys.findIndex((item) => item.journeyIndex === journeyIndex);
  const journey = journeys[index];
  if (!journey) return ORDER_CHANGE_MESSAGES.noJourney;
  if (date <= today) return ORDER_CHANGE_MESSAGES.pastDate;
  const previous = journeys[index - 1];
  if (previous && date < localDateOf(previous, 'last')) return ORDER_CHANGE_MESSAGES.earlierJourney;
  const next = journeys[index + 1];
  if (next && date > localDateOf(next, 'first')) return ORDER_CHANGE_MESSAGES.laterJourney;
  return null;
}

/**
 * Whether flights leaving at `departsUtc` and arriving at `arrivesUtc` fit between the neighbouring
 * journeys of the trip: after the previous journey lands and before the next one leaves.
 */
export function fitsBetween(
  journeys: OfferJourney[],
  journeyIndex: number,
  departsUtc: string,
  arrivesUtc: string,
): boolean {
  const index = journeys.findIndex((item) => item.journeyIndex === journeyIndex);
  const previous = journeys[index - 1]?.itinerary.segments;
  const next = journeys[index + 1]?.itinerary.segments;
  if (previous && Date.parse(departsUtc) <= Date.parse(previous[previous.length - 1]!.arrival.utc))
    return false;
  if (next && Date.parse(arrivesUtc) >= Date.parse(next[0]!.departure.utc)) return false;
  return true;
}

interface PerPassenger {
  fareCents: number;
  taxesCents: number;
}

function pricesOf(brand: FareBrand, type: PassengerType): PerPassenger | null {
  const price = brand.prices.find((item) => item.passengerType === type);
  if (!price) return null;
  return {
    fareCents: centsOf(price.baseFare),
    taxesCents: price.taxes.reduce((sum, tax) => sum + centsOf(tax.amount), 0),
  };
}

/**
 * What moving one journey from the `booked` brand to the `offered` brand (the same brand on the new
 * flights) costs, summed over the passengers. Per passenger: the fare and the taxes each cost their
 * increase; a decrease is forfeited, never refunded (ADR 026: the residual of a changed fare is kept,
 * as business fare rules commonly say). The change fee is the booked brand's exchange fee per
 * passenger (ExchangeableWithFee; none when Exchangeable), capped at that passenger's booked fare as
 * the cancellation fee is (ADR 024). Null when the new flights do not price a passenger type.
 */
export function changeFigures(
  booked: FareBrand,
  offered: FareBrand,
  passengerTypes: PassengerType[],
): ChangeFigures | null {
  const figures = {
    fareDifferenceCents: 0,
    taxesDifferenceCents: 0,
    changeFeeCents: 0,
    forfeitedCents: 0,
    totalCents: 0,
  };
  for (const type of passengerTypes) {
    const before = pricesOf(booked, type);
    const after = pricesOf(offered, type);
    if (!before || !after) return null;
    const fare = after.fareCents - before.fareCents;
    const taxes = after.taxesCents - before.taxesCents;
    figures.fareDifferenceCents += Math.max(0, fare);
    figures.taxesDifferenceCents += Math.max(0, taxes);
    figures.forfeitedCents += Math.max(0, -fare) + Math.max(0, -taxes);
    if (booked.exchange.condition === 'ExchangeableWithFee')
      figures.changeFeeCents += Math.min(centsOf(booked.exchange.fee ?? 0), before.fareCents);
  }
  figures.totalCents = figures.fareDifferenceCents + figures.taxesDifferenceCents + figures.changeFeeCents;
  return figures;
}

/** The dates listed around the chosen one: CHANGE_DATE_SPREAD_DAYS either side, in order. */
export function datesAround(date: string): string[] {
  const day = Date.parse(`${date}T00:00:00Z`);
  return Array.from({ length: CHANGE_DATE_SPREAD_DAYS * 2 + 1 }, (_, index) =>
    new Date(day + (index - CHANGE_DATE_SPREAD_DAYS) * 86_400_000).toISOString().slice(0, 10),
  );
}

/**
 * A change is confirmed online when it has nothing to pay, or when card payment is on: the traveller
 * then pays the total by card (ADR 026 amended 2026-11-28); otherwise it is made by phone.
 */
export function confirmableOnline(figures: ChangeFigures, cardEnabled: boolean): boolean {
  return figures.totalCents === 0 || cardEnabled;
}
