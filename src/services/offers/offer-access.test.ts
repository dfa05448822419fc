import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OFFER_EXPIRED_MESSAGE, type Offer } from '../../shared/contracts/offer';
import { RequestRejected } from '../http/envelope';
import { openOfferServices } from '../test-kits/open-services';
import type { TestServices } from '../testing/test-platform';
import {
  loadOfferForOrder,
  loadOwnedOffer,
  markOfferOrdered,
  releaseOfferSeats,
  sellOfferSeats,
} from './offer-access';
import { kitFor } from './offer-test-kit';
import { OFFER_HOLD_MINUTES } from '../flights/fare.rules';

let t: TestServices;
let kit: ReturnType<typeof kitFor>;
let token: string;

beforeAll(async () => ({ t, kit, token } = await openOfferServices()));
afterAll(() => t.close());

const ownerOf = (bearer: string) =>
  JSON.parse(Buffer.from(bearer.split('.')[1]!, 'base64url').toString()).sub as string;
const rejection = async (promise: Promise<unknown>) => {
  const error = await promise.then(
    () => null,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(RequestRejected);
  return { status: (error as RequestRejected).statusCode, message: (error as RequestRejected).message };
};

/** An offer of this token's guest holding one seat for T1. */
async function offerWithSeat(bearer = token): Promise<Offer> {
  const { offer } = await kit.offerFor(bearer);
  const [map] = await kit.seatMaps(bearer, offer.offerId);
  const designator = kit.freeSeats(map!)[0]!.designator;
  return kit.ok<Offer>(
    '/Offer/OfferReview',
    {
      offerId: offer.offerId,
      ancillaries: { seats: [{ travelerId: 'T1', flightKey: map!.flightKey, designator }] },
    },
    bearer,
  );
}

const holdsOf = (offerId: string) =>
  t.platform.database.query<{
    designator: string;
    status: string;
    order_id: string | null;
    expires_at: Date | null;
  }>('SELECT designator, status, order_id, expires_at FROM flight_seat_holds WHERE offer_id = $1', [offerId]);

describe('offer access for orders and payments', () => {
  it('keeps an offer an account made to that account: 404 for a guest or another account', async () => {
    const bearer = await kit.accountToken('offer-owner@example.com');
    const { offer } = await kit.offerFor(bearer);
    for (const caller of ['guest:someone-else', 'another-account']) {
      expect((await rejection(loadOwnedOffer(t.platform, offer.offerId, caller))).status).toBe(404);
    }
    expect((await loadOwnedOffer(t.platform, offer.offerId, ownerOf(bearer))).offerId).toBe(offer.offerId);
  });

  it('loads the owner’s offer, 404 for anyone else, 410 once expired; the order loader skips both checks', async () => {
    const offer = await offerWithSeat();
    expect((await loadOwnedOffer(t.platform, offer.offerId, ownerOf(token))).totalCents).toBe(
      offer.totalCents,
    );
    // A guest's offer follows its id: the public token is replaced on refresh and at sign-in.
    expect((await loadOwnedOffer(t.platform, offer.offerId, 'account-that-signed-in')).offerId).toBe(
      offer.offerId,
    );
    t.clock.advance((OFFER_HOLD_MINUTES + 1) * 60_000);
    expect(await rejection(loadOwnedOffer(t.platform, offer.offerId, ownerOf(token)))).toEqual({
      status: 410,
      message: OFFER_EXPIRED_MESSAGE,
    });
    const stored = await loadOfferForOrder(t.platform.database.db, offer.offerId);
    expect(stored).toMatchObject({
      owner: ownerOf(token),
      siteId: 'ctg-au-web',
      status: 'Open',
      orderId: null,
    });
    expect(stored!.expiresAt.toISOString()).toBe(offer.expiresAt);
    expect(await loadOfferForOrder(t.platform.database.db, 'off_0123456789abcdef01234567')).toBeNull();
  });

  it('sells the held seats to the order and marks the offer ordered, once', async () => {
    const bearer = await kit.publicToken();
    const offer = await offerWithSeat(bearer);
    await t.platform.database.db.transaction(async (tx) => {
      await sellOfferSeats(tx, offer.offerId, 'ord_1');
      await markOfferOrdered(tx, offer.offerId, 'ord_1');
    });
    expect(await holdsOf(offer.offerId)).toEqual([
      {
        designator: offer.ancillaries.seats[0]!.designator,
        status: 'sold',
        order_id: 'ord_1',
        expires_at: null,
      },
    ]);
    const second = await rejection(
      t.platform.database.db.transaction((tx) => markOfferOrdered(tx, offer.offerId, 'ord_2')),
    );
    expect(second.status).toBe(409);
    // A sold seat stays taken after the offer's expiry; an ordered offer no longer takes reviews.
    t.clock.advance((OFFER_HOLD_MINUTES + 1) * 60_000);
    expect((await loadOwnedOffer(t.platform, offer.offerId, ownerOf(bearer))).status).toBe('Ordered');
    const review = await kit.call('/Offer/OfferReview', { offerId: offer.offerId }, bearer);
    expect(review.status).toBe(409);
  });

  it('refuses to sell a seat another offer took after this offer lapsed, and sells nothing', async () => {
    const bearer = await kit.publicToken();
    const offer = await offerWithSeat(bearer);
    t.clock.advance((OFFER_HOLD_MINUTES + 1) * 60_000);
    const other = await kit.publicToken();
    const { offer: theirs } = await kit.offerFor(other);
    const seat = offer.ancillaries.seats[0]!;
    await kit.ok('/Offer/OfferReview', { offerId: theirs.offerId, ancillaries: { seats: [seat] } }, other);
    const refused = await rejection(
      t.platform.database.db.transaction((tx) => sellOfferSeats(tx, offer.offerId, 'ord_3')),
    );
    expect(refused).toEqual({
      status: 409,
      message: `Seat ${seat.designator} on ${seat.flightKey.split('-')[0]} is no longer available`,
    });
  });

  it('releases every seat of an offer', async () => {
    const offer = await offerWithSeat(await kit.publicToken());
    expect(await holdsOf(offer.offerId)).toHaveLength(1);
    await t.platform.database.db.transaction((tx) => releaseOfferSeats(tx, offer.offerId));
    expect(await holdsOf(offer.offerId)).toEqual([]);
  });
});
