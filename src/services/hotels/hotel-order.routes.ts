import { Hono } from 'hono';
import { HotelOrderCreateRequestSchema } from '../../shared/contracts/hotel-order';
import { requireToken } from '../auth/require-token';
import type { ServiceEnv } from '../http/app-factory';
import { describeRoute } from '../http/openapi';
import { answerOrderCreate } from '../orders/order-create-request';
import type { Platform } from '../platform/platform';
import { createHotelOrder } from './hotel-order.service';
import { hotelOrderCreate } from '../../shared/contracts/endpoints-hotel';
import { serveEndpoint } from '../http/endpoint-routes';

// 403: the siteId is not the token's site; 404: no such quote or payment of the caller; 409: the quote
// is already booked, the room sold out, the price or payment does not match, or the unpaid-hold policy
// refuses an invoice (ADR 021); 410: the quote expired.
const docs = {
  create: describeRoute({
    summary: 'Book a price-checked room: the lead guest, requests, consent and the payment (card or invoice)',
    description:
      'Requires an `Idempotency-Key` header (8-64 characters, one per attempt): the same key with the ' +
      'same body answers the first order again (`Idempotent-Replayed: true`), with another body 409. ' +
      "MintPayment needs an Authorised PreAuth of this quote (the Booking API's /Payment/PreAuth with " +
      'the quote id as offerId); the card is captured and the order Confirmed. Invoice holds the order ' +
      '(Held) with BPAY and EFT details until its pay-by instant, at the latest 24 hours before check-in. ' +
      'A room type sold out on any night of the stay answers 409 and books nothing. An account linked ' +
      'to a reservation-system profile books under it: the order answers its `reservationProfileId`.',
    auth: ['public', 'account'],
    body: HotelOrderCreateRequestSchema,
    idempotencyKey: true,
    success: [200, 201],
    errors: [403, 404, 409, 410],
  }),
};

/** Hotel API: /Order/OrderCreate (spec §7); orders are then read through the Booking API's /Order/*. */
export function hotelOrderRoutes(platform: Platform): Hono<ServiceEnv> {
  const app = new Hono<ServiceEnv>();

  serveEndpoint(app, hotelOrderCreate, docs.create, requireToken(platform, ['public', 'account']), (c) =>
    answerOrderCreate(
      c,
      platform,
      { schema: HotelOrderCreateRequestSchema, step: 'hotel_order' },
      (...args) => createHotelOrder(platform, ...args),
    ),
  );

  return app;
}
