import type { FareBrand, PricedItinerary } from '../../shared/contracts/flights';
import type {
  Ancillaries,
  Offer,
  OfferJourney,
  OfferPassenger,
  PriceLine,
  SeatChoice,
} from '../../shared/contracts/offer';
import { travelersFor, type PassengerCounts } from '../../shared/domain/passengers';
import { mealPassengerTypes } from '../../shared/domain/meal-preferences';
import { centsOf } from './ancillary.rules';
import { flightKeyOf } from '../seat-maps/seat-map.rules';

/** Pure rules of offers: who travels, what the fare costs in cents, what a choice may name. */

/** The travellers of a search: T1..Tn, adults first, then children, then infants (as the site numbers them). */
export function passengersOf(counts: PassengerCounts): OfferPassenger[] {
  return travelersFor(counts);
}

/** Adults carrying an infant on the lap: the first adults, one per infant. */
export function travellersWithInfant(passengers: OfferPassenger[]): Set<string> {
  const infants = passengers.filter((passenger) => passenger.passengerType === 'Infants').length;
  const adults = passengers.filter((passenger) => passenger.passengerType === 'Adult');
  return new Set(adults.slice(0, infants).map((adult) => adult.travelerId));
}

/** The brand of an itinerary with that brandIndex (brands the engine did not sell are absent). */
export function brandOf(itinerary: PricedItinerary, brandIndex: number): FareBrand | null {
  return itinerary.brands.find((brand) => brand.brandIndex === brandIndex) ?? null;
}

export function offerJourneyOf(
  journeyIndex: number,
  itinerary: PricedItinerary,
  brand: FareBrand,
): OfferJourney {
  return {
    journeyIndex,
    pricedItineraryId: itinerary.pricedItineraryId,
    itinerary,
    brand,
    flightKeys: itinerary.segments.map((segment) => flightKeyOf(segment)),
  };
}

/** The same flights: flight numbers and departure instants, in order (what re-pricing looks for). */
export function flightSignatureOf(itinerary: Pick<PricedItinerary, 'segments'>): string {
  return itinerary.segments.map((segment) => `${segment.flightNumber}@${segment.departure.utc}`).join('|');
}

/** "Sydney to London": the English route of a journey, as its lines name it. */
export function routeLabel(journey: OfferJourney): string {
  const segments = journey.itinerary.segments;
  return `${segments[0]!.departure.cityName} to ${segments[segments.length - 1]!.arrival.cityName}`;
}

/**
 * The fare lines of an offer: per journey and traveller, the base fare and the taxes, each converted
 * to cents once (the engine's dollar amounts are exact to the cent), so the total is the sum of lines.
 */
export function fareLinesOf(journeys: OfferJourney[], passengers: OfferPassenger[]): PriceLine[] {
  return journeys.flatMap((journey) =>
    passengers.flatMap((passenger): PriceLine[] => {
      const price = journey.brand.prices.find((item) => item.passengerType === passenger.passengerType);
      if (!price) return [];
      const route = routeLabel(journey);
      return [
        {
          kind: 'fare',
          label: `${route}, ${journey.brand.name} fare`,
          subject: { journeyIndex: journey.journeyIndex, brand: journey.brand.name },
          travelerId: passenger.travelerId,
          amountCents: centsOf(price.baseFare),
        },
        {
          kind: 'taxes',
          label: `${route}, taxes and charges`,
          subject: { journeyIndex: journey.journeyIndex },
          travelerId: passenger.travelerId,
          amountCents: price.taxes.reduce((total, tax) => total + centsOf(tax.amount), 0),
        },
      ];
    }),
  );
}

/**
 * The ancillary lines: a priced seat per choice (included seats are not a line), a bag band per
 * choice, and a meal request per choice (0 cents: the catalogue's price).
 */
