import { tripPriceOf, type TripPrice, type TripPriceContext } from '../../trip-price';

/**
 * How the results screen prices what it shows (the rule is features/flights/trip-price.ts): the context of
 * the journey being chosen and the words saying what a price covers.
 */
export interface TripPricing {
  context: TripPriceContext;
  /** "Return trip total · 1 traveller · taxes included" */
  note: string;
}

/** The trip price of a journey fare; the fare itself if the context is not known (never shown so: the list waits for it). */
export function priceOf(pricing: TripPricing, journeyFare: number): TripPrice {
  return tripPriceOf(journeyFare, pricing.context) ?? { amount: journeyFare, isFrom: true };
}
