import { SCHEME_NAMES } from '../../../shared/contracts/card-schemes';
import { RequestRejected } from '../../http/envelope';
import type { Platform } from '../../platform/platform';
import type { CallerKey } from './gateway-keys';
import { runIdempotent, type GatewayAnswer } from './gateway-idempotency.repo';
import {
  findAuthorisation,
  lockAuthorisation,
  updateAuthorisation,
  type AuthorisationRow,
} from './gateway.repo';
import { DECLINES, outcomeAfterChallenge, type CardBehaviour, type CardScheme } from './gateway.rules';
import type { AuthorisationView, ChallengeView } from './gateway.schema';
import { STATUS_MESSAGES, notFound, toAuthorisationView, type RequestScope } from './gateway.service';

/**
 * 3-D Secure challenges. The site renders the challenge (GET) on its own payment-auth page and posts the
 * cardholder's answer through its server; the browser never calls the gateway for it.
 */

/** The outcome a finished challenge had, from its authorisation's state. */
function finishedOutcome(row: AuthorisationRow): 'complete' | 'cancel' | undefined {
  if (row.status === 'voided' || row.status === 'requires_action') return undefined;
  return row.declineCode === DECLINES.authenticationFailed.code ? 'cancel' : 'complete';
}

/** What the site shows the cardholder for a 3-D Secure challenge (rendered by the site, not here). */
export async function getChallenge(
  platform: Platform,
  caller: CallerKey,
  challengeId: string,
): Promise<ChallengeView> {
  const row = (await findAuthorisation(platform.database.db, caller.keyId, { challengeId })) ?? notFound();
  const finished = finishedOutcome(row);
  const scheme = SCHEME_NAMES[row.scheme as CardScheme] ?? row.scheme;
  const amount = new Intl.NumberFormat('en-AU', { style: 'currency', currency: row.currency }).format(
    row.amountCents / 100,
  );
  return {
    id: challengeId,
    authorisationId: row.id,
    status:
      finished === 'complete' ? 'completed' : finished === 'cancel' ? 'cancelled' : 'awaiting_cardholder',
    amount: row.amountCents,
    currency: row.currency,
    card: { last4: row.last4, scheme: row.scheme },
    title: 'Verify your payment',
    prompt: `Your bank asks you to confirm the payment of ${amount} (${row.currency}) with your ${scheme} card ending in ${row.last4}.`,
    actions: [
      { outcome: 'complete', label: 'Confirm payment' },
      { outcome: 'cancel', label: 'Cancel payment' },
    ],
  };
}

/** Applies the cardholder's answer to a challenge; answering the same again replays the result. */
export async function answerChallenge(
  platform: Platform,
  scope: RequestScope,
  challengeId: string,
  outcome: 'complete' | 'cancel',
): Promise<GatewayAnswer<AuthorisationView>> {
  return runIdempotent(platform, { ...scope, keyId: scope.caller.keyId }, async (tx) => {
    const row = (await lockAuthorisation(tx, scope.caller.keyId, { challengeId })) ?? notFound();
    if (row.status !== 'requires_action') {
      const finished = finishedOutcome(row);
      if (finished === outcome) {
        return { statusCode: 200, message: STATUS_MESSAGES[row.status], data: toAuthorisationView(row) };
      }
      throw new RequestRejected(
        409,
        finished
          ? `This challenge was already ${finished === 'complete' ? 'completed' : 'cancelled'}`
          : 'This authorisation was voided',
      );
    }
    const result = outcomeAfterChallenge(row.behaviour as CardBehaviour, outcome);
    const now = platform.clock.now();
    const updated = await updateAuthorisation(tx, row.id, {
      status: result.status,
      declineCode: result.decline?.code ?? null,
      declineMessage: result.decline?.message ?? null,
      approvedAt: result.status === 'approved' ? now : null,
      updatedAt: now,
    });
    return { statusCode: 200, message: STATUS_MESSAGES[updated.status], data: toAuthorisationView(updated) };
  });
}
