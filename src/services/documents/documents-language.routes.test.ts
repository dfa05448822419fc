/**
 * Which language an order's PDF is written in (issue 25): the booking's own (its owner's profile
 * language, else the one the order was made in), else the language the PDF was asked for in, else
 * English, as the confirmation email chooses.
 */
import { describe, expect, it } from 'vitest';
import type { Order } from '../../shared/contracts/order';
import { cardOrder, newKey, openBooking } from '../orders/booking-test-kit';
import { pdfTextOf } from './pdf-test-kit';
import { openPerFile } from '../test-kits/per-file';

const b = openPerFile(openBooking, (opened) => opened.t.close());

/** A paid card booking (SYD-MEL), made by a browser asking for `language` when given. */
async function cardBooking(language?: string) {
  const { token, offer } = await b.guestWithOffer();
  const pre = await b.authorised(token, offer);
  const answer = await b.post<Order>(
    '/Order/OrderCreate',
    cardOrder(offer, pre.json.data.paymentId, b.cardTotal(offer)),
    token,
    { 'Idempotency-Key': newKey(), ...(language ? { 'Accept-Language': language } : {}) },
  );
  expect(answer.status, answer.json.message).toBe(201);
  return { token, order: answer.json.data };
}

async function invoiceText(token: string, orderId: string, language?: string): Promise<string> {
  const query = new URLSearchParams({ orderId, document: 'tax-invoice' });
  const response = await b.services.booking.request(`/Document/Pdf?${query}`, {
    headers: { Authorization: `Bearer ${token}`, ...(language ? { 'Accept-Language': language } : {}) },
  });
  expect(response.status).toBe(200);
  return pdfTextOf(await response.arrayBuffer());
}

describe("the tax invoice PDF's language", () => {
  it('is the language the booking was made in, whatever the language asked now', async () => {
    const { token, order } = await cardBooking('ja');
    for (const asked of [undefined, 'zh-CN']) {
      const text = await invoiceText(token, order.orderId, asked);
      expect(text).toContain('請求書番号');
      expect(text).toContain('シドニー');
      expect(text).toContain('メルボルン');
      expect(text).not.toContain('Invoice number');
    }
  });

  it('is the language asked in when the booking stored none', async () => {
    const { token, order } = await cardBooking();
    const chinese = await invoiceText(token, order.orderId, 'zh-CN');
    expect(chinese).toContain('发票编号');
    expect(chinese).toContain('悉尼');
    expect(chinese).not.toContain('Invoice number');
    const english = await invoiceText(token, order.orderId);
    expect(english).toContain('Invoice number');
    expect(english).toContain('Sydney (SYD) to Melbourne (MEL)');
  });
});
