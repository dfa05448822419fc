/**
 * The unpaid-hold policy applied to a new invoice order (ADR 021), inside the order's transaction after
 * its offer or quote row is locked: the buyer is locked, their holds counted, the rules asked, and the
 * order's buyer and units recorded. A refusal is a 409 with the reason, and the transaction writes nothing.
 */
import type { HotelQuote } from '../../shared/contracts/hotel-rooms';
import type { Offer } from '../../shared/contracts/offer';
import { cabinCapacity } from '../flights/schedule.rules';
import { nightCapacity } from '../hotels/inventory/allotment';
import { nightsOf } from '../hotels/rules/calendar';
import { RequestRejected } from '../http/envelope';
import type { DbTx } from '../db/database';
import { aircraftTypeOf } from '../seat-maps/seat-map.layouts';
import type { Platform } from '../platform/platform';
import { buyerAddress } from './buyer-address';
import { lockBuyer, readBuyerHolds, recordInvoiceHold } from './hold-policy.repo';
import {
  flightUnit,
  holdRefusal,
  roomUnit,
  unitKey,
  type Buyer,
  type HoldKind,
  type HoldUnit,
} from './hold-policy.rules';

const GUEST_PREFIX = 'guest:';

/** The buyer of an order: its email lower-cased, the account unless a guest, the address unless exempt. */
function buyerOf(platform: Platform, owner: string, email: string): Buyer {
  const address = buyerAddress();
  const known = address && address !== 'unknown' && !platform.config.rateLimitExemptIps.includes(address);
  return {
    email: email.trim().toLowerCase(),
    account: owner.startsWith(GUEST_PREFIX) ? null : owner,
    address: known ? address : null,
  };
}

/** Seats an offer takes: one per traveller on a seat (infants travel on a lap) in each flight's cabin. */
function flightHoldDemand(offer: Pick<Offer, 'journeys' | 'passengers'>): HoldUnit[] {
  const seated = offer.passengers.filter((p) => p.passengerType !== 'Infants').length;
  return offer.journeys.flatMap((journey) =>
    journey.itinerary.segments.map((segment, index) => {
      const flightKey = journey.flightKeys[index]!;
      const size = aircraftTypeOf(segment.aircraft.code)?.size;
      return {
        unit: flightUnit(flightKey, segment.cabinClass),
        day: '',
        quantity: seated,
        capacity: size ? cabinCapacity(size, segment.cabinClass) : 0,
        label: segment.flightNumber,
      };
    }),
  );
}

/** Rooms a quote takes: one of its type on every night, against that night's allotment. */
function roomHoldDemand(quote: HotelQuote, now: Date): HoldUnit[] {
  const { propertyId } = quote.property;
  const { roomTypeId } = quote.room;
  return nightsOf(quote.stay.checkInDate, quote.stay.checkOutDate).map((night) => ({
    unit: roomUnit(propertyId, roomTypeId),
    day: night,
    quantity: 1,
    capacity: nightCapacity(propertyId, roomTypeId, night, now),
    label: '',
  }));
}

/** One entry per unit and day (a flight flown twice in one offer counts its seats together). */
function merged(demand: HoldUnit[]): HoldUnit[] {
  const byKey = new Map<string, HoldUnit>();
  for (const wanted of demand) {
    const key = unitKey(wanted.unit, wanted.day);
    const known = byKey.get(key);
    byKey.set(key, known ? { ...known, quantity: known.quantity + wanted.quantity } : { ...wanted });
  }
  return [...byKey.values()];
}

export interface InvoiceHold {
  orderId: string;
  owner: string;
  /** The order's contact email as given. */
  email: string;
  now: Date;
}

async function applyHoldPolicy(
  tx: DbTx,
  platform: Platform,
  kind: HoldKind,
  hold: InvoiceHold,
  demand: HoldUnit[],
): Promise<void> {
  const policy = platform.config.payments.holdPolicy;
  const buyer = buyerOf(platform, hold.owner, hold.email);
  const wanted = merged(demand);
  await lockBuyer(tx, platform.database.kind, buyer);
  const since = new Date(hold.now.getTime() - policy.cooldownHours * 3_600_000);
  const units = [...new Set(wanted.map((unit) => unit.unit))];
  const holds = await readBuyerHolds(tx, buyer, units, since);
  const refusal = holdRefusal(policy, kind, buyer, holds, wanted, hold.now);
  if (refusal) throw new RequestRejected(refusal.status, refusal.message);
  await recordInvoiceHold(tx, hold.orderId, buyer, wanted, hold.now);
}

/** The policy for a flight invoice order of `offer`; throws 409 when the buyer may not hold it. */
export function applyFlightHoldPolicy(
  tx: DbTx,
  platform: Platform,
  hold: InvoiceHold & { offer: Pick<Offer, 'journeys' | 'passengers'> },
): Promise<void> {
  return applyHoldPolicy(tx, platform, 'flight', hold, flightHoldDemand(hold.offer));
}

/** The policy for a hotel invoice order of `quote`; throws 409 when the buyer may not hold it. */
export function applyHotelHoldPolicy(
  tx: DbTx,
  platform: Platform,
  hold: InvoiceHold & { quote: HotelQuote },
): Promise<void> {
  return applyHoldPolicy(tx, platform, 'hotel', hold, roomHoldDemand(hold.quote, hold.now));
}
