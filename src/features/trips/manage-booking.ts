/**
 * Manage booking (issue 23): the pure parts of the guest's way back to a booking and of the cancel
 * section, shared by the /trips pages and their /api/trips form handlers. The order access token lives
 * in an HttpOnly cookie, never in a URL: a URL ends up in history, logs and Referer headers.
 */
import type { Cancellation } from '../../shared/contracts/order-cancel';
import type { OrderStatus } from '../../shared/contracts/order';

/** The guest's order access token (`oat.<orderId>.<expiry>.<signature>`) for one order. */
export const ORDER_ACCESS_COOKIE = 'ctg_order_access';
/** The reference and last name between "send me a code" and "here is the code" (the code's life). */
export const ORDER_LOOKUP_COOKIE = 'ctg_order_lookup';
/** The result of a cancellation, shown once on the trip page after the redirect. */
export const CANCEL_OUTCOME_COOKIE = 'ctg_cancel_outcome';

const ORDER_ID = /^ord_[0-9a-f]{24}$/;

/** The order a guest access token was issued for, or null when the value is not such a token. */
export function orderIdOfAccessToken(token: string | undefined): string | null {
  if (!token || token.length > 220) return null;
  const [prefix, orderId] = token.split('.');
  return prefix === 'oat' && orderId && ORDER_ID.test(orderId) ? orderId : null;
}

/** The token from the cookie when it belongs to `orderId`, so a token never travels with another order. */
export function accessTokenFor(cookieValue: string | undefined, orderId: string): string | undefined {
  return orderIdOfAccessToken(cookieValue) === orderId ? cookieValue : undefined;
}

/** The guest's access token for `orderId`, read from the request's HttpOnly cookie by accessTokenFor's rule. */
export function guestAccessToken(
  cookies: { get(name: string): { value: string } | undefined },
  orderId: string,
): string | undefined {
  return accessTokenFor(cookies.get(ORDER_ACCESS_COOKIE)?.value, orderId);
}

export interface LookupState {
  bookingReference: string;
  lastName: string;
  maskedEmail: string;
}

/** The lookup cookie's value read back; anything else (tampered, old shape) reads as no lookup. */
export function readLookupState(value: string | undefined): LookupState | null {
  if (!value) return null;
  try {
    const parsed = JSON.parse(value) as Partial<LookupState>;
    const { bookingReference, lastName, maskedEmail } = parsed;
    if (typeof bookingReference !== 'string' || !/^[A-Z2-9]{6}$/.test(bookingReference)) return null;
    if (typeof lastName !== 'string' || !lastName || lastName.length > 60) return null;
    return { bookingReference, lastName, maskedEmail: typeof maskedEmail === 'string' ? maskedEmail : '' };
  } catch {
    return null;
  }
}

export interface CancelOutcome {
  orderId: string;
  refundCents: number;
  keptCents: number;
  creditNoteNumber: string | null;
  pending: boolean;
}

export function cancelOutcomeOf(cancellation: Cancellation): CancelOutcome {
  return {
    orderId: cancellation.orderId,
    refundCents: cancellation.refundCents,
    keptCents: cancellation.keptCents,
    creditNoteNumber: cancellation.creditNoteNumber,
    pending: cancellation.status === 'RefundPending',
  };
}

/** The outcome cookie read back for this order only; anything else reads as none. */
export function readCancelOutcome(value: string | undefined, orderId: string): CancelOutcome | null {
  if (!value) return null;
  try {
    const parsed = JSON.parse(value) as Partial<CancelOutcome>;
    if (parsed.orderId !== orderId) return null;
    if (!Number.isInteger(parsed.refundCents) || !Number.isInteger(parsed.keptCents)) return null;
    return {
      orderId,
      refundCents: parsed.refundCents!,
      keptCents: parsed.keptCents!,
      creditNoteNumber: typeof parsed.creditNoteNumber === 'string' ? parsed.creditNoteNumber : null,
      pending: parsed.pending === true,
    };
  } catch {
    return null;
  }
}

const CANCELLED: readonly OrderStatus[] = ['Cancelled', 'Refunded', 'PartlyRefunded', 'Released'];

/** Whether the trip can still be offered for cancellation (a quote is worth asking for). */
export function mayOfferCancel(status: OrderStatus): boolean {
  return !CANCELLED.includes(status) && status !== 'Failed';
}

/** Where a trip is shown: the dashboard for a signed-in owner, /trips/<id> for a guest with the code. */
export function tripPath(orderId: string, audience: 'guest' | 'owner'): string {
  return audience === 'owner' ? `/dashboard/trips/${orderId}` : `/trips/${orderId}`;
}
