import { Hono, type Context } from 'hono';
import * as v from 'valibot';
import {
  OfferCreateBodySchema,
  OfferCreateRequestSchema,
  OfferRepriceRequestSchema,
  OfferReviewRequestSchema,
  SeatMapRequestSchema,
} from '../../shared/contracts/offer';
import { GUEST_OR_ACCOUNT, requireToken } from '../auth/require-token';
import { checkSite } from '../http/site-check';
import { Inventory } from '../flights/inventory';
import { loadNetwork } from '../flights/network';
import type { ServiceEnv } from '../http/app-factory';
import { readClientIp } from '../http/client-ip';
import { RequestRejected, success } from '../http/envelope';
import { consumeRateLimit, RATE_LIMITED_MESSAGE } from '../http/rate-limit';
import { describeRoutes } from '../http/openapi';
import { parseInput, readJsonBody } from '../http/validate';
import type { Platform } from '../platform/platform';
import { createOffer, repriceOffer } from './offer-create.service';
import { reviewOffer, seatMapsOfOffer } from './offer-review.service';
import { offerCreate, offerReview, offerSeatMap } from '../../shared/contracts/endpoints-booking';
import { serveEndpoint } from '../http/endpoint-routes';

// 403: siteId is not the token's site; 404: no such offer for this caller, or the flights are gone;
// 409: a seat is taken, a cabin has no room for the party, or the offer is already ordered; 410: the search session or the offer expired.
const docs = describeRoutes(
  { auth: GUEST_OR_ACCOUNT },
  {
    create: {
      summary: 'Create a priced offer from chosen fares, or re-price an earlier offer (fromOfferId)',
      description:
        'Prices come from the server-side search session (or a new engine run when re-pricing); the offer holds its ' +
        'travellers\' places in each flight\'s cabin for 20 minutes (409 "Your selected itinerary is no more available..." ' +
        'when a cabin has no room left for the party). Re-pricing a live offer keeps its hold deadline.',
      body: OfferCreateBodySchema,
      errors: [403, 404, 409, 410, 429],
    },
    review: {
      summary: 'Re-price an offer with its ancillaries and hold the chosen seats',
      body: OfferReviewRequestSchema,
      errors: [404, 409, 410],
    },
    seatMap: {
      summary: 'Seat maps of every flight of an offer',
      body: SeatMapRequestSchema,
      errors: [404, 410],
    },
  },
);

/**
 * Counts an OfferCreate against its address (429 past OFFER_CREATES_PER_IP) and answers the address
 * the offer's per-client hold limit goes by: null when unknown or exempt (RATE_LIMIT_EXEMPT_IPS).
 */
async function countOfferCreate(platform: Platform, c: Context): Promise<string | null> {
  const ip = readClientIp(c);
  if (ip === 'unknown' || platform.config.rateLimitExemptIps.includes(ip)) return null;
  const { createsPerIp, createsWindowSeconds } = platform.config.offerHolds;
  const rule = { name: 'offer-create-ip', limit: createsPerIp, windowSeconds: createsWindowSeconds };
  if (!(await consumeRateLimit(platform.cache, rule, ip)))
    throw new RequestRejected(429, RATE_LIMITED_MESSAGE);
  return ip;
}

/** Booking API: /Offer/OfferCreate, /Offer/OfferReview and /Offer/SeatMap (ADR 014). */
export function offerRoutes(platform: Platform, inventory = new Inventory(loadNetwork())): Hono<ServiceEnv> {
  const app = new Hono<ServiceEnv>();
  const guard = requireToken(platform, GUEST_OR_ACCOUNT);

  serveEndpoint(app, offerCreate, docs.create, guard, async (c) => {
    const body = await readJsonBody(c, v.unknown());
    const owner = c.get('claims').sub;
    // The body's shape picks the operation, so each gets its own clear validation message.
    if (typeof body === 'object' && body !== null && 'fromOfferId' in body) {
      const request = parseInput(OfferRepriceRequestSchema, body);
      checkSite(c, request.siteId);
      const clientIp = await countOfferCreate(platform, c);
      return success(
        c,
        await repriceOffer(platform, inventory, owner, request.siteId, request.fromOfferId, clientIp),
      );
    }
    const request = parseInput(OfferCreateRequestSchema, body);
    checkSite(c, request.siteId);
    const clientIp = await countOfferCreate(platform, c);
    return success(
      c,
      await platform.metrics.timeStep('offer_create', () => createOffer(platform, owner, request, clientIp)),
    );
  });

  serveEndpoint(app, offerReview, docs.review, guard, async (c) => {
    const request = await readJsonBody(c, OfferReviewRequestSchema);
    // The review carries the chosen seats and holds them for the offer: the booking path's seat step.
    const reviewed = await platform.metrics.timeStep('seat_hold', () =>
      reviewOffer(platform, c.get('claims').sub, request),
    );
    return success(c, reviewed);
  });

  serveEndpoint(app, offerSeatMap, docs.seatMap, guard, async (c) => {
    const { offerId } = await readJsonBody(c, SeatMapRequestSchema);
    return success(c, await seatMapsOfOffer(platform, c.get('claims').sub, offerId));
  });

  return app;
}