export function ancillaryLinesOf(
  offer: Pick<Offer, 'journeys' | 'catalogue'>,
  ancillaries: Ancillaries,
  seatPriceOf: (choice: SeatChoice) => number | null,
): PriceLine[] {
  const seats = ancillaries.seats.flatMap((choice): PriceLine[] => {
    const cents = seatPriceOf(choice);
    if (cents === null) return [];
    const flight = choice.flightKey.split('-')[0];
    return [
      {
        kind: 'seat',
        label: `Seat ${choice.designator} on ${flight}`,
        subject: { seat: choice.designator, flight },
        travelerId: choice.travelerId,
        amountCents: cents,
      },
    ];
  });
  const bags = ancillaries.bags.map((choice): PriceLine => {
    const band = offer.catalogue.baggage.find(
      (item) => item.bandId === choice.bandId && item.journeyIndex === choice.journeyIndex,
    )!;
    const journey = offer.journeys.find((item) => item.journeyIndex === choice.journeyIndex)!;
    return {
      kind: 'bag',
      label: `Extra baggage ${band.extraKg} kg, ${routeLabel(journey)}`,
      subject: { journeyIndex: journey.journeyIndex, extraKg: band.extraKg },
      travelerId: choice.travelerId,
      amountCents: band.priceCents,
    };
  });
  const meals = ancillaries.meals.map((choice): PriceLine => {
    const meal = offer.catalogue.meals.find((item) => item.code === choice.mealCode)!;
    return {
      kind: 'meal',
      label: meal.name,
      subject: { mealCode: meal.code },
      travelerId: choice.travelerId,
      amountCents: meal.priceCents,
    };
  });
  return [...seats, ...bags, ...meals];
}

function totalsOf(lines: PriceLine[]): Pick<Offer, 'fareCents' | 'ancillariesCents' | 'totalCents'> {
  const sum = (kinds: PriceLine['kind'][]) =>
    lines.filter((line) => kinds.includes(line.kind)).reduce((total, line) => total + line.amountCents, 0);
  const fareCents = sum(['fare', 'taxes']);
  const ancillariesCents = sum(['seat', 'bag', 'meal']);
  return { fareCents, ancillariesCents, totalCents: fareCents + ancillariesCents };
}

/** First and last travel dates (local) and whether any flight touches a country other than Australia. */
export function travelFactsOf(
  journeys: OfferJourney[],
): Pick<Offer, 'firstTravelDate' | 'lastTravelDate' | 'international'> {
  const segments = journeys.flatMap((journey) => journey.itinerary.segments);
  return {
    firstTravelDate: segments[0]!.departure.time.slice(0, 10),
    lastTravelDate: segments[segments.length - 1]!.arrival.time.slice(0, 10),
    international: segments.some(
      (segment) => segment.departure.countryCode !== 'AU' || segment.arrival.countryCode !== 'AU',
    ),
  };
}

/**
 * The first problem with the ancillaries that does not need a seat map, or null: each names a traveller
 * of the offer, a flight or journey of it and a band or meal of its catalogue; one bag band per
 * traveller per journey, one meal per traveller, one seat per traveller per flight.
 */
