import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { PaymentMethod } from '../../../shared/contracts/order';
import { KNOWN_MESSAGES_KEY } from '../../../shared/i18n/known-messages';
import { knownMessagePairs } from '../../../lib/i18n/known-messages.server';
import type { Locale } from '../../../shared/i18n/languages';
import enPayment from '../../../lib/i18n/locales/en/booking-payment.json';
import jaPayment from '../../../lib/i18n/locales/ja/booking-payment.json';
import jaBooking from '../../../lib/i18n/locales/ja/messages-booking.json';
import { IslandShell } from '../../../islands/shared/IslandShell';
import { PaymentMethodFields, unusableReason } from './PaymentMethodFields';

const TOO_SOON =
  'Invoice payment needs at least 7 days before departure for a bank payment to clear. Please pay by card.';
const card: PaymentMethod = {
  paymentMode: 'MintPayment',
  label: 'Credit or debit card',
  tokenUrl: '/gateway/tokens',
  publishableKey: 'pk',
  schemes: ['visa'],
};
const invoice = (available: boolean): PaymentMethod => ({
  paymentMode: 'Invoice',
  label: 'Invoice',
  feeCents: 0,
  payWithinDays: 3,
  available,
  unavailableReason: available ? null : TOO_SOON,
});

const PAYMENT = { en: enPayment, ja: jaPayment } as Record<Locale, typeof enPayment>;

const render = (methods: PaymentMethod[], locale: Locale = 'en') =>
  renderToStaticMarkup(
    <IslandShell
      locale={locale}
      messages={{
        ...PAYMENT[locale],
        [KNOWN_MESSAGES_KEY]: knownMessagePairs(locale, ['bookingMessages']),
      }}
    >
      <PaymentMethodFields methods={methods} mode="MintPayment" onMode={() => {}} disabled={false} />
    </IslandShell>,
  );

describe('PaymentMethodFields', () => {
  it('offers invoice when the booking can use it', () => {
    expect(unusableReason(invoice(true))).toBeNull();
    expect(unusableReason(card)).toBeNull();
    const html = render([card, invoice(true)]);
    expect(html).not.toMatch(/id="method-Invoice"[^>]*disabled/);
    expect(html).not.toContain(TOO_SOON);
  });

  it('shows invoice switched off with the reason the service gave', () => {
    expect(unusableReason(invoice(false))).toBe(TOO_SOON);
    const html = render([card, invoice(false)]);
    expect(html).toMatch(
      /<input[^>]*disabled=""[^>]*id="method-Invoice"|<input[^>]*id="method-Invoice"[^>]*disabled=""/,
    );
    expect(html).toContain('aria-describedby="method-Invoice-reason"');
    expect(html).toContain(TOO_SOON);
  });

  it("shows the reason in the traveller's language", () => {
    const html = render([card, invoice(false)], 'ja');
    expect(html).toContain(jaBooking.bookingMessages.holds.flightLead.replace('{{days}}', '7'));
    expect(html).not.toContain(TOO_SOON);
  });
});
