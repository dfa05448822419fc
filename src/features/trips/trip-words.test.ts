/**
 * Issue 25 defect 7 on the trip page: a Japanese reader's manage-booking sections named journeys and
 * cancellation lines in the Booking API's English ("Sydney to London, taxes and charges", "Card
 * surcharge"). They are worded as the payment summary words them; English reads as the API wrote it.
 */
import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import en from '../../lib/i18n/locales/en/booking-payment.json' with { type: 'json' };
import ja from '../../lib/i18n/locales/ja/booking-payment.json' with { type: 'json' };
import type { Order } from '../../shared/contracts/order';
import type { CancellationLine } from '../../shared/contracts/order-cancel';
import { cancellationLineLabel, journeyEndsOfOrder, journeyRouteOfOrder } from './trip-words';

const place = (cityCode: string, cityName: string) => ({ cityCode, cityName });
const order = {
  journeys: [
    {
      journeyIndex: 0,
      itinerary: {
        segments: [
          { departure: place('SYD', 'Sydney'), arrival: place('DXB', 'Dubai') },
          { departure: place('DXB', 'Dubai'), arrival: place('LON', 'London') },
        ],
      },
    },
  ],
  lines: [
    {
      kind: 'taxes',
      label: 'Sydney to London, taxes and charges',
      subject: { journeyIndex: 0 },
      travelerId: 'T1',
      amountCents: 38_491,
    },
  ],
} as unknown as Order;

const cancelLine = (kind: string, label: string, travelerId: string | null): CancellationLine => ({
  kind,
  label,
  travelerId,
  paidCents: 38_491,
  refundCents: 38_491,
  keptCents: 0,
  reason: '',
});

async function translator(lng: 'en' | 'ja') {
  const i18n = i18next.createInstance();
  await i18n.init({ lng, resources: { [lng]: { translation: lng === 'ja' ? ja : en } } });
  return i18n.t;
}

describe('the trip page in the reader’s words', () => {
  it('names a journey and its ends with the cities in Japanese', async () => {
    const t = await translator('ja');
    expect(journeyRouteOfOrder(order, 0, 'Sydney to London', t, 'ja')).toBe('シドニー発 ロンドン行き');
    expect(journeyEndsOfOrder(order, 0, 'ja')).toBe('シドニー – ロンドン');
    expect(journeyRouteOfOrder(order, 3, 'Sydney to London', t, 'ja')).toBe('Sydney to London');
  });

  it('words a cancellation line from the order line it repeats, and the surcharge by its label', async () => {
    const t = await translator('ja');
    const taxes = cancelLine('taxes', 'Sydney to London, taxes and charges', 'T1');
    expect(cancellationLineLabel(taxes, order, t, 'ja')).toBe('シドニー発 ロンドン行き、税金・諸費用');
    expect(cancellationLineLabel(cancelLine('surcharge', 'Card surcharge', null), order, t, 'ja')).toBe(
      'カード手数料',
    );
  });

  it('reads in English as the Booking API wrote it', async () => {
    const t = await translator('en');
    expect(journeyEndsOfOrder(order, 0, 'en')).toBe('Sydney – London');
    expect(journeyRouteOfOrder(order, 0, 'x', t, 'en')).toBe('Sydney to London');
    const taxes = cancelLine('taxes', 'Sydney to London, taxes and charges', 'T1');
    expect(cancellationLineLabel(taxes, order, t, 'en')).toBe('Sydney to London, taxes and charges');
    expect(cancellationLineLabel(cancelLine('surcharge', 'Card surcharge', null), order, t, 'en')).toBe(
      'Card surcharge',
    );
  });
});
