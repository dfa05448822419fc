import { Hono } from 'hono';
import {
  PriceTrackerCreateSchema,
  PriceTrackerDeleteSchema,
  PriceTrackerListSchema,
  PriceTrackerTokenSchema,
  TRACKING_CHECK_EMAIL,
  TRACKING_SET_UP,
} from '../../shared/contracts/price-tracking';
import { GUEST_OR_ACCOUNT, requireToken } from '../auth/require-token';
import type { Inventory } from '../flights/inventory';
import type { ServiceEnv } from '../http/app-factory';
import { RequestRejected, success } from '../http/envelope';
import { describeRoutes } from '../http/openapi';
import { checkSite } from '../http/site-check';
import { readJsonBody } from '../http/validate';
import type { Platform } from '../platform/platform';
import { confirmTracker, deleteTrackerOf, listTrackersOf, unsubscribeTracker } from './price-tracking.repo';
import { createTracker } from './price-tracking.service';
import { priceTrackerCreate } from '../../shared/contracts/endpoints-booking';
import { serveEndpoint } from '../http/endpoint-routes';

// 403: the siteId is not the token's site; 404: no tracker has this link's token (used, or never was).
const docs = describeRoutes(
  { auth: GUEST_OR_ACCOUNT },
  {
    create: {
      summary: 'Track the lowest price of a flight search by email',
      body: PriceTrackerCreateSchema,
      errors: [403],
    },
    confirm: {
      summary: "Confirm a guest's price tracker (the emailed link's token)",
      body: PriceTrackerTokenSchema,
      errors: [404],
    },
    unsubscribe: {
      summary: 'Stop a price tracker (the token of the link in its emails)',
      body: PriceTrackerTokenSchema,
      errors: [404],
    },
    list: {
      summary: "The signed-in account's price trackers",
      auth: ['account'],
      body: PriceTrackerListSchema,
      errors: [403],
    },
    delete: {
      summary: "Stop one of the signed-in account's price trackers",
      auth: ['account'],
      body: PriceTrackerDeleteSchema,
      errors: [403, 404],
    },
  },
);

/**
 * Booking API: /PriceTracker/* (issue 25). Create is for guests (with an email to confirm) and account
 * holders (to the account's email); Confirm and Unsubscribe take the random token of an emailed link,
 * which is the proof (the site calls them from its link landing pages); List and Delete are the account's.
 */
export function priceTrackingRoutes(platform: Platform, inventory: Inventory): Hono<ServiceEnv> {
  const app = new Hono<ServiceEnv>();
  const guard = requireToken(platform, GUEST_OR_ACCOUNT);
  const accountOnly = requireToken(platform, ['account']);

  serveEndpoint(app, priceTrackerCreate, docs.create, guard, async (c) => {
    const input = await readJsonBody(c, PriceTrackerCreateSchema);
    checkSite(c, input.siteId);
    const tracker = await createTracker(platform, inventory, c.get('claims'), input);
    return success(c, tracker, tracker.confirmed ? TRACKING_SET_UP : TRACKING_CHECK_EMAIL);
  });

  app.post('/PriceTracker/Confirm', docs.confirm, guard, async (c) => {
    const { token } = await readJsonBody(c, PriceTrackerTokenSchema);
    const row = await confirmTracker(platform, token);
    if (!row) throw new RequestRejected(404, 'This confirmation link is not valid or was already used');
    return success(c, { id: row.id, confirmed: true }, TRACKING_SET_UP);
  });

  app.post('/PriceTracker/Unsubscribe', docs.unsubscribe, guard, async (c) => {
    const { token } = await readJsonBody(c, PriceTrackerTokenSchema);
    if (!(await unsubscribeTracker(platform, token)))
      throw new RequestRejected(404, 'This link is not valid or the price is no longer tracked');
    return success(c, { unsubscribed: true }, 'We will not email you about this price again');
  });

  app.post('/PriceTracker/List', docs.list, accountOnly, async (c) => {
    const { siteId } = await readJsonBody(c, PriceTrackerListSchema);
    checkSite(c, siteId);
    return success(c, await listTrackersOf(platform, c.get('claims').sub, siteId));
  });

  app.post('/PriceTracker/Delete', docs.delete, accountOnly, async (c) => {
    const { siteId, id } = await readJsonBody(c, PriceTrackerDeleteSchema);
    checkSite(c, siteId);
    if (!(await deleteTrackerOf(platform, c.get('claims').sub, siteId, id)))
      throw new RequestRejected(404, 'No such price tracker');
    return success(c, { deleted: 1 });
  });

  return app;
}
