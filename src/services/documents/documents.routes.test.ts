import { describe, expect, it } from 'vitest';
import { TAX_INVOICE_NOT_PAID, type OrderDocument } from '../../shared/contracts/documents';
import type { Order } from '../../shared/contracts/order';
import { cardOrder, invoiceOrder, openBooking } from '../orders/booking-test-kit';
import { pdfTextOf } from './pdf-test-kit';
import { openPerFile } from '../test-kits/per-file';

const b = openPerFile(openBooking, (opened) => opened.t.close());

const ONE_ADULT = [
  { passengerType: 'Adult', count: 1 },
  { passengerType: 'Children', count: 0 },
  { passengerType: 'Infants', count: 0 },
];
const MEL_SIN = [
  { depCode: 'MEL', depCodeType: 'A', arrCode: 'SIN', arrCodeType: 'A', depDate: '2026-12-15' },
];

/** A paid card booking for one adult: SYD-MEL unless other journeys are given. */
async function cardBooking(journeys?: unknown[]) {
  const token = await b.kit.publicToken();
  const found = await b.kit.search(token, { passengerInfos: ONE_ADULT, ...(journeys ? { journeys } : {}) });
  const { offer } = await b.kit.offerFor(token, found);
  const pre = await b.authorised(token, offer);
  const answer = await b.orderCreate(token, cardOrder(offer, pre.json.data.paymentId, b.cardTotal(offer)));
  expect(answer.status, answer.json.message).toBe(201);
  return { token, order: answer.json.data };
}

