/**
 * Contact ownership (issue 21): a stranger who gives a customer's email as a booking's contact must not
 * put that booking into the customer's dashboard. Only the signed-in owner of the verified contact email,
 * following the signed link from the confirmation email, adds a guest order to their trips.
 */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Order, TripList } from '../../shared/contracts/order';
import { ORDER_CLAIM_MESSAGES, type OrderClaimAnswer } from '../../shared/contracts/order-claim';
import { emailsTo } from '../account/account-test-kit';
import { ensureAccountProfile } from '../account/account.repo';
import { accountProfiles, orders } from '../db/schema';
import { testAccountToken } from '../testing/test-tokens';
import { CONTACT, invoiceOrder, openBooking, SITE } from './booking-test-kit';
import { openPerFile } from '../test-kits/per-file';

const b = openPerFile(openBooking, (opened) => opened.t.close());

/** An account token; `verified` marks the account's email as confirmed. */
async function accountOf(email: string, verified = true): Promise<string> {
  const { accountId, token } = await testAccountToken(b.t, email, SITE);
  await ensureAccountProfile(b.platform, accountId);
  if (verified) {
    await b.platform.database.db
      .update(accountProfiles)
      .set({ emailVerifiedAt: b.t.clock.now() })
      .where(eq(accountProfiles.accountId, accountId));
  }
  return token;
}

async function guestOrder(email: string): Promise<Order> {
  const { token, offer } = await b.guestWithOffer();
  const answer = await b.orderCreate(token, { ...invoiceOrder(offer), contact: { ...CONTACT, email } });
  expect(answer.status, answer.json.message).toBe(201);
  return answer.json.data;
}

/** The claim token in the order's confirmation email. */
async function linkOf(order: Order): Promise<string> {
  const email = (await emailsTo(b.t, order.contact.email)).find((row) =>
    row.text.includes(order.bookingReference),
  );
  expect(email?.html).toContain('/trips/claim?token=');
  return /\/trips\/claim\?token=([\w.]+)/.exec(email!.text)![1]!;
}

const claim = (token: unknown, bearer: string) => b.post<OrderClaimAnswer>('/Order/Claim', { token }, bearer);
const tripsOf = async (bearer: string) =>
  (await b.post<TripList>('/Order/List', { siteId: SITE }, bearer)).json.data.upcoming.map((t) => t.orderId);

describe('POST /Order/Claim', () => {
  it("adds a guest order to its contact email's owner's trips, once", async () => {
    const order = await guestOrder('owner.one@example.com');
    const owner = await accountOf('owner.one@example.com');
    expect(await tripsOf(owner)).toEqual([]);
    const token = await linkOf(order);
    const first = await claim(token, owner);
    expect(first.status, first.json.message).toBe(200);
    expect(first.json.data).toEqual({
      orderId: order.orderId,
      bookingReference: order.bookingReference,
      alreadyYours: false,
    });
    expect(await tripsOf(owner)).toEqual([order.orderId]);
    expect((await b.post('/Order/Retrieve', { orderId: order.orderId }, owner)).status).toBe(200);
    // Following it again changes nothing.
    expect((await claim(token, owner)).json.data.alreadyYours).toBe(true);
    const [row] = await b.platform.database.db.select().from(orders).where(eq(orders.id, order.orderId));
    expect(row!.claimedAt).not.toBeNull();
  });

  it('refuses an account of another email, an unverified one, a guest, and forged links', async () => {
    const order = await guestOrder('owner.two@example.com');
    const token = await linkOf(order);
    const stranger = await claim(token, await accountOf('stranger@example.com'));
    expect([stranger.status, stranger.json.message]).toEqual([403, ORDER_CLAIM_MESSAGES.notYourEmail]);
    const unverified = await claim(token, await accountOf('owner.two@example.com', false));
    expect([unverified.status, unverified.json.message]).toEqual([403, ORDER_CLAIM_MESSAGES.unverified]);
    expect((await claim(token, await b.kit.publicToken())).status).toBe(401);

    const owner = await accountOf('OWNER.TWO@example.com');
    const forged = `${token.slice(0, -1)}${token.endsWith('0') ? '1' : '0'}`;
    expect(await claim(forged, owner)).toMatchObject({ status: 404 });
    const other = await guestOrder('owner.two@example.com');
    const swapped = `${other.orderId}${token.slice(token.indexOf('.'))}`;
    expect((await claim(swapped, owner)).json.message).toBe(ORDER_CLAIM_MESSAGES.badLink);
    for (const bad of ['', 'ord_123', 42, `${token}x`]) {
      const answer = await claim(bad, owner);
      expect([answer.status, answer.json.message]).toEqual([400, `token: ${ORDER_CLAIM_MESSAGES.badLink}`]);
    }
    expect(await tripsOf(owner)).toEqual([]);
    expect((await claim(token, owner)).status).toBe(200);
    expect(await tripsOf(owner)).toEqual([order.orderId]);
  });

  it('sends no link for an order made while signed in: it is the account’s already', async () => {
    const bearer = await accountOf('signed.in@example.com');
    const found = await b.kit.search(bearer, {
      passengerInfos: [
        { passengerType: 'Adult', count: 1 },
        { passengerType: 'Children', count: 0 },
        { passengerType: 'Infants', count: 0 },
      ],
    });
    const { offer } = await b.kit.offerFor(bearer, found);
    const answer = await b.orderCreate(bearer, {
      ...invoiceOrder(offer),
      contact: { ...CONTACT, email: 'signed.in@example.com' },
    });
    expect(answer.status, answer.json.message).toBe(201);
    const [email] = await emailsTo(b.t, 'signed.in@example.com');
    expect(email?.text).not.toContain('/trips/claim');
    expect(await tripsOf(bearer)).toEqual([answer.json.data.orderId]);
  });
});
