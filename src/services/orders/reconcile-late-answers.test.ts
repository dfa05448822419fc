import { describe, expect, it } from 'vitest';
import { PAYMENT_TIMEOUT } from '../../shared/contracts/order';
import { gatewayClient } from '../payments/gateway-client';
import { authorisationRequestOf } from '../payments/payment.service';
import { insertLeftPayment, paymentRowOf } from '../test-kits/payment-rows';
import { openBooking } from './booking-test-kit';
import { reconcilePayments } from './reconcile';
import { openPerFile } from '../test-kits/per-file';

const b = openPerFile(openBooking, (opened) => opened.t.close());

const paymentRow = (id: string) => paymentRowOf(b, id);

describe('reconcilePayments: an authorisation answered after its payment timed out', () => {
  it('voids the money the slow gateway held, keeps the payment TimedOut, and visits it once', async () => {
    // PreAuth's row, timed out by CheckPreAuthStatus while the gateway's answer was still on its way
    // (refreshPayment → voidPayment without an authorisation id: TimedOut, the traveller shown the text).
    const id = await insertLeftPayment(b, {
      owner: 'guest:slow',
      status: 'TimedOut',
      message: PAYMENT_TIMEOUT,
      expiresInMs: 0,
    });
    // The gateway did authorise it: the late answer nobody heard.
    const late = await gatewayClient(b.platform).authorise(
      authorisationRequestOf(await paymentRow(id)),
      (await paymentRow(id)).gatewayKey,
    );
    expect(late.status).toBe('approved');

    const report = await reconcilePayments(b.platform);
    expect(report.voided).toBe(1);
    expect((await gatewayClient(b.platform).get(late.id)).status).toBe('voided');
    const row = await paymentRow(id);
    expect([row.status, row.message, row.authorisationId]).toEqual(['TimedOut', PAYMENT_TIMEOUT, late.id]);
    expect((await reconcilePayments(b.platform)).voided).toBe(0);
  });
});
