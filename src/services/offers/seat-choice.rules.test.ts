import { describe, expect, it } from 'vitest';
import { SEAT_SELECTION_NOT_AVAILABLE } from '../../shared/contracts/seat-map';
import { checkSeatChoices, type SeatChoice } from './seat-choice.rules';
import { mapOf, NO_SELECTION, SAVER, seatsOf } from '../seat-maps/seat-map.fixtures';
import { markSeatsTaken } from '../seat-maps/seat-map.rules';

const economy = mapOf({ aircraft: { code: '738' }, cabin: 'Economy', brand: SAVER, daysToDeparture: 120 });
const free = seatsOf(economy).filter((seat) => seat.available && !seat.restrictions);
const exit = seatsOf(economy).find((seat) => seat.available && seat.restrictions)!;
const occupied = seatsOf(economy).find((seat) => seat.occupied)!;
const [first, second] = [free[0]!.designator, free[1]!.designator];
const adult = (traveller: number, designator: string, extra: Partial<SeatChoice> = {}): SeatChoice => ({
  traveller,
  passengerType: 'Adult',
  designator,
  ...extra,
});

describe('checkSeatChoices', () => {
  it.each([
    ['no choice', [], null],
    ['two travellers, two free seats', [adult(0, first), adult(1, second)], null],
    ['an adult in an exit row', [adult(0, exit.designator)], null],
    [
      'a second seat for one traveller',
      [adult(0, first), adult(0, second)],
      'Each traveller can have one seat per flight.',
    ],
    [
      'one seat for two travellers',
      [adult(0, first), adult(1, first)],
      `Seat ${first} is chosen for two travellers.`,
    ],
    ['a seat not on the map', [adult(0, '99Z')], 'Seat 99Z is not on this flight.'],
    [
      'an occupied seat',
      [adult(0, occupied.designator)],
      `Seat ${occupied.designator} is no longer available.`,
    ],
    [
      'a child in an exit row',
      [adult(0, exit.designator, { passengerType: 'Children' })],
      `Seat ${exit.designator} is in an exit row, where children cannot sit.`,
    ],
    [
      'an adult with an infant in an exit row',
      [adult(0, exit.designator, { withInfant: true })],
      `Seat ${exit.designator} is in an exit row, where an adult travelling with an infant cannot sit.`,
    ],
    [
      'a seat for an infant',
      [adult(2, first, { passengerType: 'Infants' })],
      'Infants travel on an adult’s lap and have no seat of their own.',
    ],
  ])('%s', (_name, choices, problem) => {
    expect(checkSeatChoices(economy, choices)).toBe(problem);
  });

  it('refuses a seat held by another booking', () => {
    const held = markSeatsTaken(economy, [first]);
    expect(checkSeatChoices(held, [adult(0, first)])).toBe(`Seat ${first} is no longer available.`);
  });

  it('says "Seat selection not available" on a map that allows none', () => {
    const closed = mapOf({ aircraft: { code: '738' }, cabin: 'Economy', brand: NO_SELECTION });
    expect(checkSeatChoices(closed, [adult(0, first)])).toBe(SEAT_SELECTION_NOT_AVAILABLE);
  });
});
