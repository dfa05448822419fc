import { Hono } from 'hono';
import * as v from 'valibot';
import {
  ExtrasOptionsRequestSchema,
  ExtrasOptionsSchema,
  ExtrasPurchaseRequestSchema,
  ExtrasPurchaseSchema,
} from '../../shared/contracts/order-extras';
import { PaymentChallengeStartSchema } from '../../shared/contracts/order-payment-challenge';
import { requireToken } from '../auth/require-token';
import type { ServiceEnv } from '../http/app-factory';
import { success } from '../http/envelope';
import { describeRoute } from '../http/openapi';
import { readJsonBody } from '../http/validate';
import type { Platform } from '../platform/platform';
import { createdOrReplayed, readIdempotencyKey } from '../http/idempotency-key';
import { extrasOptions, purchaseExtras } from './order-extras.service';
import { extrasPending, withPaymentChallenge } from './order-payment-challenge';
import { manageAccessDoc } from './order-manage-access';

const ACCESS = manageAccessDoc();

const docs = {
  options: describeRoute({
    summary: 'What bags and seats can still be added to a paid flight order, and at what price (read-only)',
    description:
      `${ACCESS} Per journey and traveller: the extra-baggage bands of the booking's catalogue (one band ` +
      'per traveller per journey) and per flight the free seats with their features and price. Each ' +
      'journey and flight closes 24 hours before it departs (`closesAt`, `open`, `reason`); ' +
      '`available: false` with `reason` when nothing can be added. With `selection`, `quote` prices it ' +
      'per card scheme (the surcharge included); a selection that cannot be bought is a 400 or 409 ' +
      'naming the problem. `purchases`: the extras bought after booking.',
    auth: ['public', 'account'],
    body: ExtrasOptionsRequestSchema,
    data: ExtrasOptionsSchema,
    errors: [404, 409],
  }),
  purchase: describeRoute({
    summary: 'Buy bags and seats for a paid flight order by card (a token from the gateway)',
    description:
      `${ACCESS} Requires an \`Idempotency-Key\` header (8-64 characters): the same key and body answer ` +
      'the first purchase (`Idempotent-Replayed: true`), another body 409. `confirmedTotalCents` is the ' +
      "quote's total for the card's scheme; another total 409. The card is authorised, then in one " +
      'transaction the seats are sold to the order and the bags and seats added to it; a seat someone ' +
      'else has is a 409 naming it and the authorisation is voided (nothing charged). A declined card ' +
      'is a 402; a card never answering is voided and refused (409). Then the authorisation is ' +
      'captured and an email sent. 201 with the purchase. A card asking for 3-D Secure: 202 with ' +
      '`challenge` (nothing sold yet); the purchase is made by /Order/PaymentChallengeAnswer once the ' +
      'cardholder passes it (ADR 027 amended 2026-11-28).',
    auth: ['public', 'account'],
    body: ExtrasPurchaseRequestSchema,
    data: v.union([ExtrasPurchaseSchema, PaymentChallengeStartSchema]),
    idempotencyKey: true,
    success: [200, 201, 202],
    errors: [402, 404, 409],
  }),
};

/** Booking API: /Order/ExtrasOptions and /Order/Extras (ADR 027). */
export function orderExtrasRoutes(platform: Platform): Hono<ServiceEnv> {
  const app = new Hono<ServiceEnv>();
  const guard = requireToken(platform, ['public', 'account']);

  app.post('/Order/ExtrasOptions', docs.options, guard, async (c) => {
    const input = await readJsonBody(c, ExtrasOptionsRequestSchema);
    c.header('Cache-Control', 'no-store');
    return success(c, await extrasOptions(platform, c.get('claims'), input));
  });

  app.post('/Order/Extras', docs.purchase, guard, async (c) => {
    const key = readIdempotencyKey(c);
    const input = await readJsonBody(c, ExtrasPurchaseRequestSchema);
    const claims = c.get('claims');
    const answer = await withPaymentChallenge(platform, extrasPending(claims.sub, key, input), () =>
      purchaseExtras(platform, claims, key, input),
    );
    c.header('Cache-Control', 'no-store');
    if ('challenge' in answer) return success(c, answer, '', 202);
    return createdOrReplayed(c, answer.purchase, answer.replayed);
  });

  return app;
}