async function pdfOf(token: string, query: Record<string, string>) {
  const response = await b.services.booking.request(`/Document/Pdf?${new URLSearchParams(query)}`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  return response;
}

/** The text of a PDF as a third-party extractor (pdf-parse, over PDF.js) reads it. */
async function textOf(response: Response): Promise<string> {
  expect(response.status).toBe(200);
  expect(response.headers.get('Content-Type')).toBe('application/pdf');
  return pdfTextOf(await response.arrayBuffer());
}

// Written here rather than imported, so a change to the PDF's own formatter cannot hide from the test.
const dollars = (cents: number) =>
  `$${(cents / 100).toLocaleString('en-AU', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

const view = (token: string, body: Record<string, unknown>) =>
  b.post<OrderDocument>('/Document/View', body, token);

describe('the tax invoice PDF', () => {
  it('of a domestic flight: the ABN, "Tax invoice", 1/11 GST on every line and the surcharge, the total', async () => {
    const { token, order } = await cardBooking();
    const text = await textOf(await pdfOf(token, { orderId: order.orderId, document: 'tax-invoice' }));
    expect(text).toContain('Tax invoice');
    expect(text).toContain('ABN 99 000 000 000');
    expect(text).toContain(`INV-${order.bookingReference}`);
    const surcharge = order.payment.surchargeCents;
    expect(surcharge).toBeGreaterThan(0);
    const gsts = [
      ...order.lines.map((line) => Math.round(line.amountCents / 11)),
      Math.round(surcharge / 11),
    ];
    for (const gst of gsts) expect(text).toContain(dollars(gst));
    const total = order.totalCents + surcharge;
    expect(total).toBe(order.payment.amountCents);
    expect(text).toMatch(new RegExp(`Total \\(GST inclusive\\)\\s*\\${dollars(total)}`));
    const totalGst = gsts.reduce((sum, gst) => sum + gst, 0);
    expect(text).toMatch(new RegExp(`Total GST\\s*\\${dollars(totalGst)}`));
    expect(text).not.toContain('GST-free supplies');
  });

  it('of an international flight: the fare lines GST-free, GST on the card surcharge only', async () => {
    const { token, order } = await cardBooking(MEL_SIN);
    const text = await textOf(await pdfOf(token, { orderId: order.orderId, document: 'tax-invoice' }));
    expect(text).toContain('Tax invoice');
    expect(text).toContain('ABN 99 000 000 000');
    expect(text.match(/GST-free/g)!.length).toBeGreaterThanOrEqual(order.lines.length);
    const surcharge = order.payment.surchargeCents;
    const total = order.totalCents + surcharge;
    expect(text).toMatch(new RegExp(`Total \\(GST inclusive\\)\\s*\\${dollars(total)}`));
    expect(text).toMatch(new RegExp(`Total GST\\s*\\${dollars(Math.round(surcharge / 11))}`));
    expect(text).toMatch(new RegExp(`GST-free supplies\\s*\\${dollars(order.totalCents)}`));
  });

  it("prints the buyer's business in Japanese and its ABN as given", async () => {
    const { token, order } = await cardBooking();
    const businessName = '株式会社山田商事 オーストラリア支店';
    const text = await textOf(
      await pdfOf(token, {
        orderId: order.orderId,
        document: 'tax-invoice',
        businessName,
        abn: '11383413056',
      }),
    );
    expect(text).toContain(businessName);
    expect(text).toContain('ABN 11 383 413 056');
    // Chinese and Korean fall back to their own fonts in the same line.
    const mixed = '山田 张伟们 김민수';
    const again = await textOf(
      await pdfOf(token, { orderId: order.orderId, document: 'itinerary-receipt', businessName: mixed }),
    );
    expect(again).toContain(mixed);
  });
});

describe('documents of a held invoice order', () => {
  it('answer 409 for the tax invoice and give the itinerary receipt', async () => {
    const { token, offer } = await b.guestWithOffer();
    const created = await b.orderCreate(token, invoiceOrder(offer));
    expect(created.status, created.json.message).toBe(201);
    const order: Order = created.json.data;
    expect(order.status).toBe('Held');
    const refused = await view(token, { orderId: order.orderId, document: 'tax-invoice' });
    expect(refused.status).toBe(409);
    expect(refused.json.message).toBe(TAX_INVOICE_NOT_PAID);
    const pdf = await pdfOf(token, { orderId: order.orderId, document: 'tax-invoice' });
    expect(pdf.status).toBe(409);
    const receipt = await view(token, { orderId: order.orderId, document: 'itinerary-receipt' });
    expect(receipt.status).toBe(200);
    expect(receipt.json.data).toMatchObject({
      number: `ITR-${order.bookingReference}`,
      payment: { paid: false },
    });
    const text = await textOf(await pdfOf(token, { orderId: order.orderId, document: 'itinerary-receipt' }));
    expect(text).toContain('Itinerary receipt');
    expect(text).toContain('Awaiting payment by BPAY or EFT');
  });
});

describe('who may have a document, and bad input', () => {
  it("answers 404 for another caller's order, as for none", async () => {
    const { order } = await cardBooking();
    const stranger = await b.kit.publicToken();
    expect((await view(stranger, { orderId: order.orderId, document: 'tax-invoice' })).status).toBe(404);
    expect((await pdfOf(stranger, { orderId: order.orderId, document: 'tax-invoice' })).status).toBe(404);
  });

  it.each([
    [{ document: 'tax-invoice' }, 'orderId'],
    [{ orderId: 'ord_123', document: 'tax-invoice' }, 'orderId is not valid'],
    [{ orderId: `ord_${'a'.repeat(24)}`, document: 'boarding-pass' }, 'document must be'],
    [{ orderId: `ord_${'a'.repeat(24)}`, document: 'tax-invoice', abn: '12 345 678 901' }, 'ABN'],
    [{ orderId: `ord_${'a'.repeat(24)}`, document: 'tax-invoice', businessName: 'x'.repeat(121) }, '120'],
  ])('refuses %j with 400 naming the problem', async (body, message) => {
    const token = await b.kit.publicToken();
    const answer = await view(token, body);
    expect(answer.status).toBe(400);
    expect(answer.json.message).toContain(message);
    const pdf = await pdfOf(token, body as Record<string, string>);
    expect(pdf.status).toBe(400);
  });

  it('needs a token', async () => {
    const response = await b.services.booking.request(
      `/Document/Pdf?orderId=ord_${'a'.repeat(24)}&document=tax-invoice`,
    );
    expect(response.status).toBe(401);
  });
});
