/**
 * Idempotency-Key handling of the Booking API's PreAuth and OrderCreate (ADR 015). A key is scoped to
 * the caller (token subject) and the endpoint; the first request's body hash and what it made (a
 * payment or an order id) are kept. The claim is inserted in the same transaction as the work, so a
 * concurrent request with the same key waits on the row and then sees the first one's result.
 */
import { createHash } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { bookingIdempotency } from '../db/schema';
import { RequestRejected } from './envelope';
import type { DbOrTx } from '../db/database';

type IdempotencyScope = 'preauth' | 'order' | 'hotel-order' | 'cancel' | 'staff-resend' | 'change';

// Reading the header is the http layer's; kept importable from here for the order modules.
export { IDEMPOTENCY_KEY_MISSING, readIdempotencyKey } from './idempotency-key';
export const IDEMPOTENCY_KEY_REUSED =
  'This Idempotency-Key was already used for a different request. Use a new key for a new attempt.';

/** A stable hash of a parsed body (keys sorted), so key order and spacing do not matter. */
export function requestHashOf(body: unknown): string {
  const stable = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(stable);
    if (value && typeof value === 'object') {
      return Object.fromEntries(
        Object.keys(value)
          .sort()
          .map((key) => [key, stable((value as Record<string, unknown>)[key])]),
      );
    }
    return value;
  };
  return createHash('sha256')
    .update(JSON.stringify(stable(body)))
    .digest('hex');
}

/** The caller's key as sent to the gateway: the gateway scopes keys by merchant, we by caller too. */
export function gatewayKeyOf(owner: string, key: string): string {
  return `${createHash('sha256').update(owner).digest('hex').slice(0, 16)}:${key}`;
}

export interface Claim {
  owner: string;
  scope: IdempotencyScope;
  key: string;
  requestHash: string;
}

/** The id the first request with this key made; 409 when that request differed; null when unused. */
export async function findClaimed(db: DbOrTx, claim: Claim): Promise<string | null> {
  const [row] = await db
    .select()
    .from(bookingIdempotency)
    .where(
      and(
        eq(bookingIdempotency.owner, claim.owner),
        eq(bookingIdempotency.scope, claim.scope),
        eq(bookingIdempotency.idempotencyKey, claim.key),
      ),
    );
  if (!row) return null;
  if (row.requestHash !== claim.requestHash) throw new RequestRejected(409, IDEMPOTENCY_KEY_REUSED);
  return row.resourceId;
}

/**
 * A 409 from an order's checks outside its transaction (the offer already Ordered, the payment already
 * used) can be this key's own first request committing in between: then the answer is that order,
 * replayed, not a refusal. Any other error, or a key nobody claimed, is rethrown as it was.
 */
export async function claimedAfterConflict(db: DbOrTx, claim: Claim, error: unknown): Promise<string> {
  if (!(error instanceof RequestRejected) || error.statusCode !== 409) throw error;
  const claimed = await findClaimed(db, claim);
  if (!claimed) throw error;
  return claimed;
}

/** Thrown inside a transaction when another request claimed the key first: roll back, replay it. */
export class AlreadyClaimed extends Error {
  constructor(readonly resourceId: string) {
    super('idempotency key already claimed');
  }
}

/** Claims the key for `resourceId` inside the caller's transaction, or throws AlreadyClaimed / 409. */
export async function claimKey(tx: DbOrTx, claim: Claim, resourceId: string, now: Date): Promise<void> {
  const inserted = await tx
    .insert(bookingIdempotency)
    .values({
      owner: claim.owner,
      scope: claim.scope,
      idempotencyKey: claim.key,
      requestHash: claim.requestHash,
      resourceId,
      createdAt: now,
    })
    .onConflictDoNothing()
    .returning({ id: bookingIdempotency.resourceId });
  if (inserted.length === 1) return;
  const winner = await findClaimed(tx, claim);
  if (!winner) throw new Error('idempotency claim vanished');
  throw new AlreadyClaimed(winner);
}
