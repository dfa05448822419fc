/**
 * Cancel and refund (issue 23, ADR 024). The quote is read-only, from the order's own snapshot
 * (cancel-quote.rules.ts). The cancel is one transaction on the order row locked: the state change, the
 * seats or rooms back in the counts, the cancellation with its credit note number and, when nothing is
 * to be refunded, the email. A refund then goes to the gateway under a key derived from the order (so
 * any number of cancels, concurrent or retried, make one refund) and a second transaction records it,
 * moves the order to Refunded or PartlyRefunded and queues the email. A gateway outage in between
 * leaves the cancellation RefundPending, which the next cancel call of the order or the background
 * retry finishes (order-refund.service.ts). A bank-paid order's refund is owed by bank transfer.
 */
import { and, eq } from 'drizzle-orm';
import type {
  Cancellation,
  CancellationQuote,
  CancelQuoteRequest,
  CancelRequest,
} from '../../shared/contracts/order-cancel';
import { ORDER_CANCEL_MESSAGES } from '../../shared/contracts/order-cancel';
import { formatCents } from '../../shared/domain/money';
import type { HotelStay } from '../../shared/contracts/hotel-order';
import type { OfferJourney, PriceLine } from '../../shared/contracts/offer';
import type { OrderStatus } from '../../shared/contracts/order';
import type { TokenClaims } from '../http/token-claims';
import { recordStaffAction, type StaffActor } from '../audit/staff-audit';
import { orderCancellations, orders } from '../db/schema';
import { RequestRejected } from '../http/envelope';
import type { DbOrTx } from '../db/database';
import type { Platform } from '../platform/platform';
import { AlreadyClaimed, claimKey, requestHashOf, type Claim } from '../http/booking-idempotency';
import { actOnce } from './order-action-once';
import { cancellationQuote, type QuoteResult } from './cancel-quote.rules';
import { extrasQuoteInput, paidExtrasOf } from './order-cancel-extras';
import { changesQuoteInput, paidChangesOf } from './order-cancel-changes';
import { withBankRefund } from './bank-refund.repo';
import { completeRefund, queueCancellationEmail } from './order-refund.service';
import { findCancellation, nextCreditNoteNumber, toCancellation } from './cancellation.repo';
import { loadManageableOrder } from './order-manage-access';
import { releaseOrderInventory } from './order-inventory';
import { cancelRefusal, stateOnCancel } from './order-state.rules';
import { findOrderRow, loadOrderRecord, lockOrderRow, type OrderRecord } from './order.repo';

type Kind = 'flight' | 'hotel';

async function quoteOf(
  platform: Platform,
  record: OrderRecord,
  db: DbOrTx = platform.database.db,
): Promise<QuoteResult> {
  const { order } = record;
  // Seats and bags bought after booking are quoted as the order's extras (order-cancel-extras.ts).
  const extras = extrasQuoteInput(await paidExtrasOf(db, order.id));
  // Date changes paid by card likewise, on their own authorisations (order-cancel-changes.ts).
  const changes = changesQuoteInput(await paidChangesOf(db, order.id));
  return cancellationQuote({
    kind: order.kind,
    status: order.status as OrderStatus,
    paymentMode: order.paymentMode,
    lines: [
      ...record.items.map((item) => ({ ...item, kind: item.kind as PriceLine['kind'] })),
      ...extras.lines,
      ...changes.lines,
    ],
    surchargeCents:
      order.paymentMode === 'MintPayment'
        ? order.surchargeCents + extras.surchargeCents + changes.surchargeCents
        : 0,
    journeys: (order.journeys as OfferJourney[] | null) ?? [],
    passengerTypes: Object.fromEntries(record.passengers.map((p) => [p.travelerId, p.passengerType])),
    stay: (order.stay as HotelStay | null) ?? null,
    firstDeparture: order.firstDeparture,
    payBy: order.payBy,
    now: platform.clock.now(),
  });
}

/**
 * An agent or admin acting for the customer (issue 24): the staff route has checked the role, so any
 * order of either kind may be managed, with the same quote and rules; the cancel is audited.
 */
export interface StaffAccess {
  actor: StaffActor;
}

async function loadOrderFor(
  platform: Platform,
  claims: TokenClaims,
  input: CancelQuoteRequest,
  kind: Kind,
  staff: StaffAccess | undefined,
): Promise<OrderRecord> {
  if (!staff) return loadManageableOrder(platform, claims, input.orderId, input.accessToken, kind);
  const record = await loadOrderRecord(platform.database.db, input.orderId);
  if (!record) throw new RequestRejected(404, ORDER_CANCEL_MESSAGES.notFound);
  return record;
}

export async function quoteCancellation(
  platform: Platform,
  claims: TokenClaims,
  input: CancelQuoteRequest,
  kind: Kind,
  staff?: StaffAccess,
): Promise<CancellationQuote> {
  const record = await loadOrderFor(platform, claims, input, kind, staff);
  const quote = await quoteOf(platform, record);
  const card = record.order.paymentMode === 'MintPayment' && record.payment;
  return {
    orderId: record.order.id,
    bookingReference: record.order.bookingReference,
    kind: record.order.kind,
    cancellable: quote.refusal === null,
    refusal: quote.refusal,
    basis: quote.basis,
    currency: 'AUD',
    paidCents: quote.paidCents,
    refundCents: quote.refundCents,
    keptCents: quote.keptCents,
    lines: quote.lines,
    refundTo: card ? { scheme: card.scheme, last4: card.last4 } : null,
    ...(quote.refundCents > 0 ? { refundBy: card ? ('card' as const) : ('bank-transfer' as const) } : {}),
    validUntil: quote.validUntil?.toISOString() ?? null,
  };
}

