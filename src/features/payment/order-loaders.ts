/**
 * Server-side reads of the order pages (confirmation, success, trip): the Booking API with the
 * visitor's token (the guest's public token that made the order, or the account token), so the order
 * renders with the page and its details never pass through the browser's storage.
 */
import { ApiError } from '../../lib/api/envelope';
import { callServiceEndpoint, type RequestScope, type TokenChoice } from '../../lib/api/service-client';
import {
  orderList,
  orderRetrieve,
  utilitiesGetMealPreferenceOptions,
} from '../../shared/contracts/endpoints-booking';
import type { Order, TripList } from '../../shared/contracts/order';

const ORDER_ID = /^ord_[0-9a-f]{24}$/;

export function isOrderId(value: unknown): value is string {
  return typeof value === 'string' && ORDER_ID.test(value);
}

/** The order, or undefined when it is not this visitor's, does not exist or the service is down. */
export async function loadOrder(
  scope: RequestScope,
  orderId: string,
  token: TokenChoice = 'auto',
): Promise<Order | undefined> {
  if (!isOrderId(orderId)) return undefined;
  try {
    const outcome = await callServiceEndpoint(scope, orderRetrieve, { orderId }, { token });
    return outcome.kind === 'ok' && outcome.data?.orderId === orderId ? outcome.data : undefined;
  } catch (error) {
    if (error instanceof ApiError && error.httpStatus < 500) return undefined;
    throw error;
  }
}

export type TripsResult = { kind: 'ok'; trips: TripList } | { kind: 'signed-out' } | { kind: 'unavailable' };

/** The signed-in traveller's trips (Order/List with the account token). */
export async function loadTrips(scope: RequestScope, siteId: string): Promise<TripsResult> {
  try {
    const outcome = await callServiceEndpoint(scope, orderList, { siteId });
    if (outcome.kind !== 'ok' || !Array.isArray(outcome.data?.upcoming)) return { kind: 'unavailable' };
    return { kind: 'ok', trips: outcome.data };
  } catch (error) {
    if (error instanceof ApiError && error.httpStatus === 401) return { kind: 'signed-out' };
    return { kind: 'unavailable' };
  }
}

/** Meal names by IATA code (Utilities), for the order's meal requests; empty when unavailable. */
export async function loadMealNames(scope: RequestScope): Promise<Record<string, string>> {
  try {
    const outcome = await callServiceEndpoint(scope, utilitiesGetMealPreferenceOptions);
    if (outcome.kind !== 'ok' || !Array.isArray(outcome.data)) return {};
    return Object.fromEntries(outcome.data.map((meal) => [meal.code, meal.name]));
  } catch {
    return {};
  }
}
