/**
 * The flight confirmation's price lines, route and extras in the recipient's language (issue 25 defect
 * 7): a Japanese traveller's email for Sydney–London words its lines from emails.json with the cities
 * in Japanese, not with the Booking API's English labels; a line that does not say what it prices keeps
 * its English label.
 */
import { describe, expect, it } from 'vitest';
import type { PriceLine } from '../../shared/contracts/offer';
import type { Order } from '../../shared/contracts/order';
import { heathrowArrival, journeyOf, segmentOf } from '../offers/offer.fixtures';
import { bookingConfirmationEmail } from './booking-confirmation';
import { emailOrderFixture } from './email-order.fixture';

const london = heathrowArrival();
const line = (kind: PriceLine['kind'], label: string, cents: number, subject?: PriceLine['subject']) => ({
  kind,
  label,
  subject,
  travelerId: 'T1',
  amountCents: cents,
});

function sydneyLondonOrder(lines: PriceLine[]): Order {
  const order = emailOrderFixture();
  return {
    ...order,
    journeys: [journeyOf([segmentOf({ flightNumber: 'QF1', arrival: london })])],
    ancillaries: { seats: [], bags: [], meals: [{ travelerId: 'T1', mealCode: 'VGML' }] },
    lines,
    totalCents: lines.reduce((sum, item) => sum + item.amountCents, 0),
  };
}

const worded = [
  line('fare', 'Sydney to London, Business Saver fare', 250_000, {
    journeyIndex: 0,
    brand: 'Business Saver',
  }),
  line('taxes', 'Sydney to London, taxes and charges', 41_420, { journeyIndex: 0 }),
  line('bag', 'Extra baggage 23 kg, Sydney to London', 9_000, { journeyIndex: 0, extraKg: 23 }),
  line('seat', 'Seat 7A on QF1', 5_000, { seat: '7A', flight: 'QF1' }),
  line('meal', 'Vegetarian vegan meal', 0, { mealCode: 'VGML' }),
];

const priceSection = (text: string, title: string) => text.slice(text.indexOf(title));

describe('the flight confirmation price lines', () => {
  it('are worded in Japanese, with the cities in Japanese, for a Japanese recipient', () => {
    const email = bookingConfirmationEmail(sydneyLondonOrder(worded), new Date(), 'ja');
    const prices = priceSection(email.text, '料金：');
    expect(prices).toContain('シドニー発 ロンドン行き、Business Saver運賃：');
    expect(prices).toContain('シドニー発 ロンドン行き、税金・諸費用：');
    expect(prices).toContain('追加受託手荷物 23kg、シドニー発 ロンドン行き：');
    expect(prices).toContain('QF1便 座席7A：');
    expect(prices).toContain('合計：');
    expect(prices).not.toMatch(/Sydney to London|taxes and charges|\bfare\b|Vegetarian/);
    expect(email.html).toContain('シドニー発 ロンドン行き、税金・諸費用');
    expect(email.html).not.toContain('Sydney to London');
    // The flight and the passenger's meal, in Japanese too.
    expect(email.text).toContain('QF1 シドニー（SYD）');
    expect(email.text).toContain('ロンドン（LHR）');
    expect(email.text).toContain('機内食：ヴィーガンミール');
  });

  it('are worded in Simplified Chinese and Korean with the cities in their scripts', () => {
    const chinese = bookingConfirmationEmail(sydneyLondonOrder(worded), new Date(), 'zh-CN');
    expect(chinese.text).toContain('悉尼至伦敦，税费');
    const korean = bookingConfirmationEmail(sydneyLondonOrder(worded), new Date(), 'ko');
    expect(korean.text).toContain('시드니 → 런던, 세금 및 수수료');
  });

  it('read as before in English, and keep the English label of a line without a subject', () => {
    const change = line('fare', 'Fare difference, new dates', 1_000);
    const email = bookingConfirmationEmail(sydneyLondonOrder([...worded, change]), new Date());
    expect(email.text).toContain('Price:\n- Sydney to London, Business Saver fare: $2,500.00');
    expect(email.text).toContain('Mr Kenji Sato: Meal: Vegetarian vegan meal');
    expect(email.text).toContain('- Vegetarian vegan meal: $0.00');
    const japanese = bookingConfirmationEmail(sydneyLondonOrder([change]), new Date(), 'ja');
    expect(japanese.text).toContain('Fare difference, new dates：');
  });
});
