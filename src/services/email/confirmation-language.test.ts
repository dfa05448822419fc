/**
 * Booking confirmations in the traveller's language (issue 13): a guest's order keeps the language it
 * was made in (the Accept-Language the site forwards) and its confirmation, read from the outbox, is
 * written in it, with the language's dates and money.
 */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { HotelStay } from '../../shared/contracts/hotel-order';
import type { Order } from '../../shared/contracts/order';
import { orders, outboxEmailAttachments, outboxEmails } from '../db/schema';
import { hotelCardOrder, openHotelBooking } from '../hotels/hotel-order-test-kit';
import { newKey } from '../orders/booking-test-kit';
import { emailTranslator, inEmailLanguage } from './email-text';
import { cancellationLine, guestsLabel } from './hotel-confirmation';
import { openPerFile } from '../test-kits/per-file';

const b = openPerFile(openHotelBooking, (opened) => opened.t.close());

describe('a guest hotel booking made in Bahasa Indonesia', () => {
  it('stores id on the order and sends the confirmation in Bahasa Indonesia', async () => {
    const { token, quote, paymentId, total } = await b.paidQuote();
    const answer = await b.hotelPost<Order>(
      '/Order/OrderCreate',
      hotelCardOrder(quote, paymentId, total),
      token,
      {
        'Idempotency-Key': newKey(),
        'Accept-Language': 'id',
      },
    );
    expect(answer.status, answer.json.message).toBe(201);
    const order = answer.json.data;
    const { db } = b.platform.database;
    const [row] = await db.select().from(orders).where(eq(orders.id, order.orderId));
    expect(row!.language).toBe('id');

    const [email] = await db
      .select()
      .from(outboxEmails)
      .where(eq(outboxEmails.subject, `Pemesanan hotel ${order.bookingReference} telah dikonfirmasi`));
    expect(email, 'the Indonesian confirmation').toBeDefined();
    expect(email!.html).toContain('<html lang="id">');
    expect(email!.text).toContain(`Kode pemesanan: ${order.bookingReference}`);
    expect(email!.text).toContain('3 malam (semua waktu adalah waktu setempat di hotel)');
    // Money the Indonesian way (AU$, dot thousands, comma decimals), dates with Indonesian names.
    expect(email!.text).toMatch(/Total: AU\$\s?\d{1,3}(\.\d{3})*,\d{2}/);
    expect(email!.text).toMatch(/Check-in mulai Sen, 14 Des 2026/);
    expect(email!.text).not.toMatch(/Check-in from|Booking reference/);
    const [ics] = await db
      .select()
      .from(outboxEmailAttachments)
      .where(eq(outboxEmailAttachments.emailId, email!.id));
    expect(ics!.content).toContain(`SUMMARY:Menginap di ${quote.property.name}`);
  });

  it('leaves an order made without a language in English', async () => {
    const { token, quote, paymentId, total } = await b.paidQuote();
    const answer = await b.hotelOrderCreate(token, hotelCardOrder(quote, paymentId, total));
    expect(answer.status, answer.json.message).toBe(201);
    const [row] = await b.platform.database.db
      .select()
      .from(orders)
      .where(eq(orders.id, answer.json.data.orderId));
    expect(row!.language).toBeNull();
    const [email] = await b.platform.database.db
      .select()
      .from(outboxEmails)
      .where(eq(outboxEmails.subject, `Hotel booking ${answer.json.data.bookingReference} is confirmed`));
    expect(email).toBeDefined();
  });
});

describe('the stay lines in Japanese', () => {
  const stay = {
    adults: 1,
    children: 2,
    refundable: true,
    freeCancellationUntil: '2026-12-12T03:00:00.000Z',
    timeZone: 'Australia/Melbourne',
  } as HotelStay;

  it('counts guests and writes the deadline in the hotel’s time, the Japanese way', () => {
    const t = emailTranslator('ja');
    expect(guestsLabel(stay, t)).toBe('大人 1 名、子ども 2 名');
    const line = inEmailLanguage('ja', () => cancellationLine(stay, t));
    expect(line).toBe('2026年12月12日(土) 14:00（ホテルの現地時間）まで無料でキャンセルいただけます。');
  });

  it('keeps English plurals right: "1 adult", "2 children"', () => {
    expect(guestsLabel({ adults: 1, children: 2 })).toBe('1 adult, 2 children');
  });
});
