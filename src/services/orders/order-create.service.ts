/**
 * OrderCreate (spec §7, ADR 015): everything re-validated against the offer, then ONE transaction makes
 * the order, its passengers (passport numbers encrypted) and items, sells the offer's seats, marks the
 * offer ordered and ties the payment to it; then the card is captured and the tickets issued
 * (order-finish.service.ts), or an invoice is held for payment.
 */
import * as v from 'valibot';
import { OFFER_EXPIRED_MESSAGE, type Offer } from '../../shared/contracts/offer';
import { PRICE_CHANGED, type Order, type OrderCreateRequest } from '../../shared/contracts/order';
import { passengerSchemaFor, type PassengerForm } from '../../shared/validation/booking-forms';
import { RequestRejected } from '../http/envelope';
import {
  isExpired,
  loadOfferForOrder,
  loadOwnedStoredOffer,
  markOfferOrdered,
  OFFER_ALREADY_ORDERED_MESSAGE,
  sellOfferSeats,
  type StoredOffer,
} from '../offers/offer-access';
import { orderCabinSeats } from '../inventory/cabin.repo';
import { cabinsOfOffer, seatedCount } from '../inventory/cabin.rules';
import { invoiceTerms } from '../payments/invoice-terms';
import { offerPayable } from '../offers/offer-payable';
import type { PaymentRow } from '../payments/payment.repo';
import { lockUnusedPayment, tiePayment, usablePayment } from '../payments/usable-payment';
import type { Platform } from '../platform/platform';
import { encryptField, prepareFieldEncryption } from '../security/field-encryption';
import { claimKey, requestHashOf, type Claim } from '../http/booking-idempotency';
import { queueConfirmation } from './order-finish.service';
import { createOrderOnce, finishCreated } from './order-create-once';
import { enforceContactLimits } from './contact-limits';
import { applyFlightHoldPolicy } from './hold-policy.service';
import { insertOrder, type NewOrder } from './order-insert';
import { newOrderId, runOrderTransaction } from './order-transaction';

/** Whether the offer row locked in the transaction is still the offer the checks read before it. */
function isSameOffer(locked: StoredOffer, checked: StoredOffer): boolean {
  return (
    locked.totalCents === checked.totalCents &&
    JSON.stringify(locked.offer.ancillaries) === JSON.stringify(checked.offer.ancillaries) &&
    JSON.stringify(locked.offer.lines) === JSON.stringify(checked.offer.lines)
  );
}

/** One form per traveller of the offer, each valid under the trip's age and passport rules. */
function checkPassengers(offer: Offer, passengers: PassengerForm[]): PassengerForm[] {
  const expected = offer.passengers.map((p) => p.travelerId).sort();
  const given = passengers.map((p) => p.travelerId).sort();
  if (expected.join() !== given.join()) {
    throw new RequestRejected(400, `passengers: give one form for each traveller (${expected.join(', ')})`);
  }
  const trip = {
    firstTravelDate: offer.firstTravelDate,
    lastTravelDate: offer.lastTravelDate,
    international: offer.international,
  };
  return passengers.map((passenger, index) => {
    const type = offer.passengers.find((p) => p.travelerId === passenger.travelerId)!.passengerType;
    const result = v.safeParse(passengerSchemaFor(type, trip), passenger);
    if (result.success) return result.output;
    const issue = result.issues[0];
    const path = ['passengers', String(index), ...(issue.path ?? []).map((item) => String(item.key))].join(
      '.',
    );
    throw new RequestRejected(400, `${path}: ${issue.message}`);
  });
}

export async function createOrder(
  platform: Platform,
  owner: string,
  key: string,
  input: OrderCreateRequest,
  /** The booking account's linked reservation profile (linked-reservation-profile.ts), kept on the order. */
  reservationProfileId: string | null = null,
): Promise<{ order: Order; replayed: boolean }> {
  const claim: Claim = { owner, scope: 'order', key, requestHash: requestHashOf(input) };
  return createOrderOnce(platform, claim, () =>
    attemptCreateOrder(platform, owner, claim, input, reservationProfileId),
  );
}

async function attemptCreateOrder(
  platform: Platform,
  owner: string,
  claim: Claim,
  input: OrderCreateRequest,
  reservationProfileId: string | null,
): Promise<{ order: Order; replayed: boolean }> {
  const { db } = platform.database;
  await enforceContactLimits(platform, input.contact.email);

  const stored = await loadOwnedStoredOffer(db, input.offerId, owner);
  if (stored.status === 'Ordered') throw new RequestRejected(409, OFFER_ALREADY_ORDERED_MESSAGE);
  const passengers = checkPassengers(stored.offer, input.passengers);
  const now = platform.clock.now();
  const payable = offerPayable(stored);
  let payment: PaymentRow | null = null;
  let invoice: NewOrder['invoice'] = null;
  if (input.paymentMode === 'MintPayment') {
    payment = await usablePayment(platform, owner, payable, input);
  } else {
    if (isExpired(stored, now)) throw new RequestRejected(410, OFFER_EXPIRED_MESSAGE);
    if (input.confirmedTotalCents !== stored.totalCents) throw new RequestRejected(409, PRICE_CHANGED);
    invoice = invoiceTerms(platform, payable, now);
  }

  const orderId = newOrderId();
  await prepareFieldEncryption(platform);
  const ciphertexts = await Promise.all(
    passengers.map((p) => encryptField(platform, p.passportNumber, `order:${orderId}:${p.travelerId}`)),
  );
  const replayOf = await runOrderTransaction(platform, async (tx, bookingReference) => {
    if (invoice) invoice.eft.reference = bookingReference;
    // The offer row is locked first, so concurrent orders of one offer queue here (PostgreSQL), and
    // the order is written from the row as locked: an OfferReview that changed the offer after the
    // checks above (seats, bags: another total) makes this a 409, never an order of a stale offer.
    const locked = await loadOfferForOrder(tx, input.offerId, { forUpdate: true });
    await claimKey(tx, claim, orderId, now);
    if (!locked || locked.status === 'Ordered') throw new RequestRejected(409, OFFER_ALREADY_ORDERED_MESSAGE);
    if (!isSameOffer(locked, stored)) throw new RequestRejected(409, PRICE_CHANGED);
    // Unpaid holds are limited per buyer, flight and cabin (ADR 021), under the buyer's lock.
    if (invoice) {
      const hold = { orderId, owner, email: input.contact.email, now };
      await applyFlightHoldPolicy(tx, platform, { ...hold, offer: locked.offer });
    }
    if (payment) await lockUnusedPayment(tx, payment.id);
    await insertOrder(tx, {
      orderId,
      bookingReference,
      owner,
      input,
      stored: locked,
      passengers,
      ciphertexts,
      payment,
      invoice,
      now,
      reservationProfileId,
    });
    await sellOfferSeats(tx, input.offerId, orderId);
    await orderCabinSeats(
      tx,
      input.offerId,
      orderId,
      cabinsOfOffer(locked.offer),
      seatedCount(locked.offer.passengers),
      invoice ? new Date(invoice.payBy) : null,
      now,
    );
    await markOfferOrdered(tx, input.offerId, orderId);
    if (payment) await tiePayment(tx, payment.id, orderId, now);
    else await queueConfirmation(platform, tx, orderId);
  });
  return finishCreated(platform, orderId, replayOf);
}
