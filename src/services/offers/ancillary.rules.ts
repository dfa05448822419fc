import type { FareBrand, Segment } from '../../shared/contracts/flights';
import type { AncillaryCatalogue, BaggageBand, OfferJourney } from '../../shared/contracts/offer';
import { roundMoney } from '../../shared/domain/money';
import { MEAL_PREFERENCES } from '../utilities/utilities.rules';

/**
 * Pure rules of the ancillaries an offer sells: extra checked-baggage bands per journey and special
 * meals. Prices are whole cents, computed from the journey's flown distance and its fare brand, so the
 * same flights and brand always cost the same (the catalogue is re-derived when an offer is re-priced).
 */

/** The extra weights sold per traveller per journey, on top of the brand's allowance. */
export const BAGGAGE_BAND_KG = [10, 20, 32] as const;

/** Price per extra kilogram: a handling floor plus a distance part, capped at ultra-long-haul. */
const BAG_CENTS_PER_KG_FLOOR = 150;
const BAG_CENTS_PER_KG_PER_1000_KM = 60;
const BAG_DISTANCE_CAP_KM = 15_000;

/** Larger bands cost less per kilogram, as airlines price them. */
const BAND_FACTORS: Record<(typeof BAGGAGE_BAND_KG)[number], number> = { 10: 1, 20: 0.9, 32: 0.8 };

/** Business and First brands (with premium baggage handling) pay less for extra weight. */
const PREMIUM_CABIN_BAG_FACTOR = 0.75;

/** Cents, rounded from dollars without binary drift (12.345 dollars is 1235 cents). */
export function centsOf(dollars: number): number {
  return Math.round(roundMoney(dollars) * 100);
}

/** The flown distance of a journey: the sum of its segments. */
export function journeyDistanceKm(segments: Pick<Segment, 'distanceKm'>[]): number {
  return segments.reduce((total, segment) => total + segment.distanceKm, 0);
}

/** The id of a band, as BagChoiceSchema accepts it: "bag-20kg". */
function bandIdOf(extraKg: number): string {
  return `bag-${extraKg}kg`;
}

/**
 * The price of an extra-weight band on a journey, in cents, rounded up to a whole dollar (airlines
 * publish bag prices in whole units).
 */
export function priceBaggageBand(
  extraKg: (typeof BAGGAGE_BAND_KG)[number],
  distanceKm: number,
  brand: Pick<FareBrand, 'cabinClass'>,
): number {
  const km = Math.min(Math.max(distanceKm, 0), BAG_DISTANCE_CAP_KM);
  const perKg = BAG_CENTS_PER_KG_FLOOR + (BAG_CENTS_PER_KG_PER_1000_KM * km) / 1000;
  const premium = brand.cabinClass === 'Business' || brand.cabinClass === 'First';
  const cents = extraKg * perKg * BAND_FACTORS[extraKg] * (premium ? PREMIUM_CABIN_BAG_FACTOR : 1);
  return Math.ceil(Math.round(cents) / 100) * 100;
}

/** The baggage bands of one journey. */
export function baggageBandsFor(
  journeyIndex: number,
  segments: Pick<Segment, 'distanceKm'>[],
  brand: Pick<FareBrand, 'cabinClass'>,
): BaggageBand[] {
  const distance = journeyDistanceKm(segments);
  return BAGGAGE_BAND_KG.map((extraKg) => ({
    bandId: bandIdOf(extraKg),
    journeyIndex,
    extraKg,
    priceCents: priceBaggageBand(extraKg, distance, brand),
  }));
}

/**
 * The ancillary catalogue of an offer. Special meals (IATA SSR codes, the list of
 * /Utilities/GetMealPreferenceOptions) are a request, not a purchase: every fare the engine sells
 * includes a meal service, and a special meal replaces it at no charge.
 */
export function catalogueFor(
  journeys: {
    journeyIndex: number;
    segments: Pick<Segment, 'distanceKm'>[];
    brand: Pick<FareBrand, 'cabinClass'>;
  }[],
): AncillaryCatalogue {
  return {
    baggage: journeys.flatMap((journey) =>
      baggageBandsFor(journey.journeyIndex, journey.segments, journey.brand),
    ),
    meals: MEAL_PREFERENCES.map((meal) => ({ code: meal.code, name: meal.name, priceCents: 0 })),
  };
}

/** The catalogue of an offer's journeys (a new offer's, or a change quote's). */
export function catalogueOfJourneys(
  journeys: Pick<OfferJourney, 'journeyIndex' | 'itinerary' | 'brand'>[],
): AncillaryCatalogue {
  return catalogueFor(
    journeys.map((journey) => ({
      journeyIndex: journey.journeyIndex,
      segments: journey.itinerary.segments,
      brand: journey.brand,
    })),
  );
}
