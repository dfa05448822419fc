/**
 * The trip page's extras section reads (issue 23, ADR 027): POST /Order/ExtrasOptions with the
 * visitor's bearer (the account token for an owner, the public token for a guest, whose proof is the
 * access token in the body), with the chosen extras when the page reviews them.
 */
import { ApiError } from '../../lib/api/envelope';
import { callService, type RequestScope } from '../../lib/api/service-client';
import type { ExtrasOptions, ExtrasSelection } from '../../shared/contracts/order-extras';

export type ExtrasRead =
  | { kind: 'ok'; options: ExtrasOptions }
  /** The selection cannot be bought (a seat taken, a limit): the service's words. */
  | { kind: 'refused'; message: string }
  | { kind: 'unavailable' };

export async function loadExtrasOptions(
  scope: RequestScope,
  orderId: string,
  accessToken: string | undefined,
  selection?: ExtrasSelection,
): Promise<ExtrasRead> {
  try {
    const outcome = await callService<ExtrasOptions>(scope, 'booking', {
      method: 'POST',
      path: '/Order/ExtrasOptions',
      body: { orderId, ...(accessToken ? { accessToken } : {}), ...(selection ? { selection } : {}) },
    });
    return outcome.kind === 'ok' && outcome.data?.orderId === orderId
      ? { kind: 'ok', options: outcome.data }
      : { kind: 'unavailable' };
  } catch (error) {
    if (error instanceof ApiError && (error.httpStatus === 400 || error.httpStatus === 409))
      return { kind: 'refused', message: error.message };
    // A failed read leaves the trip readable; the section says it cannot show the options.
    return { kind: 'unavailable' };
  }
}
