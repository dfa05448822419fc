import { sumMoney } from '../../shared/domain/money';

/**
 * The one price rule of the flight screens (cards, date strip, fare table, detail): a price is what the
 * whole party pays for the whole trip, taxes and carrier charges included, because that is what the
 * traveller pays and what the flexible-date strip (FlexibleDateSearch) already gives per day.
 *
 * While a trip is chosen journey by journey, the price of a flight of the journey being chosen is:
 * the fares already chosen for the earlier journeys + this flight's fare + the lowest fare of each
 * journey still to choose. When journeys remain it is a "from" price (the later choices can only add).
 * The Booking API prices each journey for the party (FareBrand.total, taxes included), so the sum is
 * exact: on the last journey it equals the detail page's total.
 */
export interface TripPriceContext {
  /** Fare totals of the journeys already chosen (before the one being chosen). */
  chosenTotals: number[];
  /** The lowest fare of each journey after the one being chosen; null while it is not known yet. */
  laterLowest: (number | null)[];
}

export interface TripPrice {
  amount: number;
  /** True while later journeys are still to be chosen: the trip costs at least this. */
  isFrom: boolean;
}

/** The amount a trip price adds to a journey's fare, or null while a later journey's lowest is unknown. */
export function tripOffsetOf(context: TripPriceContext): number | null {
  if (context.laterLowest.some((price) => price === null)) return null;
  return sumMoney([...context.chosenTotals, ...(context.laterLowest as number[])]);
}

/** The trip price of a fare of the journey being chosen; null while it cannot be known. */
export function tripPriceOf(journeyFare: number, context: TripPriceContext): TripPrice | null {
  const offset = tripOffsetOf(context);
  if (offset === null) return null;
  return { amount: sumMoney([journeyFare, offset]), isFrom: context.laterLowest.length > 0 };
}

/** Which words name the trip's price: "One-way total", "Return trip total", "Trip total". */
export type TripKind = 'oneWay' | 'return' | 'multiCity';
