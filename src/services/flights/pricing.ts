import type {
  FareBrand,
  PassengerPrice,
  Place,
  PricedItinerary,
  Segment,
} from '../../shared/contracts/flights';
import { cabinRank, type CabinClass } from '../../shared/domain/fare-conditions';
import { roundMoney, sumMoney } from '../../shared/domain/money';
import type { PassengerCounts } from '../../shared/domain/passengers';
import { brandsFor, feeFor, mealsFor } from './fare-brands.rules';
import {
  adultBaseFare,
  baseFareFor,
  OFFER_TTL_MINUTES,
  seatsLeft,
  soldShareOf,
  taxesFor,
} from './fare.rules';
import { canConnectAirlines } from './itinerary.rules';
import { layoversOf } from './layovers';
import type { AirlineRecord, Network } from './network';
import { flightAmenities } from './amenities';
import { seatProductOf } from './products';
import { cabinCapacity } from './schedule.rules';
import { dayNumber, weekdayOf } from '../../shared/domain/calendar-days';
import { formatLocal } from '../../shared/domain/zone-clock';
import { hashText } from '../../shared/domain/stable-hash';
import type { ScheduledFlight } from './timetable';

/** What pricing needs of a journey query. */
export interface PricingQuery {
  cabin: CabinClass;
  passengers: PassengerCounts;
  journeyIndex: number;
  freeBaggageOnly?: boolean;
  freeSeatSelectionOnly?: boolean;
  /** Only itineraries whose validating airline is one of these. */
  preferredAirlines?: string[];
  /** Only itineraries flown entirely by this programme's airline or its alliance partners. */
  frequentFlyerAirline?: string;
}

/** Cabins whose search an airline answers only where it sells them on the validating (longest) flight. */
const PREMIUM_CABINS: CabinClass[] = ['Business', 'First'];
/** Segments kept for reuse; past this the cache starts again. */
const MAX_CACHED_SEGMENTS = 200_000;

/** The requested cabin where a flight sells it; otherwise its best lower cabin (a mixed-cabin leg). */
export function bookedCabinOf(flight: ScheduledFlight, cabin: CabinClass): CabinClass {
  if (flight.cabins.includes(cabin)) return cabin;
  const lower = flight.cabins.filter((sold) => cabinRank(sold) < cabinRank(cabin));
  return lower[lower.length - 1] ?? flight.cabins[0]!;
}

/** The flight a fare is validated on: the longest one. */
function validatingFlightOf(combo: ScheduledFlight[]): ScheduledFlight {
  return combo.reduce((a, b) => (b.route.distanceKm > a.route.distanceKm ? b : a));
}

/** Prices flight combinations into the wire's itineraries (fares, taxes, seats left, places, seat products). */
export class Pricer {
  constructor(private readonly network: Network) {}

  private airline(code: string): AirlineRecord {
    return this.network.airlines.get(code) ?? { code, name: code, alliance: null };
  }

  private readonly places = new Map<string, Place>();

  /** An airport as the wire shows it, with a time in its zone. */
  private place(code: string, utc: number): Place & { time: string; utc: string; terminal: null } {
    let place = this.places.get(code);
    if (!place) {
      const airport = this.network.airports.get(code)!;
      place = {
        code,
        name: airport.name,
        cityCode: airport.cityCode,
        cityName: this.network.cities.get(airport.cityCode)?.name ?? airport.name,
        countryCode: airport.country,
        countryName: this.network.countries.get(airport.country) ?? airport.country,
        timeZone: airport.tz,
      };
      this.places.set(code, place);
    }
    return {
      ...place,
      time: formatLocal(utc, place.timeZone),
      utc: new Date(utc).toISOString(),
      terminal: null,
    };
  }

  /**
   * Prices a flight combination; null when it cannot be sold to this party or fails the filters. A Business
   * or First search is answered only where the validating flight sells that cabin: an airline without it
   * (Scoot, most Jetstar flights) may still fly a shorter leg, booked in its best cabin and labelled mixed.
   */
  price(combo: ScheduledFlight[], query: PricingQuery, journeyKm: number, now: Date): PricedItinerary | null {
    const quote = this.quote(combo, query, journeyKm, now);
    if (!quote) return null;
    const { brands, validating } = quote;
    const segments: Segment[] = combo.map((flight) => this.segmentOf(flight, query.cabin));

    const layovers = layoversOf(combo, this.network);
    const id =
      hashText(combo.map((flight) => flight.key).join('|'))
        .toString(16)
        .padStart(8, '0') +
      hashText(`x${combo.map((flight) => flight.key).join('|')}`)
        .toString(16)
        .padStart(8, '0')
        .slice(0, 4);
    return {
      pricedItineraryId: `J${query.journeyIndex}-${id}`,
      journeyIndex: query.journeyIndex,
      segments,
      layovers,
      stops: combo.length - 1,
      totalDurationMinutes: Math.round((combo[combo.length - 1]!.arrUtc - combo[0]!.depUtc) / 60_000),
      validatingAirline: validating,
      brands,
      lowestPrice: Math.min(...brands.map((item) => item.total)),
      offerExpiresAt: new Date(now.getTime() + OFFER_TTL_MINUTES * 60_000).toISOString(),
    };
  }

  private readonly segments = new Map<string, Segment>();

