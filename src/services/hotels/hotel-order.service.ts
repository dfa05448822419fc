/**
 * The Hotel API's /Order/OrderCreate (spec §4 hotel flow, ADR 016): the quote checked (the caller's,
 * Open, the card's PreAuth or the invoice total), then ONE transaction reads and locks the quote and
 * writes the order from that row: it claims the Idempotency-Key, applies the unpaid-hold policy to an
 * invoice (ADR 021), makes the order (kind 'hotel'), takes a room of the type on every night (all or
 * nothing: 409 roomGone otherwise, with nothing written), marks the quote ordered and ties the payment.
 * Then it finishes like a flight order (order-finish.service.ts): the card is captured and the order
 * Confirmed, or an invoice order is Held with its BPAY / EFT details.
 */
import { HOTEL_MESSAGES } from '../../shared/contracts/hotel';
import type { HotelOrderCreateRequest } from '../../shared/contracts/hotel-order';
import { PRICE_CHANGED, type InvoiceDetails, type Order } from '../../shared/contracts/order';
import { RequestRejected } from '../http/envelope';
import { claimKey, requestHashOf, type Claim } from '../http/booking-idempotency';
import { queueConfirmation } from '../orders/order-finish.service';
import { createOrderOnce, finishCreated } from '../orders/order-create-once';
import { enforceContactLimits } from '../orders/contact-limits';
import { applyHotelHoldPolicy } from '../orders/hold-policy.service';
import { newOrderId, runOrderTransaction } from '../orders/order-transaction';
import { invoiceTerms } from '../payments/invoice-terms';
import { quotePayable } from './quote-payable';
import type { PaymentRow } from '../payments/payment.repo';
import { voidPayment } from '../payments/payment.service';
import { lockUnusedPayment, tiePayment, usablePayment } from '../payments/usable-payment';
import type { Platform } from '../platform/platform';
import { insertHotelOrder } from './hotel-order-insert';
import { propertyById } from './inventory/properties';
import { stayOf } from './rules/hotel-order-stay';
import {
  isQuoteExpired,
  loadOwnedQuote,
  lockOwnedQuote,
  markQuoteOrdered,
  QUOTE_ALREADY_ORDERED_MESSAGE,
  type StoredQuote,
} from './quote-access';
import { takeRooms } from './inventory/room-nights.repo';

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
  /** The booking account's linked reservation profile (orders/linked-reservation-profile.ts). */
  reservationProfileId: string | null = null,
): Promise<{ order: Order; replayed: boolean }> {
  const claim: Claim = { owner, scope: 'hotel-order', key, requestHash: requestHashOf(input) };
  return createOrderOnce(platform, claim, () =>
    attemptCreateHotelOrder(platform, owner, claim, input, reservationProfileId),
  );
}

/** The invoice an order of the quote is held on; 410 when the quote lapsed, 409 on another total. */
function invoiceOf(
  platform: Platform,
  stored: StoredQuote,
  input: HotelOrderCreateRequest,
  now: Date,
  bookingReference = '',
): InvoiceDetails {
  if (isQuoteExpired(stored, now)) throw new RequestRejected(410, HOTEL_MESSAGES.quoteExpired);
  if (input.confirmedTotalCents !== stored.totalCents) throw new RequestRejected(409, PRICE_CHANGED);
  const invoice = invoiceTerms(platform, quotePayable(stored), now);
  return { ...invoice, eft: { ...invoice.eft, reference: bookingReference } };
}

async function attemptCreateHotelOrder(
  platform: Platform,
  owner: string,
  claim: Claim,
  input: HotelOrderCreateRequest,
  reservationProfileId: string | null,
): Promise<{ order: Order; replayed: boolean }> {
  const { db } = platform.database;
  await enforceContactLimits(platform, input.guest.contact.email);

  // A first look outside the transaction, for the checks that may call the gateway (the card payment).
  const checked = await loadOwnedQuote(db, input.quoteId, owner);
  if (checked.status === 'Ordered') throw new RequestRejected(409, QUOTE_ALREADY_ORDERED_MESSAGE);
  const now = platform.clock.now();
  let payment: PaymentRow | null = null;
  if (input.paymentMode === 'MintPayment') {
    // A quote that lapsed while the card was being authorised is still honoured, as for flights.
    payment = await usablePayment(platform, owner, quotePayable(checked), input);
  } else {
    invoiceOf(platform, checked, input, now);
  }

  const orderId = newOrderId();
  let replayOf: string | null;
  try {
    replayOf = await runOrderTransaction(platform, async (tx, bookingReference) => {
      // The quote is read again and locked first, and the order is written from this row: concurrent
      // orders of one quote queue here (PostgreSQL) and all but the first find it Ordered.
      const stored = await lockOwnedQuote(tx, input.quoteId, owner);
      await claimKey(tx, claim, orderId, now);
      if (stored.status === 'Ordered') throw new RequestRejected(409, QUOTE_ALREADY_ORDERED_MESSAGE);
      if (stored.totalCents !== checked.totalCents) throw new RequestRejected(409, PRICE_CHANGED);
      const invoice = payment ? null : invoiceOf(platform, stored, input, now, bookingReference);
      const { quote } = stored;
      const email = input.guest.contact.email;
      // Unpaid holds are limited per buyer and room type (ADR 021), under the buyer's lock.
      if (invoice) await applyHotelHoldPolicy(tx, platform, { orderId, owner, email, quote, now });
      if (payment) await lockUnusedPayment(tx, payment.id);
      // The quote answers what the detail page showed; the phone comes from the property itself.
      const stay = stayOf(quote, input.guest, propertyById(quote.property.propertyId)?.phone ?? '');
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
        reservationProfileId,
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
  return finishCreated(platform, orderId, replayOf);
}
