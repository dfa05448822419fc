/**
 * Wire contracts of the reference payment gateway. Every card field carries its own message: valibot's
 * default messages quote the received value, and a card number or CCV must never be echoed back.
 */
import * as v from 'valibot';

const MAX_AMOUNT_CENTS = 99_999_999;

const digitsOrNumber = (field: string, maxDigits: number) =>
  v.pipe(
    v.union(
      [
        v.pipe(v.number(`${field} must be a number`), v.integer(`${field} must be a whole number`)),
        v.pipe(
          v.string(`${field} must be a number`),
          v.regex(new RegExp(`^\\d{1,${maxDigits}}$`), `${field} must be a number`),
        ),
      ],
      `${field} must be a number`,
    ),
    v.transform(Number),
  );

/**
 * A JSON object body: a body of another type, and each missing required field, get a clear message
 * (the default one would quote the body).
 */
const bodyObject = <const E extends v.ObjectEntries>(
  entries: E,
  missing: Partial<Record<keyof E, string>> = {},
) =>
  v.pipe(
    // valibot's object() accepts arrays.
    v.custom<Record<string, unknown>>(
      (input) => typeof input === 'object' && input !== null && !Array.isArray(input),
      'The request body must be a JSON object',
    ),
    v.object(entries, (issue) => {
      const key = issue.path?.[0]?.key;
      if (typeof key !== 'string') return 'The request body must be a JSON object';
      return missing[key as keyof E] ?? `${key} is required`;
    }),
  );

export const TokenRequestSchema = bodyObject(
  {
    cardNumber: v.pipe(
      v.string('Enter the card number as text'),
      v.regex(/^[\d ]+$/, 'The card number may contain only digits and spaces'),
      v.transform((value) => value.replace(/ /g, '')),
      v.minLength(12, 'The card number must have 12 to 19 digits'),
      v.maxLength(19, 'The card number must have 12 to 19 digits'),
    ),
    expiryMonth: v.pipe(
      digitsOrNumber('The expiry month', 2),
      v.minValue(1, 'The expiry month must be from 1 to 12'),
      v.maxValue(12, 'The expiry month must be from 1 to 12'),
    ),
    expiryYear: v.pipe(
      digitsOrNumber('The expiry year', 4),
      v.check(
        (year) => (year >= 0 && year < 100) || (year >= 2000 && year <= 2099),
        'The expiry year must have 2 or 4 digits',
      ),
    ),
    ccv: v.pipe(
      v.string('Enter the CCV as text'),
      v.regex(/^\d{3,4}$/, 'The CCV must be 3 digits (4 for American Express)'),
    ),
    name: v.pipe(
      v.string('Enter the name on the card'),
      v.trim(),
      v.minLength(1, 'Enter the name on the card'),
      v.maxLength(50, 'The name on the card must be at most 50 characters'),
    ),
    /** Alternative to the Authorization header, for hosted card fields that post a form. */
    publishableKey: v.optional(v.string('publishableKey must be text')),
  },
  {
    cardNumber: 'Enter the card number',
    expiryMonth: 'Enter the expiry month',
    expiryYear: 'Enter the expiry year',
    ccv: 'Enter the CCV',
    name: 'Enter the name on the card',
  },
);

export const AuthorisationRequestSchema = bodyObject({
  token: v.pipe(
    v.string('Give the card token from POST /tokens'),
    v.regex(/^tok_[\w-]{8,64}$/, 'token is not a card token (tok_…)'),
  ),
  amount: v.pipe(
    v.number('amount must be a number of cents'),
    v.integer('amount must be a whole number of cents'),
    v.minValue(1, 'amount must be more than 0 cents'),
    v.maxValue(MAX_AMOUNT_CENTS, `amount must be at most ${MAX_AMOUNT_CENTS} cents`),
  ),
  currency: v.picklist(['AUD'], 'currency must be AUD'),
  reference: v.pipe(
    v.string('reference must be text'),
    v.trim(),
    v.minLength(1, 'Give a reference (your order or payment id)'),
    v.maxLength(64, 'reference must be at most 64 characters'),
  ),
  description: v.optional(
    v.pipe(
      v.string('description must be text'),
      v.maxLength(200, 'description must be at most 200 characters'),
    ),
  ),
});

export const CaptureRequestSchema = bodyObject({
  /** Cents to capture, at most the authorised amount; absent: the full amount. */
  amount: v.optional(
    v.pipe(
      v.number('amount must be a number of cents'),
      v.integer('amount must be a whole number of cents'),
      v.minValue(1, 'amount must be more than 0 cents'),
    ),
  ),
});

export const VoidRequestSchema = bodyObject({});

