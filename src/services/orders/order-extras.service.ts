/**
 * Extras after booking (issue 23, ADR 027): bags and seats added to a paid flight order until 24 hours
 * before the departure they belong to. The options and the quote are read-only. A purchase checks and
 * prices the selection as booking does, authorises the card total at the gateway, then in ONE
 * transaction records the purchase (claiming the caller's Idempotency-Key), sells the seats (a seat
 * someone has is a 409 naming it and rolls everything back) and adds the bags and seats to the order;
 * only then is the authorisation captured. A refusal after the authorisation voids it: nothing charged.
 */
import { eq } from 'drizzle-orm';
import type { Ancillaries } from '../../shared/contracts/offer';
import type { OrderStatus } from '../../shared/contracts/order';
import {
  ORDER_EXTRAS_MESSAGES,
  type ExtrasOptions,
  type ExtrasOptionsRequest,
  type ExtrasPurchase,
  type ExtrasPurchaseRequest,
  type ExtrasSelection,
} from '../../shared/contracts/order-extras';
import { CARD_SCHEMES } from '../../shared/contracts/order';
import type { TokenClaims } from '../http/token-claims';
import { orderExtraPurchases, orders } from '../db/schema';
import { RequestRejected } from '../http/envelope';
import { loadOfferForOrder, type StoredOffer } from '../offers/offer-access';
import { checkOfferSeats } from '../offers/offer-seat-maps';
import { tokenUrlOf } from '../payments/payment.service';
import { surchargeCents } from '../payments/surcharge.rules';
import type { Platform } from '../platform/platform';
import { gatewayKeyOf, IDEMPOTENCY_KEY_REUSED, requestHashOf } from '../http/booking-idempotency';
import { loadManageableOrder } from './order-manage-access';
import { lockOrderRow, type OrderRecord } from './order.repo';
import { buildExtrasOptions, orderSeatMaps } from './order-extras-options';
import { authoriseExtras, capturePurchase, voidQuietly } from './order-extras-payment';
import {
  findPurchaseByKey,
  newPurchaseId,
  purchasesOfOrder,
  sellExtraSeats,
  toPurchase,
} from './order-extras.repo';
import {
  checkExtrasSelection,
  extrasLinesOf,
  orderExtrasRefusal,
  totalOf,
  withExtras,
} from './order-extras.rules';
import { openCreditsOf, pricedSeats, seatCreditView, useSeatCredits } from './seat-credit.repo';
import { applySeatCredits, linesWithCredits } from './seat-credit.rules';

async function offerOf(platform: Platform, record: OrderRecord): Promise<StoredOffer> {
  const stored = await loadOfferForOrder(platform.database.db, record.order.offerId);
  if (!stored) throw new Error(`order ${record.order.id} has no offer ${record.order.offerId}`);
  return stored;
}

/** The selection checked and priced against the order now; refusals are 400 or 409 naming the problem. */
async function priceSelection(platform: Platform, record: OrderRecord, selection: ExtrasSelection) {
  const stored = await offerOf(platform, record);
  const now = platform.clock.now();
  const refusal = orderExtrasRefusal(record.order.status as OrderStatus);
  if (refusal) throw new RequestRejected(409, refusal);
  const ancillaries = record.order.ancillaries as Ancillaries;
  const check = checkExtrasSelection(stored.offer, ancillaries, selection, now);
  if (!check.ok) throw new RequestRejected(check.status, check.message);
  const maps = await orderSeatMaps(platform.database.db, record.order.offerId, stored.offer, now);
  const seats = checkOfferSeats(stored.offer, maps, selection.seats);
  if (!seats.ok) throw new RequestRejected(seats.status, seats.message);
  // A seat chosen again after a date change takes the traveller's seat credit (ADR 027 amended).
  const priced = pricedSeats(stored.offer, selection.seats, seats.priceOf);
  const credits = applySeatCredits(await openCreditsOf(platform.database.db, record.order.id), priced);
  const lines = linesWithCredits(
    extrasLinesOf(stored.offer, selection, seats.priceOf),
    selection.seats,
    credits,
  );
  return { stored, lines, totalCents: totalOf(lines), priced, credits };
}

