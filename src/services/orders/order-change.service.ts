/**
 * Confirming a date change (issue 23, ADR 026): one transaction on the order row locked re-checks the
 * order and the quote's offer, claims the caller's Idempotency-Key, moves the other journeys' cabin
 * claims and seats to the new offer, releases the changed journey's old places and seats, sells the
 * new flights' places (held by the quote; taken again if the hold lapsed and they are still free, 409
 * otherwise), moves the order onto the new offer and flights, records the change and queues the
 * email. A change with something to pay is paid by card (ADR 026 amended 2026-11-28): authorised
 * before the transaction, recorded in it, captured after the commit, voided when the change fails.
 */
import { and, eq } from 'drizzle-orm';
import type { OfferJourney, SeatChoice } from '../../shared/contracts/offer';
import type { OrderStatus } from '../../shared/contracts/order';
import {
  ORDER_CHANGE_MESSAGES,
  type ChangeFigures,
  type ChangeRequest,
  type OrderChange,
} from '../../shared/contracts/order-change';
import type { TokenClaims } from '../http/token-claims';
import { orderChanges, orders } from '../db/schema';
import { orderActionLanguage } from '../email/email-language';
import { orderChangeEmail } from '../email/order-change-emails';
import { RequestRejected } from '../http/envelope';
import { orderCabinSeats, releaseCabinSeats } from '../inventory/cabin.repo';
import { cabinsOfItinerary, seatedCount } from '../inventory/cabin.rules';
import {
  isExpired,
  loadOfferForOrder,
  markOfferOrdered,
  releaseOfferSeats,
  type StoredOffer,
} from '../offers/offer-access';
import { flightSignatureOf } from '../offers/offer.rules';
import { queueEmail } from '../platform/mailer';
import type { Platform } from '../platform/platform';
import { AlreadyClaimed, claimKey, requestHashOf, type Claim } from '../http/booking-idempotency';
import { changeFigures, changeRefusal, confirmableOnline } from './change-quote.rules';
import { emailHelp } from './email-help';
import {
  authoriseChange,
  captureChangePayment,
  recordChangePayment,
  voidUnlessRecorded,
  withPayment,
} from './order-change-payment';
import { loadManageableOrder } from './order-manage-access';
import { actOnce } from './order-action-once';
import { findChangeById, findChangeByQuote, moveKeptFlights, toOrderChange } from './order-change.repo';
import { reissueTickets } from './order-ticket-reissue';
import { lockOrderRow, type OrderRecord } from './order.repo';
import { recordSeatCredits } from './seat-credit.repo';
import { seatsOfOffer } from '../offers/seat-holds.repo';

type PassengerType = 'Adult' | 'Children' | 'Infants';

interface CheckedQuote {
  offer: StoredOffer;
  journeyIndex: number;
  changed: OfferJourney;
  booked: OfferJourney;
  figures: ChangeFigures;
}

/**
 * The quote's offer read against the order as it now stands: made for this order (its owner, every
 * other journey as booked, exactly one journey on other flights), still open and unexpired, and its
 * figures recomputed from the fare brands. 409 otherwise.
 */
function checkQuote(record: OrderRecord, offer: StoredOffer | null, now: Date): CheckedQuote {
  const gone = () => new RequestRejected(409, ORDER_CHANGE_MESSAGES.quoteGone);
  if (!offer || offer.owner !== record.order.owner || offer.status !== 'Open' || isExpired(offer, now))
    throw gone();
  const journeys = record.order.journeys as OfferJourney[];
  if (offer.offer.journeys.length !== journeys.length) throw gone();
  const differing = journeys.filter(
    (journey, index) =>
      flightSignatureOf(journey.itinerary) !== flightSignatureOf(offer.offer.journeys[index]!.itinerary),
  );
  if (differing.length !== 1) throw gone();
  const booked = differing[0]!;
  const changed = offer.offer.journeys.find((journey) => journey.journeyIndex === booked.journeyIndex)!;
  const types = record.passengers.map((p) => p.passengerType as PassengerType);
  const figures = changeFigures(booked.brand, changed.brand, types);
  if (!figures || changed.brand.code !== booked.brand.code) throw gone();
  return { offer, journeyIndex: booked.journeyIndex, changed, booked, figures };
}

const departureOf = (journey: OfferJourney) => new Date(journey.itinerary.segments[0]!.departure.utc);
const arrivalOf = (journey: OfferJourney) => {
  const segments = journey.itinerary.segments;
  return new Date(segments[segments.length - 1]!.arrival.utc);
};

/**
 * POST /Order/Change under the caller's key: the change and whether it is an earlier outcome (the same
 * key again, or the same quote already confirmed by another call).
 */
