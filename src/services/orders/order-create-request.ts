/**
 * The request side of the flight and the hotel OrderCreate (Booking and Hotel APIs): the same key,
 * site check, linked reservation profile, buyer address and answer, around each API's own booking.
 */
import type { Context } from 'hono';
import type * as v from 'valibot';
import type { Order } from '../../shared/contracts/order';
import type { ServiceEnv } from '../http/app-factory';
import { readClientIp } from '../http/client-ip';
import { createdOrReplayed, readIdempotencyKey } from '../http/idempotency-key';
import { checkSite } from '../http/site-check';
import { readJsonBody } from '../http/validate';
import type { Platform } from '../platform/platform';
import { withBuyerAddress } from './buyer-address';
import { linkedReservationProfileOf } from './linked-reservation-profile';

type OrderCreate<I> = (
  owner: string,
  key: string,
  input: I,
  reservationProfileId: string | null,
) => Promise<{ order: Order; replayed: boolean }>;

/** Reads and checks the request, books it under the caller's linked profile and answers the order. */
export async function answerOrderCreate<S extends v.GenericSchema<unknown, { siteId: string }>>(
  c: Context<ServiceEnv>,
  platform: Platform,
  request: { schema: S; step: Parameters<Platform['metrics']['timeStep']>[0] },
  create: OrderCreate<v.InferOutput<S>>,
) {
  const key = readIdempotencyKey(c);
  const input = await readJsonBody(c, request.schema);
  checkSite(c, input.siteId);
  const claims = c.get('claims');
  const reservationProfileId = await linkedReservationProfileOf(platform, claims);
  const { order, replayed } = await platform.metrics.timeStep(request.step, () =>
    // The client address is the per-address key of the unpaid-hold policy (ADR 021).
    withBuyerAddress(readClientIp(c), () => create(claims.sub, key, input, reservationProfileId)),
  );
  return createdOrReplayed(c, order, replayed);
}
