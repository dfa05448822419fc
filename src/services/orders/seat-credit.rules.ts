/**
 * Pure rules of seat credits after a date change (issue 23, ADR 027 amended 2026-11-28).
 *
 * - A change releases the seats of the moved journey. Per traveller, the credit is what those released
 *   seats were paid: a seat bought with the booking or as an extra is worth its price line; a seat
 *   chosen again with a credit is worth its full price (the credit it took plus what was charged).
 * - The credit belongs to the traveller and the journey (not to a flight): it is taken by the next
 *   seat purchase of that traveller on that journey's flights, in flight order, each seat taking as
 *   much of it as its price. It is used once: what it does not cover is charged, what is left over
 *   is forfeited (as a fare decrease is, ADR 026). A credit of 0 (seats the fare included) is used the
 *   same way.
 */
import type { AppliedSeatCredit } from '../../shared/contracts/seat-credit';
import type { ExtraLine } from '../../shared/contracts/order-extras';
import { formatCents } from '../../shared/domain/money';

export interface SeatRef {
  travelerId: string;
  flightKey: string;
  designator: string;
}

/**
 * A payment for a seat, oldest first. Booking lines name the flight number only ("Seat 7A on QF1"),
 * so `flightKey` is null for them and the seat is matched on its flight number.
 */
export interface SeatPayment {
  travelerId: string;
  flightKey: string | null;
  flightNumber: string;
  designator: string;
  valueCents: number;
}

/** One seat bought with a credit: its price and the part of the credit it took. */
export interface CreditSeat {
  flightKey: string;
  designator: string;
  priceCents: number;
  creditCents: number;
}

export const flightNumberOf = (flightKey: string) => flightKey.split('-')[0]!;

/** What was paid for the seat: the latest payment of that traveller for it, 0 when none is found. */
export function paidForSeat(seat: SeatRef, payments: SeatPayment[]): number {
  const matches = payments.filter(
    (payment) =>
      payment.travelerId === seat.travelerId &&
      payment.designator === seat.designator &&
      (payment.flightKey === null
        ? payment.flightNumber === flightNumberOf(seat.flightKey)
        : payment.flightKey === seat.flightKey),
  );
  return matches.length === 0 ? 0 : matches[matches.length - 1]!.valueCents;
}

/** The credit per traveller from the seats a change released, in the order they were released. */
export function creditsOfRelease(
  released: SeatRef[],
  payments: SeatPayment[],
): Array<{ travelerId: string; amountCents: number }> {
  const credits: Array<{ travelerId: string; amountCents: number }> = [];
  for (const seat of released) {
    const value = paidForSeat(seat, payments);
    const found = credits.find((credit) => credit.travelerId === seat.travelerId);
    if (found) found.amountCents += value;
    else credits.push({ travelerId: seat.travelerId, amountCents: value });
  }
  return credits;
}

export interface OpenCredit {
  travelerId: string;
  journeyIndex: number;
  amountCents: number;
}

export interface PricedSeat extends SeatRef {
  /** The journey the flight belongs to (null when it is on none of the order's journeys). */
  journeyIndex: number | null;
  /** Where the flight is in its journey, so a credit goes to the first flight's seat first. */
  flightOrder: number;
  priceCents: number;
}

/**
 * The credits the seats take: one entry per seat whose traveller has an open credit on its journey,
 * the credit spread over that traveller's seats of the journey in flight order.
 */
export function applySeatCredits(credits: OpenCredit[], seats: PricedSeat[]): AppliedSeatCredit[] {
  const left = new Map(credits.map((c) => [`${c.travelerId}|${c.journeyIndex}`, c.amountCents]));
  const ordered = [...seats].sort(
    (a, b) => (a.journeyIndex ?? -1) - (b.journeyIndex ?? -1) || a.flightOrder - b.flightOrder,
  );
  const applied: AppliedSeatCredit[] = [];
  for (const seat of ordered) {
    const key = `${seat.travelerId}|${seat.journeyIndex}`;
    const remaining = seat.journeyIndex === null ? undefined : left.get(key);
    if (remaining === undefined) continue;
    const creditCents = Math.min(remaining, seat.priceCents);
    left.set(key, remaining - creditCents);
    applied.push({
      travelerId: seat.travelerId,
      flightKey: seat.flightKey,
      designator: seat.designator,
      priceCents: seat.priceCents,
      creditCents,
      chargedCents: seat.priceCents - creditCents,
    });
  }
  return applied;
}

/**
 * The purchase's lines with the credits taken: a seat line is what is charged for it, so a cancellation
 * refunds what this purchase captured and nothing more (the seat paid before is refunded, or kept, by
 * its own line as before).
 */
export function linesWithCredits(
  lines: ExtraLine[],
  seats: SeatRef[],
  applied: AppliedSeatCredit[],
): ExtraLine[] {
  let seatIndex = 0;
  return lines.map((line) => {
    if (line.kind !== 'seat') return line;
    const seat = seats[seatIndex++];
    const credit = seat
      ? applied.find(
          (item) =>
            item.travelerId === seat.travelerId &&
            item.flightKey === seat.flightKey &&
            item.designator === seat.designator,
        )
      : undefined;
    if (!credit || credit.creditCents === 0) return line;
    return {
      ...line,
      label: `${line.label} (seat credit ${formatCents(credit.creditCents)} used)`,
      amountCents: credit.chargedCents,
    };
  });
}

/** Which open credits a purchase uses up: every credit of a traveller and journey that took a seat. */
export function creditsTaken(credits: OpenCredit[], seats: PricedSeat[]): OpenCredit[] {
  return credits.filter((credit) =>
    seats.some((seat) => seat.travelerId === credit.travelerId && seat.journeyIndex === credit.journeyIndex),
  );
}
