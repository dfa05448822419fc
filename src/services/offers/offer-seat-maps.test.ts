import { describe, expect, it } from 'vitest';
import {
  SEAT_MAP_UNAVAILABLE,
  SEAT_SELECTION_NOT_AVAILABLE,
  type Seat,
} from '../../shared/contracts/seat-map';
import { brandOfFixture, journeyOf, segmentOf } from './offer.fixtures';
import { checkOfferSeats, offerSeatMaps } from './offer-seat-maps';
import { passengersOf } from './offer.rules';

const pricedAt = '2026-11-21T00:00:00.000Z';
const journey = journeyOf();
const key = journey.flightKeys[0]!;
const offer = {
  journeys: [journey],
  pricedAt,
  passengers: passengersOf({ adult: 2, children: 1, infants: 1 }),
};
const seatsOf = (map: ReturnType<typeof offerSeatMaps>[number]): Seat[] =>
  map.seatMap!.rows.flatMap((row) => row.seats);
const free = seatsOf(offerSeatMaps(offer, new Map(), [])[0]!).filter(
  (seat) => seat.available && !seat.restrictions,
);

describe('offerSeatMaps', () => {
  it('answers one map per segment with its keys', () => {
    const two = journeyOf([segmentOf(), segmentOf({ flightNumber: 'QF402' })]);
    const maps = offerSeatMaps({ journeys: [two], pricedAt }, new Map(), []);
    expect(
      maps.map(({ flightKey, journeyIndex, segmentIndex, flightNumber }) => [
        flightKey,
        journeyIndex,
        segmentIndex,
        flightNumber,
      ]),
    ).toEqual([
      ['QF401-2026-12-15-SYD', 0, 0, 'QF401'],
      ['QF402-2026-12-15-SYD', 0, 1, 'QF402'],
    ]);
  });

  it('marks seats others hold as taken and this offer’s seats with their traveller', () => {
    const [theirs, mine] = free;
    const [map] = offerSeatMaps(offer, new Map([[key, new Set([theirs!.designator])]]), [
      { travelerId: 'T2', flightKey: key, designator: mine!.designator },
    ]);
    const seats = new Map(seatsOf(map!).map((seat) => [seat.designator, seat]));
    expect(seats.get(theirs!.designator)).toMatchObject({ available: false, occupied: true });
    expect(seats.get(mine!.designator)).toMatchObject({ available: true, heldByTraveler: 'T2' });
    expect(map!.message).toBeNull();
  });

  it('says "Seat selection not available" under a brand without seat selection', () => {
    const brand = brandOfFixture({ seatSelection: { included: false, fee: null } });
    const [map] = offerSeatMaps({ journeys: [journeyOf(undefined, brand)], pricedAt }, new Map(), []);
    expect(map!.seatMap!.selectable).toBe(false);
    expect(map!.message).toBe(SEAT_SELECTION_NOT_AVAILABLE);
  });

  it('says "Seat map is unavailable." for an aircraft without a layout', () => {
    const odd = journeyOf([segmentOf({ aircraft: { code: 'ZZZ', name: 'Unknown' } })]);
    const [map] = offerSeatMaps({ journeys: [odd], pricedAt }, new Map(), []);
    expect(map).toMatchObject({ seatMap: null, message: SEAT_MAP_UNAVAILABLE });
  });
});

describe('checkOfferSeats', () => {
  const maps = (taken: string[] = []) => offerSeatMaps(offer, new Map([[key, new Set(taken)]]), []);
  const seat = free[0]!;

  it('prices the chosen seats by the brand (35 dollars, twice for extra legroom)', () => {
    const check = checkOfferSeats(offer, maps(), [
      { travelerId: 'T1', flightKey: key, designator: seat.designator },
    ]);
    expect(check.ok).toBe(true);
    if (check.ok)
      expect(check.priceOf({ travelerId: 'T1', flightKey: key, designator: seat.designator })).toBe(
        seat.characteristics.includes('L') ? 7_000 : 3_500,
      );
  });

  it.each([
    [
      'a seat someone else holds',
      ['T1'],
      true,
      409,
      `Seat ${seat.designator} on QF401 is no longer available`,
    ],
    [
      'a seat for an infant',
      ['T4'],
      false,
      400,
      'QF401: Infants travel on an adult’s lap and have no seat of their own.',
    ],
    [
      'one seat for two travellers',
      ['T1', 'T2'],
      false,
      400,
      `QF401: Seat ${seat.designator} is chosen for two travellers.`,
    ],
  ])('refuses %s', (_name, travellers, takenByOther, status, message) => {
    const choices = travellers.map((travelerId) => ({
      travelerId,
      flightKey: key,
      designator: seat.designator,
    }));
    expect(checkOfferSeats(offer, maps(takenByOther ? [seat.designator] : []), choices)).toEqual({
      ok: false,
      status,
      message,
    });
  });
});
