/**
 * Server-side reads of the trip page's cancel section (issue 23): the order with a guest's access token
 * (Order/Retrieve accepts it), and the cancellation quote from the API that manages the order (Booking
 * for flights, Hotel for stays). The bearer is the visitor's: the account token for a signed-in owner,
 * the public token for a guest, whose proof is the access token in the body.
 */
import { ApiError } from '../../lib/api/envelope';
import { callService, type RequestScope } from '../../lib/api/service-client';
import type { Order } from '../../shared/contracts/order';
import type { CancellationQuote } from '../../shared/contracts/order-cancel';

export type QuoteResult = { kind: 'ok'; quote: CancellationQuote } | { kind: 'unavailable' };

export async function loadCancelQuote(
  scope: RequestScope,
  order: Pick<Order, 'orderId' | 'kind'>,
  accessToken: string | undefined,
): Promise<QuoteResult> {
  try {
    const outcome = await callService<CancellationQuote>(
      scope,
      order.kind === 'hotel' ? 'hotel' : 'booking',
      {
        method: 'POST',
        path: '/Order/CancelQuote',
        body: { orderId: order.orderId, ...(accessToken ? { accessToken } : {}) },
      },
    );
    return outcome.kind === 'ok' && outcome.data?.orderId === order.orderId
      ? { kind: 'ok', quote: outcome.data }
      : { kind: 'unavailable' };
  } catch {
    // A refused or failed quote leaves the trip readable; the section says it cannot show the options.
    return { kind: 'unavailable' };
  }
}

/** The order a guest proved with the emailed code, or undefined (expired token, another order, none). */
export async function loadGuestOrder(
  scope: RequestScope,
  orderId: string,
  accessToken: string,
): Promise<Order | undefined> {
  try {
    const outcome = await callService<Order>(scope, 'booking', {
      method: 'POST',
      path: '/Order/Retrieve',
      body: { orderId, accessToken },
      token: 'public',
    });
    return outcome.kind === 'ok' && outcome.data?.orderId === orderId ? outcome.data : undefined;
  } catch (error) {
    if (error instanceof ApiError && error.httpStatus < 500) return undefined;
    throw error;
  }
}