export async function changeOrder(
  platform: Platform,
  claims: TokenClaims,
  key: string,
  input: ChangeRequest,
): Promise<{ change: OrderChange; replayed: boolean }> {
  const record = await loadManageableOrder(platform, claims, input.orderId, input.accessToken, 'flight');
  const { db } = platform.database;
  const claim: Claim = {
    owner: claims.sub,
    scope: 'change',
    key,
    requestHash: requestHashOf({
      orderId: input.orderId,
      quoteId: input.quoteId,
      confirmedTotalCents: input.confirmedTotalCents,
    }),
  };
  const replayOf = async (changeId: string) => {
    const row = await findChangeById(db, changeId);
    if (row?.status !== 'Completed') throw new Error(`change ${changeId} claimed but not completed`);
    await captureChangePayment(platform, changeId);
    return { change: await withPayment(db, await toOrderChange(db, row)), replayed: true };
  };
  return actOnce(db, claim, replayOf, async () => {
    const quoted = await findChangeByQuote(db, input.quoteId);
    if (!quoted || quoted.orderId !== record.order.id)
      throw new RequestRejected(409, ORDER_CHANGE_MESSAGES.quoteGone);
    if (quoted.status === 'Completed') return replayOf(quoted.id);

    const now = platform.clock.now();
    const from = record.order.status as OrderStatus;
    const journeys = record.order.journeys as OfferJourney[];
    const quote = checkQuote(record, await loadOfferForOrder(db, input.quoteId), now);
    const refusal = changeRefusal({
      kind: 'flight',
      status: from,
      journeys,
      journeyIndex: quote.journeyIndex,
      now,
    });
    if (refusal) throw new RequestRejected(409, refusal);
    if (quoted.fromOfferId !== record.order.offerId)
      throw new RequestRejected(409, ORDER_CHANGE_MESSAGES.quoteGone);
    if (
      quote.figures.totalCents !== input.confirmedTotalCents ||
      quoted.totalCents !== input.confirmedTotalCents
    )
      throw new RequestRejected(409, ORDER_CHANGE_MESSAGES.changed);
    if (!confirmableOnline(quote.figures, platform.config.payments.cardEnabled))
      throw new RequestRejected(409, ORDER_CHANGE_MESSAGES.payByPhone(platform.config.supportPhone));
    const payment = await authoriseChange(platform, input, record.order, claims.sub, key);

    const changeId = quoted.id;
    const oldOfferId = quoted.fromOfferId;
    const newJourneys = quote.offer.offer.journeys;
    const locale = await orderActionLanguage(db, record.order);
    try {
      await db.transaction(async (tx) => {
        const locked = await lockOrderRow(tx, record.order.id);
        if (locked?.status !== from || locked.offerId !== oldOfferId) {
          // Another call changed or cancelled the order first: its change of this quote is the answer.
          const winner = await findChangeByQuote(tx, input.quoteId);
          if (winner?.status === 'Completed') throw new AlreadyClaimed(winner.id);
          throw new RequestRejected(409, ORDER_CHANGE_MESSAGES.quoteGone);
        }
        const offer = checkQuote(
          record,
          await loadOfferForOrder(tx, input.quoteId, { forUpdate: true }),
          now,
        );
        await claimKey(tx, claim, changeId, now);
        const kept = journeys
          .filter((journey) => journey.journeyIndex !== offer.journeyIndex)
          .flatMap((journey) => journey.flightKeys);
        await moveKeptFlights(tx, oldOfferId, input.quoteId, kept);
        const released = await seatsOfOffer(tx, oldOfferId);
        // The released seats' payments carry over as credits for choosing again (ADR 027 amended).
        await recordSeatCredits(tx, record.order.id, changeId, offer.journeyIndex, released, now);
        await releaseOfferSeats(tx, oldOfferId);
        await releaseCabinSeats(tx, oldOfferId, now);
        await orderCabinSeats(
          tx,
          input.quoteId,
          record.order.id,
          cabinsOfItinerary(offer.changed.itinerary),
          seatedCount(record.passengers.map((p) => ({ passengerType: p.passengerType as PassengerType }))),
          null,
          now,
        );
        await markOfferOrdered(tx, input.quoteId, record.order.id);
        const ancillaries = record.order.ancillaries as { seats: SeatChoice[] };
        await tx
          .update(orders)
          .set({
            offerId: input.quoteId,
            journeys: newJourneys,
            ancillaries: {
              ...ancillaries,
              seats: ancillaries.seats.filter((seat) => kept.includes(seat.flightKey)),
            },
            firstDeparture: departureOf(newJourneys[0]!),
            lastArrival: arrivalOf(newJourneys[newJourneys.length - 1]!),
            updatedAt: now,
          })
          .where(and(eq(orders.id, record.order.id), eq(orders.offerId, oldOfferId)));
        const completed = await tx
          .update(orderChanges)
          .set({ status: 'Completed', releasedSeats: released, changedBy: claims.sub, completedAt: now })
          .where(and(eq(orderChanges.id, changeId), eq(orderChanges.status, 'Quoted')))
          .returning({ id: orderChanges.id });
        if (completed.length !== 1) throw new Error(`change ${changeId} was completed twice`);
        if (payment) await recordChangePayment(tx, changeId, record.order.id, payment, now);
        // A ticket names its flights: a ticketed order's tickets are re-issued with the change (ADR 026).
        const tickets =
          from === 'Ticketed'
            ? await reissueTickets(tx, { orderId: record.order.id, changeId, by: claims.sub, now })
            : [];
        await queueEmail(
          tx,
          platform,
          orderChangeEmail({
            to: record.order.contactEmail,
            bookingReference: record.order.bookingReference,
            journeys: newJourneys,
            changedIndex: offer.journeyIndex,
            figures: offer.figures,
            seatsReleased: released.length,
            help: emailHelp(platform, record.order),
            locale,
            payment: payment && { ...payment.auth.card, ...payment },
            tickets,
          }),
        );
      });
    } catch (error) {
      // Nothing is charged for a change that did not happen (or that another call made with its card).
      await voidUnlessRecorded(platform, payment);
      throw error;
    }
    await captureChangePayment(platform, changeId);
    const row = (await findChangeById(db, changeId))!;
    return { change: await withPayment(db, await toOrderChange(db, row)), replayed: false };
  });
}