export const RefundRequestSchema = bodyObject(
  {
    /** Cents to refund: at most what was captured and not yet refunded. */
    amount: v.pipe(
      v.number('amount must be a number of cents'),
      v.integer('amount must be a whole number of cents'),
      v.minValue(1, 'amount must be more than 0 cents'),
      v.maxValue(MAX_AMOUNT_CENTS, `amount must be at most ${MAX_AMOUNT_CENTS} cents`),
    ),
    reason: v.optional(
      v.pipe(v.string('reason must be text'), v.maxLength(200, 'reason must be at most 200 characters')),
    ),
  },
  { amount: 'amount is required: the cents to refund' },
);

/** A list's `limit` query parameter: 1 to 100 rows. */
const ListLimitQuery = v.optional(
  v.pipe(
    v.string(),
    v.regex(/^\d{1,3}$/, 'limit must be a number from 1 to 100'),
    v.transform(Number),
    v.minValue(1, 'limit must be a number from 1 to 100'),
    v.maxValue(100, 'limit must be a number from 1 to 100'),
  ),
);

export const RefundListQuerySchema = v.object({
  authorisationId: v.optional(
    v.pipe(v.string(), v.regex(/^auth_[\w-]{8,64}$/, 'authorisationId is not an authorisation id')),
  ),
  limit: ListLimitQuery,
});

export const RefundViewSchema = v.object({
  id: v.string(),
  authorisationId: v.string(),
  amount: v.number(),
  currency: v.string(),
  reason: v.nullable(v.string()),
  createdAt: v.string(),
});
export type RefundView = v.InferOutput<typeof RefundViewSchema>;

export const ChallengeOutcomeSchema = bodyObject(
  { outcome: v.picklist(['complete', 'cancel'], "outcome must be 'complete' or 'cancel'") },
  { outcome: "outcome is required: 'complete' or 'cancel'" },
);

export const AuthorisationListQuerySchema = v.object({
  status: v.optional(
    v.picklist(
      ['pending', 'requires_action', 'approved', 'declined', 'captured', 'voided'],
      'status must be pending, requires_action, approved, declined, captured or voided',
    ),
  ),
  /** Approved before this instant and still not captured (the reconciler's question). */
  uncapturedSince: v.optional(
    v.pipe(
      v.string(),
      v.isoTimestamp('uncapturedSince must be an ISO 8601 timestamp such as 2026-11-21T10:00:00Z'),
    ),
  ),
  limit: ListLimitQuery,
});

export const IdempotencyKeySchema = v.pipe(
  v.string('The Idempotency-Key header is required: one unique key per payment attempt'),
  v.regex(/^[\x21-\x7e]{1,255}$/, 'The Idempotency-Key header must be 1 to 255 visible ASCII characters'),
);

const CardSchemeSchema = v.picklist(['visa', 'mastercard', 'amex', 'diners', 'discover', 'jcb', 'unionpay']);

export const TokenViewSchema = v.object({
  token: v.string(),
  last4: v.string(),
  scheme: CardSchemeSchema,
  expiryMonth: v.number(),
  expiryYear: v.number(),
  fingerprint: v.string(),
  expiresAt: v.string(),
});
export type TokenView = v.InferOutput<typeof TokenViewSchema>;

export const AuthorisationViewSchema = v.object({
  id: v.string(),
  status: v.picklist(['pending', 'requires_action', 'approved', 'declined', 'captured', 'voided']),
  amount: v.number(),
  currency: v.string(),
  capturedAmount: v.nullable(v.number()),
  /** Cents refunded of the capture so far (POST /authorisations/{id}/refunds). */
  refundedAmount: v.number(),
  reference: v.string(),
  description: v.nullable(v.string()),
  card: v.object({ last4: v.string(), scheme: v.string() }),
  decline: v.nullable(v.object({ code: v.string(), message: v.string() })),
  /** Present while 3-D Secure is required: the challenge's id and path (GET it, then POST the outcome). */
  challenge: v.nullable(v.object({ id: v.string(), url: v.string() })),
  createdAt: v.string(),
  updatedAt: v.string(),
  approvedAt: v.nullable(v.string()),
  capturedAt: v.nullable(v.string()),
  voidedAt: v.nullable(v.string()),
});
export type AuthorisationView = v.InferOutput<typeof AuthorisationViewSchema>;

export const ChallengeViewSchema = v.object({
  id: v.string(),
  authorisationId: v.string(),
  status: v.picklist(['awaiting_cardholder', 'completed', 'cancelled']),
  amount: v.number(),
  currency: v.string(),
  card: v.object({ last4: v.string(), scheme: v.string() }),
  title: v.string(),
  prompt: v.string(),
  actions: v.array(v.object({ outcome: v.picklist(['complete', 'cancel']), label: v.string() })),
});
export type ChallengeView = v.InferOutput<typeof ChallengeViewSchema>;
