/**
 * One call of a staff workspace page to a service (issue 24), with the signed-in staff member's account
 * token. The services decide who may; a refusal comes back as the service's own message, an outage as
 * `message: null` (the page says so in the reader's language).
 */
import { ApiError } from '../../lib/api/envelope';
import { callService, sendServiceCall, type RequestScope } from '../../lib/api/service-client';
import { ServiceUnavailableError } from '../../lib/api/transport';
import type { ServiceName } from '../../lib/config.server';

export type StaffAnswer<T> =
  { ok: true; data: T; message: string } | { ok: false; status: number; message: string | null };

export async function callStaffService<T>(
  scope: RequestScope,
  service: ServiceName,
  path: string,
  body: unknown,
  headers: Record<string, string> = {},
): Promise<StaffAnswer<T>> {
  try {
    const outcome = await callService<T>(scope, service, {
      method: 'POST',
      path,
      body,
      token: 'account',
      headers,
    });
    return outcome.kind === 'ok'
      ? { ok: true, data: outcome.data, message: outcome.message }
      : { ok: false, status: 502, message: null };
  } catch (error) {
    if (error instanceof ApiError) return { ok: false, status: error.httpStatus, message: error.message };
    if (error instanceof ServiceUnavailableError) return { ok: false, status: 502, message: null };
    throw error;
  }
}

/**
 * The same call for a page that words an outage itself: the data, or the message to show (the
 * service's refusal, else `unavailable`).
 */
export async function callStaffOrSay<T>(
  scope: RequestScope,
  path: string,
  body: unknown,
  unavailable: string,
  headers: Record<string, string> = {},
): Promise<{ ok: true; data: T } | { ok: false; message: string }> {
  const answer = await callStaffService<T>(scope, 'booking', path, body, headers);
  return answer.ok ? { ok: true, data: answer.data } : { ok: false, message: answer.message ?? unavailable };
}

/** The same call, answered as the service's raw response (a file such as a CSV export). */
export async function fetchStaffFile(
  scope: RequestScope,
  service: ServiceName,
  path: string,
  body: unknown,
): Promise<Response> {
  const { response } = await sendServiceCall(scope, service, {
    method: 'POST',
    path,
    body,
    token: 'account',
  });
  return response;
}

/** The one-time key a rendered form carries, so posting it twice (a reload) acts once. */
export function formKeyOf(form: FormData): string | null {
  const key = String(form.get('key') ?? '');
  return /^[\w.:-]{8,64}$/.test(key) ? key : null;
}
