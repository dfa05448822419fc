import type { BoardType } from '../../../shared/contracts/hotel';
import type { RoomOffer, RoomRate } from '../../../shared/contracts/hotel-rooms';
import { BOARD_LABELS } from '../../../shared/contracts/hotel';
import { cancellationTimeline, freeCancellationDeadline } from '../rules/cancellation';
import { daysAhead, nightsOf } from '../rules/calendar';
import { formatPropertyTime } from '../rules/local-time';
import { nightPriceCents } from '../rules/pricing';
import { includedTaxCents } from '../rules/stay-taxes';
import { roomNightKey } from './room-nights.repo';
import { allotmentFor } from './allotment';
import type { Property, RoomType } from './types';

/** What a stay's prices depend on besides the property: dates, party, the clock and sold rooms. */
export interface StayContext {
  checkInDate: string;
  checkOutDate: string;
  adults: number;
  children: number;
  now: Date;
  /** soldRoomNights of the property (key `${propertyId}|${roomTypeId}|${night}`). */
  sold: Map<string, number>;
}

export interface RateKind {
  board: BoardType;
  refundable: boolean;
}

export const ALL_RATE_KINDS: RateKind[] = [
  { board: 'RoomOnly', refundable: false },
  { board: 'RoomOnly', refundable: true },
  { board: 'Breakfast', refundable: false },
  { board: 'Breakfast', refundable: true },
];

export const rateIdOf = (roomTypeId: string, kind: RateKind) =>
  `${roomTypeId}-${kind.board === 'Breakfast' ? 'BB' : 'RO'}-${kind.refundable ? 'FLEX' : 'NRF'}`;

/** Rooms of the type free on every night (allotment less what orders took), and each night's occupancy. */
function roomsFree(property: Property, room: RoomType, stay: StayContext) {
  const nights = nightsOf(stay.checkInDate, stay.checkOutDate).map((night) => {
    const allotment = allotmentFor(property, room, night, stay.now);
    const sold = stay.sold.get(roomNightKey(property.propertyId, room.roomTypeId, night)) ?? 0;
    return { night, free: Math.max(0, allotment - sold), occupancy: allotment > 0 ? sold / allotment : 1 };
  });
  return { nights, roomsLeft: nights.length ? Math.min(...nights.map((night) => night.free)) : 0 };
}

/** Whether the rate kind can be sold now (a refundable rate only before its free-cancellation deadline). */
function rateOffered(property: Property, stay: StayContext, kind: RateKind): boolean {
  if (!kind.refundable) return true;
  return freeCancellationDeadline(timelineInput(property, stay, kind, 0, 0)) > stay.now.getTime();
}

function timelineInput(property: Property, stay: StayContext, kind: RateKind, first: number, total: number) {
  return {
    refundable: kind.refundable,
    checkInDate: stay.checkInDate,
    checkInTime: property.checkInTime,
    timeZone: property.timeZone,
    freeCancellationDays: property.freeCancellationDays,
    firstNightCents: first,
    totalCents: total,
  };
}

function nightlyPrices(
  property: Property,
  room: RoomType,
  stay: StayContext,
  kind: RateKind,
  nights: { night: string; occupancy: number }[],
): { date: string; cents: number }[] {
  return nights.map(({ night, occupancy }) => ({
    date: night,
    cents: nightPriceCents({
      baseNightlyCents: room.baseNightlyCents,
      night,
      daysAhead: daysAhead(night, stay.now, property.timeZone),
      occupancy,
      southern: property.latitude < 0,
      leisure: property.propertyType === 'Resort' || property.propertyType === 'Serviced apartments',
      adults: stay.adults,
      children: stay.children,
      board: kind.board,
      refundable: kind.refundable,
      seedKey: `${property.propertyId}|${room.roomTypeId}`,
    }),
  }));
}

function buildRate(
  property: Property,
  room: RoomType,
  stay: StayContext,
  kind: RateKind,
  nights: { night: string; occupancy: number }[],
): RoomRate {
  const nightly = nightlyPrices(property, room, stay, kind, nights);
  const totalCents = nightly.reduce((sum, night) => sum + night.cents, 0);
  const cancellation = cancellationTimeline(
    timelineInput(property, stay, kind, nightly[0]?.cents ?? 0, totalCents),
  );
  const freeUntil = kind.refundable ? cancellation[0]!.until : null;
  const guests = stay.adults + stay.children;
  const includes = [
    kind.board === 'Breakfast' ? `Breakfast for ${guests}` : BOARD_LABELS.RoomOnly,
    freeUntil
      ? `Free cancellation until ${formatPropertyTime(Date.parse(freeUntil), property.timeZone)}`
      : 'Non-refundable',
    'Pay now',
  ];
  return {
    rateId: rateIdOf(room.roomTypeId, kind),
    board: kind.board,
    refundable: kind.refundable,
    freeCancellationUntil: freeUntil,
    cancellation,
    includes,
    nightly,
    totalCents,
    taxesCents: includedTaxCents(totalCents, property.address.countryCode),
    payment: 'PayNow',
  };
}

/** Room types that fit the party and have a room every night, with their sellable rates, cheapest first. */
export function roomOffersFor(property: Property, stay: StayContext, kinds = ALL_RATE_KINDS): RoomOffer[] {
  const offered = kinds.filter((kind) => rateOffered(property, stay, kind));
  return property.rooms.flatMap((room) => {
    if (room.maxOccupancy < stay.adults + stay.children) return [];
    const { nights, roomsLeft } = roomsFree(property, room, stay);
    if (roomsLeft < 1 || offered.length === 0) return [];
    const { roomCount: _count, baseNightlyCents: _base, ...wire } = room;
    const rates = offered.map((kind) => buildRate(property, room, stay, kind, nights));
    rates.sort((a, b) => a.totalCents - b.totalCents);
    return [{ ...wire, roomsLeft, rates }];
  });
}

/** The cheapest sellable rate of the stay for the party among these kinds, or null when none. */
export function lowestRateOf(property: Property, stay: StayContext, kinds: RateKind[]) {
  let best: {
    nightlyCents: number;
    totalCents: number;
    board: BoardType;
    refundable: boolean;
    roomsLeft: number;
  } | null = null;
  const offered = kinds.filter((kind) => rateOffered(property, stay, kind));
  for (const room of property.rooms) {
    if (room.maxOccupancy < stay.adults + stay.children) continue;
    const { nights, roomsLeft } = roomsFree(property, room, stay);
    if (roomsLeft < 1) continue;
    for (const kind of offered) {
      const totalCents = nightlyPrices(property, room, stay, kind, nights).reduce(
        (sum, n) => sum + n.cents,
        0,
      );
      if (!best || totalCents < best.totalCents)
        best = {
          nightlyCents: Math.round(totalCents / nights.length),
          totalCents,
          board: kind.board,
          refundable: kind.refundable,
          roomsLeft,
        };
    }
  }
  return best;
}
