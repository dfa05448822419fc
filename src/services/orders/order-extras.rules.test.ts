import { describe, expect, it } from 'vitest';
import type { Ancillaries } from '../../shared/contracts/offer';
import { ORDER_EXTRAS_MESSAGES } from '../../shared/contracts/order-extras';
import { catalogueFor } from '../offers/ancillary.rules';
import { journeyOf, segmentOf } from '../offers/offer.fixtures';
import {
  checkExtrasSelection,
  closesAtOf,
  extrasLinesOf,
  isOpen,
  orderExtrasRefusal,
  totalOf,
  withExtras,
} from './order-extras.rules';

/** The pure rules of extras after booking (ADR 027): the cut-off, the limits and the prices. */

const journey = journeyOf([segmentOf()]);
const offer = {
  journeys: [journey],
  catalogue: catalogueFor([{ journeyIndex: 0, segments: journey.itinerary.segments, brand: journey.brand }]),
  passengers: [
    { travelerId: 'T1', passengerType: 'Adult' as const },
    { travelerId: 'T2', passengerType: 'Adult' as const },
  ],
};
const flightKey = journey.flightKeys[0]!;
const departure = new Date(journey.itinerary.segments[0]!.departure.utc);
const hours = (n: number) => new Date(departure.getTime() - n * 3_600_000);
const none: Ancillaries = { seats: [], bags: [], meals: [] };
const bag = (travelerId = 'T1', bandId = 'bag-20kg') => ({ travelerId, journeyIndex: 0, bandId });
const seat = (travelerId = 'T1', designator = '7A') => ({ travelerId, flightKey, designator });

describe('cut-off: 24 hours before the departure the extra belongs to', () => {
  it.each([
    ['25 hours before', 25, true],
    ['24 hours and a second before', 24 + 1 / 3600, true],
    ['exactly 24 hours before', 24, false],
    ['23 hours before', 23, false],
    ['after departure', -1, false],
  ])('%s: open %s', (_label, before, open) => {
    expect(closesAtOf(departure.toISOString())).toEqual(hours(24));
    expect(isOpen(closesAtOf(departure), hours(before))).toBe(open);
  });

  it('refuses a bag or seat of a closed journey with 409, and accepts it a day and an hour before', () => {
    const selection = { bags: [bag()], seats: [seat()] };
    expect(checkExtrasSelection(offer, none, selection, hours(25))).toEqual({ ok: true });
    expect(checkExtrasSelection(offer, none, { bags: [bag()], seats: [] }, hours(23))).toEqual({
      ok: false,
      status: 409,
      message: ORDER_EXTRAS_MESSAGES.journeyClosed,
    });
    expect(checkExtrasSelection(offer, none, { bags: [], seats: [seat()] }, hours(23))).toMatchObject({
      status: 409,
    });
  });
});

describe('order states', () => {
  it.each([
    ['Ticketed', null],
    ['Confirmed', null],
    ['Held', ORDER_EXTRAS_MESSAGES.notPaid],
    ['Cancelled', ORDER_EXTRAS_MESSAGES.notPaid],
    ['ChangePending', ORDER_EXTRAS_MESSAGES.notPaid],
    ['Refunded', ORDER_EXTRAS_MESSAGES.notPaid],
  ] as const)('%s: %s', (status, refusal) => {
    expect(orderExtrasRefusal(status)).toBe(refusal);
  });
});

describe('limits, counting what is already bought', () => {
  const early = hours(48);
  it.each([
    ['nothing chosen', none, { bags: [], seats: [] }, ORDER_EXTRAS_MESSAGES.nothingChosen],
    [
      'two bands for one journey',
      none,
      { bags: [bag(), bag('T1', 'bag-10kg')], seats: [] },
      'Traveller T1 can have one baggage band per journey',
    ],
    [
      'a band on top of one bought',
      { ...none, bags: [bag('T1', 'bag-10kg')] },
      { bags: [bag()], seats: [] },
      'Traveller T1 can have one baggage band per journey',
    ],
    [
      'a second seat on one flight',
      { ...none, seats: [seat('T1', '3C')] },
      { bags: [], seats: [seat()] },
      'Traveller T1 can have one seat per flight',
    ],
    ['an unknown traveller', none, { bags: [bag('T3')], seats: [] }, 'Traveller T3 is not on this offer'],
    [
      'a band not sold',
      none,
      { bags: [bag('T1', 'bag-15kg')], seats: [] },
      'Baggage band bag-15kg is not sold on journey 1',
    ],
    [
      'an unknown flight',
      none,
      { bags: [], seats: [{ ...seat(), flightKey: 'XX1-2026-12-15-SYD' }] },
      'Flight XX1-2026-12-15-SYD is not on this offer',
    ],
  ])('%s: 400', (_label, existing, selection, message) => {
    expect(checkExtrasSelection(offer, existing, selection, early)).toEqual({
      ok: false,
      status: 400,
      message,
    });
  });

  it('lets each traveller add one band and one seat when the other already has theirs', () => {
    const existing = { ...none, bags: [bag('T2')], seats: [seat('T2', '3C')] };
    expect(checkExtrasSelection(offer, existing, { bags: [bag()], seats: [seat()] }, early)).toEqual({
      ok: true,
    });
  });
});

describe('prices: the booking catalogue and the seat map', () => {
  it('prices a bag at its band and a seat at its map price, an included seat at 0', () => {
    const band = offer.catalogue.baggage.find((item) => item.bandId === 'bag-20kg')!;
    const lines = extrasLinesOf(offer, { bags: [bag()], seats: [seat(), seat('T2', '7B')] }, (choice) =>
      choice.designator === '7A' ? 3500 : null,
    );
    expect(lines).toEqual([
      { kind: 'seat', label: `Seat 7A on QF401`, travelerId: 'T1', amountCents: 3500 },
      { kind: 'seat', label: `Seat 7B on QF401`, travelerId: 'T2', amountCents: 0 },
      {
        kind: 'bag',
        label: 'Extra baggage 20 kg, Sydney to Melbourne',
        travelerId: 'T1',
        amountCents: band.priceCents,
      },
    ]);
    expect(totalOf(lines)).toBe(3500 + band.priceCents);
  });

  it('adds the purchase to the order ancillaries, keeping the meals', () => {
    const meals = [{ travelerId: 'T1', mealCode: 'VGML' as const }];
    expect(withExtras({ ...none, meals }, { bags: [bag()], seats: [seat()] })).toEqual({
      seats: [seat()],
      bags: [bag()],
      meals,
    });
  });
});
