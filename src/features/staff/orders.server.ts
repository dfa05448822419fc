/**
 * The agents' orders pages (issue 24), on the server: the search read from the page's query string, one
 * order's detail, and the posted forms of the order page (a note, an email sent again, a cancel quote,
 * the confirmed cancel), each sent to the Booking API with the agent's account token. The services
 * decide who may (agents and admins, 403 otherwise) and apply the traveller's own cancel rules; this
 * only reads the forms and says what came back.
 */
import * as v from 'valibot';
import { readFormBody, SITE_BODY_LIMITS } from '../../lib/api/json-body';
import type { RequestScope } from '../../lib/api/service-client';
import { callStaffService } from './staff-service.server';
import type { Cancellation, CancellationQuote } from '../../shared/contracts/order-cancel';
import {
  StaffOrderSearchRequestSchema,
  type StaffOrderDetail,
  type StaffOrderSearchAnswer,
  type StaffOrderSearchRequest,
  type StaffResendAnswer,
} from '../../shared/contracts/staff-orders';

/** A refusal: the service's own words, or the key of the page's text when the site refused first. */
export type Refusal = { kind: 'refused'; message: string } | { kind: 'refused'; messageKey: string };

/** The words of a refusal (null for any other outcome): the service's own, or the page's text by key. */
export function refusalMessage(
  outcome: { kind: string } | null,
  text: (key: string) => string,
): string | null {
  if (outcome?.kind !== 'refused') return null;
  const refusal = outcome as Refusal;
  return 'message' in refusal ? refusal.message : text(refusal.messageKey);
}

type Called<T> = { ok: true; data: T } | { ok: false; refusal: Refusal; status: number };

const UNAVAILABLE: Refusal = { kind: 'refused', messageKey: 'unavailable' };

async function call<T>(
  scope: RequestScope,
  path: string,
  body: unknown,
  headers: Record<string, string> = {},
): Promise<Called<T>> {
  const answer = await callStaffService<T>(scope, 'booking', path, body, headers);
  if (answer.ok) return { ok: true, data: answer.data };
  // No message is an outage (502): the page words it itself.
  const refusal: Refusal =
    answer.message === null ? UNAVAILABLE : { kind: 'refused', message: answer.message };
  return { ok: false, refusal, status: answer.status };
}

const SEARCH_FIELDS = [
  'bookingReference',
  'surname',
  'email',
  'createdFrom',
  'createdTo',
  'status',
  'payment',
];

/** The filters in the query string as the form shows them back (empty fields left out). */
export function readSearchForm(url: URL): Record<string, string> {
  const form: Record<string, string> = {};
  for (const field of SEARCH_FIELDS) {
    const value = url.searchParams.get(field)?.trim();
    if (value) form[field] = value;
  }
  return form;
}

export type SearchOutcome = { kind: 'results'; answer: StaffOrderSearchAnswer } | Refusal | { kind: 'idle' };

/**
 * The bookings the query string's filters match, newest first; with no filter (the page as an agent
 * opens it, or an empty form sent) the newest bookings, so the day's work is the first thing shown.
 */
export async function searchOrders(url: URL, scope: RequestScope): Promise<SearchOutcome> {
  const page = Number(url.searchParams.get('page') ?? '1');
  const parsed = v.safeParse(StaffOrderSearchRequestSchema, {
    ...readSearchForm(url),
    page: Number.isInteger(page) && page > 0 ? page : 1,
  } satisfies StaffOrderSearchRequest);
  if (!parsed.success) return { kind: 'refused', message: parsed.issues[0].message };
  const answer = await call<StaffOrderSearchAnswer>(scope, '/Staff/Orders/Search', parsed.output);
  return answer.ok ? { kind: 'results', answer: answer.data } : answer.refusal;
}

/** The order, or null when there is none with this id (the page answers 404). */
export async function loadOrder(
  scope: RequestScope,
  orderId: string,
): Promise<{ kind: 'order'; detail: StaffOrderDetail } | { kind: 'missing' } | Refusal> {
  if (!/^ord_[0-9a-f]{24}$/.test(orderId)) return { kind: 'missing' };
  const answer = await call<StaffOrderDetail>(scope, '/Staff/Orders/Detail', { orderId });
  if (answer.ok) return { kind: 'order', detail: answer.data };
  return answer.status === 404 ? { kind: 'missing' } : answer.refusal;
}

export type OrderActionOutcome =
  | { kind: 'noted' }
  | { kind: 'resent'; answer: StaffResendAnswer }
  | { kind: 'quoted'; quote: CancellationQuote }
  | { kind: 'cancelled'; cancellation: Cancellation }
  | Refusal;

const KEY_PATTERN = /^[\w.:-]{8,64}$/;

/** Handles the order page's POST: `action` is note, resend, quote or cancel. */
export async function submitOrderAction(
  request: Request,
  orderId: string,
  scope: RequestScope,
): Promise<OrderActionOutcome> {
  const form = await readFormBody(request, SITE_BODY_LIMITS.formBytes).catch(() => new FormData());
  const action = form.get('action');
  const key = String(form.get('key') ?? '');
  // One key per rendered form: a reload re-posts it and the service answers the first outcome.
  const keyed = { 'Idempotency-Key': key };
  if ((action === 'resend' || action === 'cancel') && !KEY_PATTERN.test(key))
    return { kind: 'refused', messageKey: 'reloadAndRetry' };
  if (action === 'note') {
    const text = String(form.get('text') ?? '').trim();
    if (!text) return { kind: 'refused', messageKey: 'noteEmpty' };
    const answer = await call(scope, '/Staff/Orders/Note', { orderId, text });
    return answer.ok ? { kind: 'noted' } : answer.refusal;
  }
  if (action === 'resend') {
    const answer = await call<StaffResendAnswer>(scope, '/Staff/Orders/ResendEmail', { orderId }, keyed);
    return answer.ok ? { kind: 'resent', answer: answer.data } : answer.refusal;
  }
  if (action === 'quote') {
    const answer = await call<CancellationQuote>(scope, '/Staff/Orders/CancelQuote', { orderId });
    return answer.ok ? { kind: 'quoted', quote: answer.data } : answer.refusal;
  }
  if (action === 'cancel') {
    const confirmedRefundCents = Number(form.get('confirmedRefundCents'));
    if (!Number.isInteger(confirmedRefundCents) || confirmedRefundCents < 0)
      return { kind: 'refused', messageKey: 'reloadAndRetry' };
    const body = { orderId, confirmedRefundCents };
    const answer = await call<Cancellation>(scope, '/Staff/Orders/Cancel', body, keyed);
    return answer.ok ? { kind: 'cancelled', cancellation: answer.data } : answer.refusal;
  }
  return { kind: 'refused', messageKey: 'reloadAndRetry' };
}
