/**
 * What a paid flight order can still take after booking (issue 23, ADR 027), per journey and
 * traveller: the baggage bands of the order's own catalogue and the free seats of its flights' maps,
 * each journey and flight closed 24 hours before it leaves (order-extras.rules.ts).
 */
import type { Ancillaries, Offer, OfferSeatMap } from '../../shared/contracts/offer';
import type { OrderStatus } from '../../shared/contracts/order';
import { ORDER_EXTRAS_MESSAGES, type ExtrasOptions } from '../../shared/contracts/order-extras';
import { readCabinCounts } from '../inventory/cabin-counts.repo';
import type { DbOrTx } from '../db/database';
import { offerSeatMaps } from '../offers/offer-seat-maps';
import { seatsOfOffer, seatsTakenByOthers } from '../offers/seat-holds.repo';
import { flightClosesAt, isOpen, journeyClosesAt, orderExtrasRefusal } from './order-extras.rules';
import type { OrderRecord } from './order.repo';

const flightKeysOf = (offer: Pick<Offer, 'journeys'>) => offer.journeys.flatMap((j) => j.flightKeys);

/** The seat maps of the order's flights: seats sold or held for anyone else are taken. */
export async function orderSeatMaps(
  db: DbOrTx,
  offerId: string,
  offer: Pick<Offer, 'journeys' | 'pricedAt'>,
  now: Date,
): Promise<OfferSeatMap[]> {
  const keys = flightKeysOf(offer);
  const [taken, own, counts] = await Promise.all([
    seatsTakenByOthers(db, keys, [offerId], now),
    seatsOfOffer(db, offerId),
    readCabinCounts(db, keys, now, [offerId]),
  ]);
  return offerSeatMaps(offer, taken, own, counts);
}

type Built = Omit<ExtrasOptions, 'quote' | 'card' | 'purchases' | 'seatCredits'>;

/** The options of the order as it stands, without a quote, card details or earlier purchases. */
export function buildExtrasOptions(
  record: OrderRecord,
  offer: Pick<Offer, 'journeys' | 'catalogue'>,
  ancillaries: Ancillaries,
  maps: OfferSeatMap[],
  now: Date,
): Built {
  const { order, passengers } = record;
  const refusal = orderExtrasRefusal(order.status as OrderStatus);
  const seatOf = (travelerId: string, flightKey: string) =>
    ancillaries.seats.find((s) => s.travelerId === travelerId && s.flightKey === flightKey)?.designator ??
    null;
  const journeys = offer.journeys.map((journey) => {
    const segments = journey.itinerary.segments;
    const closesAt = journeyClosesAt(offer, journey.journeyIndex)!;
    const open = refusal === null && isOpen(closesAt, now);
    const bands = offer.catalogue.baggage.filter((band) => band.journeyIndex === journey.journeyIndex);
    return {
      journeyIndex: journey.journeyIndex,
      route: `${segments[0]!.departure.cityName} to ${segments[segments.length - 1]!.arrival.cityName}`,
      closesAt: closesAt.toISOString(),
      open,
      reason: refusal ?? (open ? null : ORDER_EXTRAS_MESSAGES.journeyClosed),
      bags: passengers.map((passenger) => {
        const bought = ancillaries.bags.find(
          (bag) => bag.travelerId === passenger.travelerId && bag.journeyIndex === journey.journeyIndex,
        );
        const currentKg = bought ? (bands.find((b) => b.bandId === bought.bandId)?.extraKg ?? null) : null;
        return {
          travelerId: passenger.travelerId,
          currentKg,
          bands:
            open && !bought
              ? bands.map(({ bandId, extraKg, priceCents }) => ({ bandId, extraKg, priceCents }))
              : [],
        };
      }),
      flights: journey.flightKeys.map((flightKey) => {
        const map = maps.find((item) => item.flightKey === flightKey);
        const flightOpen = refusal === null && isOpen(flightClosesAt(offer, flightKey)!, now);
        const selectable = map?.seatMap?.selectable === true;
        const freeSeats =
          flightOpen && selectable
            ? map!.seatMap!.rows.flatMap((row) =>
                row.seats
                  .filter((seat) => seat.available && !seat.heldByTraveler)
                  .map((seat) => ({
                    designator: seat.designator,
                    position: seat.position,
                    characteristics: [...seat.characteristics],
                    restrictions: [...(seat.restrictions ?? [])],
                    priceCents: seat.price?.amountCents ?? 0,
                  })),
              )
            : [];
        return {
          flightKey,
          flightNumber: map?.flightNumber ?? flightKey.split('-')[0]!,
          closesAt: flightClosesAt(offer, flightKey)!.toISOString(),
          open: flightOpen,
          message: !flightOpen ? null : selectable ? null : (map?.seatMap?.reason ?? map?.message ?? null),
          travellers: passengers
            .filter((passenger) => passenger.passengerType !== 'Infants')
            .map((passenger) => ({
              travelerId: passenger.travelerId,
              seat: seatOf(passenger.travelerId, flightKey),
            })),
          freeSeats,
        };
      }),
    };
  });
  const anyOpen = journeys.some((journey) => journey.open);
  return {
    orderId: order.id,
    bookingReference: order.bookingReference,
    available: anyOpen,
    reason: anyOpen ? null : (refusal ?? ORDER_EXTRAS_MESSAGES.closed),
    cutoffHours: 24,
    journeys,
    passengers: passengers.map((passenger) => ({
      travelerId: passenger.travelerId,
      name: `${passenger.firstName} ${passenger.lastName}`,
      passengerType: passenger.passengerType,
    })),
  };
}
