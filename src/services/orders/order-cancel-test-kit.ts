/**
 * Helpers of the cancel and refund tests: services over a fresh database with the gateway mounted
 * (hotel-order-test-kit.ts), a ticketed card order of a chosen fare brand, a confirmed card stay on a
 * refundable rate, an invoice order, and the quote and cancel calls of the Booking and Hotel APIs.
 */
import { expect } from 'vitest';
import type { PricedItinerary } from '../../shared/contracts/flight-results';
import type { Order, PreAuth } from '../../shared/contracts/order';
import type { Cancellation, CancellationQuote } from '../../shared/contracts/order-cancel';
import type { RefundCondition } from '../../shared/domain/fare-conditions';
import { hotelCardOrder, openHotelBooking } from '../hotels/hotel-order-test-kit';
import { cabinCounts, countOf } from '../test-kits/db-counts';
import { cardOrder, invoiceOrder, newKey } from './booking-test-kit';

export async function openCancelKit() {
  const b = await openHotelBooking();

  /** A ticketed card order (a guest's unless `bearer` is given) (SYD-MEL) of the first direct itinerary with a brand of `condition`. */
  const flightOrder = async (
    condition: RefundCondition,
    passengers = 1,
    invoice = false,
    bearer?: string,
  ) => {
    const token = bearer ?? (await b.kit.publicToken());
    const found = await b.kit.search(token, {
      passengerInfos: [
        { passengerType: 'Adult', count: passengers },
        { passengerType: 'Children', count: 0 },
        { passengerType: 'Infants', count: 0 },
      ],
    });
    const pick = (list: PricedItinerary[]) => {
      for (const item of list) {
        const brand = item.brands.find((candidate) => candidate.refund.condition === condition);
        if (brand && item.stops === 0) return { item, brand };
      }
      throw new Error(`no direct itinerary with a ${condition} brand`);
    };
    const chosen = found.journeys.map(pick);
    const offer = await b.kit.offerOf(token, found.shoppingRspId, chosen);
    if (invoice) {
      const held = await b.orderCreate(token, invoiceOrder(offer));
      expect(held.status, held.json.message).toBe(201);
      return { token, offer, order: held.json.data, brand: chosen[0]!.brand };
    }
    const pre = await b.authorised(token, offer);
    expect(pre.json.data.status, pre.json.message).toBe('Authorised');
    const created = await b.orderCreate(token, cardOrder(offer, pre.json.data.paymentId, b.cardTotal(offer)));
    expect(created.json.data.status, created.json.message).toBe('Ticketed');
    return { token, offer, order: created.json.data, brand: chosen[0]!.brand };
  };

  /** A guest's confirmed card stay on the first refundable rate (three Melbourne nights in December). */
  const hotelOrder = async () => {
    const token = await b.kit.publicToken();
    const detail = await b.detailOf(token);
    const room = detail.rooms.find((item) => item.rates.some((rate) => rate.refundable))!;
    const rate = room.rates.find((item) => item.refundable)!;
    const checked = await b.priceCheck(token, detail, room, rate.rateId);
    expect(checked.status, checked.json.message).toBe(200);
    const quote = checked.json.data;
    const pre: { json: { data: PreAuth } } = await b.authorisedQuote(token, quote);
    const created = await b.hotelOrderCreate(
      token,
      hotelCardOrder(quote, pre.json.data.paymentId, b.hotelCardTotal(quote)),
    );
    expect(created.json.data.status, created.json.message).toBe('Confirmed');
    return { token, quote, order: created.json.data as Order };
  };

  const api = (kind: 'flight' | 'hotel') => (kind === 'flight' ? b.post : b.hotelPost);
  const quote = (kind: 'flight' | 'hotel', token: string, body: Record<string, unknown>) =>
    api(kind)<CancellationQuote>('/Order/CancelQuote', body, token);
  const cancel = (
    kind: 'flight' | 'hotel',
    token: string,
    body: Record<string, unknown>,
    key: string | null = newKey(),
  ) => api(kind)<Cancellation>('/Order/Cancel', body, token, key === null ? {} : { 'Idempotency-Key': key });

  const count = (query: string, params: unknown[] = []) => countOf(b.platform.database, query, params);

  /** sold and held of the order's first flight's cabin, and the seats its claims add up to. */
  const cabinOf = (flightKey: string) => cabinCounts(b.platform.database, flightKey);

  return { ...b, flightOrder, hotelOrder, quote, cancel, count, cabinOf };
}
