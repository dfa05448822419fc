/**
 * The challenge page's read (ADR 027, ADR 026 amended 2026-11-28): POST /Order/PaymentChallenge with
 * the visitor's bearer (the account token for an owner, the public token for a guest, whose proof is
 * the order access token in the body).
 */
import { callService, type RequestScope } from '../../lib/api/service-client';
import type { PaymentChallengeView } from '../../shared/contracts/order-payment-challenge';

/** The challenge, or null when it is not this visitor's or cannot be read now. */
export async function loadPaymentChallenge(
  scope: RequestScope,
  orderId: string,
  challengeId: string,
  accessToken: string | undefined,
): Promise<PaymentChallengeView | null> {
  try {
    const outcome = await callService<PaymentChallengeView>(scope, 'booking', {
      method: 'POST',
      path: '/Order/PaymentChallenge',
      body: { orderId, challengeId, ...(accessToken ? { accessToken } : {}) },
    });
    return outcome.kind === 'ok' && outcome.data?.challengeId === challengeId ? outcome.data : null;
  } catch {
    // The page then says it cannot show the verification and links back to the trip.
    return null;
  }
}
