import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  OFFER_EXPIRED_MESSAGE,
  OFFER_NOT_FOUND_MESSAGE,
  type Offer,
  type OfferSeatMap,
} from '../../shared/contracts/offer';
import { openOfferServices } from '../test-kits/open-services';
import type { TestServices } from '../testing/test-platform';
import { kitFor } from './offer-test-kit';
import { OFFER_HOLD_MINUTES } from '../flights/fare.rules';

let t: TestServices;
let kit: ReturnType<typeof kitFor>;
let token: string;

beforeAll(async () => ({ t, kit, token } = await openOfferServices()));
afterAll(() => t.close());

const review = (offerId: string, ancillaries: unknown, bearer = token) =>
  kit.call<Offer>('/Offer/OfferReview', { offerId, ancillaries }, bearer);
const seatOn = (map: OfferSeatMap, designator: string) =>
  map.seatMap!.rows.flatMap((row) => row.seats).find((seat) => seat.designator === designator)!;

describe('POST /Offer/SeatMap', () => {
  it('answers one map per flight of the offer, generated for its aircraft, cabin and brand', async () => {
    const { offer } = await kit.offerFor(token);
    const maps = await kit.seatMaps(token, offer.offerId);
    expect(
      maps.map(({ flightKey, journeyIndex, segmentIndex }) => ({ flightKey, journeyIndex, segmentIndex })),
    ).toEqual(
      offer.journeys[0]!.flightKeys.map((flightKey, segmentIndex) => ({
        flightKey,
        journeyIndex: 0,
        segmentIndex,
      })),
    );
    const map = maps[0]!;
    expect(map.seatMap!.cabin).toBe('Economy');
    expect(map.seatMap!.selectable).toBe(true);
    const seats = map.seatMap!.rows.flatMap((row) => row.seats);
    // The saver brand sells seats: each free seat has a price in cents.
    expect(
      seats.filter((seat) => seat.available).every((seat) => seat.price && seat.price.amountCents > 0),
    ).toBe(true);
    expect(seats.some((seat) => seat.occupied)).toBe(true);
  });

  it.each([
    [{}, 400],
    [{ offerId: 'off_zz' }, 400],
    [{ offerId: 'off_0123456789abcdef01234567' }, 404],
  ])('answers %j with %i', async (body, status) => {
    expect((await kit.call('/Offer/SeatMap', body, token)).status).toBe(status);
  });
});

