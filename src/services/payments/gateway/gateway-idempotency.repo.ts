import { createHash } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { gatewayIdempotency } from '../../db/schema';
import { RequestRejected } from '../../http/envelope';
import type { Db } from '../../db/database';
import type { Platform } from '../../platform/platform';

export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** An answer as the gateway stores and replays it. */
export interface GatewayAnswer<T = unknown> {
  statusCode: 200 | 201;
  message: string;
  data: T;
  /** True when this is the stored first answer to an earlier request with the same key. */
  replayed?: boolean;
}

/** What makes two requests "the same request" for an idempotency key. */
export function requestHashOf(method: string, path: string, body: unknown): string {
  return createHash('sha256').update(JSON.stringify({ method, path, body })).digest('hex');
}

/**
 * Runs `work` in one transaction. With an idempotency key, the key is claimed in the same transaction
 * (a concurrent request with the same key waits on it), the answer is stored with it, and a later
 * request with the key gets the stored answer, or a 409 when its method, path or body differ. A refusal
 * (thrown RequestRejected) rolls everything back, the key included, so a corrected retry can reuse it.
 */
export async function runIdempotent<T>(
  platform: Platform,
  scope: { keyId: string; idempotencyKey: string | undefined; requestHash: string },
  work: (tx: Tx) => Promise<GatewayAnswer<T>>,
): Promise<GatewayAnswer<T>> {
  const { keyId, idempotencyKey, requestHash } = scope;
  return platform.database.db.transaction(async (tx) => {
    if (idempotencyKey === undefined) return work(tx);
    const claimed = await tx
      .insert(gatewayIdempotency)
      .values({
        keyId,
        idempotencyKey,
        requestHash,
        responseStatus: 0,
        responseBody: {},
        createdAt: platform.clock.now(),
      })
      .onConflictDoNothing()
      .returning({ keyId: gatewayIdempotency.keyId });
    if (claimed.length === 0) return replay<T>(tx, keyId, idempotencyKey, requestHash);
    const answer = await work(tx);
    await tx
      .update(gatewayIdempotency)
      .set({
        responseStatus: answer.statusCode,
        responseBody: { message: answer.message, data: answer.data },
      })
      .where(and(eq(gatewayIdempotency.keyId, keyId), eq(gatewayIdempotency.idempotencyKey, idempotencyKey)));
    return answer;
  });
}

async function replay<T>(
  tx: Tx,
  keyId: string,
  idempotencyKey: string,
  requestHash: string,
): Promise<GatewayAnswer<T>> {
  const [stored] = await tx
    .select()
    .from(gatewayIdempotency)
    .where(and(eq(gatewayIdempotency.keyId, keyId), eq(gatewayIdempotency.idempotencyKey, idempotencyKey)));
  if (!stored || stored.responseStatus === 0) {
    throw new RequestRejected(409, 'A request with this Idempotency-Key is still in progress; retry shortly');
  }
  if (stored.requestHash !== requestHash) {
    throw new RequestRejected(
      409,
      'This Idempotency-Key was already used for a different request; use a new key for a new payment attempt',
    );
  }
  const body = stored.responseBody as { message: string; data: T };
  return {
    statusCode: stored.responseStatus as 200 | 201,
    message: body.message,
    data: body.data,
    replayed: true,
  };
}
