/**
 * Orders and confirmation emails per contact address (issue 21): our booking flow must not be a way to
 * flood a stranger's mailbox. Flights and hotels count together; the limits come from the settings.
 */
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { translateKnownMessage } from '../../src/shared/i18n/known-messages';
import { knownMessagePairs } from '../../src/lib/i18n/known-messages.server';
import { orders, outboxEmails } from '../../src/services/db/schema';
import { GUEST, hotelInvoiceOrder, openHotelBooking } from '../../src/services/hotels/hotel-order-test-kit';
import { CONTACT, invoiceOrder } from '../../src/services/orders/booking-test-kit';
import { claimConfirmationEmail, contactLimitMessage } from '../../src/services/orders/contact-limits';

let b: Awaited<ReturnType<typeof openHotelBooking>>;
beforeAll(async () => {
  // The orders here are invoices: the unpaid-hold limit per email (ADR 021) is raised out of the way.
  b = await openHotelBooking({
    CONTACT_ORDERS_PER_HOUR: '2',
    CONTACT_ORDERS_PER_DAY: '3',
    INVOICE_MAX_PER_EMAIL: '10',
  });
});
afterAll(() => b.t.close());

const contact = (email: string) => ({ ...CONTACT, email });

async function flightOrder(email: string) {
  const { token, offer } = await b.guestWithOffer();
  return b.orderCreate(token, { ...invoiceOrder(offer), contact: contact(email) });
}

async function hotelOrder(email: string) {
  const { token, quote } = await b.guestWithQuote();
  return b.hotelOrderCreate(token, {
    ...hotelInvoiceOrder(quote),
    guest: { ...GUEST, contact: contact(email) },
  });
}

const emailsTo = async (email: string) =>
  (await b.platform.database.db.select().from(outboxEmails).where(eq(outboxEmails.recipient, email))).length;

describe('orders per contact email', () => {
  it('refuses the hour limit with a clear 429, across flights and hotels, whatever the case', async () => {
    expect((await flightOrder('flood.target@example.com')).status).toBe(201);
    expect((await hotelOrder('Flood.Target@Example.com')).status).toBe(201);
    const third = await flightOrder('flood.target@example.com');
    expect(third.status).toBe(429);
    expect(third.json.message).toBe(contactLimitMessage(60));
    // The booking pages show it in the reader's language.
    expect(translateKnownMessage(knownMessagePairs('ko', ['bookingMessages']), third.json.message)).toBe(
      '이 이메일 주소로 된 예약이 너무 많습니다. 60분 후에 다시 시도하거나 다른 이메일 주소를 사용하세요.',
    );
    const hotel = await hotelOrder('flood.target@example.com');
    expect(hotel.status).toBe(429);
    // Other addresses are not affected, and nothing more was written or sent.
    expect((await flightOrder('someone.else@example.com')).status).toBe(201);
    const made = await b.platform.database.db
      .select()
      .from(orders)
      .where(eq(sql`lower(${orders.contactEmail})`, 'flood.target@example.com'));
    expect(made).toHaveLength(2);
    expect(await emailsTo('flood.target@example.com')).toBe(2);
  });

  it('lets the address book again after the hour, up to the day limit', async () => {
    b.t.clock.advance(61 * 60_000);
    expect((await flightOrder('flood.target@example.com')).status).toBe(201);
    const over = await flightOrder('flood.target@example.com');
    expect(over.status).toBe(429);
    expect(over.json.message).toMatch(/Please try again in \d+ minutes, or use another email address\.$/);
    b.t.clock.advance(24 * 3_600_000);
    expect((await hotelOrder('flood.target@example.com')).status).toBe(201);
  });
});

describe('confirmation emails per contact email', () => {
  it('are not queued past the limits, whatever made the order', async () => {
    const { db } = b.platform.database;
    expect((await flightOrder('mailbox@example.com')).status).toBe(201);
    expect((await flightOrder('mailbox@example.com')).status).toBe(201);
    const [another] = await db
      .select()
      .from(orders)
      .where(eq(orders.contactEmail, 'someone.else@example.com'));
    // A third confirmation to the same address in the hour (e.g. with the order limits raised) is held back.
    const sent = await db.transaction((tx) =>
      claimConfirmationEmail(b.platform, tx, { id: another!.id, contactEmail: 'MAILBOX@example.com' }),
    );
    expect(sent).toBe(false);
    expect(await emailsTo('mailbox@example.com')).toBe(2);
  });
});
