import { Hono } from 'hono';
import { readToken } from '../auth/tokens';
import { GUEST_OR_ACCOUNT, requireToken } from '../auth/require-token';
import type { ServiceEnv } from '../http/app-factory';
import { RequestRejected, success } from '../http/envelope';
import { readJsonBody } from '../http/validate';
import { describeRoutes } from '../http/openapi';
import type { Platform } from '../platform/platform';
import { checkSite } from '../http/site-check';
import { findItinerary } from '../flight-search/flights.service';
import { addShortlistItem, deleteShortlistItems, listShortlist, moveShortlist } from './shortlist.repo';
import {
  ShortlistAddSchema,
  ShortlistDeleteSchema,
  ShortlistImportSchema,
  ShortlistListSchema,
  ShortlistSearchSchema,
} from './shortlist.schema';
import { searchShortlist } from './shortlist.service';
import {
  shortlistAdd,
  shortlistDelete,
  shortlistImportFromGuest,
  shortlistList,
  shortlistSearch,
} from '../../shared/contracts/endpoints-booking';
import { serveEndpoint } from '../http/endpoint-routes';

// 403: the siteId is not the token's site; 404: no such flight or item; 410: the search session expired.
const docs = describeRoutes(
  { auth: GUEST_OR_ACCOUNT },
  {
    add: {
      summary: 'Add a searched flight to the shortlist',
      body: ShortlistAddSchema,
      errors: [403, 404, 410],
    },
    list: { summary: 'The shortlist', body: ShortlistListSchema, errors: [403] },
    search: { summary: 'Search the shortlist', body: ShortlistSearchSchema, errors: [403] },
    delete: { summary: 'Remove flights from the shortlist', body: ShortlistDeleteSchema, errors: [403, 404] },
    importFromGuest: {
      summary: "Move a guest's shortlist into the signed-in account",
      auth: ['account'],
      body: ShortlistImportSchema,
      errors: [403],
    },
  },
);

/**
 * Booking API: /ShortlistedFlight/*. A shortlist belongs to the token's identity: a guest's public-token
 * subject (guest:<uuid>) or an account id. ImportFromGuest proves the guest identity with the guest's
 * own public token, which the site still holds in its cookie when the traveller signs in.
 */
export function shortlistRoutes(platform: Platform): Hono<ServiceEnv> {
  const app = new Hono<ServiceEnv>();
  const guard = requireToken(platform, GUEST_OR_ACCOUNT);
  const accountOnly = requireToken(platform, ['account']);

  serveEndpoint(app, shortlistAdd, docs.add, guard, async (c) => {
    const input = await readJsonBody(c, ShortlistAddSchema);
    checkSite(c, input.siteId);
    const { session, itinerary } = await findItinerary(
      platform,
      input.shoppingRspId,
      input.pricedItineraryId,
    );
    if (
      input.brandIndex !== null &&
      !itinerary.brands.some((brand) => brand.brandIndex === input.brandIndex)
    ) {
      throw new RequestRejected(400, `This flight has no fare brand ${input.brandIndex}`);
    }
    const journey = session.journeys[itinerary.journeyIndex]!;
    const { item, created } = await addShortlistItem(platform, c.get('claims').sub, input.siteId, {
      brandIndex: input.brandIndex,
      itinerary,
      search: {
        tripType: session.tripType,
        journeyIndex: itinerary.journeyIndex,
        depCode: journey.depCode,
        arrCode: journey.arrCode,
        depDate: journey.depDate,
        cabinClass: session.request.cabinClass,
        passengerInfos: session.request.passengerInfos,
        journeys: session.request.journeys.map((leg) => ({
          depCode: leg.depCode,
          depCodeType: leg.depCodeType,
          arrCode: leg.arrCode,
          arrCodeType: leg.arrCodeType,
          depDate: leg.depDate,
        })),
      },
    });
    return success(
      c,
      item,
      created ? 'Flight added to your shortlist' : 'This flight is already in your shortlist',
    );
  });

  serveEndpoint(app, shortlistList, docs.list, guard, async (c) => {
    const { siteId } = await readJsonBody(c, ShortlistListSchema);
    checkSite(c, siteId);
    return success(c, await listShortlist(platform, c.get('claims').sub, siteId));
  });

  serveEndpoint(app, shortlistSearch, docs.search, guard, async (c) => {
    const input = await readJsonBody(c, ShortlistSearchSchema);
    checkSite(c, input.siteId);
    const items = searchShortlist(await listShortlist(platform, c.get('claims').sub, input.siteId), input);
    return success(
      c,
      items,
      items.length ? '' : "We couldn't find any records matching your search criteria.",
    );
  });

  serveEndpoint(app, shortlistDelete, docs.delete, guard, async (c) => {
    const input = await readJsonBody(c, ShortlistDeleteSchema);
    checkSite(c, input.siteId);
    const ids = [...new Set([...(input.id ? [input.id] : []), ...(input.ids ?? [])])];
    const deleted = await deleteShortlistItems(platform, c.get('claims').sub, input.siteId, ids);
    if (deleted === 0) throw new RequestRejected(404, 'No such shortlisted flight');
    return success(c, { deleted });
  });

  serveEndpoint(app, shortlistImportFromGuest, docs.importFromGuest, accountOnly, async (c) => {
    const input = await readJsonBody(c, ShortlistImportSchema);
    checkSite(c, input.siteId);
    const guest = await readToken(platform, input.guestToken);
    if (!guest || guest.typ !== 'public' || !guest.sub.startsWith('guest:')) {
      throw new RequestRejected(400, 'guestToken is not a valid guest token');
    }
    if (guest.site !== input.siteId) throw new RequestRejected(403, 'guestToken was issued for another site');
    const imported = await moveShortlist(platform, guest.sub, c.get('claims').sub, input.siteId);
    return success(c, { imported, items: await listShortlist(platform, c.get('claims').sub, input.siteId) });
  });

  return app;
}