  /**
   * A flight as the wire shows it in a searched cabin. Itineraries share flights, so each flight's segment is
   * built once per cabin and shared (the engine never changes a segment after building it).
   */
  private segmentOf(flight: ScheduledFlight, searchedCabin: CabinClass): Segment {
    const cacheKey = `${flight.key}|${flight.route.to}|${searchedCabin}`;
    const cached = this.segments.get(cacheKey);
    if (cached) return cached;
    const airline = this.airline(flight.route.airline);
    const cabinClass = bookedCabinOf(flight, searchedCabin);
    const segment: Segment = {
      airline: { code: airline.code, name: airline.name, alliance: airline.alliance },
      flightNumber: flight.flightNumber,
      aircraft: { code: flight.aircraftCode, name: flight.aircraftName },
      departure: this.place(flight.route.from, flight.depUtc),
      arrival: this.place(flight.route.to, flight.arrUtc),
      durationMinutes: Math.round((flight.arrUtc - flight.depUtc) / 60_000),
      distanceKm: flight.route.distanceKm,
      cabinClass,
      isMixedCabin: cabinClass !== searchedCabin,
      seatProduct: seatProductOf(flight.fleetType, cabinClass),
      amenities: flightAmenities(flight, cabinClass, this.network),
    };
    if (this.segments.size > MAX_CACHED_SEGMENTS) this.segments.clear();
    this.segments.set(cacheKey, segment);
    return segment;
  }

  /**
   * The fare brands of a flight combination (the cheap half of pricing, also what the fare calendar
   * reads); null when it cannot be sold to this party or fails the filters.
   */
  quote(
    combo: ScheduledFlight[],
    query: PricingQuery,
    journeyKm: number,
    now: Date,
    cheapestOnly = false,
  ): { brands: FareBrand[]; validating: string } | null {
    const airports = this.network.airports;
    const longest = validatingFlightOf(combo);
    const validating = longest.route.airline;
    if (PREMIUM_CABINS.includes(query.cabin) && !longest.cabins.includes(query.cabin)) return null;
    if (query.preferredAirlines?.length && !query.preferredAirlines.includes(validating)) return null;
    if (query.frequentFlyerAirline) {
      const programme = this.airline(query.frequentFlyerAirline);
      if (!combo.every((flight) => canConnectAirlines(programme, this.airline(flight.route.airline))))
        return null;
    }
    const cabinOf = (flight: ScheduledFlight): CabinClass => bookedCabinOf(flight, query.cabin);
    const fareCabin = cabinOf(longest);
    const daysToDeparture = dayNumber(combo[0]!.localDate) - dayNumber(now.toISOString().slice(0, 10));
    if (daysToDeparture < 0) return null;
    const shares = combo.map((flight) => soldShareOf(flight.key, cabinOf(flight), daysToDeparture));
    const soldShare = Math.max(...shares);
    const seats = Math.min(
      ...combo.map(
        (flight, index) => seatsLeft(cabinCapacity(flight.size, cabinOf(flight)), shares[index]!).left,
      ),
    );
    const seated = query.passengers.adult + query.passengers.children;
    if (seats < seated) return null;

    const taxSegments = combo.map((flight) => ({
      fromCountry: airports.get(flight.route.from)!.country,
      toCountry: airports.get(flight.route.to)!.country,
      distanceKm: flight.route.distanceKm,
    }));
    const weekday = weekdayOf(combo[0]!.localDate);
    const templates = brandsFor(validating, fareCabin);
    const brands: FareBrand[] = [];
    for (const [brandIndex, template] of templates.entries()) {
      // The cheapest brand's seats are gone once a flight is more than 85% sold.
      if (brandIndex === 0 && templates.length > 1 && soldShare > 0.85) continue;
      if (query.freeBaggageOnly && template.checkedPieces < 1) continue;
      if (query.freeSeatSelectionOnly && !template.seatSelectionIncluded) continue;
      const adultFare = adultBaseFare({
        distanceKm: journeyKm,
        cabin: fareCabin,
        brandFactor: template.priceFactor,
        daysToDeparture,
        weekday,
        soldShare,
        stops: combo.length - 1,
        airline: validating,
      });
      const prices: PassengerPrice[] = (
        [
          ['Adult', query.passengers.adult],
          ['Children', query.passengers.children],
          ['Infants', query.passengers.infants],
        ] as const
      )
        .filter(([, count]) => count > 0)
        .map(([passengerType, count]) => {
          const baseFare = baseFareFor(passengerType, adultFare);
          const taxes = taxesFor(taxSegments, passengerType);
          return {
            passengerType,
            count,
            baseFare,
            taxes,
            totalPerPassenger: sumMoney([baseFare, ...taxes.map((tax) => tax.amount)]),
          };
        });
      const baseFareTotal = sumMoney(prices.map((price) => price.baseFare * price.count));
      const taxTotal = sumMoney(
        prices.flatMap((price) => price.taxes.map((tax) => roundMoney(tax.amount * price.count))),
      );
      brands.push({
        brandIndex,
        code: template.code,
        name: template.name,
        cabinClass: fareCabin,
        refund: { condition: template.refund, fee: feeFor(template.refundFee, journeyKm) },
        exchange: { condition: template.exchange, fee: feeFor(template.exchangeFee, journeyKm) },
        baggage: {
          checkedPieces: template.checkedPieces,
          checkedKgPerPiece: template.checkedKgPerPiece,
          cabinKg: template.cabinKg,
        },
        seatSelection: { included: template.seatSelectionIncluded, fee: template.seatFee },
        meals: mealsFor(fareCabin, journeyKm),
        lounge: template.lounge,
        priority: template.priority,
        seatsLeft: Math.min(seats, 9),
        prices,
        baseFareTotal,
        taxTotal,
        total: sumMoney([baseFareTotal, taxTotal]),
        currency: 'AUD',
      });
      // Brands come cheapest first: the first one sold is the lowest price.
      if (cheapestOnly) break;
    }
    if (brands.length === 0) return null;
    return { brands, validating };
  }
}
