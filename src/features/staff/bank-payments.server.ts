/**
 * The agents' bank payments page (issue 23, ADR 025), on the server: the posted form (a statement file
 * or one payment), sent to the Booking API with the agent's account token. The services decide who may
 * (agents and admins, 403 otherwise) and what a payment settles; this only reads the form and says what
 * came back.
 */
import * as v from 'valibot';
import { readFormBody, SITE_BODY_LIMITS } from '../../lib/api/json-body';
import type { RequestScope } from '../../lib/api/service-client';
import { callStaffOrSay } from './staff-service.server';
import {
  BankPaymentRequestSchema,
  STATEMENT_MAX_CHARS,
  type BankPaymentResult,
  type BankStatementAnswer,
} from '../../shared/contracts/bank-payment';
import { amountToCents } from '../../shared/domain/bank-amount';

export type BankPaymentsOutcome =
  | { kind: 'statement'; answer: BankStatementAnswer }
  | { kind: 'recorded'; result: BankPaymentResult }
  | { kind: 'refused'; message: string };

const UNAVAILABLE = 'The Booking API did not answer. Nothing was recorded; try again in a minute.';

const call = <T>(scope: RequestScope, path: string, body: unknown, headers: Record<string, string> = {}) =>
  callStaffOrSay<T>(scope, path, body, UNAVAILABLE, headers);

/** The statement's text: the uploaded file, or the pasted CSV when no file was chosen. */
async function statementText(form: FormData): Promise<string> {
  const file = form.get('file');
  if (file instanceof File && file.size > 0) return file.text();
  const pasted = form.get('statement');
  return typeof pasted === 'string' ? pasted : '';
}

/** Handles the page's POST: `action` is "statement" or "record". */
export async function submitBankPayments(
  request: Request,
  scope: RequestScope,
): Promise<BankPaymentsOutcome> {
  const form = await readFormBody(request, SITE_BODY_LIMITS.uploadBytes).catch(() => new FormData());
  if (form.get('action') === 'statement') {
    const statement = (await statementText(form)).trim();
    if (!statement) return { kind: 'refused', message: 'Choose a statement file (CSV) or paste its lines.' };
    if (statement.length > STATEMENT_MAX_CHARS) {
      return {
        kind: 'refused',
        message: 'The statement is too long: import it in parts of a few thousand lines.',
      };
    }
    const answer = await call<BankStatementAnswer>(scope, '/Payments/BankStatement', { statement });
    return answer.ok
      ? { kind: 'statement', answer: answer.data }
      : { kind: 'refused', message: answer.message };
  }
  const amountCents = amountToCents(String(form.get('amount') ?? ''));
  if (amountCents === null) return { kind: 'refused', message: 'Amount must be an amount such as 2914.20.' };
  const parsed = v.safeParse(BankPaymentRequestSchema, {
    bookingReference: form.get('bookingReference'),
    method: form.get('method'),
    reference: form.get('reference'),
    amountCents,
    receivedOn: form.get('receivedOn'),
  });
  if (!parsed.success) return { kind: 'refused', message: parsed.issues[0].message };
  const key = String(form.get('key') ?? '');
  if (!/^[\w.:-]{8,64}$/.test(key))
    return { kind: 'refused', message: 'Reload the page and record the payment again.' };
  const answer = await call<BankPaymentResult>(scope, '/Payments/BankPayment', parsed.output, {
    'Idempotency-Key': key,
  });
  return answer.ok ? { kind: 'recorded', result: answer.data } : { kind: 'refused', message: answer.message };
}
