/**
 * OrderCreate (spec §7, ADR 015): everything re-validated against the offer, then ONE transaction makes
 * the order, its passengers (passport numbers encrypted) and items, sells the offer's seats, marks the
 * offer ordered and ties the payment to it; then the card is captured and the tickets issued
 * (order-finish.service.ts), or an invoice is held for payment.
 */
import { randomBytes } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import * as v from 'valibot';
import { OFFER_EXPIRED_MESSAGE, type Offer } from '../../lib/contracts/offer';
import {
  PAYMENT_FAILED,
  PAYMENT_TIMEOUT,
  PRICE_CHANGED,
  type Order,
  type OrderCreateRequest,
} from '../../lib/contracts/order';
import { passengerSchemaFor, type PassengerForm } from '../../lib/validation/booking-forms';
import { bookingPayments } from '../db/schema';
import { isUniqueViolation } from '../db/unique-violation';
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
import { ownedPayment, type PaymentRow } from '../payments/payment.repo';
import { refreshPayment } from '../payments/payment.service';
import type { Platform } from '../platform/platform';
import { encryptField, prepareFieldEncryption } from '../security/field-encryption';
import { AlreadyClaimed, claimKey, findClaimed, requestHashOf, type Claim } from './booking-idempotency';
import { finishOrder, queueConfirmation } from './order-finish.service';
import { insertOrder, type NewOrder } from './order-insert';
import { invoicePayBy, newBookingReference, newCustomerReference } from './order.rules';

export const newOrderId = () => `ord_${randomBytes(12).toString('hex')}`;

/** One form per traveller of the offer, each valid under the trip's age and passport rules. */
export function checkPassengers(offer: Offer, passengers: PassengerForm[]): PassengerForm[] {
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

const PAYMENT_REFUSALS: Partial<Record<PaymentRow['status'], string>> = {
  Declined: PAYMENT_FAILED,
  TimedOut: PAYMENT_TIMEOUT,
  Voided: PAYMENT_TIMEOUT,
  Pending: 'The payment is not authorised yet. Please wait for it to finish.',
  ChallengeRequired: 'Please complete the verification your bank asks for first.',
  Captured: 'This payment is already used by another booking.',
};

/** The caller's authorised, unused card payment of this offer for exactly the confirmed total. */
async function usablePayment(
  platform: Platform,
  owner: string,
  stored: StoredOffer,
  input: OrderCreateRequest,
): Promise<PaymentRow> {
  if (!input.paymentId) throw new RequestRejected(400, 'paymentId: give the authorised payment (PreAuth)');
  const payment = await refreshPayment(
    platform,
    await ownedPayment(platform.database.db, input.paymentId, owner),
  );
  if (payment.offerId !== stored.offerId)
    throw new RequestRejected(409, 'This payment is for another offer.');
  if (payment.orderId) throw new RequestRejected(409, 'This payment is already used by another booking.');
  if (payment.status !== 'Authorised')
    throw new RequestRejected(409, PAYMENT_REFUSALS[payment.status] ?? PAYMENT_FAILED);
  if (
    payment.amountCents !== stored.totalCents + payment.surchargeCents ||
    input.confirmedTotalCents !== payment.amountCents
  ) {
    throw new RequestRejected(409, PRICE_CHANGED);
  }
  return payment;
}

export async function createOrder(
  platform: Platform,
  owner: string,
  key: string,
  input: OrderCreateRequest,
): Promise<{ order: Order; replayed: boolean }> {
  const { db } = platform.database;
  const claim: Claim = { owner, scope: 'order', key, requestHash: requestHashOf(input) };
  const claimed = await findClaimed(db, claim);
  if (claimed) return { order: await finishOrder(platform, claimed), replayed: true };

  const stored = await loadOwnedStoredOffer(db, input.offerId, owner);
  if (stored.status === 'Ordered') throw new RequestRejected(409, OFFER_ALREADY_ORDERED_MESSAGE);
  const passengers = checkPassengers(stored.offer, input.passengers);
  const now = platform.clock.now();
  const segments = stored.offer.journeys.flatMap((journey) => journey.itinerary.segments);
  const firstDeparture = new Date(segments[0]!.departure.utc);

  let payment: PaymentRow | null = null;
  let invoice: NewOrder['invoice'] = null;
  if (input.paymentMode === 'MintPayment') {
    payment = await usablePayment(platform, owner, stored, input);
  } else {
    const { payments } = platform.config;
    if (!payments.invoiceEnabled) throw new RequestRejected(409, 'Invoice payment is not available');
    if (isExpired(stored, now)) throw new RequestRejected(410, OFFER_EXPIRED_MESSAGE);
    if (input.confirmedTotalCents !== stored.totalCents) throw new RequestRejected(409, PRICE_CHANGED);
    const payBy = invoicePayBy(now, firstDeparture, payments.invoiceHoldHours);
    if (!payBy) {
      throw new RequestRejected(
        409,
        'Invoice payment is not available this close to departure. Please pay by card.',
      );
    }
    invoice = {
      bpayBillerCode: payments.bpayBillerCode,
      customerReference: newCustomerReference(),
      eft: { ...payments.eft, reference: '' },
      payBy: payBy.toISOString(),
      amountCents: stored.totalCents,
    };
  }

  const orderId = newOrderId();
  await prepareFieldEncryption(platform);
  const ciphertexts = await Promise.all(
    passengers.map((p) => encryptField(platform, p.passportNumber, `order:${orderId}:${p.travelerId}`)),
  );
  for (let attempt = 0; ; attempt += 1) {
    const bookingReference = newBookingReference();
    if (invoice) invoice.eft.reference = bookingReference;
    try {
      await db.transaction(async (tx) => {
        // The offer row is locked first, so concurrent orders of one offer queue here (PostgreSQL).
        const locked = await loadOfferForOrder(tx, input.offerId, { forUpdate: true });
        await claimKey(tx, claim, orderId, now);
        if (!locked || locked.status === 'Ordered')
          throw new RequestRejected(409, OFFER_ALREADY_ORDERED_MESSAGE);
        if (payment) {
          const [current] = await tx
            .select()
            .from(bookingPayments)
            .where(
              and(
                eq(bookingPayments.id, payment.id),
                eq(bookingPayments.status, 'Authorised'),
                isNull(bookingPayments.orderId),
              ),
            )
            .for('update');
          if (!current) throw new RequestRejected(409, 'This payment is already used by another booking.');
        }
        await insertOrder(tx, {
          orderId,
          bookingReference,
          owner,
          input,
          stored,
          passengers,
          ciphertexts,
          payment,
          invoice,
          now,
        });
        await sellOfferSeats(tx, input.offerId, orderId);
        await markOfferOrdered(tx, input.offerId, orderId);
        if (payment) {
          await tx
            .update(bookingPayments)
            .set({ orderId, updatedAt: now })
            .where(eq(bookingPayments.id, payment.id));
        } else {
          await queueConfirmation(platform, tx, orderId);
        }
      });
      break;
    } catch (error) {
      if (error instanceof AlreadyClaimed) {
        return { order: await finishOrder(platform, error.resourceId), replayed: true };
      }
      // A booking reference already taken (or a row another order just made): draw again.
      if (!isUniqueViolation(error) || attempt >= 4) throw error;
    }
  }
  return { order: await finishOrder(platform, orderId), replayed: false };
}
