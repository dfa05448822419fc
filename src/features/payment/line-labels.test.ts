import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import ja from '../../lib/i18n/locales/ja/booking-payment.json' with { type: 'json' };
import jaAccount from '../../lib/i18n/locales/ja/account-screens.json' with { type: 'json' };
import type { OfferJourney, PriceLine } from '../../shared/contracts/offer';
import { cityNameIn } from '../../lib/i18n/places-in-language';
import { englishCityNames, priceLineLabel } from './line-labels';
import { surchargeLines } from './surcharge';
import { fromPageT } from '../../lib/i18n/page-t';

const i18n = i18next.createInstance();
await i18n.init({ lng: 'ja', resources: { ja: { translation: { ...ja, ...jaAccount } } } });
const t = i18n.t;
const japanese = (code: string, english: string) => cityNameIn('ja', code, english);

const place = (code: string, cityName: string) => ({ code, cityCode: code, cityName });
const journeys = [
  {
    journeyIndex: 0,
    itinerary: { segments: [{ departure: place('SYD', 'Sydney'), arrival: place('LON', 'London') }] },
  },
] as unknown as OfferJourney[];
const line = (kind: PriceLine['kind'], label: string, subject?: PriceLine['subject']): PriceLine => ({
  kind,
  label,
  subject,
  travelerId: 'T1',
  amountCents: 100,
});

describe('priceLineLabel', () => {
  it('words a fare, its taxes, a bag, a seat and a meal in Japanese with the cities in Japanese', () => {
    const label = (item: PriceLine) => priceLineLabel(item, journeys, t, japanese);
    expect(
      label(
        line('fare', 'Sydney to London, Business Saver fare', { journeyIndex: 0, brand: 'Business Saver' }),
      ),
    ).toBe('シドニー発 ロンドン行き、Business Saver運賃');
    expect(label(line('taxes', 'Sydney to London, taxes and charges', { journeyIndex: 0 }))).toBe(
      'シドニー発 ロンドン行き、税金・諸費用',
    );
    expect(
      label(line('bag', 'Extra baggage 23 kg, Sydney to London', { journeyIndex: 0, extraKg: 23 })),
    ).toBe('追加受託手荷物 23kg、シドニー発 ロンドン行き');
    expect(label(line('seat', 'Seat 7A on QF1', { seat: '7A', flight: 'QF1' }))).toBe('QF1便 座席7A');
    expect(label(line('meal', 'Vegan meal', { mealCode: 'VGML' }))).toBe('ヴィーガンミール');
  });

  it('keeps the API label for a line that does not say what it prices', () => {
    const change = line('fare', 'Fare difference, new dates');
    expect(priceLineLabel(change, journeys, t, englishCityNames)).toBe('Fare difference, new dates');
    const unknownJourney = line('taxes', 'Sydney to London, taxes and charges', { journeyIndex: 4 });
    expect(priceLineLabel(unknownJourney, journeys, t, japanese)).toBe('Sydney to London, taxes and charges');
  });
});

describe('surchargeLines', () => {
  const surcharge = {
    scheme: 'visa',
    rateBasisPoints: 110,
    capCents: 5_000,
    surchargeCents: 5_000,
    totalWithSurchargeCents: 620_991,
  } as Parameters<typeof surchargeLines>[0];

  it('words the line above Pay in the page language', () => {
    expect(surchargeLines(surcharge, fromPageT(t)).label).toBe('Visaカード手数料（1.1%、上限$50.00）');
  });

  it('stays English without the page texts', () => {
    expect(surchargeLines(surcharge).label).toBe('Visa card surcharge (1.1%, at most $50.00)');
  });
});
