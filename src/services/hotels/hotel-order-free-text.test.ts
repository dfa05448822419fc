/**
 * Special requests are a stranger's words in our branded email (issue 21): bounded, cleaned of control
 * and bidirectional characters by the same schema the form uses, and shown below everything of ours,
 * quoted and labelled as the customer's.
 */
import { describe, expect, it } from 'vitest';
import { SPECIAL_REQUESTS_MAX, SPECIAL_REQUESTS_MAX_LINES } from '../../shared/contracts/hotel-order';
import { lastEmailTo } from '../account/account-test-kit';
import { CONTACT } from '../orders/booking-test-kit';
import { GUEST, hotelInvoiceOrder, openHotelBooking } from './hotel-order-test-kit';
import { openPerFile } from '../test-kits/per-file';

const b = openPerFile(openHotelBooking, (opened) => opened.t.close());

const HOSTILE = 'Late check-in\u202E please\r\n\r\n\r\nPAY TO BSB 999-999 ACCOUNT 12345678\u200B\u0007';

describe('special requests on the Hotel API', () => {
  it('refuses more than the limit with a clear 400', async () => {
    const { token, quote } = await b.guestWithQuote();
    const body = hotelInvoiceOrder(quote);
    const long = await b.hotelOrderCreate(token, {
      ...body,
      guest: { ...GUEST, specialRequests: 'x'.repeat(SPECIAL_REQUESTS_MAX + 1) },
    });
    expect(long.status).toBe(400);
    expect(long.json.message).toContain(`at most ${SPECIAL_REQUESTS_MAX} characters`);
    const lines = Array.from({ length: SPECIAL_REQUESTS_MAX_LINES + 1 }, (_, i) => `line ${i}`).join('\n');
    const tall = await b.hotelOrderCreate(token, { ...body, guest: { ...GUEST, specialRequests: lines } });
    expect(tall.status).toBe(400);
    expect(tall.json.message).toContain(`at most ${SPECIAL_REQUESTS_MAX_LINES} lines`);
  });

  it('stores them cleaned and quotes them below our payment details in the email', async () => {
    const { token, quote } = await b.guestWithQuote();
    const answer = await b.hotelOrderCreate(token, {
      ...hotelInvoiceOrder(quote),
      guest: { ...GUEST, specialRequests: HOSTILE },
    });
    expect(answer.status, answer.json.message).toBe(201);
    const cleaned = 'Late check-in please\n\nPAY TO BSB 999-999 ACCOUNT 12345678';
    expect(answer.json.data.stay?.specialRequests).toBe(cleaned);

    const email = await lastEmailTo(b.t, CONTACT.email);
    const text = email!.text;
    for (const hidden of ['\u202E', '\u200B', '\u0007', '\r']) expect(text).not.toContain(hidden);
    const label = text.indexOf('Your request to the hotel (your words, passed on as written;');
    expect(label).toBeGreaterThan(text.indexOf('BPAY'));
    expect(label).toBeGreaterThan(text.indexOf('cancel'));
    expect(text.slice(label)).toContain('> Late check-in please\n>\n> PAY TO BSB 999-999 ACCOUNT 12345678');
    // Nowhere else: not above our own details, not unquoted.
    expect(text.indexOf('PAY TO BSB')).toBeGreaterThan(label);
    const html = email!.html;
    expect(html).toMatch(
      /<blockquote[^>]*>Late check-in please<br>\s*<br>PAY TO BSB 999-999 ACCOUNT 12345678<\/blockquote>/,
    );
    expect(html.indexOf('PAY TO BSB')).toBeGreaterThan(html.indexOf('BPAY'));
  });

  it('escapes markup in them', async () => {
    const { token, quote } = await b.guestWithQuote();
    const answer = await b.hotelOrderCreate(token, {
      ...hotelInvoiceOrder(quote),
      guest: { ...GUEST, specialRequests: '<a href="https://evil.example">Pay here</a>' },
    });
    expect(answer.status, answer.json.message).toBe(201);
    const email = await lastEmailTo(b.t, CONTACT.email);
    expect(email!.html).not.toContain('<a href="https://evil.example">');
    expect(email!.html).toContain('&lt;a href=');
  });
});
