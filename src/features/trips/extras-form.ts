/**
 * Extras after booking on the trip page (issue 23, ADR 027): the choice travels in the page's own query
 * string (`bag.T1.0=bag-20kg`, `seat.T1.<flightKey>=7A`), so choosing, reviewing and a refused payment
 * all come back to the same trip page without a session store; the card never does (it goes from the
 * browser to the gateway only). A refusal comes back as a short code the page words in its language,
 * never as free text from the address bar.
 */
import type { ExtrasOptions, ExtrasSelection } from '../../shared/contracts/order-extras';
import { ORDER_EXTRAS_MESSAGES } from '../../shared/contracts/order-extras';

const BAG_PARAM = /^bag\.(T[1-9])\.([0-5])$/;
const SEAT_PARAM = /^seat\.(T[1-9])\.([\w-]{1,80})$/;
const BAND = /^bag-\d{1,3}kg$/;
const DESIGNATOR = /^\d{1,2}[A-K]$/;

export const bagParam = (travelerId: string, journeyIndex: number) => `bag.${travelerId}.${journeyIndex}`;
export const seatParam = (travelerId: string, flightKey: string) => `seat.${travelerId}.${flightKey}`;

/** The selection in a query string or form; unknown or malformed entries are ignored. */
export function selectionFrom(params: URLSearchParams | FormData): ExtrasSelection {
  const selection: ExtrasSelection = { bags: [], seats: [] };
  for (const [name, raw] of params.entries()) {
    if (typeof raw !== 'string' || raw === '') continue;
    const bag = BAG_PARAM.exec(name);
    if (bag && BAND.test(raw)) {
      selection.bags.push({ travelerId: bag[1]!, journeyIndex: Number(bag[2]), bandId: raw });
      continue;
    }
    const seat = SEAT_PARAM.exec(name);
    if (seat && DESIGNATOR.test(raw))
      selection.seats.push({ travelerId: seat[1]!, flightKey: seat[2]!, designator: raw });
  }
  return selection;
}

export const isEmptySelection = (selection: ExtrasSelection) =>
  selection.bags.length === 0 && selection.seats.length === 0;

/** The selection as query parameters (the review step's address). */
export function selectionParams(selection: ExtrasSelection): URLSearchParams {
  const params = new URLSearchParams();
  for (const bag of selection.bags) params.set(bagParam(bag.travelerId, bag.journeyIndex), bag.bandId);
  for (const seat of selection.seats) params.set(seatParam(seat.travelerId, seat.flightKey), seat.designator);
  return params;
}

const EXTRAS_PROBLEMS = ['seatTaken', 'declined', 'priceChanged', 'closed', 'failed'] as const;
export type ExtrasProblem = (typeof EXTRAS_PROBLEMS)[number];

/** The refusal's code, from the Booking API's status and message. */
export function problemOf(status: number, message: string): ExtrasProblem {
  if (status === 402) return 'declined';
  if (status === 409 && /^Seat \w+ on \w+ is no longer available$/.test(message)) return 'seatTaken';
  if (message === ORDER_EXTRAS_MESSAGES.priceChanged) return 'priceChanged';
  if (message === ORDER_EXTRAS_MESSAGES.journeyClosed || message === ORDER_EXTRAS_MESSAGES.notPaid)
    return 'closed';
  return 'failed';
}

export function readProblem(value: string | null): ExtrasProblem | null {
  return EXTRAS_PROBLEMS.find((code) => code === value) ?? null;
}

/** A traveller's name as the extras options give it; the id when the options do not list them. */
export function passengerNameOf(options: Pick<ExtrasOptions, 'passengers'>, travelerId: string): string {
  return options.passengers.find((passenger) => passenger.travelerId === travelerId)?.name ?? travelerId;
}
