import type { Offer, OfferSeatMap, SeatChoice } from '../../lib/contracts/offer';
import { SEAT_MAP_UNAVAILABLE, type SeatMap } from '../../lib/contracts/seat-map';
import { checkSeatChoices } from './seat-choice.rules';
import { daysToDepartureOf, generateSeatMap, markSeatsTaken, seatSelectionOf } from './seat-map.rules';
import { flightNumberOf, seatTakenMessage } from './offer-access';
import { travellersWithInfant } from './offer.rules';

/**
 * The seat maps of an offer's flights, as its traveller sees them: the generator's occupied seats
 * (the load factor the fares were priced with), plus seats other offers hold or have sold, with the
 * seats this offer holds marked with their traveller.
 */
export function offerSeatMaps(
  offer: Pick<Offer, 'journeys' | 'pricedAt'>,
  takenByOthers: Map<string, Set<string>>,
  own: SeatChoice[],
): OfferSeatMap[] {
  const pricedAt = new Date(offer.pricedAt);
  return offer.journeys.flatMap((journey) => {
    const days = daysToDepartureOf(journey.itinerary.segments[0]!.departure.time.slice(0, 10), pricedAt);
    return journey.itinerary.segments.map((segment, segmentIndex): OfferSeatMap => {
      const flightKey = journey.flightKeys[segmentIndex]!;
      const base = {
        flightKey,
        journeyIndex: journey.journeyIndex,
        segmentIndex,
        flightNumber: flightNumberOf(flightKey),
      };
      const outcome = generateSeatMap({
        flightKey,
        aircraft: segment.aircraft,
        cabin: segment.cabinClass,
        daysToDeparture: days,
        brand: journey.brand,
      });
      if (!outcome.ok) return { ...base, seatMap: null, message: SEAT_MAP_UNAVAILABLE };
      const seatMap = withOwnHolds(
        markSeatsTaken(outcome.seatMap, takenByOthers.get(flightKey) ?? []),
        own.filter((seat) => seat.flightKey === flightKey),
      );
      return { ...base, seatMap, message: seatMap.selectable ? null : seatMap.reason };
    });
  });
}

/** Marks the seats this offer holds with their traveller; they stay available to this offer. */
function withOwnHolds(map: SeatMap, own: SeatChoice[]): SeatMap {
  if (own.length === 0) return map;
  const holders = new Map(own.map((seat) => [seat.designator, seat.travelerId]));
  return {
    ...map,
    rows: map.rows.map((row) => ({
      ...row,
      seats: row.seats.map((seat) => {
        const travelerId = holders.get(seat.designator);
        return travelerId ? { ...seat, heldByTraveler: travelerId } : seat;
      }),
    })),
  };
}

export type SeatCheck =
  | { ok: true; priceOf: (choice: SeatChoice) => number | null }
  | { ok: false; status: 400 | 409; message: string };

/**
 * Checks the seat choices against the maps: a seat someone else has is a 409 naming it; a seat
 * that is not on the map, not allowed to the traveller or not selectable under the brand is a 400.
 * On success, the price of each chosen seat in cents (null when included).
 */
export function checkOfferSeats(
  offer: Pick<Offer, 'journeys' | 'passengers'>,
  maps: OfferSeatMap[],
  choices: SeatChoice[],
): SeatCheck {
  const passengers = new Map(offer.passengers.map((p, index) => [p.travelerId, { ...p, index }]));
  const withInfant = travellersWithInfant(offer.passengers);
  const prices = new Map<string, number | null>();
  for (const flight of maps) {
    const onFlight = choices.filter((choice) => choice.flightKey === flight.flightKey);
    if (onFlight.length === 0) continue;
    if (!flight.seatMap) return { ok: false, status: 400, message: flight.message ?? SEAT_MAP_UNAVAILABLE };
    const seats = new Map(
      flight.seatMap.rows.flatMap((row) => row.seats.map((seat) => [seat.designator, seat])),
    );
    const brand = offer.journeys.find((journey) => journey.journeyIndex === flight.journeyIndex)!.brand;
    // Under a brand that sells seats, a seat someone else has is a conflict (409), even the last one.
    const brandSellsSeats = seatSelectionOf(brand).selectable;
    for (const choice of onFlight) {
      const seat = seats.get(choice.designator);
      if (seat && !seat.available && brandSellsSeats)
        return { ok: false, status: 409, message: seatTakenMessage(choice.flightKey, choice.designator) };
      if (seat?.price) prices.set(`${choice.flightKey} ${choice.designator}`, seat.price.amountCents);
    }
    const problem = checkSeatChoices(
      flight.seatMap,
      onFlight.map((choice) => {
        const passenger = passengers.get(choice.travelerId)!;
        return {
          traveller: passenger.index,
          passengerType: passenger.passengerType,
          withInfant: withInfant.has(choice.travelerId),
          designator: choice.designator,
        };
      }),
    );
    if (problem) return { ok: false, status: 400, message: `${flight.flightNumber}: ${problem}` };
  }
  return { ok: true, priceOf: (choice) => prices.get(`${choice.flightKey} ${choice.designator}`) ?? null };
}