export function checkAncillaryChoices(
  offer: Pick<Offer, 'journeys' | 'catalogue' | 'passengers'>,
  ancillaries: Ancillaries,
): string | null {
  const travellers = new Set(offer.passengers.map((passenger) => passenger.travelerId));
  const flights = new Set(offer.journeys.flatMap((journey) => journey.flightKeys));
  const unknownTraveller = [...ancillaries.seats, ...ancillaries.bags, ...ancillaries.meals].find(
    (choice) => !travellers.has(choice.travelerId),
  );
  if (unknownTraveller) return `Traveller ${unknownTraveller.travelerId} is not on this offer`;
  const seen = new Set<string>();
  for (const seat of ancillaries.seats) {
    if (!flights.has(seat.flightKey)) return `Flight ${seat.flightKey} is not on this offer`;
    const key = `${seat.travelerId} ${seat.flightKey}`;
    if (seen.has(key)) return `Traveller ${seat.travelerId} can have one seat per flight`;
    seen.add(key);
  }
  for (const bag of ancillaries.bags) {
    const band = offer.catalogue.baggage.find(
      (item) => item.journeyIndex === bag.journeyIndex && item.bandId === bag.bandId,
    );
    if (!band) return `Baggage band ${bag.bandId} is not sold on journey ${bag.journeyIndex + 1}`;
    const key = `${bag.travelerId} ${bag.journeyIndex}`;
    if (seen.has(key)) return `Traveller ${bag.travelerId} can have one baggage band per journey`;
    seen.add(key);
  }
  const typeOf = new Map(
    offer.passengers.map((passenger) => [passenger.travelerId, passenger.passengerType]),
  );
  for (const meal of ancillaries.meals) {
    if (!offer.catalogue.meals.some((item) => item.code === meal.mealCode))
      return `Meal ${meal.mealCode} is not offered`;
    const passengerType = typeOf.get(meal.travelerId)!;
    if (!mealPassengerTypes(meal.mealCode).includes(passengerType))
      return `Meal ${meal.mealCode} is not offered to ${passengerType === 'Adult' ? 'an adult' : passengerType === 'Children' ? 'a child' : 'an infant'}`;
    if (seen.has(meal.travelerId)) return `Traveller ${meal.travelerId} can have one meal request`;
    seen.add(meal.travelerId);
  }
  return null;
}

/** The ancillaries of an old offer that a new offer can still carry (same travellers, flights, bands). */
export function carriedAncillaries(
  offer: Pick<Offer, 'journeys' | 'catalogue' | 'passengers'>,
  previous: Ancillaries,
): Ancillaries {
  const travellers = new Set(offer.passengers.map((passenger) => passenger.travelerId));
  const flights = new Set(offer.journeys.flatMap((journey) => journey.flightKeys));
  const bands = new Set(offer.catalogue.baggage.map((band) => `${band.journeyIndex} ${band.bandId}`));
  const meals = new Set(offer.catalogue.meals.map((meal) => meal.code));
  return {
    seats: previous.seats.filter((seat) => travellers.has(seat.travelerId) && flights.has(seat.flightKey)),
    bags: previous.bags.filter(
      (bag) => travellers.has(bag.travelerId) && bands.has(`${bag.journeyIndex} ${bag.bandId}`),
    ),
    meals: previous.meals.filter((meal) => travellers.has(meal.travelerId) && meals.has(meal.mealCode)),
  };
}

export interface OfferParts {
  offerId: string;
  shoppingRspId: string;
  tripType: Offer['tripType'];
  passengers: OfferPassenger[];
  journeys: OfferJourney[];
  catalogue: Offer['catalogue'];
  pricedAt: Date;
  expiresAt: Date;
}

/** The Offer of priced journeys with these ancillaries: its lines and totals. */
export function assembleOffer(
  parts: OfferParts,
  ancillaries: Ancillaries,
  seatPriceOf: (choice: SeatChoice) => number | null,
  priceChanged = false,
): Offer {
  const lines = [
    ...fareLinesOf(parts.journeys, parts.passengers),
    ...ancillaryLinesOf(parts, ancillaries, seatPriceOf),
  ];
  return {
    offerId: parts.offerId,
    shoppingRspId: parts.shoppingRspId,
    tripType: parts.tripType,
    status: 'Open',
    expiresAt: parts.expiresAt.toISOString(),
    pricedAt: parts.pricedAt.toISOString(),
    currency: 'AUD',
    passengers: parts.passengers,
    journeys: parts.journeys,
    catalogue: parts.catalogue,
    ancillaries,
    lines,
    ...totalsOf(lines),
    priceChanged,
    ...travelFactsOf(parts.journeys),
  };
}

/** The parts of a stored offer, to price it again with other ancillaries. */
export function partsOf(offer: Offer): OfferParts {
  return { ...offer, pricedAt: new Date(offer.pricedAt), expiresAt: new Date(offer.expiresAt) };
}
