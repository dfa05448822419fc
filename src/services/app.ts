import { accountRoutes } from './account/account.routes';
import { outboxRoutes } from './email/outbox.routes';
import { profileRoutes } from './profile/profile.routes';
import { recoveryRoutes } from './recovery/recovery.routes';
import { signupRoutes } from './signup/signup.routes';
import { socialRoutes } from './social/social.routes';
import { bankPaymentRoutes } from './bank-payments/bank-payment.routes';
import { bankRefundRoutes } from './bank-payments/bank-refund.routes';
import { contentRoutes } from './content/content.routes';
import { formRoutes } from './forms/forms.routes';
import { enquiryRoutes } from './forms/enquiries.routes';
import { mediaLibraryRoutes } from './media/media-library.routes';
import { staffAdminRoutes } from './staff-admin/staff-admin.routes';
import { flightRoutes } from './flight-search/flights.routes';
import { Inventory } from './flights/inventory';
import { loadNetwork } from './flights/network';
import { hotelOrderRoutes } from './hotels/hotel-order.routes';
import { hotelRoutes } from './hotels/hotels.routes';
import { quotePayables } from './hotels/quote-payable';
import { offerPayables } from './offers/offer-payable';
import { offerRoutes } from './offers/offers.routes';
import { orderCancelRoutes, orderLookupRoutes } from './orders/order-cancel.routes';
import { orderChangeRoutes } from './orders/order-change.routes';
import { orderExtrasRoutes } from './orders/order-extras.routes';
import { orderPaymentChallengeRoutes } from './orders/order-payment-challenge.routes';
import { documentRoutes } from './documents/documents.routes';
import { orderRoutes } from './orders/order.routes';
import { registerPayables } from './payables/payable-port';
import { paymentRoutes } from './payments/payment.routes';
import { shortlistRoutes } from './shortlist/shortlist.routes';
import { priceTrackingRoutes } from './price-tracking/price-tracking.routes';
import { utilityRoutes } from './utilities/utilities.routes';
import { isMigrated } from './db/migrate';
import { createServiceApp } from './http/app-factory';
import { SERVICE_MOUNTS, type Services } from './http/service-mounts';
import { describeRoute } from './http/openapi';
import { serveOpenApi } from './http/openapi-routes';
import { HEALTH_SCHEMA } from './http/openapi-schemas';
import type { Platform } from './platform/platform';
import { staffOrderRoutes } from './staff-orders/staff-orders.routes';

/**
 * Builds the four reference services over one platform. Each serves its OpenAPI document at
 * /openapi.json; the rendered reference (/reference) is for development only.
 */
export function createServices(
  platform: Platform,
  options = { apiReference: process.env.NODE_ENV !== 'production' },
): Services {
  const build = (name: keyof Services) => {
    const app = createServiceApp(platform, name);
    serveOpenApi(app, { service: name, mount: SERVICE_MOUNTS[name] }, { reference: options.apiReference });
    // Ready means the database answers and every migration has been applied.
    const readiness = describeRoute({
      summary: 'Readiness: the database answers and every migration is applied',
      raw: { 200: HEALTH_SCHEMA, 503: HEALTH_SCHEMA },
    });
    app.get('/readyz', readiness, async (c) => {
      try {
        await platform.database.ping();
        if (!(await isMigrated(platform.database))) return c.json({ status: 'migrations pending' }, 503);
        return c.json({ status: 'ready' });
      } catch {
        return c.json({ status: 'database unreachable' }, 503);
      }
    });
    return app;
  };

  // What an order pays for: flight offers and hotel quotes plug into the orders' payable port, so
  // payments reach either without importing them.
  const payables = registerPayables([offerPayables, quotePayables]);
  // One flight engine (network, timetable, fares and its route cache) for search, offers and utilities.
  const flightEngine = new Inventory(loadNetwork());

  const main = build('main');
  main.route('/', accountRoutes(platform));
  main.route('/', signupRoutes(platform));
  main.route('/', recoveryRoutes(platform));
  main.route('/', profileRoutes(platform));
  main.route('/', socialRoutes(platform));
  main.route('/', outboxRoutes(platform));
  main.route('/', staffAdminRoutes(platform));

  const content = build('content');
  // Before the readers' routes, whose token and channel-header middleware would otherwise run first.
  content.route('/', enquiryRoutes(platform));
  content.route('/', mediaLibraryRoutes(platform));
  content.route('/', contentRoutes(platform, { '/forms': formRoutes(platform) }));

  const booking = build('booking');
  booking.route('/', flightRoutes(platform, flightEngine));
  booking.route('/', offerRoutes(platform, flightEngine));
  booking.route('/', utilityRoutes(platform, flightEngine.network));
  booking.route('/', shortlistRoutes(platform));
  booking.route('/', priceTrackingRoutes(platform, flightEngine));
  booking.route('/', paymentRoutes(platform, payables));
  booking.route('/', orderRoutes(platform));
  booking.route('/', bankPaymentRoutes(platform));
  booking.route('/', bankRefundRoutes(platform));
  booking.route('/', orderCancelRoutes(platform, 'flight'));
  booking.route('/', orderLookupRoutes(platform));
  booking.route('/', orderChangeRoutes(platform, flightEngine));
  booking.route('/', orderExtrasRoutes(platform));
  booking.route('/', orderPaymentChallengeRoutes(platform));
  booking.route('/', documentRoutes(platform));
  booking.route('/', staffOrderRoutes(platform));
  const hotel = build('hotel');
  hotel.route('/', hotelRoutes(platform));
  hotel.route('/', hotelOrderRoutes(platform));
  hotel.route('/', orderCancelRoutes(platform, 'hotel'));

  return { main, booking, hotel, content };
}
