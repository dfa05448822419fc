import { describe, expect, it } from 'vitest';
import type { OrderDocument } from '../../shared/contracts/documents';
import { openCancelKit } from '../orders/order-cancel-test-kit';
import { confirmPaidChange, quotePaidChange } from '../orders/order-change-test-kit';
import { openPerFile } from '../test-kits/per-file';

/**
 * A date change paid by card is a supply of the same trip (ADR 026): the tax invoice lists what it
 * charged (fare difference, taxes difference, change fee, card surcharge), so the invoice's total is
 * everything the traveller paid, not only the booking. Before, the change's charges were on no document.
 */

const k = openPerFile(openCancelKit, (opened) => opened.t.close());

describe('the tax invoice of an order with a paid date change', () => {
  it("lists the change's charges and its surcharge, and totals all that was paid", async () => {
    const { token, order, quote } = await quotePaidChange(k);
    const view = (document: string) =>
      k.post<OrderDocument>('/Document/View', { orderId: order.orderId, document }, token);
    const before = (await view('tax-invoice')).json.data;

    const { visa } = await confirmPaidChange(k, token, order.orderId, quote);
    const { figures } = quote.option;

    const after = (await view('tax-invoice')).json.data;
    const changeLines = after.lines.filter((line) => line.label.startsWith('Date change:'));
    const expected = [
      ['Date change: fare difference', figures.fareDifferenceCents],
      ['Date change: taxes difference', figures.taxesDifferenceCents],
      ['Date change: change fee', figures.changeFeeCents],
    ].filter(([, cents]) => (cents as number) > 0);
    expect(changeLines.map((line) => [line.label, line.amountCents])).toEqual(expected);
    expect(after.totals.totalCents).toBe(before.totals.totalCents + visa.totalWithSurchargeCents);
  });
});
