/**
 * The Hotel API's /Order/OrderCreate (spec §4 hotel flow, ADR 016): the quote re-checked (the caller's,
 * Open, the card's PreAuth or the invoice total), then ONE transaction locks the quote, claims the
 * Idempotency-Key, makes the order (kind 'hotel'), takes a room of the type on every night (all or
 * nothing: 409 roomGone otherwise, with nothing written), marks the quote ordered and ties the payment.
 * Then it finishes like a flight order (order-finish.service.ts): the card is captured and the order
 * Confirmed, or an invoice order is Held with its BPAY / EFT details.
 */
import { HOTEL_MESSAGES } from '../../lib/contracts/hotel';
import type { HotelOrderCreateRequest } from '../../lib/contracts/hotel-order';
import { PRICE_CHANGED, type InvoiceDetails, type Order } from '../../lib/contracts/order';
import { RequestRejected } from '../http/envelope';
import {
  claimKey,
  claimedAfterConflict,
  findClaimed,
  requestHashOf,
  type Claim,
} from '../orders/booking-idempotency';
import { finishOrder, queueConfirmation } from '../orders/order-finish.service';
import { newOrderId, runOrderTransaction } from '../orders/order-transaction';
import { invoiceTerms } from '../payments/invoice-terms';
import { quotePayable } from '../payments/payables';
import type { PaymentRow } from '../payments/payment.repo';
import { voidPayment } from '../payments/payment.service';
import { lockUnusedPayment, tiePayment, usablePayment } from '../payments/usable-payment';
import type { Platform } from '../platform/platform';
import { insertHotelOrder } from './hotel-order-insert';
import { propertyById } from './inventory/properties';
import { stayOf } from './hotel-order-stay';
import {
  isQuoteExpired,
  loadOwnedQuote,
  loadQuoteForOrder,
  markQuoteOrdered,
  QUOTE_ALREADY_ORDERED_MESSAGE,
} from './quote-access';
import { takeRooms } from './room-nights.repo';

/** Thrown inside the transaction when the room sold out: rolls everything back. */
class RoomGone extends RequestRejected {
  constructor() {
    super(409, HOTEL_MESSAGES.roomGone);
  }
}

export async function createHotelOrder(
  platform: Platform,
  owner: string,
  key: string,
  input: HotelOrderCreateRequest,
): Promise<{ order: Order; replayed: boolean }> {
  const claim: Claim = { owner, scope: 'hotel-order', key, requestHash: requestHashOf(input) };
  try {
    return await attemptCreateHotelOrder(platform, owner, claim, input);
  } catch (error) {
    const claimed = await claimedAfterConflict(platform.database.db, claim, error);
    return { order: await finishOrder(platform, claimed), replayed: true };
  }
}

async function attemptCreateHotelOrder(
  platform: Platform,
  owner: string,
  claim: Claim,
  input: HotelOrderCreateRequest,
): Promise<{ order: Order; replayed: boolean }> {
  const { db } = platform.database;
  const claimed = await findClaimed(db, claim);
  if (claimed) return { order: await finishOrder(platform, claimed), replayed: true };

  const stored = await loadOwnedQuote(db, input.quoteId, owner);
  if (stored.status === 'Ordered') throw new RequestRejected(409, QUOTE_ALREADY_ORDERED_MESSAGE);
  const now = platform.clock.now();
  const payable = quotePayable(stored);
  let payment: PaymentRow | null = null;
  let invoice: InvoiceDetails | null = null;
  if (input.paymentMode === 'MintPayment') {
    // A quote that lapsed while the card was being authorised is still honoured, as for flights.
    payment = await usablePayment(platform, owner, payable, input);
  } else {
    if (isQuoteExpired(stored, now)) throw new RequestRejected(410, HOTEL_MESSAGES.quoteExpired);
    if (input.confirmedTotalCents !== stored.totalCents) throw new RequestRejected(409, PRICE_CHANGED);
    invoice = invoiceTerms(platform, payable, now);
  }

  const { quote } = stored;
  // The quote answers what the detail page showed; the phone comes from the property itself.
  const stay = stayOf(quote, input.guest, propertyById(quote.property.propertyId)?.phone ?? '');
  const orderId = newOrderId();
  let replayOf: string | null;
  try {
    replayOf = await runOrderTransaction(platform, async (tx, bookingReference) => {
      if (invoice) invoice.eft.reference = bookingReference;
      // The quote row is locked first, so concurrent orders of one quote queue here (PostgreSQL).
      const locked = await loadQuoteForOrder(tx, input.quoteId, { forUpdate: true });
      await claimKey(tx, claim, orderId, now);
      if (!locked || locked.status === 'Ordered')
        throw new RequestRejected(409, QUOTE_ALREADY_ORDERED_MESSAGE);
      if (payment) await lockUnusedPayment(tx, payment.id);
      await insertHotelOrder(tx, {
        orderId,
        bookingReference,
        owner,
        input,
        quote,
        stay,
        payment,
        invoice,
        now,
      });
      const room = {
        propertyId: quote.property.propertyId,
        roomTypeId: quote.room.roomTypeId,
        checkInDate: quote.stay.checkInDate,
        checkOutDate: quote.stay.checkOutDate,
      };
      if (!(await takeRooms(tx, room, orderId, now))) throw new RoomGone();
      await markQuoteOrdered(tx, input.quoteId, orderId);
      if (payment) await tiePayment(tx, payment.id, orderId, now);
      else await queueConfirmation(platform, tx, orderId);
    });
  } catch (error) {
    // No room, no booking: the authorisation is released at once rather than by the reconciler.
    if (error instanceof RoomGone && payment) {
      await voidPayment(
        platform,
        payment,
        'Voided',
        'Payment cancelled: the room is no longer available, nothing was charged',
      ).catch((voidError: unknown) =>
        platform.log.warn({ paymentId: payment.id, err: String(voidError) }, 'void left to the reconciler'),
      );
    }
    throw error;
  }
  if (replayOf) return { order: await finishOrder(platform, replayOf), replayed: true };
  return { order: await finishOrder(platform, orderId), replayed: false };
}
