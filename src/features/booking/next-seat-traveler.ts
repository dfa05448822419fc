import type { Ancillaries } from '../../shared/contracts/offer';
import { seatOf } from './booking-state';

/**
 * Whose turn it is once `current` has a seat on a flight: the next traveller in booking order (wrapping
 * round to the first) without a seat on that flight, or null when everyone has one.
 */
export function nextTravelerWithoutSeat(
  travelerIds: readonly string[],
  ancillaries: Ancillaries,
  flightKey: string,
  current: string,
): string | null {
  const start = travelerIds.indexOf(current);
  for (let step = 1; step <= travelerIds.length; step += 1) {
    const candidate = travelerIds[(start + step) % travelerIds.length]!;
    if (candidate !== current && seatOf(ancillaries, candidate, flightKey) === null) return candidate;
  }
  return null;
}
