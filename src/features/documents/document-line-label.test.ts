import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import ja from '../../lib/i18n/locales/ja/booking-payment.json' with { type: 'json' };
import type { DocumentLine } from '../../shared/contracts/documents';
import { cityNameIn } from '../../lib/i18n/places-in-language';
import { documentLineLabel } from './document-line-label';

const i18n = i18next.createInstance();
await i18n.init({ lng: 'ja', resources: { ja: { translation: ja } } });
const japanese = (code: string, english: string) => cityNameIn('ja', code, english);

const doc = {
  journeys: [
    {
      journeyIndex: 0,
      from: { cityCode: 'SYD', cityName: 'Sydney' },
      to: { cityCode: 'LON', cityName: 'London' },
    },
  ],
};
const line = (label: string, extra: Partial<DocumentLine> = {}): DocumentLine => ({
  label,
  travellerName: 'Mr Kenji Sato',
  amountCents: 41_420,
  treatment: 'gst-free',
  gstCents: 0,
  ...extra,
});

describe('documentLineLabel', () => {
  it("words a tax invoice's taxes line in Japanese with the cities in Japanese", () => {
    const taxes = line('Sydney to London, taxes and charges', {
      kind: 'taxes',
      subject: { journeyIndex: 0 },
    });
    expect(documentLineLabel(taxes, doc, i18n.t, japanese)).toBe('シドニー発 ロンドン行き、税金・諸費用');
  });

  it('words the card surcharge and a date change by their known labels, which carry no subject', () => {
    expect(documentLineLabel(line('Card payment surcharge'), doc, i18n.t, japanese)).toBe('カード決済手数料');
    expect(documentLineLabel(line('Date change: fare difference'), doc, i18n.t, japanese)).toBe(
      '日付変更：運賃差額',
    );
    expect(documentLineLabel(line('Date change: change fee'), {}, i18n.t, japanese)).toBe(
      '日付変更：変更手数料',
    );
  });

  it('keeps the English label of a line it does not know, and of a document without journeys', () => {
    expect(documentLineLabel(line('Refund of seat 2A'), doc, i18n.t, japanese)).toBe('Refund of seat 2A');
    const fare = line('Sydney to London, Business Saver fare', {
      kind: 'fare',
      subject: { journeyIndex: 0, brand: 'Business Saver' },
    });
    expect(documentLineLabel(fare, {}, i18n.t, japanese)).toBe('Sydney to London, Business Saver fare');
  });
});
