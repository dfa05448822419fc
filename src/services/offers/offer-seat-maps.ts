import type { Offer, OfferSeatMap, SeatChoice } from '../../shared/contracts/offer';
import { SEAT_MAP_UNAVAILABLE, type SeatMap } from '../../shared/contracts/seat-map';
import { cabinKeyOf, type CabinCount } from '../inventory/cabin.rules';
import { checkSeatChoices } from './seat-choice.rules';
import {
  daysToDepartureOf,
  generateSeatMap,
  markSeatsTaken,
  seatSelectionOf,
} from '../seat-maps/seat-map.rules';
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
  othersCounts: ReadonlyMap<string, CabinCount> = new Map(),
  wanted: SeatChoice[] = own,
): OfferSeatMap[] {
  const pricedAt = new Date(offer.pricedAt);
  return offer.journeys.flatMap((journey) => {
    return journey.itinerary.segments.map((segment, segmentIndex): OfferSeatMap => {
      // Each flight's own departure date, as the cabin inventory counts its other channels' seats.
      const days = daysToDepartureOf(segment.departure.time.slice(0, 10), pricedAt);
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
        seatProduct: segment.seatProduct,
        daysToDeparture: days,
        brand: journey.brand,
      });
      if (!outcome.ok) return { ...base, seatMap: null, message: SEAT_MAP_UNAVAILABLE };
      const ownSeats = own.filter((seat) => seat.flightKey === flightKey);
      const taken = markSeatsTaken(outcome.seatMap, takenByOthers.get(flightKey) ?? []);
      const others = othersCounts.get(cabinKeyOf(flightKey, segment.cabinClass));
      const seatedOthers = seatsOnMap(outcome.seatMap, takenByOthers.get(flightKey) ?? new Set());
      const unseated = Math.max(0, (others?.sold ?? 0) + (others?.held ?? 0) - seatedOthers);
      const keep = wanted.filter((seat) => seat.flightKey === flightKey);
      const seatMap = withOwnHolds(markUnseatedTaken(taken, unseated, keep), ownSeats);
      return { ...base, seatMap, message: seatMap.selectable ? null : seatMap.reason };
    });
  });
}

function seatsOnMap(map: SeatMap, designators: Set<string>): number {
  return map.rows.reduce(
    (sum, row) => sum + row.seats.filter((seat) => designators.has(seat.designator)).length,
    0,
  );
}

/**
 * Other bookings' travellers without a chosen seat will sit somewhere: that many free seats (from the
 * back of the cabin, never the seats this offer holds or is choosing) are shown taken, so the map's free
 * seats are the cabin inventory's free seats.
 */
function markUnseatedTaken(map: SeatMap, count: number, own: SeatChoice[]): SeatMap {
  if (count <= 0) return map;
  const mine = new Set(own.map((seat) => seat.designator));
  const blocked = map.rows
    .flatMap((row) => row.seats)
    .filter((seat) => seat.available && !mine.has(seat.designator))
    .slice(-count)
    .map((seat) => seat.designator);
  return markSeatsTaken(map, blocked);
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
