import { Hono } from 'hono';
import {
  OrderCreateRequestSchema,
  OrderListRequestSchema,
  OrderRetrieveRequestSchema,
  ProcessCartRequestSchema,
} from '../../shared/contracts/order';
import { OrderClaimAnswerSchema, OrderClaimRequestSchema } from '../../shared/contracts/order-claim';
import { GUEST_OR_ACCOUNT, requireToken } from '../auth/require-token';
import { cartEvents } from '../db/schema';
import { checkSite } from '../http/site-check';
import type { ServiceEnv } from '../http/app-factory';
import { success } from '../http/envelope';
import { describeRoute } from '../http/openapi';
import { readJsonBody } from '../http/validate';
import { loadOwnedStoredOffer } from '../offers/offer-access';
import type { Platform } from '../platform/platform';
import { listTrips, retrieveOrder } from './order-access.service';
import { claimOrder } from './order-claim.service';
import { createOrder } from './order-create.service';
import { answerOrderCreate } from './order-create-request';
import {
  cartProcessCart,
  orderClaim,
  orderCreate,
  orderList,
  orderRetrieve,
} from '../../shared/contracts/endpoints-booking';
import { serveEndpoint } from '../http/endpoint-routes';

const docs = {
  create: describeRoute({
    summary: 'Book the offer: passengers, contact, consent and the payment (card or invoice)',
    description:
      'Requires an `Idempotency-Key` header (8-64 characters, one per attempt): the same key with the ' +
      'same body answers the first order again (`Idempotent-Replayed: true`), with another body 409. ' +
      'MintPayment needs an Authorised PreAuth of this offer; the card is captured and tickets issued ' +
      '(Ticketed). Invoice holds the order (Held) with BPAY and EFT details until its pay-by instant. ' +
      'An account linked to a reservation-system profile books under it: the order keeps and answers ' +
      'its `reservationProfileId` (null for a guest or an unlinked account).',
    auth: GUEST_OR_ACCOUNT,
    body: OrderCreateRequestSchema,
    idempotencyKey: true,
    success: [200, 201],
    errors: [403, 404, 409, 410],
  }),
  list: describeRoute({
    summary: "The account's trips: upcoming and previous orders (with guest orders of its verified email)",
    auth: ['account'],
    body: OrderListRequestSchema,
    errors: [403],
  }),
  retrieve: describeRoute({
    summary: 'One order, for its booker or an account with its contact email',
    auth: GUEST_OR_ACCOUNT,
    body: OrderRetrieveRequestSchema,
    errors: [404],
  }),
  claim: describeRoute({
    summary: "Add a guest booking to the caller's trips with the signed link from its confirmation email",
    description:
      "For the signed-in owner of the booking's contact email (verified): records the claim once, after " +
      "which the order is in the account's trips. 404 for a link that is not valid, 403 for an account " +
      'whose verified email is not the contact email, 409 when another account claimed it.',
    auth: ['account'],
    body: OrderClaimRequestSchema,
    data: OrderClaimAnswerSchema,
    errors: [403, 404, 409],
  }),
  cart: describeRoute({
    summary: 'Record a cart event of the booking (PaymentInfo, PaymentProcessing, CompletedPage)',
    auth: GUEST_OR_ACCOUNT,
    body: ProcessCartRequestSchema,
    errors: [404],
  }),
};

/** Booking API: /Order/* and /Cart/ProcessCart (spec §7). */
export function orderRoutes(platform: Platform): Hono<ServiceEnv> {
  const app = new Hono<ServiceEnv>();
  const guard = requireToken(platform, ['public', 'account']);

  serveEndpoint(app, orderCreate, docs.create, guard, (c) =>
    answerOrderCreate(c, platform, { schema: OrderCreateRequestSchema, step: 'order_create' }, (...args) =>
      createOrder(platform, ...args),
    ),
  );

  serveEndpoint(app, orderList, docs.list, requireToken(platform, ['account']), async (c) => {
    const { siteId } = await readJsonBody(c, OrderListRequestSchema);
    checkSite(c, siteId);
    return success(c, await listTrips(platform, c.get('claims'), siteId));
  });

  serveEndpoint(app, orderRetrieve, docs.retrieve, guard, async (c) => {
    const { orderId, accessToken } = await readJsonBody(c, OrderRetrieveRequestSchema);
    c.header('Cache-Control', 'no-store');
    return success(c, await retrieveOrder(platform, c.get('claims'), orderId, accessToken));
  });

  serveEndpoint(app, orderClaim, docs.claim, requireToken(platform, ['account']), async (c) => {
    const { token } = await readJsonBody(c, OrderClaimRequestSchema);
    c.header('Cache-Control', 'no-store');
    return success(c, await claimOrder(platform, c.get('claims'), token));
  });

  serveEndpoint(app, cartProcessCart, docs.cart, guard, async (c) => {
    const input = await readJsonBody(c, ProcessCartRequestSchema);
    const owner = c.get('claims').sub;
    const { db } = platform.database;
    await loadOwnedStoredOffer(db, input.offerId, owner);
    await db.insert(cartEvents).values({
      id: platform.ids.uuid(),
      owner,
      offerId: input.offerId,
      event: input.event,
      createdAt: platform.clock.now(),
    });
    return success(c, { success: true });
  });

  return app;
}
