/**
 * Pure rules of the cabin inventory (ADR 022). A cabin's seats are its capacity, the seat map's seat
 * count for the aircraft; the airline's other channels (its own site, other agencies) have sold a share
 * of them, drawn deterministically per flight and growing towards departure (the seat map shows them as
 * occupied); this channel's sold and held seats are counted in the database. Other channels only ever
 * sell what is free, so this channel's seats are never taken back.
 */
import type { PricedItinerary, Segment } from '../../shared/contracts/flights';
import type { Offer } from '../../shared/contracts/offer';
import type { CabinClass } from '../../shared/domain/fare-conditions';
import type { PassengerType } from '../../shared/domain/passengers';
import { soldShareOf } from '../flights/fare.rules';
import { cabinCapacity } from '../flights/schedule.rules';
import { dayNumber } from '../../shared/domain/calendar-days';
import { aircraftTypeOf } from '../seat-maps/seat-map.layouts';
import { flightKeyOf } from '../seat-maps/seat-map.rules';

/** This channel's seats in one cabin of one flight: sold to orders, held (live holds only). */
export interface CabinCount {
  sold: number;
  held: number;
}

/** One cabin of one flight, as a claim names it. */
export interface CabinRef {
  flightKey: string;
  cabin: CabinClass;
  /** The seat map's seat count of the cabin. */
  capacity: number;
  /** Local departure date of the flight ("2027-01-25"). */
  departureDate: string;
}

export const cabinKeyOf = (flightKey: string, cabin: string) => `${flightKey}|${cabin}`;

/** The local departure date in an engine flight key ("VA431-2027-01-25-SYD" → "2027-01-25"). */
export function departureDateOfKey(flightKey: string): string {
  const match = /-(\d{4}-\d{2}-\d{2})-[A-Z]{3}$/.exec(flightKey);
  return match ? match[1]! : '';
}

/** Seats of a cabin on an aircraft as its seat map draws them; 0 when the type or cabin is unknown. */
export function cabinCapacityOf(aircraftCode: string, cabin: CabinClass): number {
  const type = aircraftTypeOf(aircraftCode);
  return type ? cabinCapacity(type.size, cabin) : 0;
}

/** The day number of an instant's UTC date, as fares and seat maps count days to departure. */
const searchDayOf = (now: Date) => dayNumber(now.toISOString().slice(0, 10));

/** Seats the other channels have sold in a cabin on a search day: the seat map's occupied seats. */
function otherChannelSeatsOn(cabin: CabinRef, searchDay: number): number {
  const days = dayNumber(cabin.departureDate) - searchDay;
  return Math.round(cabin.capacity * soldShareOf(cabin.flightKey, cabin.cabin, days));
}

/** Seats the other channels have sold in a cabin at an instant: the seat map's occupied seats. */
export function otherChannelSeats(cabin: CabinRef, now: Date): number {
  return otherChannelSeatsOn(cabin, searchDayOf(now));
}

function freeSeatsOn(cabin: CabinRef, count: CabinCount | undefined, searchDay: number): number {
  const ours = (count?.sold ?? 0) + (count?.held ?? 0);
  return Math.max(0, cabin.capacity - ours - otherChannelSeatsOn(cabin, searchDay));
}

/** Seats this channel can still sell in a cabin (never below 0). */
export function freeSeats(cabin: CabinRef, count: CabinCount | undefined, now: Date): number {
  return freeSeatsOn(cabin, count, searchDayOf(now));
}

/** Travellers who take a seat: everyone but infants, who fly on an adult's lap. */
export function seatedCount(passengers: Array<{ passengerType: PassengerType }>): number {
  return passengers.filter((passenger) => passenger.passengerType !== 'Infants').length;
}

/** The cabin a segment is booked in, on the flight of its key. */
function cabinOfSegment(segment: Segment, flightKey: string, departureDate: string): CabinRef {
  return {
    flightKey,
    cabin: segment.cabinClass,
    capacity: cabinCapacityOf(segment.aircraft.code, segment.cabinClass),
    departureDate,
  };
}

/**
 * The cabins an itinerary's travellers sit in, one per flight. The departure date is the segment's own
 * local date, which is the one its flight key names (flightKeyOf): searches count these by the hundred.
 */
export function cabinsOfItinerary(itinerary: Pick<PricedItinerary, 'segments'>): CabinRef[] {
  return itinerary.segments.map((segment) =>
    cabinOfSegment(segment, flightKeyOf(segment), segment.departure.time.slice(0, 10)),
  );
}

/** Most seats a fare shows as left ("9 seats left" is the industry's ceiling). */
const MAX_SEATS_SHOWN = 9;

/** Free seats of a cabin, by cabinKeyOf: one figure per cabin however many itineraries share it. */
export type FreeSeatsOf = (cabin: CabinRef) => number;

/** freeSeats over one read of the counts, each cabin worked out once (a search shares flights widely). */
export function freeSeatsFrom(counts: ReadonlyMap<string, CabinCount>, now: Date): FreeSeatsOf {
  const known = new Map<string, number>();
  const searchDay = searchDayOf(now);
  return (cabin) => {
    const key = cabinKeyOf(cabin.flightKey, cabin.cabin);
    let free = known.get(key);
    if (free === undefined) {
      free = freeSeatsOn(cabin, counts.get(key), searchDay);
      known.set(key, free);
    }
    return free;
  };
}

/**
 * An itinerary as this channel can sell it now: each brand's seatsLeft from its cabins' free seats, or
 * null when a cabin has fewer free seats than the party needs (a sold-out cabin is not offered).
 */
export function withCountedSeats(
  itinerary: PricedItinerary,
  cabins: readonly CabinRef[],
  freeOf: FreeSeatsOf,
  seated: number,
): PricedItinerary | null {
  let free = Infinity;
  for (const cabin of cabins) free = Math.min(free, freeOf(cabin));
  if (free < Math.max(1, seated)) return null;
  const shown = Math.min(free, MAX_SEATS_SHOWN);
  if (itinerary.brands.every((brand) => brand.seatsLeft === shown)) return itinerary;
  return { ...itinerary, brands: itinerary.brands.map((brand) => ({ ...brand, seatsLeft: shown })) };
}

/** The cabins an offer's travellers sit in: one per flight of each journey. */
export function cabinsOfOffer(offer: Pick<Offer, 'journeys'>): CabinRef[] {
  return offer.journeys.flatMap((journey) =>
    journey.itinerary.segments.map((segment, index) => {
      const flightKey = journey.flightKeys[index]!;
      return cabinOfSegment(segment, flightKey, departureDateOfKey(flightKey));
    }),
  );
}
