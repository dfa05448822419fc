import * as v from 'valibot';

/** Messages of a bad query, after the parameter's name ("limit: must be..."). */
const OUTBOX_LIMIT_MESSAGE = 'must be a whole number from 1 to 200';
const OUTBOX_TO_MESSAGE = 'must be an email address of at most 254 characters';

/**
 * The query of the development outbox (site /dev/outbox.json and the Main API's GET /Dev/Outbox):
 * ?limit=1-200 (default 50), ?to=address (case-insensitive). Anything else is a 400 with these messages.
 */
export const OutboxQuerySchema = v.object({
  limit: v.optional(
    v.pipe(
      v.string(),
      v.regex(/^\d{1,3}$/, OUTBOX_LIMIT_MESSAGE),
      v.transform(Number),
      v.minValue(1, OUTBOX_LIMIT_MESSAGE),
      v.maxValue(200, OUTBOX_LIMIT_MESSAGE),
    ),
    '50',
  ),
  to: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(254, OUTBOX_TO_MESSAGE), v.toLowerCase())),
});

export const OutboxSchema = v.object({
  mailer: v.string(),
  emails: v.array(
    v.object({
      id: v.string(),
      to: v.string(),
      subject: v.string(),
      html: v.string(),
      text: v.string(),
      createdAt: v.string(),
      /** queued, delivered or failed (see the outbox queue); absent from older services. */
      status: v.optional(v.string()),
      /** Files sent with the email (a booking's .ics); absent from older services. */
      attachments: v.optional(
        v.array(v.object({ filename: v.string(), contentType: v.string(), content: v.string() })),
      ),
    }),
  ),
});
export type Outbox = v.InferOutput<typeof OutboxSchema>;
