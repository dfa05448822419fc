import { Hono } from 'hono';
import { HotelOrderCreateRequestSchema } from '../../shared/contracts/hotel-order';
import { requireToken } from '../auth/require-token';
import { checkSite } from '../http/site-check';
import type { ServiceEnv } from '../http/app-factory';
import { readClientIp } from '../http/client-ip';
import { success } from '../http/envelope';
import { describeRoute } from '../http/openapi';
import { readJsonBody } from '../http/validate';
import { readIdempotencyKey } from '../http/booking-idempotency';
import { withBuyerAddress } from '../orders/buyer-address';
import { linkedReservationProfileOf } from '../orders/linked-reservation-profile';
import type { Platform } from '../platform/platform';
import { createHotelOrder } from './hotel-order.service';

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

  app.post('/Order/OrderCreate', docs.create, requireToken(platform, ['public', 'account']), async (c) => {
    const key = readIdempotencyKey(c);
    const input = await readJsonBody(c, HotelOrderCreateRequestSchema);
    checkSite(c, input.siteId);
    const claims = c.get('claims');
    const reservationProfileId = await linkedReservationProfileOf(platform, claims);
    const { order, replayed } = await platform.metrics.timeStep('hotel_order', () =>
      // The client address is the per-address key of the unpaid-hold policy (ADR 021).
      withBuyerAddress(readClientIp(c), () =>
        createHotelOrder(platform, claims.sub, key, input, reservationProfileId),
      ),
    );
    c.header('Cache-Control', 'no-store');
    if (replayed) c.header('Idempotent-Replayed', 'true');
    return success(c, order, '', replayed ? 200 : 201);
  });

  return app;
}