/** The order's cancellation as it now stands (finishing a pending refund first), or null. */
async function existingOutcome(platform: Platform, orderId: string): Promise<Cancellation | null> {
  const found = await findCancellation(platform.database.db, orderId);
  if (!found) return null;
  if (found.status === 'RefundPending') await completeRefund(platform, orderId);
  const order = (await findOrderRow(platform.database.db, orderId))!;
  const cancellation = toCancellation(order, (await findCancellation(platform.database.db, orderId))!);
  return withBankRefund(platform, cancellation);
}

/**
 * Cancels the order under the caller's idempotency key; answers the cancellation and whether it is an
 * earlier outcome (the same key again, or the order already cancelled by another call).
 */
export async function cancelOrder(
  platform: Platform,
  claims: TokenClaims,
  key: string,
  input: CancelRequest,
  kind: Kind,
  staff?: StaffAccess,
): Promise<{ cancellation: Cancellation; replayed: boolean }> {
  const record = await loadOrderFor(platform, claims, input, kind, staff);
  const { db } = platform.database;
  // The access token is a credential that changes per visit; the request is the order and the amount.
  const claim: Claim = {
    owner: claims.sub,
    scope: 'cancel',
    key,
    requestHash: requestHashOf({ orderId: input.orderId, confirmedRefundCents: input.confirmedRefundCents }),
  };
  const replay = async () => {
    const outcome = await existingOutcome(platform, record.order.id);
    if (!outcome) throw new Error(`order ${record.order.id} has a claimed cancel but no cancellation`);
    return { cancellation: outcome, replayed: true };
  };
  return actOnce(db, claim, replay, async () => {
    if (await findCancellation(db, record.order.id)) return replay();

    const quote = await quoteOf(platform, record);
    if (quote.refusal) throw new RequestRejected(409, quote.refusal);
    if (quote.refundCents !== input.confirmedRefundCents)
      throw new RequestRejected(409, ORDER_CANCEL_MESSAGES.changed);
    const from = record.order.status as OrderStatus;
    const now = platform.clock.now();
    await db.transaction(async (tx) => {
      const locked = await lockOrderRow(tx, record.order.id);
      if (locked?.status !== from) {
        // Another call moved the order first: its cancellation (if that is what it was) is the answer.
        if (await findCancellation(tx, record.order.id)) throw new AlreadyClaimed(record.order.id);
        throw new RequestRejected(
          409,
          cancelRefusal(locked!.status as OrderStatus) ?? ORDER_CANCEL_MESSAGES.changed,
        );
      }
      // A date change (the order now on another offer) or extras bought since this call read the order
      // change what is cancelled and refunded: the caller confirms the new quote (the PostgreSQL race
      // of order-cancel-change.concurrency.test.ts).
      const current = await loadOrderRecord(tx, record.order.id);
      const fresh = current && (await quoteOf(platform, current, tx));
      if (
        locked.offerId !== record.order.offerId ||
        fresh?.refundCents !== quote.refundCents ||
        fresh.paidCents !== quote.paidCents
      )
        throw new RequestRejected(409, ORDER_CANCEL_MESSAGES.changed);
      await claimKey(tx, claim, record.order.id, now);
      const refunding = quote.refundCents > 0;
      await tx.insert(orderCancellations).values({
        orderId: record.order.id,
        status: refunding ? 'RefundPending' : 'Completed',
        basis: quote.basis!,
        paidCents: quote.paidCents,
        refundCents: quote.refundCents,
        keptCents: quote.keptCents,
        currency: 'AUD',
        lines: quote.lines,
        creditNoteNumber: refunding ? await nextCreditNoteNumber(tx) : null,
        gatewayRefundId: null,
        cancelledBy: claims.sub,
        createdAt: now,
        completedAt: refunding ? null : now,
      });
      const to = stateOnCancel(from);
      await tx
        .update(orders)
        .set({
          status: to,
          cancelledAt: now,
          updatedAt: now,
          ...(to === 'Released' ? { releasedAt: now } : {}),
        })
        .where(and(eq(orders.id, record.order.id), eq(orders.status, from)));
      await releaseOrderInventory(tx, record.order, now);
      if (!refunding) await queueCancellationEmail(platform, tx, record.order.id);
      // The refund the agent confirmed is recorded with the cancel; the gateway's answer (after this
      // commit) shows in the order's refunds and timeline, and a retry of the cancel finishes it.
      if (staff)
        await recordStaffAction(platform, tx, staff.actor, {
          action: 'order.cancel',
          targetType: 'order',
          targetId: record.order.id,
          summary: `Cancelled ${record.order.bookingReference} for the customer, refund ${formatCents(quote.refundCents)}`,
          before: { status: from },
          after: { status: to, refundCents: quote.refundCents },
        });
    });
    const outcome = await existingOutcome(platform, record.order.id);
    return { cancellation: outcome!, replayed: false };
  });
}
