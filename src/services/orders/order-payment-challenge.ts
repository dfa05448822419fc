/**
 * A trip-page payment waiting on 3-D Secure (issue 23; ADR 027 and ADR 026 amended 2026-11-28). When
 * the card of an extras purchase or a date change asks for a challenge, the sale stops before its
 * transaction (nothing sold, nothing changed) and the request is kept here with the authorisation the
 * gateway holds, under the caller's Idempotency-Key, until the cardholder answers or it expires.
 */
import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type {
  PaymentChallengeKind,
  PaymentChallengeStart,
} from '../../shared/contracts/order-payment-challenge';
import { orderPaymentChallenges } from '../db/schema';
import type { DbOrTx } from '../db/database';
import { loadOfferForOrder } from '../offers/offer-access';
import type { AuthorisationView } from '../payments/gateway/gateway.schema';
import type { Platform } from '../platform/platform';

export type ChallengeRow = typeof orderPaymentChallenges.$inferSelect;

/** How long an extras purchase waits for its challenge (a change waits as long as its quote holds). */
const EXTRAS_CHALLENGE_MINUTES = 15;

/** Thrown by the authorisation step when the card asks for 3-D Secure; nothing is sold or changed. */
export class PaymentChallengeNeeded extends Error {
  constructor(readonly auth: AuthorisationView) {
    super('The card asks for 3-D Secure verification');
    this.name = 'PaymentChallengeNeeded';
  }
}

export interface PendingRequest {
  kind: PaymentChallengeKind;
  orderId: string;
  owner: string;
  key: string;
  /** The request as posted, without its access token; completing replays it under the same key. */
  request: Record<string, unknown>;
  /** When the pending request lapses. */
  expiresAt: (now: Date) => Promise<Date>;
}

export async function findChallenge(db: DbOrTx, id: string): Promise<ChallengeRow | undefined> {
  const [row] = await db.select().from(orderPaymentChallenges).where(eq(orderPaymentChallenges.id, id));
  return row;
}

/**
 * Runs the sale; when the card asks for 3-D Secure, keeps the request (the first one for its key: a
 * resubmitted form finds the same challenge) and answers the challenge instead.
 */
export async function withPaymentChallenge<T>(
  platform: Platform,
  pending: PendingRequest,
  run: () => Promise<T>,
): Promise<T | PaymentChallengeStart> {
  try {
    return await run();
  } catch (error) {
    if (!(error instanceof PaymentChallengeNeeded)) throw error;
    const { auth } = error;
    const now = platform.clock.now();
    const { db } = platform.database;
    await db
      .insert(orderPaymentChallenges)
      .values({
        id: `pch_${randomBytes(12).toString('hex')}`,
        kind: pending.kind,
        orderId: pending.orderId,
        owner: pending.owner,
        idempotencyKey: pending.key,
        request: pending.request,
        authorisationId: auth.id,
        gatewayChallengeId: auth.challenge!.id,
        amountCents: auth.amount,
        status: 'Pending',
        expiresAt: await pending.expiresAt(now),
        createdAt: now,
      })
      .onConflictDoNothing();
    const [row] = await db
      .select()
      .from(orderPaymentChallenges)
      .where(
        and(
          eq(orderPaymentChallenges.owner, pending.owner),
          eq(orderPaymentChallenges.kind, pending.kind),
          eq(orderPaymentChallenges.idempotencyKey, pending.key),
        ),
      );
    return {
      challenge: { challengeId: row!.id, kind: row!.kind, expiresAt: row!.expiresAt.toISOString() },
    };
  }
}

/** Records the outcome once: only a Pending challenge is finished, so racing calls agree. */
export async function finishChallenge(
  db: DbOrTx,
  id: string,
  outcome: { status: 'Completed' | 'Failed' | 'Expired'; resultId?: string; failure?: string },
  now: Date,
): Promise<ChallengeRow> {
  await db
    .update(orderPaymentChallenges)
    .set({
      status: outcome.status,
      resultId: outcome.resultId ?? null,
      failure: outcome.failure ?? null,
      finishedAt: now,
    })
    .where(and(eq(orderPaymentChallenges.id, id), eq(orderPaymentChallenges.status, 'Pending')));
  return (await findChallenge(db, id))!;
}

/** An extras purchase kept for its challenge: it waits EXTRAS_CHALLENGE_MINUTES. */
export function extrasPending(
  owner: string,
  key: string,
  input: { orderId: string; accessToken?: string },
): PendingRequest {
  const { accessToken: _credential, ...request } = input;
  return {
    kind: 'extras',
    orderId: input.orderId,
    owner,
    key,
    request,
    expiresAt: async (now) => new Date(now.getTime() + EXTRAS_CHALLENGE_MINUTES * 60_000),
  };
}

/** A date change kept for its challenge: it waits as long as its quote holds the new flights' places. */
export function changePending(
  platform: Platform,
  owner: string,
  key: string,
  input: { orderId: string; accessToken?: string; quoteId: string },
): PendingRequest {
  const { accessToken: _credential, ...request } = input;
  return {
    kind: 'change',
    orderId: input.orderId,
    owner,
    key,
    request,
    expiresAt: async (now) =>
      (await loadOfferForOrder(platform.database.db, input.quoteId))?.expiresAt ?? now,
  };
}
