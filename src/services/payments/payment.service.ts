/**
 * The Booking API's payment calls (spec §7 /Payment/*): the methods on offer, the card surcharge, the
 * pre-authorisation of the confirmed total on a card token, and its status (ADR 011, ADR 015).
 */
import * as v from 'valibot';
import {
  CARD_SCHEMES,
  PRICE_CHANGED,
  PAYMENT_TIMEOUT,
  paymentDescriptionOf,
  type CardSurcharge,
  type CardSurchargeRequestSchema,
  type PaymentGatewayInfo,
  type PreAuth,
  type PreAuthRequestSchema,
} from '../../shared/contracts/order';
import { bookingPayments } from '../db/schema';
import { RequestRejected } from '../http/envelope';
import {
  AlreadyClaimed,
  claimKey,
  findClaimed,
  gatewayKeyOf,
  requestHashOf,
} from '../http/booking-idempotency';
import type { Platform } from '../platform/platform';
import { limitPreAuthAddress, limitPreAuthOffer } from '../security/card-testing';
import { GatewayError, gatewayClient } from './gateway-client';
import { invoiceUnavailableReason } from './invoice-terms';
import type { Payable, Payables } from '../payables/payable-port';
import { loadOpenPayable, loadShownPayable } from './payables';
import {
  changesFromGateway,
  findPayment,
  newPaymentId,
  OPEN_STATUSES,
  ownedPayment,
  toPreAuth,
  updatePayment,
  type PaymentRow,
} from './payment.repo';
import { voidOlderHolds } from './payment-holds';
import { schemesMatching, surchargeCents } from './surcharge.rules';

/** Where the browser posts card fields: same-origin in the embedded mode, else the gateway itself. */
export function tokenUrlOf(platform: Platform): string {
  const base = platform.config.payments.gatewayUrl;
  return base ? `${base}/tokens` : '/gateway/tokens';
}

/** Whether invoice can pay for this offer or quote now, and if not why (ADR 021), as the screen shows it. */
function invoiceAvailability(platform: Platform, payable: Payable) {
  const reason = invoiceUnavailableReason(platform, payable, platform.clock.now());
  return { available: reason === null, unavailableReason: reason };
}

export async function paymentGatewayInfo(
  platform: Platform,
  payables: Payables,
  owner: string,
  offerId: string,
): Promise<PaymentGatewayInfo> {
  const payable = await loadShownPayable(platform, payables, offerId, owner);
  const { payments } = platform.config;
  const methods: PaymentGatewayInfo['methods'] = [];
  if (payments.cardEnabled) {
    methods.push({
      paymentMode: 'MintPayment',
      label: 'Credit or debit card',
      tokenUrl: tokenUrlOf(platform),
      publishableKey: platform.config.paymentGatewayPublishableKey,
      schemes: [...CARD_SCHEMES],
    });
  }
  if (payments.invoiceEnabled) {
    methods.push({
      paymentMode: 'Invoice',
      label: 'Invoice: pay by BPAY or bank transfer (EFT)',
      feeCents: 0,
      payWithinDays: Math.max(1, Math.floor(payments.invoiceHoldHours / 24)),
      ...invoiceAvailability(platform, payable),
    });
  }
  return { methods };
}

export async function cardSurcharge(
  platform: Platform,
  payables: Payables,
  owner: string,
  input: v.InferOutput<typeof CardSurchargeRequestSchema>,
): Promise<CardSurcharge> {
  const payable = await loadShownPayable(platform, payables, input.offerId, owner);
  const rule = platform.config.payments.surcharges[input.scheme];
  const surcharge = surchargeCents(payable.totalCents, rule);
  return {
    scheme: input.scheme,
    rateBasisPoints: rule.rateBasisPoints,
    capCents: rule.capCents,
    surchargeCents: surcharge,
    totalCents: payable.totalCents,
    totalWithSurchargeCents: payable.totalCents + surcharge,
  };
}

type PreAuthInput = v.InferOutput<typeof PreAuthRequestSchema>;

/** A gateway refusal as the Booking API's answer: the caller's mistakes keep their status, the rest 502. */
function rejectionOf(error: unknown): RequestRejected {
  if (error instanceof GatewayError && [400, 404, 409, 410].includes(error.status)) {
    return new RequestRejected(error.status as 400, error.message);
  }
  return new RequestRejected(502, 'The payment service is unavailable. Please try again in a moment.');
}

/**
 * PreAuth: the caller's open offer or hotel quote (payables.ts), the confirmed total checked against
 * its total plus the card's surcharge, then an authorisation (never a capture) of that total. The first
 * answer under an Idempotency-Key is the payment's; the same key again answers that payment's current
 * state and is not a new attempt. New attempts pass the card-testing limits (card-testing.ts) first,
 * and a successful one voids the offer's older unordered authorisations (payment-holds.ts).
 */
