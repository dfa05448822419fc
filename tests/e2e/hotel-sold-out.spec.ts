import type { APIRequestContext } from '@playwright/test';
import { expect, test } from './fixtures';
import { hydrated, newSignedInTraveller } from './support/travellers';

/**
 * Issue 11: "a sold-out room shows the spec's text". The traveller sees a room; meanwhile others book
 * every room left of it (invoice orders through the real Hotel API); choosing it then answers 409 and
 * the detail page says HOTEL_MESSAGES.roomGone.
 */

const SITE_ID = 'ctg-au-web';
const ROOM_GONE = 'The selected room is no longer available. Please choose another room.';
const iso = (date: Date) => date.toISOString().slice(0, 10);
const daysAhead = (days: number) => iso(new Date(Date.now() + days * 86_400_000));

interface Envelope<T> {
  data: T;
}

async function hotel<T>(request: APIRequestContext, url: string, data: unknown, key?: string) {
  const response = await request.post('/api/Hotel/RequestService', {
    data: { isAuth: false, apiConfig: { method: 'POST', url, data } },
    headers: key ? { 'Idempotency-Key': key } : {},
  });
  return { status: response.status(), body: (await response.json()) as Envelope<T> };
}

test.describe('sold out', () => {
  test.describe.configure({ timeout: 240_000 });
  // The price check of the sold-out room answers 409, which Chromium logs as a failed resource.
  test.use({ expectedConsoleErrors: [/status of 409/] });

  test('a room sold out after the rooms were shown says so at the price check', async ({
    page,
    playwright,
    baseURL,
  }) => {
    await newSignedInTraveller(page, 'soldout');
    // Far enough ahead for invoice (INVOICE_MIN_LEAD_DAYS, 7 by default).
    const stay = { checkIn: daysAhead(10), checkOut: daysAhead(11) };
    const search = await hotel<{ searchKey: string }>(page.request, '/Availability/Search', {
      siteId: SITE_ID,
      checkInDate: stay.checkIn,
      checkOutDate: stay.checkOut,
      location: 'MEL',
      locationType: 'City',
    });
    expect(search.status).toBe(200);
    const { searchKey } = search.body.data;
    const results = await hotel<{ shoppingRspId: string; properties: { propertyId: string }[] }>(
      page.request,
      '/Availability/GetResult',
      { siteId: SITE_ID, searchKey },
    );
    const shoppingRspId = results.body.data.shoppingRspId;
    // The property and room with the fewest rooms left: the fewest orders to sell it out.
    let target: {
      propertyId: string;
      roomTypeId: string;
      rateId: string;
      roomsLeft: number;
      name: string;
    } | null = null;
    for (const { propertyId } of results.body.data.properties.slice(0, 10)) {
      const detail = await hotel<{
        rooms: { roomTypeId: string; name: string; roomsLeft: number; rates: { rateId: string }[] }[];
      }>(page.request, '/HotelDetail/Get', { siteId: SITE_ID, shoppingRspId, propertyId });
      for (const room of detail.body.data.rooms) {
        if (!target || room.roomsLeft < target.roomsLeft) {
          target = {
            propertyId,
            roomTypeId: room.roomTypeId,
            rateId: room.rates[0]!.rateId,
            roomsLeft: room.roomsLeft,
            name: room.name,
          };
        }
      }
    }
    expect(target).not.toBeNull();
    const room = target!;

    // The traveller looks at the rooms while they are still there.
    await page.goto(
      `/hotel/detail?code=MEL&type=City&name=Melbourne&checkIn=${stay.checkIn}&checkOut=${stay.checkOut}&adults=1&children=0&shoppingRspId=${shoppingRspId}&propertyId=${room.propertyId}`,
    );
    await hydrated(page);
    const card = page
      .locator('article')
      .filter({ has: page.getByRole('heading', { level: 3, name: room.name }) });
    await expect(card).toBeVisible();

    // Meanwhile others book every room left (invoice orders through the real Hotel API). Each is another
    // guest with their own session and email: one buyer may not hold a room type unpaid (ADR 021).
    const searchQuery = {
      siteId: SITE_ID,
      checkInDate: stay.checkIn,
      checkOutDate: stay.checkOut,
      location: 'MEL',
      locationType: 'City',
    };
    for (let sold = 0; sold < 60; sold += 1) {
      const other = await playwright.request.newContext({ baseURL });
      try {
        const started = await hotel<{ searchKey: string }>(other, '/Availability/Search', searchQuery);
        expect(started.status).toBe(200);
        const found = await hotel<{ shoppingRspId: string }>(other, '/Availability/GetResult', {
          siteId: SITE_ID,
          searchKey: started.body.data.searchKey,
        });
        const quote = await hotel<{ quoteId: string; totalCents: number }>(other, '/PriceCheck/Process', {
          siteId: SITE_ID,
          shoppingRspId: found.body.data.shoppingRspId,
          propertyId: room.propertyId,
          roomTypeId: room.roomTypeId,
          rateId: room.rateId,
        });
        if (quote.status === 409) break;
        expect(quote.status).toBe(200);
        const order = await hotel(
          other,
          '/Order/OrderCreate',
          {
            siteId: SITE_ID,
            quoteId: quote.body.data.quoteId,
            paymentMode: 'Invoice',
            guest: {
              title: 'Mr',
              firstName: 'Other',
              lastName: 'Guest',
              contact: {
                email: `other.guest.${sold}@example.com`,
                mobile: { mobileCountry: 'AU', mobileNumber: '0412345678' },
              },
            },
            consent: { termsAccepted: true, detailsConfirmed: true },
            confirmedTotalCents: quote.body.data.totalCents,
          },
          `soldout-${Date.now()}-${sold}`,
        );
        expect(order.status).toBe(201);
      } finally {
        await other.dispose();
      }
    }

    await card.getByRole('button', { name: 'Choose this room' }).first().click();
    await expect(page.getByText(ROOM_GONE)).toBeVisible();
    await expect(page).toHaveURL(/\/hotel\/detail/);
  });
});
