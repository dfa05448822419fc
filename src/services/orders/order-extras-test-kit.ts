/**
 * Helpers of the extras-after-booking tests (ADR 027): a ticketed card order (order-cancel-test-kit.ts),
 * its options, a selection of one bag and one unrestricted seat on the first flight, and the purchase
 * call with the quote's visa total.
 */
import { expect } from 'vitest';
import type { ExtrasOptions, ExtrasPurchase, ExtrasSelection } from '../../shared/contracts/order-extras';
import { newKey, VISA } from './booking-test-kit';
import { openCancelKit } from './order-cancel-test-kit';

export async function openExtrasKit() {
  const k = await openCancelKit();

  const options = (token: string, body: Record<string, unknown>) =>
    k.post<ExtrasOptions>('/Order/ExtrasOptions', body, token);

  const optionsOk = async (token: string, body: Record<string, unknown>) => {
    const answer = await options(token, body);
    expect(answer.status, answer.json.message).toBe(200);
    return answer.json.data;
  };

  /** T1's first 10 kg band on journey 0 and a seat without restrictions on the first flight. */
  const selectionOf = (found: ExtrasOptions, seatIndex = 0): ExtrasSelection => {
    const journey = found.journeys[0]!;
    const band = journey.bags.find((bag) => bag.travelerId === 'T1')!.bands[0]!;
    const flight = journey.flights[0]!;
    const seat = flight.freeSeats.filter((item) => item.restrictions.length === 0)[seatIndex]!;
    return {
      bags: [{ travelerId: 'T1', journeyIndex: journey.journeyIndex, bandId: band.bandId }],
      seats: [{ travelerId: 'T1', flightKey: flight.flightKey, designator: seat.designator }],
    };
  };

  /** The visa total of a selection, from the service's own quote. */
  const visaTotal = async (token: string, orderId: string, selection: ExtrasSelection, extra = {}) => {
    const found = await optionsOk(token, { orderId, selection, ...extra });
    return found.quote!.byScheme.find((row) => row.scheme === 'visa')!.totalWithSurchargeCents;
  };

  const purchase = (token: string, body: Record<string, unknown>, key: string | null = newKey()) =>
    k.post<ExtrasPurchase>('/Order/Extras', body, token, key === null ? {} : { 'Idempotency-Key': key });

  /** A purchase body for `selection` paid with a new token of `card`. */
  const purchaseBody = async (
    token: string,
    orderId: string,
    selection: ExtrasSelection,
    card = VISA,
    extra: Record<string, unknown> = {},
  ) => {
    const { token: cardToken, scheme } = await k.tokenise(card);
    return {
      orderId,
      ...selection,
      cardToken,
      scheme,
      confirmedTotalCents: await visaTotal(token, orderId, selection, extra),
      ...extra,
    };
  };

  /** Authorisations the gateway holds for the order's extras, with what was captured. */
  const extrasAuthorisations = (orderId: string) =>
    k.platform.database.query<{ status: string; captured: number | null; amount: number }>(
      `SELECT status, captured_cents AS captured, amount_cents AS amount FROM payment_gateway_authorisations
         WHERE reference = $1 ORDER BY created_at`,
      [`extras:${orderId}`],
    );

  return { ...k, options, optionsOk, selectionOf, visaTotal, purchase, purchaseBody, extrasAuthorisations };
}
