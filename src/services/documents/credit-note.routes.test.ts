import { describe, expect, it } from 'vitest';
import { NO_CREDIT_NOTE, type OrderDocument } from '../../shared/contracts/documents';
import { newKey } from '../orders/booking-test-kit';
import { openCancelKit } from '../orders/order-cancel-test-kit';
import { pdfTextOf } from './pdf-test-kit';
import { openPerFile } from '../test-kits/per-file';

/** The credit note of a refund (issue 23): page data and PDF from the Booking API's documents. */

const k = openPerFile(openCancelKit, (opened) => opened.t.close());

const view = (token: string, body: Record<string, unknown>) =>
  k.post<OrderDocument>('/Document/View', body, token);

// Written here rather than imported, so a change to the PDF's own formatter cannot hide from the test.
const dollars = (cents: number) =>
  `$${(cents / 100).toLocaleString('en-AU', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

async function pdfText(token: string, query: Record<string, string>): Promise<string> {
  const response = await k.services.booking.request(`/Document/Pdf?${new URLSearchParams(query)}`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(response.status).toBe(200);
  return pdfTextOf(await response.arrayBuffer());
}

describe('the credit note of a refund', () => {
  it('lists what was refunded with the GST it takes back, under the CN number, against the tax invoice', async () => {
    const { token, order } = await k.flightOrder('RefundableWithFee');
    const quote = await k.quote('flight', token, { orderId: order.orderId });
    expect(quote.status, quote.json.message).toBe(200);
    const { refundCents, keptCents } = quote.json.data;
    expect(refundCents).toBeGreaterThan(0);
    expect(keptCents).toBeGreaterThan(0);
    const cancelled = await k.cancel(
      'flight',
      token,
      { orderId: order.orderId, confirmedRefundCents: refundCents },
      newKey(),
    );
    expect(cancelled.status, cancelled.json.message).toBe(200);
    const number = cancelled.json.data.creditNoteNumber!;

    const note = await view(token, { orderId: order.orderId, document: 'credit-note' });
    expect(note.status, note.json.message).toBe(200);
    const doc = note.json.data;
    expect(doc).toMatchObject({
      document: 'credit-note',
      number,
      creditNote: { invoiceNumber: `INV-${order.bookingReference}` },
    });
    // SYD-MEL is a domestic flight: every refunded line is taxable, GST 1/11 of each refund.
    expect(doc.totals.totalCents).toBe(refundCents);
    for (const line of doc.lines) {
      expect(line.treatment).toBe('taxable');
      expect(line.gstCents).toBe(Math.round(line.amountCents / 11));
    }
    expect(doc.totals.gstCents).toBe(doc.lines.reduce((sum, line) => sum + line.gstCents, 0));
    // The fee kept is not on the credit note: only the lines that gave money back.
    const refundedLines = cancelled.json.data.lines.filter((line) => line.refundCents > 0);
    expect(doc.lines.map((line) => line.amountCents)).toEqual(refundedLines.map((line) => line.refundCents));

    const text = await pdfText(token, { orderId: order.orderId, document: 'credit-note' });
    expect(text).toContain('Credit note');
    expect(text).toContain(number);
    expect(text).toContain(`Adjusts tax invoice INV-${order.bookingReference}`);
    expect(text).toMatch(new RegExp(`Total refunded \\(GST inclusive\\)\\s*\\${dollars(refundCents)}`));
    expect(text).toMatch(new RegExp(`GST adjusted\\s*\\${dollars(doc.totals.gstCents)}`));
  });

  it('does not exist for a booking nothing was refunded on (409), nor for someone else (404)', async () => {
    const { token, order } = await k.flightOrder('Refundable');
    const none = await view(token, { orderId: order.orderId, document: 'credit-note' });
    expect(none.status).toBe(409);
    expect(none.json.message).toBe(NO_CREDIT_NOTE);
    const stranger = await k.kit.publicToken();
    const other = await view(stranger, { orderId: order.orderId, document: 'credit-note' });
    expect(other.status).toBe(404);
  });
});
