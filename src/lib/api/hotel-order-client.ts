/**
 * The hotel booking's order call: the Hotel API's /Order/OrderCreate through the same relay as the
 * shopping calls (hotel-client.ts), with the attempt's Idempotency-Key, which the relay forwards so a
 * resent order replays the first answer instead of booking twice.
 */
import { callHotelService } from './hotel-client';
import { hotelOrderCreate } from '../../shared/contracts/endpoints-hotel';
import type { HotelOrderCreateRequest } from '../../shared/contracts/hotel-order';
import { IDEMPOTENCY_HEADER } from '../../shared/contracts/payment-texts';

export const createHotelOrder = (request: HotelOrderCreateRequest, idempotencyKey: string) =>
  callHotelService(hotelOrderCreate, request, { headers: { [IDEMPOTENCY_HEADER]: idempotencyKey } });
