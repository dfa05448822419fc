/**
 * Flight numbers as a traveller reads them. A through-flight (QF1 Sydney-Singapore-London, QF2 back) is one
 * flight with a stop: its legs carry one number, listed once ("QF2", not "QF2, QF2"); the stop itself is
 * shown where the itinerary shows its stops. Each leg keeps its own number where legs are listed one by
 * one (a ticket has a coupon per leg).
 */

interface Numbered {
  flightNumber: string;
}

/** Whether the leg at `index` continues the leg before it under the same number (a through-flight's stop). */
export function isThroughStop(segments: readonly Numbered[], index: number): boolean {
  return index > 0 && segments[index]?.flightNumber === segments[index - 1]?.flightNumber;
}

/** The flight numbers of an itinerary's legs, a through-flight's legs once. */
export function flightNumbersOf(segments: readonly Numbered[]): string[] {
  return segments
    .filter((_, index) => !isThroughStop(segments, index))
    .map((segment) => segment.flightNumber);
}

/** "QF2, QF401": the flight numbers of an itinerary in one line. */
export function flightNumbersText(segments: readonly Numbered[]): string {
  return flightNumbersOf(segments).join(', ');
}
