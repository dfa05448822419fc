/**
 * Bank payments of invoice orders (issue 23): a BPAY or EFT payment recorded by an agent, or read from
 * the bank's statement file, settles a held order (ADR 025).
 */
import * as v from 'valibot';
import { requiredText, TransferAmountCentsSchema } from './request-fields';

export const BANK_METHODS = ['BPAY', 'EFT'] as const;
export type BankMethod = (typeof BANK_METHODS)[number];

/** The most a statement upload may hold: thousands of lines, within the services' 256 KB JSON body limit. */
export const STATEMENT_MAX_CHARS = 200_000;

export const BankPaymentRequestSchema = v.object({
  /** The booking's 6-character reference, as the customer and the agent know it. */
  bookingReference: v.pipe(
    v.string('bookingReference is required'),
    v.trim(),
    v.toUpperCase(),
    v.regex(/^[A-Z0-9]{6}$/, 'bookingReference must be the 6-character booking reference'),
  ),
  method: v.picklist(BANK_METHODS, "method must be 'BPAY' or 'EFT'"),
  /** The BPAY customer reference or the EFT description's booking reference, as the bank shows it. */
  reference: requiredText('reference', 40),
  amountCents: TransferAmountCentsSchema,
  /** The day the bank received the money ("2026-11-27"). */
  receivedOn: v.pipe(
    v.string('receivedOn is required'),
    v.isoDate('receivedOn must be a date such as 2026-11-27'),
  ),
});

export const BankStatementRequestSchema = v.object({
  statement: v.pipe(
    v.string('statement is required: the CSV text of the bank statement'),
    v.minLength(1, 'statement is required: the CSV text of the bank statement'),
    v.maxLength(STATEMENT_MAX_CHARS, `statement is at most ${STATEMENT_MAX_CHARS} characters`),
  ),
});

/**
 * What became of one payment: `paid` settled its order (tickets issued for flights), `replayed` was
 * already recorded (the same line or key again), the rest changed nothing and say why.
 */
export type BankPaymentOutcome =
  | 'paid'
  | 'replayed'
  | 'no-order'
  | 'bad-reference'
  | 'amount-differs'
  | 'not-awaiting-payment'
  | 'unreadable';

export interface BankPaymentResult {
  /** The statement line number (1 = the first line after the header); absent for a recorded payment. */
  line?: number;
  outcome: BankPaymentOutcome;
  message: string;
  orderId: string | null;
  bookingReference: string | null;
  method: BankMethod | null;
  reference: string;
  amountCents: number | null;
}

export interface BankStatementAnswer {
  results: BankPaymentResult[];
  paid: number;
  unmatched: number;
}
