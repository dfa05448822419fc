import { describe, expect, it } from 'vitest';
import type { Order } from '../../shared/contracts/order';
import { isAwaitingPayment, orderHeadline } from './order-headline';

const words: Record<string, string> = {
  'payment.page.confirmationTitle': 'Booking confirmed',
  'payment.page.heldTitle': 'Booking held: pay by {{date}}',
  'hotelBooking.page.heldTitle': 'Stay held: pay by {{date}}',
  'trips.invoiceIntro': 'Your booking is held.',
};
const t = (key: string, options: Record<string, unknown> = {}) =>
  (words[key] ?? key).replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(options[name]));

const held = {
  kind: 'flight',
  status: 'Held',
  invoice: { payBy: '2026-11-27T06:00:00.000Z' },
} as unknown as Order;

describe('orderHeadline', () => {
  it('never calls a held invoice order confirmed: it says held and the pay-by time in Sydney', () => {
    expect(orderHeadline(held, t, 'payment.page.confirmationTitle')).toBe(
      'Booking held: pay by Fri 27 Nov 2026, 5:00 pm Sydney time',
    );
    expect(orderHeadline({ ...held, kind: 'hotel' }, t, 'x')).toMatch(/^Stay held: pay by Fri 27 Nov 2026/);
  });

  it('confirms a paid order, card or invoice once the bank payment is in', () => {
    const paid = { ...held, status: 'Ticketed' } as Order;
    expect(orderHeadline(paid, t, 'payment.page.confirmationTitle')).toBe('Booking confirmed');
    expect(isAwaitingPayment(paid)).toBe(false);
    expect(isAwaitingPayment(held)).toBe(true);
  });
});