const surchargeFor = (platform: Platform, scheme: (typeof CARD_SCHEMES)[number], total: number) =>
  total === 0 ? 0 : surchargeCents(total, platform.config.payments.surcharges[scheme]);

export async function extrasOptions(
  platform: Platform,
  claims: TokenClaims,
  input: ExtrasOptionsRequest,
): Promise<ExtrasOptions> {
  const record = await loadManageableOrder(platform, claims, input.orderId, input.accessToken, 'flight');
  const { db } = platform.database;
  const stored = await offerOf(platform, record);
  const now = platform.clock.now();
  const maps = await orderSeatMaps(db, record.order.offerId, stored.offer, now);
  const built = buildExtrasOptions(record, stored.offer, record.order.ancillaries as Ancillaries, maps, now);
  let quote: ExtrasOptions['quote'] = null;
  if (input.selection && built.available) {
    const priced = await priceSelection(platform, record, input.selection);
    quote = {
      lines: priced.lines,
      totalCents: priced.totalCents,
      byScheme: CARD_SCHEMES.map((scheme) => {
        const surcharge = surchargeFor(platform, scheme, priced.totalCents);
        return { scheme, surchargeCents: surcharge, totalWithSurchargeCents: priced.totalCents + surcharge };
      }),
      credits: priced.credits,
    };
  }
  const { payments } = platform.config;
  return {
    ...built,
    quote,
    card: payments.cardEnabled
      ? { tokenUrl: tokenUrlOf(platform), publishableKey: platform.config.paymentGatewayPublishableKey }
      : null,
    purchases: (await purchasesOfOrder(db, record.order.id)).map(toPurchase),
    seatCredits: seatCreditView(await openCreditsOf(db, record.order.id), built.journeys),
  };
}

/** The selection priced now and the caller's confirmed total, card and scheme checked against it. */
async function checkPurchase(platform: Platform, record: OrderRecord, input: ExtrasPurchaseRequest) {
  const selection = { bags: input.bags, seats: input.seats };
  const priced = await priceSelection(platform, record, selection);
  const surcharge = surchargeFor(platform, input.scheme ?? 'visa', priced.totalCents);
  if (priced.totalCents + surcharge !== input.confirmedTotalCents)
    throw new RequestRejected(409, ORDER_EXTRAS_MESSAGES.priceChanged);
  if (priced.totalCents > 0 && !platform.config.payments.cardEnabled)
    throw new RequestRejected(409, ORDER_EXTRAS_MESSAGES.cardUnavailable);
  if (priced.totalCents > 0 && (!input.cardToken || !input.scheme))
    throw new RequestRejected(400, ORDER_EXTRAS_MESSAGES.cardRequired);
  return { ...priced, surcharge };
}

/**
 * Buys the extras under the caller's Idempotency-Key: the same key and body again answers the first
 * purchase (capturing it if its capture had not answered); the same key with another body is a 409.
 */
