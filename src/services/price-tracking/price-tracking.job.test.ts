import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { outboxEmails, priceTrackers } from '../db/schema';
import { Inventory } from '../flights/inventory';
import { loadNetwork } from '../flights/network';
import { createTestServices, jsonRequest, type TestServices } from '../testing/test-platform';
import { testAccountToken, testPublicToken } from '../testing/test-tokens';
import { runPriceTrackingPass } from './price-tracking.job';

let t: TestServices;
let inventory: Inventory;
const SITE = 'ctg-au-web';
const DAY_MS = 86_400_000;

beforeAll(async () => {
  t = await createTestServices();
  inventory = new Inventory(loadNetwork());
});
afterAll(() => t.close());
beforeEach(async () => {
  await t.platform.database.db.delete(priceTrackers);
  await t.platform.database.db.delete(outboxEmails);
});

const post = (path: string, body: unknown, bearer: string) =>
  t.services.booking.request(path, jsonRequest('POST', body, { Authorization: `Bearer ${bearer}` }));

const search = (depDate: string) => ({
  journeys: [{ depCode: 'SYD', depCodeType: 'C', arrCode: 'LON', arrCodeType: 'C', depDate }],
  passengerInfos: [{ passengerType: 'Adult', count: 1 }],
  cabinClass: 'Business',
});

/** An account holder's tracker (confirmed at once); answers its id and the price it saw. */
async function memberTracker(email: string, depDate = '2027-01-16') {
  const { token } = await testAccountToken(t, email, SITE);
  const response = await post('/PriceTracker/Create', { siteId: SITE, search: search(depDate) }, token);
  return ((await response.json()) as { data: { id: string; lowestPrice: number } }).data;
}

/** What the tracker last saw, as if the price had been higher (or lower) yesterday. */
const setLastSeen = (id: string, cents: number) =>
  t.platform.database.db
    .update(priceTrackers)
    .set({ lastSeenLowestCents: cents })
    .where(eq(priceTrackers.id, id));

const mailTo = (to: string) =>
  t.platform.database.db.select().from(outboxEmails).where(eq(outboxEmails.recipient, to));

describe('the daily price-tracking pass', () => {
  it('emails one price drop, with the unsubscribe link, once per day', async () => {
    const tracker = await memberTracker('drop@example.com');
    const nowCents = Math.round(tracker.lowestPrice * 100);
    await setLastSeen(tracker.id, nowCents + 43_588);
    const report = await runPriceTrackingPass(t.platform, inventory);
    expect(report).toMatchObject({ checked: 1, alerted: 1, errors: 0 });
    const [mail, ...more] = await mailTo('drop@example.com');
    expect(more).toHaveLength(0);
    const now = tracker.lowestPrice.toLocaleString('en-AU', { style: 'currency', currency: 'AUD' });
    const was = ((nowCents + 43_588) / 100).toLocaleString('en-AU', { style: 'currency', currency: 'AUD' });
    expect(mail!.subject).toBe(`Price drop: Sydney to London, 16 Jan 2027, now ${now} (was ${was})`);
    expect(mail!.text).toMatch(/\/price-tracking\/unsubscribe\?token=[A-Za-z0-9_-]{43}/);
    expect(mail!.html).toContain('/flight/result?trip=oneway&amp;from=SYD');
    // The same day again (another instance, a retried pass): nothing more.
    expect(await runPriceTrackingPass(t.platform, inventory)).toMatchObject({ checked: 0, alerted: 0 });
    expect(await mailTo('drop@example.com')).toHaveLength(1);
  });

  it('sends nothing when the price did not drop, and remembers the new price', async () => {
    const tracker = await memberTracker('steady@example.com');
    const nowCents = Math.round(tracker.lowestPrice * 100);
    await setLastSeen(tracker.id, nowCents - 1_000);
    expect(await runPriceTrackingPass(t.platform, inventory)).toMatchObject({ checked: 1, alerted: 0 });
    expect(await mailTo('steady@example.com')).toHaveLength(0);
    const [row] = await t.platform.database.db.select().from(priceTrackers);
    expect(row!.lastSeenLowestCents).toBe(nowCents);
  });

  it("never prices or writes to a guest's unconfirmed tracker", async () => {
    const guest = await testPublicToken(t, SITE);
    const email = 'unconfirmed@example.com';
    await post('/PriceTracker/Create', { siteId: SITE, search: search('2027-01-16'), email }, guest);
    await t.platform.database.db.update(priceTrackers).set({ lastSeenLowestCents: 99_999_999 });
    expect(await runPriceTrackingPass(t.platform, inventory)).toMatchObject({ checked: 0, alerted: 0 });
    // Only the confirmation the guest asked for.
    expect((await mailTo(email)).map((mail) => mail.subject)).toEqual([
      'Confirm your price alert: Sydney to London',
    ]);
  });

  it('sends nothing once unsubscribed', async () => {
    const tracker = await memberTracker('gone@example.com');
    await setLastSeen(tracker.id, 99_999_999);
    const [row] = await t.platform.database.db.select().from(priceTrackers);
    const guest = await testPublicToken(t, SITE);
    const unsubscribed = await post('/PriceTracker/Unsubscribe', { token: row!.unsubscribeToken }, guest);
    expect(unsubscribed.status).toBe(200);
    expect(await runPriceTrackingPass(t.platform, inventory)).toMatchObject({ checked: 0, alerted: 0 });
    expect(await mailTo('gone@example.com')).toHaveLength(0);
  });

  it('removes trackers whose flight day has passed, by the platform clock', async () => {
    await memberTracker('past@example.com', '2026-11-25');
    t.clock.advance(6 * DAY_MS);
    try {
      expect(await runPriceTrackingPass(t.platform, inventory)).toMatchObject({ removed: 1, checked: 0 });
      expect(await t.platform.database.db.select().from(priceTrackers)).toHaveLength(0);
    } finally {
      t.clock.advance(-6 * DAY_MS);
    }
  });
});
