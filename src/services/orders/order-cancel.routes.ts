import { Hono } from 'hono';
import {
  CancellationQuoteSchema,
  CancellationSchema,
  CancelQuoteRequestSchema,
  CancelRequestSchema,
  OrderAccessSchema,
  OrderAccessVerifyRequestSchema,
  OrderLookupAnswerSchema,
  OrderLookupRequestSchema,
} from '../../shared/contracts/order-cancel';
import { GUEST_OR_ACCOUNT, requireToken } from '../auth/require-token';
import type { ServiceEnv } from '../http/app-factory';
import { readClientIp } from '../http/client-ip';
import { success } from '../http/envelope';
import { describeRoute } from '../http/openapi';
import { checkSite } from '../http/site-check';
import { readJsonBody } from '../http/validate';
import type { Platform } from '../platform/platform';
import { readIdempotencyKey } from '../http/booking-idempotency';
import { cancelOrder, quoteCancellation } from './order-cancel.service';
import { lookUpOrder, verifyOrderAccess } from './order-lookup.service';
import { manageAccessDoc } from './order-manage-access';

const ACCESS = manageAccessDoc('Booking API');

const docsFor = (kind: 'flight' | 'hotel') => {
  const what = kind === 'flight' ? 'a flight order' : 'a hotel order';
  return {
    quote: describeRoute({
      summary: `What cancelling ${what} would refund now, per line, and what is kept and why (read-only)`,
      description:
        `${ACCESS} From the order as booked: ` +
        (kind === 'flight'
          ? "each journey's fare conditions (refundable; with a fee per passenger; not refundable, when " +
            'only government and airport charges come back) and the card surcharge in proportion. '
          : "the rate's cancellation timeline, step by step, and the card surcharge in proportion. ") +
        'An unpaid invoice order is released with nothing to refund. `cancellable: false` with `refusal` ' +
        'when the order cannot be cancelled now (already cancelled, being paid, a change pending, ' +
        'departed). `validUntil`: when the figures may next change.',
      auth: GUEST_OR_ACCOUNT,
      body: CancelQuoteRequestSchema,
      data: CancellationQuoteSchema,
      errors: [404],
    }),
    cancel: describeRoute({
      summary: `Cancel ${what}: the refund to the card, the ${kind === 'flight' ? 'seats' : 'rooms'} released, a credit note and an email`,
      description:
        `${ACCESS} Requires an \`Idempotency-Key\` header (8-64 characters). \`confirmedRefundCents\` is ` +
        "the quote's refundCents the traveller confirmed; a quote that changed since answers 409. " +
        'Cancelling an order already cancelled, with any key, answers the first outcome ' +
        '(`Idempotent-Replayed: true`); the same key with another body 409. 409 with the reason when the ' +
        "order's state does not allow it. `status: RefundPending` when the gateway did not answer: " +
        'calling again finishes the same one refund.',
      auth: GUEST_OR_ACCOUNT,
      body: CancelRequestSchema,
      data: CancellationSchema,
      idempotencyKey: true,
      errors: [404, 409],
    }),
  };
};

const lookupDocs = {
  lookup: describeRoute({
    summary: "Find a booking by its reference and a passenger's (or the lead guest's) last name",
    description:
      "Emails a one-time 6-digit code (15 minutes) to the booking's contact address and answers it " +
      'masked. Rate limited per client address (10 per 15 minutes) and per booking (5 codes an hour): ' +
      '429. 404 when no booking of this site has that reference and name.',
    auth: GUEST_OR_ACCOUNT,
    body: OrderLookupRequestSchema,
    data: OrderLookupAnswerSchema,
    errors: [403, 404],
  }),
  verify: describeRoute({
    summary: 'Exchange the emailed code for an order access token (30 minutes) to quote and cancel',
    description:
      'The code works once; 400 for a wrong or expired code, 429 after 5 wrong codes (request a new ' +
      'one) or past 30 tries per client address in 15 minutes.',
    auth: GUEST_OR_ACCOUNT,
    body: OrderAccessVerifyRequestSchema,
    data: OrderAccessSchema,
    errors: [404],
  }),
};

/** /Order/CancelQuote and /Order/Cancel: flight orders on the Booking API, hotel orders on the Hotel API. */
export function orderCancelRoutes(platform: Platform, kind: 'flight' | 'hotel'): Hono<ServiceEnv> {
  const app = new Hono<ServiceEnv>();
  const guard = requireToken(platform, ['public', 'account']);
  const docs = docsFor(kind);

  app.post('/Order/CancelQuote', docs.quote, guard, async (c) => {
    const input = await readJsonBody(c, CancelQuoteRequestSchema);
    c.header('Cache-Control', 'no-store');
    return success(c, await quoteCancellation(platform, c.get('claims'), input, kind));
  });

  app.post('/Order/Cancel', docs.cancel, guard, async (c) => {
    const key = readIdempotencyKey(c);
    const input = await readJsonBody(c, CancelRequestSchema);
    const { cancellation, replayed } = await cancelOrder(platform, c.get('claims'), key, input, kind);
    c.header('Cache-Control', 'no-store');
    if (replayed) c.header('Idempotent-Replayed', 'true');
    return success(c, cancellation);
  });

  return app;
}

/** Booking API: /Order/Lookup and /Order/AccessVerify, a guest's way back to a booking of either kind. */
export function orderLookupRoutes(platform: Platform): Hono<ServiceEnv> {
  const app = new Hono<ServiceEnv>();
  const guard = requireToken(platform, ['public', 'account']);

  app.post('/Order/Lookup', lookupDocs.lookup, guard, async (c) => {
    const input = await readJsonBody(c, OrderLookupRequestSchema);
    checkSite(c, input.siteId);
    c.header('Cache-Control', 'no-store');
    return success(c, await lookUpOrder(platform, readClientIp(c), input));
  });

  app.post('/Order/AccessVerify', lookupDocs.verify, guard, async (c) => {
    const input = await readJsonBody(c, OrderAccessVerifyRequestSchema);
    c.header('Cache-Control', 'no-store');
    return success(c, await verifyOrderAccess(platform, readClientIp(c), input));
  });

  return app;
}
