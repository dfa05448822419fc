import { Hono } from 'hono';
import * as v from 'valibot';
import {
  ChangeOptionsRequestSchema,
  ChangeOptionsSchema,
  ChangeQuoteRequestSchema,
  ChangeQuoteSchema,
  ChangeRequestSchema,
  OrderChangeSchema,
} from '../../shared/contracts/order-change';
import { PaymentChallengeStartSchema } from '../../shared/contracts/order-payment-challenge';
import { requireToken } from '../auth/require-token';
import type { Inventory } from '../flights/inventory';
import type { ServiceEnv } from '../http/app-factory';
import { success } from '../http/envelope';
import { describeRoute } from '../http/openapi';
import { readJsonBody } from '../http/validate';
import type { Platform } from '../platform/platform';
import { createdOrReplayed, readIdempotencyKey } from '../http/idempotency-key';
import { changeOptions, quoteChange } from './order-change-options.service';
import { changeOrder } from './order-change.service';
import { changePending, withPaymentChallenge } from './order-payment-challenge';
import { manageAccessDoc } from './order-manage-access';

const ACCESS = manageAccessDoc();

const docs = {
  options: describeRoute({
    summary: 'Other flights for a new date of one journey of a flight order, each with what the change costs',
    description:
      `${ACCESS} Confirmed or ticketed orders whose journey's fare allows changes (Exchangeable, or ` +
      'ExchangeableWithFee with its fee per passenger), before that journey departs. The flights are ' +
      "the engine's on the journey's route and cabin, of the airline that sold the fare, in the same " +
      'fare brand, that the cabins still have room for. Per option: the fare and taxes differences ' +
      '(a decrease is forfeited, never refunded), the change fee and the total; `confirmableOnline` ' +
      'when the total is 0 or card payment is on (otherwise a change with something to pay is made by ' +
      'phone). `dates` lists the ' +
      'date and the 3 days either side with how many options each has. `changeable: false` with ' +
      '`refusal` when the order, journey or date does not allow a change.',
    auth: ['public', 'account'],
    body: ChangeOptionsRequestSchema,
    data: ChangeOptionsSchema,
    errors: [404],
  }),
  quote: describeRoute({
    summary: 'Quote one alternative: its price and cabin places are held for 20 minutes',
    description:
      `${ACCESS} \`quoteId\` is a new offer of the whole trip with the chosen flights (the other ` +
      'journeys as booked); its places count against the cabins until `expiresAt`. 409 when the order ' +
      'or journey cannot be changed or the flights are no longer on sale. With something to pay, ' +
      '`byScheme` gives the total per card scheme with its card surcharge and `card` where the browser ' +
      'tokenises the card; `confirmable: false` with `refusal` when card payment is off.',
    auth: ['public', 'account'],
    body: ChangeQuoteRequestSchema,
    data: ChangeQuoteSchema,
    errors: [404, 409],
  }),
  change: describeRoute({
    summary:
      'Confirm a quoted change: the order moves to the new flights, the old places and seats are released',
    description:
      `${ACCESS} Requires an \`Idempotency-Key\` header (8-64 characters). \`confirmedTotalCents\` is ` +
      "the quote's total the traveller confirmed; a total that changed answers 409. One transaction: " +
      "the old flights' cabin places and chosen seats are released, the new ones sold, the change " +
      'recorded and the email queued. Seats must be chosen again. The same key, or the same quote ' +
      'confirmed again, answers the first change (`Idempotent-Replayed: true`); 409 when the quote ' +
      'expired or the order changed meanwhile. When the total is above 0, `cardToken` and `scheme` ' +
      "(as for /Order/Extras): the total with the scheme's surcharge is authorised first (402 when " +
      'declined, nothing changed), recorded with the change in its transaction and captured after it; ' +
      'a change that fails (409) voids the authorisation, so nothing is charged. 201 for a new change, ' +
      '200 for a replay (one charge). A card asking for 3-D Secure: 202 with `challenge` (nothing ' +
      'changed yet, the quote still holding the places); the change is made by ' +
      '/Order/PaymentChallengeAnswer once the cardholder passes it (ADR 026 amended 2026-11-28).',
    auth: ['public', 'account'],
    body: ChangeRequestSchema,
    data: v.union([OrderChangeSchema, PaymentChallengeStartSchema]),
    idempotencyKey: true,
    success: [200, 201, 202],
    errors: [400, 402, 404, 409],
  }),
};

/** Booking API: /Order/ChangeOptions, /Order/ChangeQuote and /Order/Change (flight orders, ADR 026). */
export function orderChangeRoutes(platform: Platform, inventory: Inventory): Hono<ServiceEnv> {
  const app = new Hono<ServiceEnv>();
  const guard = requireToken(platform, ['public', 'account']);

  app.post('/Order/ChangeOptions', docs.options, guard, async (c) => {
    const input = await readJsonBody(c, ChangeOptionsRequestSchema);
    c.header('Cache-Control', 'no-store');
    return success(c, await changeOptions(platform, inventory, c.get('claims'), input));
  });

  app.post('/Order/ChangeQuote', docs.quote, guard, async (c) => {
    const input = await readJsonBody(c, ChangeQuoteRequestSchema);
    c.header('Cache-Control', 'no-store');
    return success(c, await quoteChange(platform, inventory, c.get('claims'), input));
  });

  app.post('/Order/Change', docs.change, guard, async (c) => {
    const key = readIdempotencyKey(c);
    const input = await readJsonBody(c, ChangeRequestSchema);
    const claims = c.get('claims');
    const answer = await withPaymentChallenge(platform, changePending(platform, claims.sub, key, input), () =>
      changeOrder(platform, claims, key, input),
    );
    c.header('Cache-Control', 'no-store');
    if ('challenge' in answer) return success(c, answer, '', 202);
    return createdOrReplayed(c, answer.change, answer.replayed);
  });

  return app;
}
