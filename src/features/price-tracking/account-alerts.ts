/**
 * The account's price alerts through the Booking API (/PriceTracker/List and /PriceTracker/Delete), for
 * the dashboard's "Price alerts" page and its "Stop alerts" form. Outcomes, never throws for a refusal,
 * so the page and the form endpoint each decide what the traveller sees.
 */
import * as v from 'valibot';
import { ApiError } from '../../lib/api/envelope';
import { callService, type RequestScope } from '../../lib/api/service-client';
import { ServiceUnavailableError } from '../../lib/api/transport';
import { PriceTrackerDeleteSchema, type PriceTrackerSummary } from '../../shared/contracts/price-tracking';

export type AlertsOutcome =
  { kind: 'ok'; alerts: PriceTrackerSummary[] } | { kind: 'signed-out' } | { kind: 'unavailable' };

/** What "Stop alerts" did; "stopped" also for an alert already gone (stopping twice is fine). */
export type StopOutcome = 'stopped' | 'invalid' | 'signed-out' | 'unavailable';

async function call<T>(scope: RequestScope, path: string, body: object) {
  try {
    const answer = await callService<T>(scope, 'booking', { method: 'POST', path, body, token: 'account' });
    return answer.kind === 'ok'
      ? ({ ok: true, data: answer.data } as const)
      : ({ ok: false, status: 502 } as const);
  } catch (failure) {
    if (failure instanceof ApiError) return { ok: false, status: failure.httpStatus } as const;
    if (failure instanceof ServiceUnavailableError) return { ok: false, status: 503 } as const;
    throw failure;
  }
}

export async function loadAlerts(scope: RequestScope, siteId: string): Promise<AlertsOutcome> {
  const answer = await call<PriceTrackerSummary[]>(scope, '/PriceTracker/List', { siteId });
  if (answer.ok) return { kind: 'ok', alerts: Array.isArray(answer.data) ? answer.data : [] };
  // 401: the session ended (or an account token was refused and the client signed the visitor out).
  return answer.status === 401 ? { kind: 'signed-out' } : { kind: 'unavailable' };
}

export async function stopAlert(scope: RequestScope, siteId: string, id: unknown): Promise<StopOutcome> {
  const parsed = v.safeParse(PriceTrackerDeleteSchema, { siteId, id });
  if (!parsed.success) return 'invalid';
  const answer = await call(scope, '/PriceTracker/Delete', parsed.output);
  if (answer.ok) return 'stopped';
  if (answer.status === 401) return 'signed-out';
  // 404: no such alert of this account, so it is already stopped (a second press, another tab).
  if (answer.status === 404) return 'stopped';
  return answer.status === 400 ? 'invalid' : 'unavailable';
}

/** The outcome a flash cookie carries to the page: only these words, so no other text is ever shown. */
export function stopOutcomeOf(flash: string | undefined): Exclude<StopOutcome, 'signed-out'> | undefined {
  return flash === 'stopped' || flash === 'invalid' || flash === 'unavailable' ? flash : undefined;
}