describe('POST /Offer/OfferReview', () => {
  it('prices seats, bags and meals, holds the seats, and releases a seat given up', async () => {
    const { offer } = await kit.offerFor(token);
    const [map] = await kit.seatMaps(token, offer.offerId);
    const [first, second, third] = kit.freeSeats(map!);
    const flightKey = map!.flightKey;
    const band = offer.catalogue.baggage.find((item) => item.bandId === 'bag-10kg')!;
    const answer = await review(offer.offerId, {
      seats: [
        { travelerId: 'T1', flightKey, designator: first!.designator },
        { travelerId: 'T3', flightKey, designator: second!.designator },
      ],
      bags: [{ travelerId: 'T1', journeyIndex: 0, bandId: 'bag-10kg' }],
      meals: [{ travelerId: 'T2', mealCode: 'VGML' }],
    });
    expect(answer.status, answer.json.message).toBe(200);
    const reviewed = answer.json.data;
    const seatCents = first!.price!.amountCents + second!.price!.amountCents;
    expect(reviewed.ancillariesCents).toBe(seatCents + band.priceCents);
    expect(reviewed.totalCents).toBe(offer.fareCents + seatCents + band.priceCents);
    expect(reviewed.fareCents).toBe(offer.fareCents);
    expect(reviewed.priceChanged).toBe(false);
    expect(reviewed.lines.filter((line) => line.kind === 'meal')).toEqual([
      {
        kind: 'meal',
        label: 'Vegetarian vegan meal',
        subject: { mealCode: 'VGML' },
        travelerId: 'T2',
        amountCents: 0,
      },
    ]);

    const [held] = await kit.seatMaps(token, offer.offerId);
    expect(seatOn(held!, first!.designator).heldByTraveler).toBe('T1');
    expect(seatOn(held!, second!.designator).heldByTraveler).toBe('T3');
    // Another traveller searching the same flight sees those seats taken.
    const other = await kit.publicToken();
    const { offer: theirs } = await kit.offerFor(other);
    const [theirMap] = await kit.seatMaps(other, theirs.offerId);
    expect(seatOn(theirMap!, first!.designator).available).toBe(false);

    // T3 moves: the first choice is released in the same transaction.
    const moved = await review(offer.offerId, {
      seats: [
        { travelerId: 'T1', flightKey, designator: first!.designator },
        { travelerId: 'T3', flightKey, designator: third!.designator },
      ],
    });
    expect(moved.status, moved.json.message).toBe(200);
    const [again] = await kit.seatMaps(other, theirs.offerId);
    expect(seatOn(again!, second!.designator).available).toBe(true);
    expect(seatOn(again!, third!.designator).available).toBe(false);
  });

  it('answers 409 naming a seat another offer holds, and changes nothing', async () => {
    const { offer } = await kit.offerFor(token);
    const [map] = await kit.seatMaps(token, offer.offerId);
    const [mine, spare] = kit.freeSeats(map!);
    const flightKey = map!.flightKey;
    const other = await kit.publicToken();
    const { offer: theirs } = await kit.offerFor(other);
    expect(
      (
        await review(
          theirs.offerId,
          { seats: [{ travelerId: 'T2', flightKey, designator: spare!.designator }] },
          other,
        )
      ).status,
    ).toBe(200);
    expect(
      (
        await review(offer.offerId, {
          seats: [{ travelerId: 'T1', flightKey, designator: mine!.designator }],
        })
      ).status,
    ).toBe(200);

    const clash = await review(
      theirs.offerId,
      { seats: [{ travelerId: 'T1', flightKey, designator: mine!.designator }] },
      other,
    );
    const flight = flightKey.split('-')[0];
    expect([clash.status, clash.json.message]).toEqual([
      409,
      `Seat ${mine!.designator} on ${flight} is no longer available`,
    ]);
    // Their earlier seat is still theirs.
    const [theirMap] = await kit.seatMaps(other, theirs.offerId);
    expect(seatOn(theirMap!, spare!.designator).heldByTraveler).toBe('T2');
  });

  it.each([
    [
      'an unknown traveller',
      (key: string, seat: string) => ({ seats: [{ travelerId: 'T9', flightKey: key, designator: seat }] }),
      'Traveller T9 is not on this offer',
    ],
    [
      'a flight of another offer',
      (_key: string, seat: string) => ({
        seats: [{ travelerId: 'T1', flightKey: 'XX1-2026-12-15-SYD', designator: seat }],
      }),
      'Flight XX1-2026-12-15-SYD is not on this offer',
    ],
    [
      'a seat for the infant',
      (key: string, seat: string) => ({ seats: [{ travelerId: 'T4', flightKey: key, designator: seat }] }),
      'Infants travel on an adult’s lap',
    ],
    [
      'two seats for one traveller',
      (key: string, seat: string) => ({
        seats: [
          { travelerId: 'T1', flightKey: key, designator: seat },
          { travelerId: 'T1', flightKey: key, designator: '99K' },
        ],
      }),
      'Traveller T1 can have one seat per flight',
    ],
    [
      'a seat not on the aircraft',
      (key: string) => ({ seats: [{ travelerId: 'T1', flightKey: key, designator: '99K' }] }),
      'Seat 99K is not on this flight',
    ],
    [
      'a band not sold',
      () => ({ bags: [{ travelerId: 'T1', journeyIndex: 1, bandId: 'bag-10kg' }] }),
      'Baggage band bag-10kg is not sold on journey 2',
    ],
    [
      'a bad meal code',
      () => ({ meals: [{ travelerId: 'T1', mealCode: 'XXXX' }] }),
      'mealCode is not a meal code',
    ],
  ])('answers 400 to %s', async (_name, ancillaries, message) => {
    const { offer } = await kit.offerFor(token);
    const [map] = await kit.seatMaps(token, offer.offerId);
    const free = kit.freeSeats(map!)[0]!.designator;
    const answer = await review(offer.offerId, ancillaries(map!.flightKey, free));
    expect(answer.status).toBe(400);
    expect(answer.json.message).toContain(message);
  });

  it('keeps children and adults with an infant out of exit rows', async () => {
    const { offer } = await kit.offerFor(token);
    const [map] = await kit.seatMaps(token, offer.offerId);
    const exit = map!
      .seatMap!.rows.flatMap((row) => row.seats)
      .find((seat) => seat.available && seat.restrictions);
    expect(exit, 'a free exit-row seat').toBeDefined();
    if (!exit) return;
    const child = await review(offer.offerId, {
      seats: [{ travelerId: 'T3', flightKey: map!.flightKey, designator: exit.designator }],
    });
    expect([child.status, child.json.message]).toEqual([
      400,
      expect.stringContaining('where children cannot sit'),
    ]);
    // T1 carries the infant (T4).
    const carrier = await review(offer.offerId, {
      seats: [{ travelerId: 'T1', flightKey: map!.flightKey, designator: exit.designator }],
    });
    expect(carrier.json.message).toContain('travelling with an infant');
    const free = await review(offer.offerId, {
      seats: [{ travelerId: 'T2', flightKey: map!.flightKey, designator: exit.designator }],
    });
    expect(free.status, free.json.message).toBe(200);
  });

  it('answers 404 to another caller and 410 once the offer expired; its seats go to others then', async () => {
    const { offer } = await kit.offerFor(token);
    const [map] = await kit.seatMaps(token, offer.offerId);
    const seat = {
      travelerId: 'T1',
      flightKey: map!.flightKey,
      designator: kit.freeSeats(map!)[0]!.designator,
    };
    expect((await review(offer.offerId, { seats: [seat] })).status).toBe(200);
    const other = await kit.publicToken();
    // A guest's offer follows its id (offer-access.ts); an account's offer answers 404 to anyone else.
    const account = await kit.accountToken('review-owner@example.com');
    const { offer: accountOffer } = await kit.offerFor(account);
    const foreign = await review(accountOffer.offerId, {}, other);
    expect([foreign.status, foreign.json.message]).toEqual([404, OFFER_NOT_FOUND_MESSAGE]);
    const { offer: theirs } = await kit.offerFor(other);

    t.clock.advance((OFFER_HOLD_MINUTES + 1) * 60_000);
    const expired = await review(offer.offerId, { seats: [seat] });
    expect([expired.status, expired.json.message]).toEqual([410, OFFER_EXPIRED_MESSAGE]);
    expect((await kit.call('/Offer/SeatMap', { offerId: offer.offerId }, token)).status).toBe(410);
    // Their offer was made before the clock moved: it has expired too; a fresh one takes the lapsed seat.
    expect((await review(theirs.offerId, {}, other)).status).toBe(410);
    const { offer: fresh } = await kit.offerFor(other);
    const taken = await review(fresh.offerId, { seats: [seat] }, other);
    expect(taken.status, taken.json.message).toBe(200);
  });

  it.each([
    [{}, 'offerId'],
    [
      {
        offerId: 'off_0123456789abcdef01234567',
        ancillaries: { seats: [{ travelerId: 'T1', flightKey: 'x', designator: 'A7' }] },
      },
      'A seat is a row and a letter',
    ],
    [
      {
        offerId: 'off_0123456789abcdef01234567',
        ancillaries: { bags: [{ travelerId: 'T0', journeyIndex: 0, bandId: 'bag-10kg' }] },
      },
      'travelerId must be T1 to T9',
    ],
  ])('answers 400 to %j', async (body, message) => {
    const answer = await kit.call('/Offer/OfferReview', body, token);
    expect(answer.status).toBe(400);
    expect(answer.json.message).toContain(message);
  });
});
