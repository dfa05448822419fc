import { SEAT_SELECTION_NOT_AVAILABLE, type Seat, type SeatMap } from '../../shared/contracts/seat-map';
import type { PassengerType } from '../../shared/domain/passengers';

/** A traveller's seat request on one flight. */
export interface SeatChoice {
  /** The traveller's index in the offer's passenger list. */
  traveller: number;
  passengerType: PassengerType;
  /** An adult holding an infant on the lap. */
  withInfant?: boolean;
  /** "7A". */
  designator: string;
}

/**
 * The first reason the travellers' seat choices on one flight cannot be held, or null when they all
 * can: one seat per traveller per flight, each seat once, free, on the map, and allowed to the
 * traveller (exit rows take neither children nor an adult with an infant; infants have no seat).
 */
export function checkSeatChoices(map: SeatMap, choices: SeatChoice[]): string | null {
  if (choices.length === 0) return null;
  if (!map.selectable) return map.reason ?? SEAT_SELECTION_NOT_AVAILABLE;
  const seats = new Map<string, Seat>(
    map.rows.flatMap((row) => row.seats.map((seat) => [seat.designator, seat] as const)),
  );
  const travellers = new Set<number>();
  const taken = new Set<string>();
  for (const choice of choices) {
    if (choice.passengerType === 'Infants')
      return 'Infants travel on an adult’s lap and have no seat of their own.';
    if (travellers.has(choice.traveller)) return 'Each traveller can have one seat per flight.';
    travellers.add(choice.traveller);
    const seat = seats.get(choice.designator);
    if (!seat) return `Seat ${choice.designator} is not on this flight.`;
    if (taken.has(seat.designator)) return `Seat ${seat.designator} is chosen for two travellers.`;
    taken.add(seat.designator);
    if (!seat.available) return `Seat ${seat.designator} is no longer available.`;
    if (choice.passengerType === 'Children' && seat.restrictions?.includes('NoChildren'))
      return `Seat ${seat.designator} is in an exit row, where children cannot sit.`;
    if (choice.withInfant && seat.restrictions?.includes('NoInfants'))
      return `Seat ${seat.designator} is in an exit row, where an adult travelling with an infant cannot sit.`;
  }
  return null;
}
