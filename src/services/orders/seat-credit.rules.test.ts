import { describe, expect, it } from 'vitest';
import {
  applySeatCredits,
  creditsOfRelease,
  creditsTaken,
  linesWithCredits,
  paidForSeat,
  type PricedSeat,
  type SeatPayment,
} from './seat-credit.rules';

const OLD = 'QF401-2026-12-15-SYD';
const OLD2 = 'QF402-2026-12-15-MEL';
const NEW = 'QF409-2026-12-16-SYD';
const NEW2 = 'QF410-2026-12-16-MEL';

const booking = (travelerId: string, designator: string, flightNumber: string, valueCents: number) =>
  ({ travelerId, flightKey: null, flightNumber, designator, valueCents }) satisfies SeatPayment;
const extra = (travelerId: string, designator: string, flightKey: string, valueCents: number) =>
  ({
    travelerId,
    flightKey,
    flightNumber: flightKey.split('-')[0]!,
    designator,
    valueCents,
  }) satisfies SeatPayment;

describe('paidForSeat', () => {
  it.each([
    ['a booking line, matched on the flight number', [booking('T1', '7A', 'QF401', 2500)], 2500],
    ['an extra bought after booking, matched on the flight', [extra('T1', '7A', OLD, 1800)], 1800],
    ['nothing recorded (a seat the fare included)', [], 0],
    ['another traveller’s line is not theirs', [booking('T2', '7A', 'QF401', 2500)], 0],
    ['another seat on the flight is not this one', [booking('T1', '7B', 'QF401', 2500)], 0],
    [
      'another date of the same flight number is not this one',
      [extra('T1', '7A', 'QF401-2026-12-20-SYD', 900)],
      0,
    ],
    ['the latest payment wins', [booking('T1', '7A', 'QF401', 2500), extra('T1', '7A', OLD, 4000)], 4000],
  ])('%s', (_name, payments, expected) => {
    expect(paidForSeat({ travelerId: 'T1', flightKey: OLD, designator: '7A' }, payments)).toBe(expected);
  });
});

describe('creditsOfRelease', () => {
  it('sums each traveller’s released seats of the journey, in the order released', () => {
    const released = [
      { travelerId: 'T2', flightKey: OLD, designator: '7B' },
      { travelerId: 'T1', flightKey: OLD, designator: '7A' },
      { travelerId: 'T1', flightKey: OLD2, designator: '3C' },
    ];
    const payments = [
      booking('T1', '7A', 'QF401', 2500),
      booking('T2', '7B', 'QF401', 2500),
      extra('T1', '3C', OLD2, 1200),
    ];
    expect(creditsOfRelease(released, payments)).toEqual([
      { travelerId: 'T2', amountCents: 2500 },
      { travelerId: 'T1', amountCents: 3700 },
    ]);
  });

  it('gives a credit of 0 for a seat the fare included', () => {
    expect(creditsOfRelease([{ travelerId: 'T1', flightKey: OLD, designator: '7A' }], [])).toEqual([
      { travelerId: 'T1', amountCents: 0 },
    ]);
  });
});

const seat = (
  travelerId: string,
  flightKey: string,
  priceCents: number,
  journeyIndex: number | null = 0,
  flightOrder = 0,
  designator = '12C',
): PricedSeat => ({ travelerId, flightKey, designator, journeyIndex, flightOrder, priceCents });

describe('applySeatCredits', () => {
  const credit = (amountCents: number, travelerId = 'T1', journeyIndex = 0) => ({
    travelerId,
    journeyIndex,
    amountCents,
  });
  it.each([
    [
      'a cheaper seat costs nothing; the rest is forfeited',
      [credit(2500)],
      [seat('T1', NEW, 1500)],
      [[1500, 0]],
    ],
    ['a seat at the same price costs nothing', [credit(2500)], [seat('T1', NEW, 2500)], [[2500, 0]]],
    ['a dearer seat is charged the difference', [credit(2500)], [seat('T1', NEW, 4000)], [[2500, 1500]]],
    ['a credit of 0 takes nothing off', [credit(0)], [seat('T1', NEW, 1500)], [[0, 1500]]],
    [
      'spread over the journey’s flights in flight order',
      [credit(3000)],
      [seat('T1', NEW2, 2500, 0, 1), seat('T1', NEW, 2000, 0, 0)],
      [
        [2000, 0],
        [1000, 1500],
      ],
    ],
    ['not for another traveller', [credit(2500, 'T2')], [seat('T1', NEW, 1500)], []],
    ['not for another journey', [credit(2500, 'T1', 1)], [seat('T1', NEW, 1500)], []],
    ['not for a flight on no journey', [credit(2500)], [seat('T1', NEW, 1500, null)], []],
  ])('%s', (_name, credits, seats, expected) => {
    expect(applySeatCredits(credits, seats).map((a) => [a.creditCents, a.chargedCents])).toEqual(expected);
  });

  it('takes every open credit of the travellers and journeys that got a seat, and no other', () => {
    const credits = [credit(2500), credit(900, 'T2'), credit(100, 'T1', 1)];
    expect(creditsTaken(credits, [seat('T1', NEW, 1500)])).toEqual([credit(2500)]);
  });
});

describe('linesWithCredits', () => {
  it('charges each seat line what is left after its credit, and leaves bags and uncredited seats', () => {
    const lines = [
      { kind: 'seat' as const, label: 'Seat 12C on QF409', travelerId: 'T1', amountCents: 4000 },
      { kind: 'seat' as const, label: 'Seat 12D on QF409', travelerId: 'T2', amountCents: 4000 },
      { kind: 'bag' as const, label: 'Extra baggage 10 kg', travelerId: 'T1', amountCents: 3000 },
    ];
    const seats = [
      { travelerId: 'T1', flightKey: NEW, designator: '12C' },
      { travelerId: 'T2', flightKey: NEW, designator: '12D' },
    ];
    const applied = applySeatCredits(
      [{ travelerId: 'T1', journeyIndex: 0, amountCents: 2500 }],
      [seat('T1', NEW, 4000)],
    );
    expect(linesWithCredits(lines, seats, applied)).toEqual([
      {
        kind: 'seat',
        label: 'Seat 12C on QF409 (seat credit $25.00 used)',
        travelerId: 'T1',
        amountCents: 1500,
      },
      lines[1],
      lines[2],
    ]);
  });
});
