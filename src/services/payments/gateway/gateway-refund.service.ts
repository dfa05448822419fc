/**
 * Refunds of captured payments (issue 23, ADR 024): partial or whole, never more in total than was
 * captured, each one a row of the gateway's own records (GET /refunds) and counted on the authorisation
 * (refundedAmount). Like capture and void, a refund runs in one transaction with its idempotency key,
 * on the authorisation locked, so two refunds of one payment never both pass the "what is left" check.
 */
import { and, desc, eq } from 'drizzle-orm';
import type * as v from 'valibot';
import { gatewayRefunds } from '../../db/schema';
import { RequestRejected } from '../../http/envelope';
import type { Platform } from '../../platform/platform';
import type { CallerKey } from './gateway-keys';
import { runIdempotent, type GatewayAnswer } from './gateway-idempotency.repo';
import { lockAuthorisation, updateAuthorisation } from './gateway.repo';
import { refundRefusal } from './gateway.rules';
import type { RefundListQuerySchema, RefundRequestSchema, RefundView } from './gateway.schema';
import { notFound, type RequestScope } from './gateway.service';

type RefundRow = typeof gatewayRefunds.$inferSelect;

const toRefundView = (row: RefundRow): RefundView => ({
  id: row.id,
  authorisationId: row.authorisationId,
  amount: row.amountCents,
  currency: row.currency,
  reason: row.reason,
  createdAt: row.createdAt.toISOString(),
});

/** Refunds `amount` of a captured authorisation; the same key and body answer the first refund again. */
export async function refundPayment(
  platform: Platform,
  scope: RequestScope,
  id: string,
  input: v.InferOutput<typeof RefundRequestSchema>,
): Promise<GatewayAnswer<RefundView>> {
  if (scope.idempotencyKey === undefined) {
    throw new RequestRejected(400, 'The Idempotency-Key header is required: one unique key per refund');
  }
  return runIdempotent(platform, { ...scope, keyId: scope.caller.keyId }, async (tx) => {
    const row = (await lockAuthorisation(tx, scope.caller.keyId, { id })) ?? notFound();
    const refusal = refundRefusal(row.status, input.amount, row.capturedCents, row.refundedCents);
    if (refusal) throw new RequestRejected(409, refusal);
    const now = platform.clock.now();
    const [refund] = await tx
      .insert(gatewayRefunds)
      .values({
        id: `re_${platform.ids.secret(18)}`,
        keyId: scope.caller.keyId,
        authorisationId: row.id,
        amountCents: input.amount,
        currency: row.currency,
        reason: input.reason ?? null,
        createdAt: now,
      })
      .returning();
    await updateAuthorisation(tx, row.id, {
      refundedCents: row.refundedCents + input.amount,
      updatedAt: now,
    });
    return { statusCode: 201, message: 'Refunded', data: toRefundView(refund!) };
  });
}

/** The caller's refunds, newest first, of one authorisation or all. */
export async function listRefunds(
  platform: Platform,
  caller: CallerKey,
  query: v.InferOutput<typeof RefundListQuerySchema>,
): Promise<RefundView[]> {
  const rows = await platform.database.db
    .select()
    .from(gatewayRefunds)
    .where(
      and(
        eq(gatewayRefunds.keyId, caller.keyId),
        query.authorisationId ? eq(gatewayRefunds.authorisationId, query.authorisationId) : undefined,
      ),
    )
    .orderBy(desc(gatewayRefunds.createdAt), desc(gatewayRefunds.id))
    .limit(query.limit ?? 100);
  return rows.map(toRefundView);
}
