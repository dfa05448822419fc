/**
 * The gateway's per-card velocity check (issue 21): a card (by its fingerprint, the keyed hash of its
 * number kept on every token) declined too often within the window is refused before the issuer is
 * asked again, whichever merchant, offer or address the attempts came from. Counted in the gateway's
 * own tables, so every instance on one database agrees without a shared cache.
 */
import { and, count, eq, gt, sql } from 'drizzle-orm';
import { gatewayAuthorisations, gatewayTokens } from '../../db/schema';
import { RequestRejected } from '../../http/envelope';
import type { Platform } from '../../platform/platform';
import type { Tx } from './gateway-idempotency.repo';

export const CARD_DECLINES_EXCEEDED =
  'This card has been declined too many times recently. Please use another card, or call us to book.';

/**
 * Inside the authorisation's transaction, before the token is used: refuses (409) a card with too many
 * recent declines. Authorisations of one card queue on a transaction-scoped advisory lock, so
 * concurrent attempts cannot all read the count before the first decline is written.
 */
export async function checkCardVelocity(platform: Platform, tx: Tx, fingerprint: string): Promise<void> {
  const { cardDeclineLimit, cardDeclineWindowSeconds } = platform.config.payments.cardTesting;
  await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${`card:${fingerprint}`}))`);
  const since = new Date(platform.clock.now().getTime() - cardDeclineWindowSeconds * 1000);
  const [row] = await tx
    .select({ n: count() })
    .from(gatewayAuthorisations)
    .innerJoin(gatewayTokens, eq(gatewayTokens.id, gatewayAuthorisations.tokenId))
    .where(
      and(
        eq(gatewayTokens.fingerprint, fingerprint),
        eq(gatewayAuthorisations.status, 'declined'),
        gt(gatewayAuthorisations.updatedAt, since),
      ),
    );
  if (Number(row?.n ?? 0) >= cardDeclineLimit) {
    platform.metrics.countCardTestingRefusal('card_declines');
    platform.log.warn({ reason: 'card_declines' }, 'card-testing defence refused a card attempt');
    throw new RequestRejected(409, CARD_DECLINES_EXCEEDED);
  }
}
