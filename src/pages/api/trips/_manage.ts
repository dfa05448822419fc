import type { APIContext } from 'astro';
import { ApiError } from '../../../lib/api/envelope';
import { callService, type ServiceCall } from '../../../lib/api/service-client';
import { ServiceUnavailableError } from '../../../lib/api/transport';
import { UNAVAILABLE } from '../session/_account-forms';

export type ManageOutcome<T> = { ok: true; data: T } | { ok: false; message: string; status: number };

/**
 * One Booking or Hotel API call of manage booking; refusals come back as their message, which the page
 * shows as given (the services word them for travellers: "That code is not right or has expired...").
 */
export async function callManage<T>(
  context: Pick<APIContext, 'locals'>,
  service: 'booking' | 'hotel',
  call: ServiceCall,
): Promise<ManageOutcome<T>> {
  try {
    const outcome = await callService<T>(context.locals.scope, service, call);
    if (outcome.kind !== 'ok') return { ok: false, message: UNAVAILABLE, status: 502 };
    return { ok: true, data: outcome.data };
  } catch (error) {
    if (error instanceof ApiError) return { ok: false, message: error.message, status: error.httpStatus };
    if (error instanceof ServiceUnavailableError) return { ok: false, message: UNAVAILABLE, status: 502 };
    throw error;
  }
}
