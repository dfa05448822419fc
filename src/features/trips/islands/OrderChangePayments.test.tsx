import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { Order } from '../../../shared/contracts/order';
import payment from '../../../lib/i18n/locales/en/booking-payment.json';
import changePayments from '../../../lib/i18n/locales/en/trip-change-payments.json';
import { OrderPayment } from './OrderPayment';
import { englishOrderT } from './order-text.fixture';

const t = englishOrderT({ ...payment, ...changePayments });

const order = {
  orderId: 'ord_0123456789abcdef01234567',
  kind: 'flight',
  status: 'Ticketed',
  passengers: [],
  lines: [
    {
      kind: 'fare',
      label: 'Sydney to London, Business Freedom fare',
      travelerId: null,
      amountCents: 919_900,
    },
  ],
  payment: {
    paymentMode: 'MintPayment',
    scheme: 'visa',
    last4: '4242',
    amountCents: 924_900,
    surchargeCents: 5_000,
    status: 'Captured',
  },
  invoice: null,
} as unknown as Order;

describe('OrderPayment with date changes paid by card', () => {
  it('lists each change payment as money, with its date and card, after the booking payment', () => {
    const html = renderToStaticMarkup(
      <OrderPayment
        order={{
          ...order,
          changePayments: [
            {
              changeId: 'chg_1',
              chargedCents: 123_456,
              surchargeCents: 1_956,
              scheme: 'visa',
              last4: '4242',
              status: 'Paid',
              at: '2026-11-28T08:20:00.000Z',
            },
            {
              changeId: 'chg_2',
              chargedCents: 17_490,
              surchargeCents: 290,
              scheme: 'mastercard',
              last4: '4444',
              status: 'Authorised',
              at: '2026-11-29T01:00:00.000Z',
            },
          ],
        }}
        t={t}
      />,
    );
    expect(html).toContain('$9,249.00');
    expect(html).toContain(
      'Date change on Sat 28 Nov 2026: $1,234.56 charged to the Visa card ending in 4242.',
    );
    expect(html).toContain(
      'Date change on Sun 29 Nov 2026: $174.90 on the Mastercard card ending in 4444 is being charged.',
    );
    expect(html).toContain('aria-label="Date changes"');
  });

  it('shows no change list for an order without change payments', () => {
    const html = renderToStaticMarkup(<OrderPayment order={{ ...order, changePayments: [] }} t={t} />);
    expect(html).not.toContain('Date change');
  });
});
