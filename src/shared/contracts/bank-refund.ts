/**
 * Refunds of bank-paid invoice orders (issue 23, ADR 025 amendment of 2026-11-28): a cancelled order
 * paid by BPAY or EFT owes its refund by bank transfer, to the account the payment came from; an agent
 * pays it from the business's bank and records it here. Shared by the Booking API and the agents' page.
 */
import * as v from 'valibot';
import { TransferAmountCentsSchema } from './request-fields';

/**
 * Business days within which a refund owed by bank transfer is paid (ADR 025 amendment). Five: one day
 * for the agent's daily run of owed refunds, and up to four for an interbank transfer (direct entry
 * settles the next business day; a bank's fraud hold adds up to three).
 */
export const BANK_REFUND_BUSINESS_DAYS = 5;

export const BankRefundRequestSchema = v.object({
  orderId: v.pipe(
    v.string('orderId is required'),
    v.regex(/^ord_[0-9a-f]{24}$/, 'orderId is not a valid order id'),
  ),
  /** What was transferred, in cents: it must equal the refund owed. */
  amountCents: TransferAmountCentsSchema,
  /** The business bank's reference of the outgoing transfer, as its statement shows it. */
  bankReference: v.pipe(
    v.string('bankReference is required'),
    v.trim(),
    v.minLength(3, "bankReference is required: the transfer's reference from the bank (3 to 40 characters)"),
    v.maxLength(40, 'bankReference is at most 40 characters'),
    v.regex(/^[A-Za-z0-9 ./-]+$/, 'bankReference may hold letters, digits, spaces and . / - only'),
  ),
  /** The day the transfer was made ("2026-11-27"). */
  paidOn: v.pipe(v.string('paidOn is required'), v.isoDate('paidOn must be a date such as 2026-11-27')),
});
export type BankRefundRequest = v.InferOutput<typeof BankRefundRequestSchema>;

const BankRefundOwedSchema = v.object({
  orderId: v.string(),
  bookingReference: v.string(),
  kind: v.picklist(['flight', 'hotel']),
  /** The booking's contact, who is told when the refund is paid. */
  contactEmail: v.string(),
  owedCents: v.number(),
  currency: v.literal('AUD'),
  creditNoteNumber: v.nullable(v.string()),
  cancelledAt: v.string(),
  /** How the booking was paid (BPAY or EFT) and the reference it came with: where the refund goes. */
  paidBy: v.nullable(v.picklist(['BPAY', 'EFT'])),
  paidReference: v.nullable(v.string()),
  paidOn: v.nullable(v.string()),
});
export type BankRefundOwed = v.InferOutput<typeof BankRefundOwedSchema>;

export const BankRefundListRequestSchema = v.object({
  /** At most this many, oldest owed first (default 100). */
  limit: v.optional(
    v.pipe(
      v.number('limit must be a number'),
      v.integer('limit must be a whole number'),
      v.minValue(1, 'limit must be at least 1'),
      v.maxValue(500, 'limit is at most 500'),
    ),
  ),
});

export const BankRefundListSchema = v.object({ refunds: v.array(BankRefundOwedSchema) });
export type BankRefundList = v.InferOutput<typeof BankRefundListSchema>;

export const BankRefundRecordedSchema = v.object({
  orderId: v.string(),
  bookingReference: v.string(),
  /** Refunded or PartlyRefunded: what came back of what was paid. */
  orderStatus: v.string(),
  refundCents: v.number(),
  bankReference: v.string(),
  paidOn: v.string(),
  creditNoteNumber: v.nullable(v.string()),
  /** True when this key had already recorded it (the first answer again). */
  replayed: v.boolean(),
});
export type BankRefundRecorded = v.InferOutput<typeof BankRefundRecordedSchema>;