export async function purchaseExtras(
  platform: Platform,
  claims: TokenClaims,
  key: string,
  input: ExtrasPurchaseRequest,
): Promise<{ purchase: ExtrasPurchase; replayed: boolean }> {
  const record = await loadManageableOrder(platform, claims, input.orderId, input.accessToken, 'flight');
  const { db } = platform.database;
  // The access token is a credential that changes per visit; the request is everything else.
  const { accessToken: _credential, ...request } = input;
  const requestHash = requestHashOf(request);
  const replay = async () => {
    const found = (await findPurchaseByKey(db, claims.sub, key))!;
    if (found.requestHash !== requestHash) throw new RequestRejected(409, IDEMPOTENCY_KEY_REUSED);
    return { purchase: toPurchase(await capturePurchase(platform, found)), replayed: true };
  };
  if (await findPurchaseByKey(db, claims.sub, key)) return replay();

  const selection = { bags: input.bags, seats: input.seats };
  let checked: Awaited<ReturnType<typeof checkPurchase>>;
  try {
    checked = await checkPurchase(platform, record, input);
  } catch (error) {
    // A duplicate under this key may have committed since the lookup above: its purchase took the seat
    // credit or the seat, so this copy's checks now refuse it. The key's first outcome is the answer.
    if (error instanceof RequestRejected && (await findPurchaseByKey(db, claims.sub, key))) return replay();
    throw error;
  }
  const { stored, lines, totalCents, priced, credits, surcharge } = checked;

  const auth =
    totalCents === 0
      ? null
      : await authoriseExtras(
          platform,
          {
            token: input.cardToken!,
            amount: input.confirmedTotalCents,
            reference: `extras:${record.order.id}`,
            description: `Extras for booking ${record.order.bookingReference}`,
          },
          `extras:${gatewayKeyOf(claims.sub, key)}`,
        );
  if (auth && auth.card.scheme !== input.scheme) {
    // The surcharge must be the real card's (as PreAuth requires).
    await voidQuietly(platform, auth.id);
    throw new RequestRejected(409, ORDER_EXTRAS_MESSAGES.priceChanged);
  }

  const now = platform.clock.now();
  const purchaseId = newPurchaseId();
  let claimed = true;
  try {
    await db.transaction(async (tx) => {
      // The order row before the purchase row: two purchases of one order under different keys would
      // otherwise each hold the key-share lock of their row's foreign key and deadlock on FOR UPDATE.
      await tx.select({ id: orders.id }).from(orders).where(eq(orders.id, record.order.id)).for('update');
      // The key next: a concurrent duplicate waits for this transaction and then finds the row.
      const inserted = await tx
        .insert(orderExtraPurchases)
        .values({
          id: purchaseId,
          orderId: record.order.id,
          owner: claims.sub,
          idempotencyKey: key,
          requestHash,
          status: 'Authorised',
          itemsCents: totalCents,
          surchargeCents: surcharge,
          authorisationId: auth?.id ?? null,
          scheme: auth?.card.scheme ?? null,
          last4: auth?.card.last4 ?? null,
          lines,
          bags: selection.bags,
          seats: selection.seats,
          createdAt: now,
        })
        .onConflictDoNothing()
        .returning({ id: orderExtraPurchases.id });
      if (inserted.length === 0) {
        claimed = false;
        return;
      }
      // Locked, and checked again: another purchase of this order may have committed meanwhile.
      const locked = await lockOrderRow(tx, record.order.id);
      const refusal = orderExtrasRefusal(locked!.status as OrderStatus);
      if (refusal) throw new RequestRejected(409, refusal);
      await useSeatCredits(tx, record.order.id, purchaseId, priced, credits, now);
      const current = locked!.ancillaries as Ancillaries;
      const again = checkExtrasSelection(stored.offer, current, selection, now);
      if (!again.ok) throw new RequestRejected(again.status, again.message);
      await sellExtraSeats(tx, record.order.offerId, record.order.id, selection.seats, now);
      await tx
        .update(orders)
        .set({ ancillaries: withExtras(current, selection), updatedAt: now })
        .where(eq(orders.id, record.order.id));
    });
  } catch (error) {
    // Never void an authorisation a committed purchase holds (a duplicate gets the same one replayed).
    if (auth && !(await findPurchaseByKey(db, claims.sub, key))) await voidQuietly(platform, auth.id);
    throw error;
  }
  if (!claimed) return replay();
  const [row] = await db.select().from(orderExtraPurchases).where(eq(orderExtraPurchases.id, purchaseId));
  return { purchase: toPurchase(await capturePurchase(platform, row!)), replayed: false };
}
