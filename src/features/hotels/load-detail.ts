import * as v from 'valibot';
import { ApiError } from '../../lib/api/envelope';
import { callService, type RequestScope } from '../../lib/api/service-client';
import { HOTEL_MESSAGES } from '../../shared/contracts/hotel';
import { HotelDetailRequestSchema, type HotelDetail } from '../../shared/contracts/hotel-rooms';

/**
 * The detail page's server read of HotelDetail/Get (spec §7), so the property's facts render without
 * script and the page title names the property. Failures come back as what to tell the traveller.
 */
export type DetailOutcome =
  | { kind: 'ok'; detail: HotelDetail }
  | { kind: 'expired'; message: string }
  | { kind: 'failed'; message: string };

export const INCOMPLETE_LINK = 'This hotel link is not complete. Please search again and choose a hotel.';
export const HOTEL_UNAVAILABLE = 'This hotel cannot be shown right now. Please search again.';

export async function loadHotelDetail(
  scope: RequestScope,
  siteId: string,
  params: URLSearchParams,
): Promise<DetailOutcome> {
  const parsed = v.safeParse(HotelDetailRequestSchema, {
    siteId,
    shoppingRspId: params.get('shoppingRspId') ?? undefined,
    propertyId: params.get('propertyId') ?? undefined,
  });
  if (!parsed.success) return { kind: 'failed', message: INCOMPLETE_LINK };
  try {
    const outcome = await callService<HotelDetail>(scope, 'hotel', {
      method: 'POST',
      path: '/HotelDetail/Get',
      body: parsed.output,
    });
    if (outcome.kind === 'ok') return { kind: 'ok', detail: outcome.data };
    return { kind: 'failed', message: HOTEL_UNAVAILABLE };
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    if (error.httpStatus === 410) return { kind: 'expired', message: HOTEL_MESSAGES.sessionExpired };
    return { kind: 'failed', message: error.message || HOTEL_UNAVAILABLE };
  }
}
