import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_TRACKERS_PER_EMAIL } from '../../shared/contracts/price-tracking';
import { outboxEmails, priceTrackers } from '../db/schema';
import { createTestServices, jsonRequest, type TestServices } from '../testing/test-platform';
import { testAccountToken, testPublicToken } from '../testing/test-tokens';

let t: TestServices;
const SITE = 'ctg-au-web';

beforeAll(async () => {
  t = await createTestServices();
});
afterAll(() => t.close());

const post = (path: string, body: unknown, bearer: string) =>
  t.services.booking.request(path, jsonRequest('POST', body, { Authorization: `Bearer ${bearer}` }));

const search = (depDate = '2026-12-15', arrCode = 'LHR') => ({
  journeys: [{ depCode: 'SYD', depCodeType: 'C', arrCode, arrCodeType: 'C', depDate }],
  passengerInfos: [{ passengerType: 'Adult', count: 1 }],
  cabinClass: 'Business',
});

const mailTo = (to: string) =>
  t.platform.database.db.select().from(outboxEmails).where(eq(outboxEmails.recipient, to));
const linkToken = (text: string, page: 'confirm' | 'unsubscribe') =>
  new RegExp(`/price-tracking/${page}\\?token=([A-Za-z0-9_-]{43})`).exec(text)?.[1];
const trackersOf = (email: string) =>
  t.platform.database.db.select().from(priceTrackers).where(eq(priceTrackers.email, email));

describe('POST /PriceTracker/Create', () => {
  it('answers 400 with the reason for bad input', async () => {
    const guest = await testPublicToken(t, SITE);
    const cases: [unknown, RegExp][] = [
      [{ siteId: SITE, search: search(), email: 'not-an-email' }, /email/i],
      [{ siteId: SITE, search: { ...search(), journeys: [] } }, /At least one journey/],
      [{ siteId: SITE, search: search('2026-13-40') }, /calendar date|YYYY-MM-DD/],
      [
        { siteId: SITE, search: { ...search(), cabinClass: 'Deluxe' }, email: 'sam@example.com' },
        /cabinClass/,
      ],
      [{ siteId: SITE, search: search('2026-11-01'), email: 'sam@example.com' }, /in the past/],
      [{ siteId: SITE, search: search() }, /email is required/],
    ];
    for (const [body, message] of cases) {
      const response = await post('/PriceTracker/Create', body, guest);
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(((await response.json()) as { message: string }).message).toMatch(message);
    }
  });

  it("sets a guest's tracker up only once the emailed link confirms it; the same search again is one tracker", async () => {
    const guest = await testPublicToken(t, SITE);
    const email = 'guest.tracker@example.com';
    const created = await post('/PriceTracker/Create', { siteId: SITE, search: search(), email }, guest);
    expect(created.status).toBe(200);
    const body = (await created.json()) as {
      message: string;
      data: { confirmed: boolean; created: boolean };
    };
    expect(body.message).toBe('Check your email to confirm');
    expect(body.data).toMatchObject({ confirmed: false, created: true });

    const again = await post(
      '/PriceTracker/Create',
      { siteId: SITE, search: search(), email: 'Guest.Tracker@Example.com' },
      guest,
    );
    expect(((await again.json()) as { data: { created: boolean } }).data.created).toBe(false);
    expect(await trackersOf(email)).toHaveLength(1);
    // One confirmation: asking again within the hour does not write again.
    const mails = await mailTo(email);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe('Confirm your price alert: Sydney to London');
    expect(mails[0]!.text).toContain('15 Dec 2026');
    expect(linkToken(mails[0]!.text, 'unsubscribe')).toBeDefined();

    const token = linkToken(mails[0]!.text, 'confirm')!;
    const confirmed = await post('/PriceTracker/Confirm', { token }, guest);
    expect(confirmed.status).toBe(200);
    expect(((await confirmed.json()) as { message: string }).message).toBe(
      'We will email you when the price drops',
    );
    expect((await trackersOf(email))[0]!.confirmedAt).not.toBeNull();
    expect((await post('/PriceTracker/Confirm', { token }, guest)).status).toBe(404);
  });

  it('tracks an account holder to the account email at once, and lists and deletes it', async () => {
    const { token } = await testAccountToken(t, 'member.tracker@example.com', SITE);
    const created = await post('/PriceTracker/Create', { siteId: SITE, search: search('2026-12-20') }, token);
    const body = (await created.json()) as {
      message: string;
      data: { id: string; confirmed: boolean; lowestPrice: number | null };
    };
    expect(body.message).toBe('We will email you when the price drops');
    expect(body.data.confirmed).toBe(true);
    expect(body.data.lowestPrice).toBeGreaterThan(0);
    expect(await mailTo('member.tracker@example.com')).toHaveLength(0);

    const listed = await post('/PriceTracker/List', { siteId: SITE }, token);
    const items = ((await listed.json()) as { data: { id: string; email: string }[] }).data;
    expect(items.map((item) => item.email)).toEqual(['member.tracker@example.com']);
    expect((await post('/PriceTracker/Delete', { siteId: SITE, id: body.data.id }, token)).status).toBe(200);
    expect((await post('/PriceTracker/Delete', { siteId: SITE, id: body.data.id }, token)).status).toBe(404);
    expect((await post('/PriceTracker/List', { siteId: SITE }, await testPublicToken(t, SITE))).status).toBe(
      401,
    );
  });

  it(`caps an email at ${MAX_TRACKERS_PER_EMAIL} trackers`, async () => {
    const guest = await testPublicToken(t, SITE);
    const email = 'many.trackers@example.com';
    for (let day = 0; day < MAX_TRACKERS_PER_EMAIL; day += 1) {
      const depDate = `2027-01-${String(day + 1).padStart(2, '0')}`;
      const response = await post(
        '/PriceTracker/Create',
        { siteId: SITE, search: search(depDate), email },
        guest,
      );
      expect(response.status).toBe(200);
    }
    const over = await post(
      '/PriceTracker/Create',
      { siteId: SITE, search: search('2027-01-25'), email },
      guest,
    );
    expect(over.status).toBe(429);
    expect(await trackersOf(email)).toHaveLength(MAX_TRACKERS_PER_EMAIL);
  });
});

describe('POST /PriceTracker/Unsubscribe', () => {
  it("deletes the link's tracker; the link then answers 404, and a malformed token 400", async () => {
    const guest = await testPublicToken(t, SITE);
    const email = 'leaving@example.com';
    await post('/PriceTracker/Create', { siteId: SITE, search: search('2026-12-22'), email }, guest);
    const token = linkToken((await mailTo(email))[0]!.text, 'unsubscribe')!;
    expect((await post('/PriceTracker/Unsubscribe', { token }, guest)).status).toBe(200);
    expect(await trackersOf(email)).toHaveLength(0);
    expect((await post('/PriceTracker/Unsubscribe', { token }, guest)).status).toBe(404);
    expect((await post('/PriceTracker/Unsubscribe', { token: 'short' }, guest)).status).toBe(400);
  });
});
