/**
 * Pure rules of extras after booking (issue 23, ADR 027): who may still add what, until when, and at
 * what price. Prices are the booking's own: the order's offer catalogue for bags (ancillary.rules.ts,
 * from the journey's distance and brand) and the offer's seat maps for seats, so a bag costs after
 * booking what it cost while booking. Limits are the booking's too (checkAncillaryChoices): one baggage
 * band per traveller per journey and one seat per traveller per flight, counting what is already bought.
 */
import type { Ancillaries, Offer } from '../../shared/contracts/offer';
import type { OrderStatus } from '../../shared/contracts/order';
import {
  EXTRAS_CUTOFF_HOURS,
  ORDER_EXTRAS_MESSAGES,
  type ExtraLine,
  type ExtrasSelection,
} from '../../shared/contracts/order-extras';
import { ancillaryLinesOf, checkAncillaryChoices } from '../offers/offer.rules';

type OfferShape = Pick<Offer, 'journeys' | 'catalogue' | 'passengers'>;

/** Orders that are paid and not cancelled or being changed. */
const EXTRAS_STATUSES: readonly OrderStatus[] = ['Ticketed', 'Confirmed'];

/** Why the order takes no extras at all (state), or null. */
export function orderExtrasRefusal(status: OrderStatus): string | null {
  return EXTRAS_STATUSES.includes(status) ? null : ORDER_EXTRAS_MESSAGES.notPaid;
}

/** Extras for a departure close 24 hours before it. */
export function closesAtOf(departureUtc: string | Date): Date {
  return new Date(new Date(departureUtc).getTime() - EXTRAS_CUTOFF_HOURS * 3_600_000);
}

export function isOpen(closesAt: Date, now: Date): boolean {
  return now.getTime() < closesAt.getTime();
}

/** When extras for a journey close: 24 hours before its first flight leaves. */
export function journeyClosesAt(offer: Pick<Offer, 'journeys'>, journeyIndex: number): Date | null {
  const journey = offer.journeys.find((item) => item.journeyIndex === journeyIndex);
  const first = journey?.itinerary.segments[0];
  return first ? closesAtOf(first.departure.utc) : null;
}

/** When seats on a flight close: 24 hours before that flight leaves. */
export function flightClosesAt(offer: Pick<Offer, 'journeys'>, flightKey: string): Date | null {
  for (const journey of offer.journeys) {
    const index = journey.flightKeys.indexOf(flightKey);
    if (index >= 0) return closesAtOf(journey.itinerary.segments[index]!.departure.utc);
  }
  return null;
}

export type SelectionCheck = { ok: true } | { ok: false; status: 400 | 409; message: string };

/**
 * Checks a selection against the order before any seat map is read: something chosen, travellers,
 * flights and bands of this order, the booking's limits counting what is already bought, and every
 * chosen item still before its cut-off (409 after it: the order's time, not the input, is wrong).
 */
export function checkExtrasSelection(
  offer: OfferShape,
  existing: Ancillaries,
  selection: ExtrasSelection,
  now: Date,
): SelectionCheck {
  if (selection.bags.length === 0 && selection.seats.length === 0)
    return { ok: false, status: 400, message: ORDER_EXTRAS_MESSAGES.nothingChosen };
  const problem = checkAncillaryChoices(offer, {
    seats: [...existing.seats, ...selection.seats],
    bags: [...existing.bags, ...selection.bags],
    meals: [],
  });
  if (problem) return { ok: false, status: 400, message: problem };
  for (const bag of selection.bags) {
    const closes = journeyClosesAt(offer, bag.journeyIndex);
    if (!closes || !isOpen(closes, now))
      return { ok: false, status: 409, message: ORDER_EXTRAS_MESSAGES.journeyClosed };
  }
  for (const seat of selection.seats) {
    const closes = flightClosesAt(offer, seat.flightKey);
    if (!closes || !isOpen(closes, now))
      return { ok: false, status: 409, message: ORDER_EXTRAS_MESSAGES.journeyClosed };
  }
  return { ok: true };
}

/**
 * The selection's price lines, as booking prices them: a bag band per choice from the catalogue, a
 * seat per choice at its map price (0 when the fare includes seat selection).
 */
export function extrasLinesOf(
  offer: Pick<Offer, 'journeys' | 'catalogue'>,
  selection: ExtrasSelection,
  seatPriceOf: (seat: ExtrasSelection['seats'][number]) => number | null,
): ExtraLine[] {
  const lines = ancillaryLinesOf(offer, { ...selection, meals: [] }, (seat) => seatPriceOf(seat) ?? 0);
  return lines.map((line) => ({
    kind: line.kind === 'seat' ? 'seat' : 'bag',
    label: line.label,
    travelerId: line.travelerId ?? '',
    amountCents: line.amountCents,
  }));
}

export const totalOf = (lines: ExtraLine[]) => lines.reduce((sum, line) => sum + line.amountCents, 0);

/** The order's ancillaries with the purchase added (meals unchanged). */
export function withExtras(existing: Ancillaries, selection: ExtrasSelection): Ancillaries {
  return {
    seats: [...existing.seats, ...selection.seats],
    bags: [...existing.bags, ...selection.bags],
    meals: existing.meals,
  };
}
