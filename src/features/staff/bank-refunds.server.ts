/**
 * Refunds owed by bank transfer (issue 23, ADR 025 amendment of 2026-11-28), the agents' side on the
 * server: the list from the Booking API, and the posted "refund paid" form sent with the agent's account
 * token and its Idempotency-Key. The services decide who may (agents and admins, 403 otherwise) and
 * check the amount against what is owed; this reads the form and says what came back.
 */
import * as v from 'valibot';
import { readFormBody, SITE_BODY_LIMITS } from '../../lib/api/json-body';
import type { RequestScope } from '../../lib/api/service-client';
import { callStaffOrSay } from './staff-service.server';
import {
  BankRefundRequestSchema,
  type BankRefundList,
  type BankRefundOwed,
  type BankRefundRecorded,
} from '../../shared/contracts/bank-refund';
import { amountToCents } from '../../shared/domain/bank-amount';

export type BankRefundOutcome =
  { kind: 'recorded'; result: BankRefundRecorded } | { kind: 'refused'; message: string };

const UNAVAILABLE = 'The Booking API did not answer. Nothing was recorded; try again in a minute.';

const call = <T>(scope: RequestScope, path: string, body: unknown, headers: Record<string, string> = {}) =>
  callStaffOrSay<T>(scope, path, body, UNAVAILABLE, headers);

/** The refunds owed now, oldest first; a message instead when the list could not be read. */
export async function loadOwedBankRefunds(
  scope: RequestScope,
): Promise<{ refunds: BankRefundOwed[] } | { message: string }> {
  const answer = await call<BankRefundList>(scope, '/Payments/BankRefunds', {});
  return answer.ok ? { refunds: answer.data.refunds } : { message: answer.message };
}

/** Handles the "refund paid" form's POST. */
export async function submitBankRefund(request: Request, scope: RequestScope): Promise<BankRefundOutcome> {
  const form = await readFormBody(request, SITE_BODY_LIMITS.formBytes).catch(() => new FormData());
  const amountCents = amountToCents(String(form.get('amount') ?? ''));
  if (amountCents === null) return { kind: 'refused', message: 'Amount must be an amount such as 2914.20.' };
  const parsed = v.safeParse(BankRefundRequestSchema, {
    orderId: form.get('orderId'),
    amountCents,
    bankReference: form.get('bankReference') ?? '',
    paidOn: form.get('paidOn'),
  });
  if (!parsed.success) return { kind: 'refused', message: parsed.issues[0].message };
  const key = String(form.get('key') ?? '');
  if (!/^[\w.:-]{8,64}$/.test(key)) {
    return { kind: 'refused', message: 'Reload the page and record the refund again.' };
  }
  const answer = await call<BankRefundRecorded>(scope, '/Payments/BankRefund', parsed.output, {
    'Idempotency-Key': key,
  });
  return answer.ok ? { kind: 'recorded', result: answer.data } : { kind: 'refused', message: answer.message };
}
