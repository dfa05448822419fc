import { describe, expect, it } from 'vitest';
import { openCancelKit } from '../orders/order-cancel-test-kit';
import { confirmPaidChange, quotePaidChange } from '../orders/order-change-test-kit';
import { loadStaffOrderDetail } from './order-detail.service';
import { openPerFile } from '../test-kits/per-file';

/**
 * The agent's order page lists every card charge the traveller paid, as the trip page does: a date
 * change paid by card was missing (issue 23), and the contact number read "AU +61…" (issue 25).
 */

const k = openPerFile(openCancelKit, (opened) => opened.t.close());

describe("an agent's view of an order changed after booking", () => {
  it('lists the date change payment with its card, and the mobile as people write it', async () => {
    const { token, order, quote } = await quotePaidChange(k);
    const { visa } = await confirmPaidChange(k, token, order.orderId, quote);

    const detail = await loadStaffOrderDetail(k.platform, order.orderId);
    expect(detail.payments.filter((payment) => payment.detail.startsWith('Date change'))).toEqual([
      {
        method: 'card',
        detail: 'Date change · visa •••• 4242',
        amountCents: visa.totalWithSurchargeCents,
        status: 'Paid',
        at: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
      },
    ]);
    expect(detail.order.contactMobile).toMatch(/^\+\d{1,3}( \d+)+$/);
  });
});