export async function preAuth(
  platform: Platform,
  payables: Payables,
  owner: string,
  key: string,
  input: PreAuthInput,
  address = 'unknown',
): Promise<{ answer: PreAuth; replayed: boolean }> {
  const { db } = platform.database;
  const claim = { owner, scope: 'preauth' as const, key, requestHash: requestHashOf(input) };
  const claimed = await findClaimed(db, claim);
  if (claimed) return { answer: await checkPreAuthStatus(platform, owner, claimed), replayed: true };

  await limitPreAuthAddress(platform, address);
  const payable = await loadOpenPayable(platform, payables, input.offerId, owner);
  if (!platform.config.payments.cardEnabled) throw new RequestRejected(409, 'Card payment is not available');
  await limitPreAuthOffer(platform, input.offerId);
  const { surcharges } = platform.config.payments;
  const total = payable.totalCents;
  const schemes = schemesMatching(total, input.confirmedTotalCents, surcharges);
  if (schemes.length === 0 || (input.scheme && !schemes.includes(input.scheme))) {
    throw new RequestRejected(409, PRICE_CHANGED);
  }

  const now = platform.clock.now();
  const paymentId = newPaymentId();
  const gatewayKey = gatewayKeyOf(owner, key);
  try {
    await db.transaction(async (tx) => {
      await claimKey(tx, claim, paymentId, now);
      await tx.insert(bookingPayments).values({
        id: paymentId,
        owner,
        offerId: input.offerId,
        tokenId: input.cardToken,
        gatewayKey,
        amountCents: input.confirmedTotalCents,
        surchargeCents: input.confirmedTotalCents - total,
        status: 'Pending',
        createdAt: now,
        updatedAt: now,
        expiresAt: new Date(now.getTime() + platform.config.payments.preAuthTimeoutSeconds * 1000),
      });
    });
  } catch (error) {
    if (!(error instanceof AlreadyClaimed)) throw error;
    return { answer: await checkPreAuthStatus(platform, owner, error.resourceId), replayed: true };
  }

  const row = await authoriseAtGateway(platform, paymentId);
  const actual = row.scheme as keyof typeof surcharges | null;
  // The surcharge must be the real card's: a total explained by another scheme is voided at once.
  if (actual && total + surchargeCents(total, surcharges[actual]) !== input.confirmedTotalCents) {
    await voidPayment(platform, row, 'Voided', PRICE_CHANGED);
    throw new RequestRejected(409, PRICE_CHANGED);
  }
  await voidOlderHolds(platform, row);
  return { answer: toPreAuth(row), replayed: false };
}

/**
 * The payment's authorisation request, the same every time: a re-send under the payment's key must match
 * the first or the gateway refuses to replay it.
 */
export function authorisationRequestOf(row: PaymentRow) {
  return {
    token: row.tokenId,
    amount: row.amountCents,
    reference: row.id,
    description: paymentDescriptionOf(row.offerId),
  };
}

/** Sends (or, after a crash, re-sends under the same key) the payment's authorisation to the gateway. */
export async function authoriseAtGateway(platform: Platform, paymentId: string): Promise<PaymentRow> {
  const { db } = platform.database;
  const row = await ownedPaymentById(platform, paymentId);
  try {
    const auth = await gatewayClient(platform).authorise(authorisationRequestOf(row), row.gatewayKey);
    return await updatePayment(
      db,
      row.id,
      changesFromGateway(auth, row, platform.config.payments, platform.clock.now()),
    );
  } catch (error) {
    const rejection = rejectionOf(error);
    if (rejection.statusCode !== 502) {
      await updatePayment(db, row.id, {
        status: 'Declined',
        message: rejection.message,
        updatedAt: platform.clock.now(),
      });
    }
    throw rejection;
  }
}

async function ownedPaymentById(platform: Platform, paymentId: string): Promise<PaymentRow> {
  const row = await findPayment(platform.database.db, paymentId);
  if (!row) throw new Error(`payment ${paymentId} vanished`);
  return row;
}

/** Voids the authorisation (no charge) and records why; a gateway that already finished it is believed. */
export async function voidPayment(
  platform: Platform,
  row: PaymentRow,
  status: 'Voided' | 'TimedOut',
  message: string,
): Promise<PaymentRow> {
  const { db } = platform.database;
  const now = platform.clock.now();
  if (!row.authorisationId) return updatePayment(db, row.id, { status, message, updatedAt: now });
  try {
    await gatewayClient(platform).void(row.authorisationId);
    return await updatePayment(db, row.id, { status, message, updatedAt: now });
  } catch (error) {
    if (!(error instanceof GatewayError) || error.status !== 409) throw rejectionOf(error);
    // Declined or captured meanwhile: record what the gateway says instead.
    const auth = await gatewayClient(platform).get(row.authorisationId);
    return updatePayment(db, row.id, changesFromGateway(auth, row, platform.config.payments, now));
  }
}

/**
 * The payment's state, polling the gateway while it is open; past its time limit an open payment is
 * voided and answers TimedOut (nothing is charged).
 */
export async function checkPreAuthStatus(
  platform: Platform,
  owner: string,
  paymentId: string,
): Promise<PreAuth> {
  const row = await ownedPayment(platform.database.db, paymentId, owner);
  return toPreAuth(await refreshPayment(platform, row));
}

export async function refreshPayment(platform: Platform, row: PaymentRow): Promise<PaymentRow> {
  const now = platform.clock.now();
  if (!OPEN_STATUSES.includes(row.status)) return row;
  if (row.expiresAt.getTime() <= now.getTime())
    return voidPayment(platform, row, 'TimedOut', PAYMENT_TIMEOUT);
  if (!row.authorisationId) return row;
  let updated: PaymentRow;
  try {
    const auth = await gatewayClient(platform).get(row.authorisationId);
    updated = await updatePayment(
      platform.database.db,
      row.id,
      changesFromGateway(auth, row, platform.config.payments, now),
    );
  } catch (error) {
    throw rejectionOf(error);
  }
  await voidOlderHolds(platform, updated);
  return updated;
}
